import { EventEmitter } from 'node:events';
import { TestRedisConnections, testRedisUrl, uniqueRedisPrefix } from '../../../test/redis.ts';
import { describePubSubContract } from './pubsub.contract.ts';
import { InProcessPubSub } from './pubsub.ts';
import { RedisPubSub } from './redis-pubsub.ts';

describePubSubContract('in process', () => {
  const bus = new EventEmitter();
  return Promise.resolve({
    a: new InProcessPubSub(bus),
    b: new InProcessPubSub(bus),
    dispose: () => Promise.resolve(),
  });
});

describePubSubContract('Redis', async () => {
  const connections = new TestRedisConnections();
  const prefix = uniqueRedisPrefix();
  const a = new RedisPubSub({ url: testRedisUrl, publisher: await connections.open(), prefix });
  const b = new RedisPubSub({ url: testRedisUrl, publisher: await connections.open(), prefix });
  return {
    a,
    b,
    dispose: async () => {
      await a.close();
      await b.close();
      await connections.dispose();
    },
  };
});
