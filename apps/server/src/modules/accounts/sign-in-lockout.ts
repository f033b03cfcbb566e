// Sign-in lockout that a stranger cannot use against an account's owner (issue 16 §4). Failures are
// counted per account *and client* (the client's IP address): five wrong passwords from one client
// lock that client out of that account for 10 minutes, and each further lockout within a day
// doubles the wait (10, 20, 40 min … at most 24 h) — a back-off without CAPTCHA. The owner, signing
// in from elsewhere, is not locked out by somebody else's guesses; guessing from many addresses is
// held back by the per-address request limits (http/rate-limits.ts).
//
// Unknown sign-in names are counted exactly like accounts, so the answers (and their timing) do not
// tell whether an account exists.
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILED_ATTEMPTS } from '@asperity/contract';
import type { CounterStore } from '../../infra/counters/counter-store.ts';

const DAY_MS = 86_400_000;

export interface LockState {
  readonly locked: boolean;
  /** When locked: until when, ISO. */
  readonly until?: string;
}

export class SignInLockout {
  constructor(
    private readonly counters: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `client` may try `account` now. */
  async check(account: string, client: string): Promise<LockState> {
    const lock = await this.counters.peek(this.lockKey(account, client));
    return lock ? { locked: true, until: this.at(lock.resetInMs) } : { locked: false };
  }

  /** Records a wrong password; answers whether this failure locked the client out. */
  async failed(account: string, client: string): Promise<LockState> {
    const failures = await this.counters.increment(this.failureKey(account, client), LOGIN_LOCKOUT_MS);
    if (failures.count < LOGIN_MAX_FAILED_ATTEMPTS) return { locked: false };
    await this.counters.reset(this.failureKey(account, client));
    const lockouts = await this.counters.increment(this.lockoutsKey(account, client), DAY_MS);
    const duration = Math.min(DAY_MS, LOGIN_LOCKOUT_MS * 2 ** (lockouts.count - 1));
    const lock = await this.counters.increment(this.lockKey(account, client), duration);
    return { locked: true, until: this.at(lock.resetInMs) };
  }

  /** A successful sign-in (or a new password) clears the client's failures and back-off. */
  async succeeded(account: string, client: string): Promise<void> {
    await this.counters.reset(this.failureKey(account, client));
    await this.counters.reset(this.lockoutsKey(account, client));
  }

  private at(inMs: number): string {
    return new Date(this.now() + inMs).toISOString();
  }

  private failureKey = (account: string, client: string) => `signin-failures:${account}:${client}`;
  private lockoutsKey = (account: string, client: string) => `signin-lockouts:${account}:${client}`;
  private lockKey = (account: string, client: string) => `signin-locked:${account}:${client}`;
}
