// Readiness, liveness and Prometheus metrics of a server running with Redis (issue 16 item 3).
import { HEALTH_PATHS, healthResponseSchema, liveResponseSchema } from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../../infra/redis/client.ts';
import { createTestStore, startServer, type TestServer, type TestStore } from '../../../test/harness.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { HealthService } from './service.ts';

let store: TestStore;
let server: TestServer;

beforeAll(async () => {
  store = await createTestStore();
  server = await startServer(store, { env: { REDIS_URL: testRedisUrl } });
});
afterAll(async () => {
  await server?.close();
  await store?.dispose();
});

describe('health', () => {
  it('is ready when the database, the blob store and Redis answer', async () => {
    const res = await fetch(`${server.url}${HEALTH_PATHS.ready}`);
    expect(res.status).toBe(200);
    const body = healthResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ status: 'ok', blobStore: { kind: 'local', ok: true }, redis: { ok: true } });
  });

  it('is degraded, not ready, when Redis does not answer', async () => {
    const unreachable = createRedisClient('redis://127.0.0.1:1', { role: 'commands' });
    try {
      const health = new HealthService({ ...server.app.infra, redis: unreachable });
      expect(await health.check()).toMatchObject({
        status: 'degraded',
        redis: { ok: false },
        database: { ok: true },
      });
    } finally {
      unreachable.disconnect();
    }
  });

  it('answers liveness without touching the stores', async () => {
    const res = await fetch(`${server.url}${HEALTH_PATHS.live}`);
    expect(res.status).toBe(200);
    expect(liveResponseSchema.parse(await res.json()).status).toBe('ok');
  });
});

describe('GET /metrics', () => {
  it('exposes process, HTTP and compute-pool metrics in the Prometheus text format', async () => {
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${HEALTH_PATHS.live}`)).text();
    await (await fetch(`${server.url}/api/files/no-such-file`)).text();
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const sample = (pattern: RegExp): number => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    expect(
      sample(
        /^asperity_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)$/m,
      ),
    ).toBeGreaterThanOrEqual(3);
    // Route patterns, not raw paths: a file id never becomes a label.
    expect(text).not.toContain('no-such-file');
    expect(sample(/^asperity_compute_threads (\d+)$/m)).toBe(server.config.computeThreads);
    expect(text).toMatch(/^asperity_compute_tasks\{state="queued"\} 0$/m);
    expect(text).toMatch(/^asperity_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^asperity_nodejs_eventloop_lag_seconds /m);
    expect(sample(/^asperity_http_requests_in_flight (\d+)$/m)).toBe(1); // this request
  });
});
