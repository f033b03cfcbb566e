// The signed-in user as a TanStack Query: what SessionProvider reads, and what the app asks for while
// the feature flags load (app/router/earlyRequests.ts), under one key so /api/user/me is asked once.
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../http.ts';
import { fetchSessionUser } from './fetchSessionUser.ts';

export const SESSION_QUERY_KEY = ['session', 'me'] as const;

export function sessionQuery(http: HttpClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchSessionUser(http),
    // An unreachable server is treated as "signed out" rather than retried in a loop; guards
    // must not wait forever.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
