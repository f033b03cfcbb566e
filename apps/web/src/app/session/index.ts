export { SessionProvider, SESSION_QUERY_KEY, LOGOUT_PATH } from './SessionProvider.tsx';
export { useSession } from './useSession.ts';
export type { Session, SessionStatus } from './SessionContext.ts';
export { parseSessionUser, type SessionUser } from './SessionUser.ts';
export { fetchSessionUser, ME_PATH } from './fetchSessionUser.ts';
export { useHttpClient } from './useHttpClient.ts';
export { sessionQuery } from './sessionQuery.ts';
