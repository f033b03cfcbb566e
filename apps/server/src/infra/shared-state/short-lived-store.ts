// Small, short-lived values that every instance must be able to read right after one of them wrote it:
// the forks an operator dialog previewed, the download-fallback links. Two engines: memory (one
// instance; bounded in bytes, least recently used go first) and Redis (REDIS_URL; Redis expires each
// value). short-lived-store.contract.ts holds the behaviour both show. Not for anything that must
// survive: a value may be gone before its lifetime ends (memory bound, Redis eviction).
import { LRUCache } from 'lru-cache';

export interface ShortLivedStore {
  readonly kind: 'memory' | 'redis';
  /** Keeps `value` under `key` for `ttlMs`, replacing what was there. */
  set(key: string, value: Uint8Array, ttlMs: number): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

export class MemoryShortLivedStore implements ShortLivedStore {
  readonly kind = 'memory';
  private readonly values: LRUCache<string, Uint8Array>;

  /** `maxBytes`: total size kept; beyond it the least recently used values are dropped. */
  constructor(maxBytes: number) {
    this.values = new LRUCache<string, Uint8Array>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => Math.max(1, value.byteLength + key.length),
      ttlAutopurge: false,
    });
  }

  set(key: string, value: Uint8Array, ttlMs: number): Promise<void> {
    if (ttlMs > 0) this.values.set(key, Uint8Array.from(value), { ttl: ttlMs });
    else this.values.delete(key);
    return Promise.resolve();
  }

  get(key: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.values.get(key));
  }

  delete(key: string): Promise<void> {
    this.values.delete(key);
    return Promise.resolve();
  }
}
