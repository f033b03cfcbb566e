// Counters of one process (no REDIS_URL). Expired windows are dropped when touched and by a sweep,
// so keys of clients that never come back do not accumulate.
import type { CounterState, CounterStore } from './counter-store.ts';

interface Window {
  count: number;
  readonly endsAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  increment(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    let window = this.open(key, now);
    if (!window) {
      window = { count: 0, endsAt: now + Math.max(1, windowMs) };
      this.windows.set(key, window);
    }
    window.count++;
    return Promise.resolve({ count: window.count, resetInMs: Math.max(1, window.endsAt - now) });
  }

  peek(key: string): Promise<CounterState | undefined> {
    const now = this.now();
    const window = this.open(key, now);
    return Promise.resolve(
      window ? { count: window.count, resetInMs: Math.max(1, window.endsAt - now) } : undefined,
    );
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
    return Promise.resolve();
  }

  private open(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
