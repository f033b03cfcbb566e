import { MemorySessionRevocations } from './session-revocations.ts';
import { describeSessionRevocationsContract } from './session-revocations.contract.ts';
import { RedisSessionRevocations } from './redis-session-revocations.ts';
import { TestRedisConnections, uniqueRedisPrefix } from '../../../test/redis.ts';

describeSessionRevocationsContract('memory', () => {
  const shared = new MemorySessionRevocations();
  return Promise.resolve({ a: shared, b: shared, dispose: () => Promise.resolve() });
});

describeSessionRevocationsContract('Redis', async () => {
  const connections = new TestRedisConnections();
  const prefix = uniqueRedisPrefix();
  const a = new RedisSessionRevocations(await connections.open(), prefix);
  const b = new RedisSessionRevocations(await connections.open(), prefix);
  return { a, b, dispose: () => connections.dispose(prefix) };
});
