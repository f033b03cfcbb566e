// Wrong-password counters of this process (the AttemptCounter of the sharing service): one window
// per key that opens with its first hit. Bounded, so a flood of addresses cannot grow memory.
import { LRUCache } from 'lru-cache';
import type { AttemptCounter } from './service.ts';

interface Window {
  count: number;
  readonly endsAt: number;
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new LRUCache<string, Window>({ max: 100_000 });

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, windowMs: number): Promise<{ readonly count: number }> {
    const at = this.now();
    const open = this.windows.get(key);
    const window = open && open.endsAt > at ? open : { count: 0, endsAt: at + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return Promise.resolve({ count: window.count });
  }

  peek(key: string): Promise<{ readonly count: number } | undefined> {
    const window = this.windows.get(key);
    return Promise.resolve(window && window.endsAt > this.now() ? { count: window.count } : undefined);
  }
}
