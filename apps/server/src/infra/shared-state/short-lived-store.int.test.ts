import { describe, expect, it } from 'vitest';
import { TestRedisConnections, uniqueRedisPrefix } from '../../../test/redis.ts';
import { RedisShortLivedStore } from './redis-short-lived-store.ts';
import { describeShortLivedStoreContract } from './short-lived-store.contract.ts';
import { MemoryShortLivedStore } from './short-lived-store.ts';

describeShortLivedStoreContract('memory', () => {
  const shared = new MemoryShortLivedStore(1_000_000);
  return Promise.resolve({ a: shared, b: shared, dispose: () => Promise.resolve() });
});

describeShortLivedStoreContract('Redis', async () => {
  const connections = new TestRedisConnections();
  const prefix = uniqueRedisPrefix();
  return {
    a: new RedisShortLivedStore(await connections.open(), prefix),
    b: new RedisShortLivedStore(await connections.open(), prefix),
    dispose: () => connections.dispose(prefix),
  };
});

describe('MemoryShortLivedStore', () => {
  it('keeps at most its byte budget, dropping the least recently used first', async () => {
    const store = new MemoryShortLivedStore(300);
    await store.set('old', new Uint8Array(100), 60_000);
    await store.set('used', new Uint8Array(100), 60_000);
    await store.get('old'); // now "used" is the least recently used
    await store.set('new', new Uint8Array(150), 60_000);
    expect(await store.get('used')).toBeUndefined();
    expect(await store.get('old')).toHaveLength(100);
    expect(await store.get('new')).toHaveLength(150);
  });
});
