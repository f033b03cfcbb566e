// Short-lived values in Redis: one key each, expired by Redis (SET … PX).
import type { Redis } from 'ioredis';
import { redisKeyPrefix } from '../redis/client.ts';
import type { ShortLivedStore } from './short-lived-store.ts';

export class RedisShortLivedStore implements ShortLivedStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = `${redisKeyPrefix}short-lived:`,
  ) {}

  async set(key: string, value: Uint8Array, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return this.delete(key);
    await this.redis.set(
      this.prefix + key,
      Buffer.from(value.buffer, value.byteOffset, value.byteLength),
      'PX',
      Math.ceil(ttlMs),
    );
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const value = await this.redis.getBuffer(this.prefix + key);
    return value === null ? undefined : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
