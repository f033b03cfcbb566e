// Both counter engines against one contract: in this process, and in the Redis at REDIS_URL
// (127.0.0.1:6379 by default, the one the integration tests use).
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { counterStoreContract } from './counter-store.contract.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

const memory = new MemoryCounterStore();
let redis: Redis | undefined;
let redisStore: RedisCounterStore | undefined;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  redisStore = new RedisCounterStore(redis, `asperity-test:${process.pid}:`);
});

afterAll(async () => {
  await memory.close();
  await redis?.quit();
});

counterStoreContract('memory', () => memory);
counterStoreContract('redis', () => {
  if (!redisStore) throw new Error('redis store not started');
  return redisStore;
});
