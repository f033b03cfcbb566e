// What every JobQueue engine does; run by job-queue.int.test.ts in process and on BullMQ + Redis.
// `open` gives a fresh, empty queue; options shrink the trimming limits so trimming can be seen.
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import type { JsonValue } from '../pubsub/pubsub.ts';
import type { JobQueue, JobQueueOptions } from './job-queue.ts';

export function describeJobQueueContract(
  engine: string,
  open: (options: JobQueueOptions) => Promise<{ queue: JobQueue; dispose(): Promise<void> }>,
): void {
  describe(`JobQueue contract: ${engine}`, () => {
    const opened: { dispose(): Promise<void> }[] = [];
    const fresh = async (options: JobQueueOptions = {}) => {
      const subject = await open(options);
      opened.push(subject);
      return subject.queue;
    };
    afterEach(async () => {
      for (const subject of opened.splice(0)) await subject.dispose();
    });

    it('runs a job added before its handler, once, and remembers the result', async () => {
      const queue = await fresh();
      const id = await queue.add('thumbnail', { file: 'f1', size: 64 });
      expect(await queue.status(id)).toMatchObject({ id, name: 'thumbnail', state: 'waiting', attempts: 0 });
      const runs: JsonValue[] = [];
      await queue.process('thumbnail', (data) => {
        runs.push(data);
        return Promise.resolve({ done: true });
      });
      await eventually(async () => (await queue.status(id))?.state === 'completed');
      expect(runs).toEqual([{ file: 'f1', size: 64 }]);
      expect(await queue.status(id)).toEqual({
        id,
        name: 'thumbnail',
        state: 'completed',
        attempts: 1,
        result: { done: true },
      });
    });

    it('retries a failing job, then reports it failed with the reason', async () => {
      const queue = await fresh();
      const attempts: number[] = [];
      await queue.process('flaky', (_data, context) => {
        attempts.push(context.attempt);
        return context.attempt < 2 ? Promise.reject(new Error('mail server busy')) : Promise.resolve('sent');
      });
      await queue.process('broken', () => Promise.reject(new Error('no such user')));
      const flaky = await queue.add('flaky', null, { attempts: 3, backoffMs: 10 });
      const broken = await queue.add('broken', null, { attempts: 2, backoffMs: 10 });
      await eventually(async () => (await queue.status(flaky))?.state === 'completed');
      await eventually(async () => (await queue.status(broken))?.state === 'failed');
      expect(attempts).toEqual([1, 2]);
      expect(await queue.status(flaky)).toMatchObject({ attempts: 2, result: 'sent' });
      expect(await queue.status(broken)).toMatchObject({ attempts: 2, error: 'no such user' });
    });

    it('trims finished jobs beyond the configured number', async () => {
      const queue = await fresh({ keepCompleted: 2 });
      await queue.process('tick', (data) => Promise.resolve(data));
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await queue.add('tick', i));
      const last = ids[4] ?? '';
      await eventually(async () => (await queue.status(last))?.state === 'completed');
      const kept = await Promise.all(ids.map((id) => queue.status(id)));
      expect(kept.filter((s) => s !== undefined).length).toBeLessThanOrEqual(2);
      expect(kept[4]).toMatchObject({ state: 'completed', result: 4 });
    });

    it('lets the running job finish when closed (graceful shutdown)', async () => {
      const queue = await fresh();
      let release: () => void = () => undefined;
      const finished: string[] = [];
      let started = false;
      await queue.process('long', async () => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
        finished.push('long');
        return undefined;
      });
      await queue.add('long', null);
      await eventually(() => started);
      const closing = queue.close();
      release();
      await closing;
      expect(finished).toEqual(['long']);
    });
  });
}
