// Counters in Redis (REDIS_URL), shared by every instance: INCR plus an expiry set only by the
// first hit of a window, in one server-side script so no hit can be counted without its expiry.
import type { Redis } from 'ioredis';
import type { CounterState, CounterStore } from './counter-store.ts';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';

  /** `prefix` keeps these keys apart from other users of the same Redis database. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'asperity:counter:',
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(
      INCREMENT,
      1,
      this.prefix + key,
      String(Math.max(1, Math.round(windowMs))),
    )) as [number, number];
    return { count, resetInMs: Math.max(1, ttl) };
  }

  async peek(key: string): Promise<CounterState | undefined> {
    const answer = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [number, number] | null;
    if (answer === null) return undefined;
    const [count, ttl] = answer;
    return { count, resetInMs: Math.max(1, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** The client is shared (infra) and closed by its owner. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
