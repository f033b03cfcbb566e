import { randomBytes } from 'node:crypto';
import { TestRedisConnections, testRedisUrl } from '../../../test/redis.ts';
import { BullMqJobQueue } from './bullmq-job-queue.ts';
import { InProcessJobQueue } from './in-process-job-queue.ts';
import { describeJobQueueContract } from './job-queue.contract.ts';

describeJobQueueContract('in process', (options) => {
  const queue = new InProcessJobQueue(options);
  return Promise.resolve({ queue, dispose: () => queue.close() });
});

describeJobQueueContract('BullMQ on Redis', (options) => {
  const prefix = `asperity-test:${randomBytes(6).toString('hex')}`;
  const queue = new BullMqJobQueue({ ...options, url: testRedisUrl, prefix });
  return Promise.resolve({
    queue,
    dispose: async () => {
      await queue.close();
      const connections = new TestRedisConnections();
      await connections.open();
      await connections.dispose(prefix);
    },
  });
});
