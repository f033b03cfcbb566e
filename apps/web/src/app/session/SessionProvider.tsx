// Keeps the signed-in user in the query cache so every screen reads one answer of /api/user/me.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { http as defaultHttp, type HttpClient } from '../http.ts';
import { HttpClientContext } from './HttpClientContext.ts';
import { SessionContext, type Session } from './SessionContext.ts';
import { SESSION_QUERY_KEY, sessionQuery } from './sessionQuery.ts';
import type { SessionUser } from './SessionUser.ts';

export { SESSION_QUERY_KEY } from './sessionQuery.ts';
export const LOGOUT_PATH = '/api/auth/logout';

export interface SessionProviderProps {
  readonly children: ReactNode;
  readonly http?: HttpClient;
}

export function SessionProvider({ children, http = defaultHttp }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery(http));

  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const setUser = useCallback(
    (user: SessionUser | null) => {
      if (user) setSignedOutByUser(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
  const signOut = useCallback(
    async (redirect?: () => Promise<void> | void) => {
      // A navigation whose route chunk is still loading can settle after the user is forgotten;
      // this flag makes the guard of the page being left send the browser home, not to sign-in.
      setSignedOutByUser(true);
      try {
        await http.post(LOGOUT_PATH);
      } catch {
        // Spec part 1 §7: logout errors are ignored; the user is signed out locally either way.
      }
      await redirect?.();
      // Nothing of the previous account may stay in the cache for the next one.
      setUser(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
    [http, queryClient, setUser],
  );

  const user = query.data ?? null;
  const status = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  const session = useMemo<Session>(
    () => ({ status, user, refresh, setUser, signOut, signedOutByUser }),
    [status, user, refresh, setUser, signOut, signedOutByUser],
  );
  return (
    <HttpClientContext.Provider value={http}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </HttpClientContext.Provider>
  );
}
