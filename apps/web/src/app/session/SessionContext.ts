import { createContext } from 'react';
import type { SessionUser } from './SessionUser.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  readonly status: SessionStatus;
  /** null while loading or signed out. */
  readonly user: SessionUser | null;
  /** Re-reads `GET /api/user/me`, e.g. after signing in. */
  readonly refresh: () => Promise<void>;
  /** Puts a freshly signed-in (or updated) profile in place without another request. */
  readonly setUser: (user: SessionUser | null) => void;
  /**
   * `POST /api/auth/logout` with errors ignored (spec part 1 §7), then `redirect` (e.g. to /),
   * then forgets the user and every cached answer. Redirecting first matters: forgetting the user
   * on a signed-in-only page would make its guard send the browser to sign-in instead.
   */
  readonly signOut: (redirect?: () => Promise<void> | void) => Promise<void>;
  /**
   * True from an explicit sign-out until the next sign-in: guards then send signed-in-only pages
   * home instead of to sign-in, whichever of "redirect" and "forget the user" lands first.
   */
  readonly signedOutByUser: boolean;
}

export const SessionContext = createContext<Session | null>(null);
