// The compute pool with real worker threads (TypeScript sources through tsx, as in development),
// alone and behind HTTP: results, transfer without copy, the bounded queue and cancellation.
import { basicStats } from '@asperity/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestStore,
  startServer,
  testWorkerUrl,
  type TestServer,
  type TestStore,
} from '../../../test/harness.ts';
import { AppError } from '../../http/app-error.ts';
import { clientAbortSignal } from '../../http/client-abort.ts';
import { ComputePool, TaskAbortedError } from './pool.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('ComputePool', () => {
  const pools: ComputePool[] = [];
  const pool = (options: Partial<ConstructorParameters<typeof ComputePool>[0]> = {}) => {
    const created = new ComputePool({ threads: 1, maxQueue: 4, ...options });
    pools.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('runs surfaceStats from packages/core in a worker thread, moving the heights instead of copying', async () => {
    const z = Float64Array.from({ length: 100_000 }, (_, i) => (i % 7 === 0 ? NaN : Math.sin(i) * 1e-6));
    const expected = basicStats(z);
    const result = await pool().run('surfaceStats', { z }, { transfer: [z.buffer] });
    expect(result).toEqual(expected);
    expect(result.count).toBe(100_000 - Math.ceil(100_000 / 7));
    // Transferred: the caller's buffer is detached, proving no copy was made.
    expect(z.byteLength).toBe(0);
  });

  it('copies when not asked to transfer', async () => {
    const z = new Float64Array([1, 2, 3]);
    expect(await pool().run('surfaceStats', { z })).toEqual({ count: 3, min: 1, max: 3, mean: 2 });
    expect(z.length).toBe(3);
  });

  it('refuses work with service-unavailable when the queue is full', async () => {
    const p = pool({ threads: 1, maxQueue: 1, workerUrl: testWorkerUrl });
    await p.runNamed('spin', { ms: 1 }); // thread started and ready
    const running = p.runNamed('spin', { ms: 1500 });
    await until(() => p.stats().running === 1);
    const queued = p.runNamed('spin', { ms: 1 });
    const refused = p.runNamed('spin', { ms: 1 });
    await expect(refused).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof AppError && error.code === 'service-unavailable' && error.status === 503,
    );
    await expect(running).resolves.toBe(1500);
    await expect(queued).resolves.toBe(1);
  });

  it('rejects an aborted running task at once and keeps serving', async () => {
    const p = pool({ workerUrl: testWorkerUrl });
    await p.runNamed('spin', { ms: 1 });
    const controller = new AbortController();
    const started = Date.now();
    const task = p.runNamed('spin', { ms: 10_000 }, { signal: controller.signal });
    await until(() => p.stats().running === 1);
    controller.abort();
    await expect(task).rejects.toBeInstanceOf(TaskAbortedError);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(p.runNamed('spin', { ms: 5 })).resolves.toBe(5);
  });

  it('drops an aborted queued task and refuses an already aborted signal', async () => {
    const p = pool({ workerUrl: testWorkerUrl });
    await p.runNamed('spin', { ms: 1 });
    const running = p.runNamed('spin', { ms: 500 });
    const controller = new AbortController();
    const queued = p.runNamed('spin', { ms: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(TaskAbortedError);
    await expect(running).resolves.toBe(500);
    await expect(
      p.run('surfaceStats', { z: new Float64Array(1) }, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(TaskAbortedError);
  });

  it('reports an unknown task as an error', async () => {
    await expect(pool().runNamed('no-such-task', {})).rejects.toThrow(/unknown compute task/);
  });
});

describe('compute behind HTTP', () => {
  let store: TestStore;
  let server: TestServer;
  const outcomes: Promise<string>[] = [];

  beforeAll(async () => {
    store = await createTestStore();
    server = await startServer(store, {
      env: { COMPUTE_THREADS: '1', COMPUTE_MAX_QUEUE: '1' },
      computeWorkerUrl: testWorkerUrl,
      setup: (app) => {
        app.post(
          '/api/test/stats',
          { schema: { body: z.array(z.number().nullable()) } },
          async (request, reply) => {
            const heights = Float64Array.from(request.body, (v) => v ?? NaN);
            return app.infra.compute.run(
              'surfaceStats',
              { z: heights },
              { signal: clientAbortSignal(reply), transfer: [heights.buffer] },
            );
          },
        );
        app.get(
          '/api/test/spin/:ms',
          { schema: { params: z.object({ ms: z.coerce.number() }) } },
          async (request, reply) => {
            const task = app.infra.compute.runNamed(
              'spin',
              { ms: request.params.ms },
              { signal: clientAbortSignal(reply) },
            );
            outcomes.push(
              task.then(
                () => 'completed',
                (error: unknown) => (error instanceof Error ? error.name : 'unknown'),
              ),
            );
            return { ms: await task };
          },
        );
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.dispose();
  });

  it('computes statistics for a request', async () => {
    const res = await fetch(`${server.url}/api/test/stats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([1, null, 4, 7]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 3, min: 1, max: 7, mean: 4 });
  });

  it('answers 503 service-unavailable while the queue is full', async () => {
    const compute = server.app.infra.compute;
    const first = fetch(`${server.url}/api/test/spin/1500`);
    await until(() => compute.stats().running === 1);
    const second = fetch(`${server.url}/api/test/spin/1`);
    await until(() => compute.stats().queued === 1);
    const refused = await fetch(`${server.url}/api/test/spin/1`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ errorCode: 'service-unavailable' });
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('aborts the task when the client disconnects', async () => {
    outcomes.length = 0;
    const compute = server.app.infra.compute;
    const client = new AbortController();
    const request = fetch(`${server.url}/api/test/spin/10000`, { signal: client.signal });
    await until(() => outcomes.length === 1 && compute.stats().running === 1);
    const started = Date.now();
    client.abort();
    await expect(request).rejects.toThrow();
    expect(await outcomes[0]).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The pool replaced the terminated thread and still answers.
    const after = await fetch(`${server.url}/api/test/spin/5`);
    expect(await after.json()).toEqual({ ms: 5 });
  });

  it('reports the pool in /api/health', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { compute: unknown };
    expect(health.compute).toEqual({ threads: 1, queued: 0 });
  });
});
