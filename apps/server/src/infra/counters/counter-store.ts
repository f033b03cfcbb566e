// Windowed counters for rate limits and the sign-in lockout (issue 16 §2, §4): in this process, or
// in Redis (REDIS_URL) so that several instances count together. counter-store.contract.ts holds
// the behaviour both engines are tested against.

export interface CounterState {
  /** Hits in the current window. */
  readonly count: number;
  /** Until the window ends and the count starts again from zero, ms (≥ 1). */
  readonly resetInMs: number;
}

export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Adds one hit to `key`. A key's window opens with its first hit and lasts `windowMs`; later hits
   * do not extend it. Answers the state after this hit.
   */
  increment(key: string, windowMs: number): Promise<CounterState>;
  /** The state of `key`, or undefined when it has no hit in an open window. */
  peek(key: string): Promise<CounterState | undefined>;
  /** Forgets `key` (its window and count). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
