// Prometheus metrics at GET /metrics (text format, prom-client): the process (CPU, memory, event-loop
// lag, handles), HTTP requests by route pattern and status, and the compute pool's threads and queue.
// Every app has its own registry, so several apps in one process (tests) do not share counters.
// /metrics is for the monitoring network: docs/deployment.md has the proxy refuse it from outside.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ComputePool } from '../../infra/compute/pool.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsDeps {
  readonly compute: ComputePool;
}

/** Adds the metrics hooks and route to `app` itself (not an encapsulated plugin: the hooks must see every route). */
export function installMetrics(app: FastifyInstance, deps: MetricsDeps): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'asperity_' });

  const duration = new Histogram({
    name: 'asperity_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'asperity_http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [registry],
  });
  const aborted = new Counter({
    name: 'asperity_http_requests_aborted_total',
    help: 'Requests whose client went away before the answer.',
    registers: [registry],
  });
  new Gauge({
    name: 'asperity_compute_threads',
    help: 'Worker threads of the compute pool (maximum).',
    registers: [registry],
    collect() {
      this.set(deps.compute.stats().threads);
    },
  });
  new Gauge({
    name: 'asperity_compute_tasks',
    help: 'Compute tasks by state (running on a thread, queued for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.compute.stats();
      this.set({ state: 'running' }, stats.running);
      this.set({ state: 'queued' }, stats.queued);
    },
  });

  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, process.hrtime.bigint());
    inFlight.inc();
    done();
  });
  // Each request leaves the in-flight count once, whichever of the two hooks comes first.
  const finish = (request: object): bigint | undefined => {
    const start = started.get(request);
    if (start !== undefined) {
      started.delete(request);
      inFlight.dec();
    }
    return start;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const start = finish(request);
    if (start !== undefined && request.url !== METRICS_PATH) {
      // The route pattern, never the raw URL: ids in paths would make a series per file.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (finish(request) !== undefined) aborted.inc();
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
  return registry;
}
