// Signed-out sessions whose access tokens must stop working before they expire. An access token is
// checked without a database read (accounts/tokens.ts), so signing out alone would leave it valid for
// up to its lifetime; every signed-in request also asks this list. An entry is needed only until the
// last token of the session expires, so the list stays as small as the sign-outs of one token lifetime.
// Two engines: memory (one instance) and Redis (REDIS_URL: a sign-out on one instance is refused on
// every other at once). session-revocations.contract.ts holds the behaviour both show.
export interface SessionRevocations {
  readonly kind: 'memory' | 'redis';
  /** Refuses the session's access tokens from now until `untilMs` (ms since the epoch). */
  revoke(sessionId: string, untilMs: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

export class MemorySessionRevocations implements SessionRevocations {
  readonly kind = 'memory';
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  revoke(sessionId: string, untilMs: number): Promise<void> {
    this.dropExpired();
    if (untilMs > this.now()) this.until.set(sessionId, Math.max(untilMs, this.until.get(sessionId) ?? 0));
    return Promise.resolve();
  }

  isRevoked(sessionId: string): Promise<boolean> {
    const until = this.until.get(sessionId);
    return Promise.resolve(until !== undefined && until > this.now());
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [sessionId, until] of this.until) if (until <= now) this.until.delete(sessionId);
  }
}
