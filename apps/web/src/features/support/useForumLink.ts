// Where the Community menu's forum entry points (part 1 §2), as the server says (GET /api/forum):
// nowhere when no forum is configured (the entry is hidden); signed in, the forum's single sign-on
// start, which comes back through GET /api/forum/sso; signed out, the forum itself.
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { FORUM_CONFIG_QUERY_KEY, supportApi } from './supportApi.ts';

export function useForumLink(): string | undefined {
  const http = useHttpClient();
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: FORUM_CONFIG_QUERY_KEY,
    queryFn: () => supportApi.forum(http),
    staleTime: Infinity,
    retry: false,
  });
  if (!data?.configured) return undefined;
  return user ? (data.loginUrl ?? data.url) : data.url;
}
