import { useContext } from 'react';
import { SessionContext, type Session } from './SessionContext.ts';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
