// Server latency under concurrent load: the built server (as `npm start` runs it) on loopback,
// a bounded number of requests from a fixed number of concurrent clients.
import { percentile, round } from './measure.ts';
import { startServer } from './server-process.ts';

export interface LoadResult {
  endpoint: string;
  concurrency: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

export async function runServerLoad(
  endpoints: readonly string[],
  concurrency = 16,
  requests = 2000,
): Promise<LoadResult[]> {
  const server = await startServer();
  try {
    const results: LoadResult[] = [];
    for (const endpoint of endpoints) results.push(await load(server.base, endpoint, concurrency, requests));
    return results;
  } finally {
    await server.stop();
  }
}

async function load(
  base: string,
  endpoint: string,
  concurrency: number,
  requests: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      try {
        const res = await fetch(base + endpoint);
        await res.arrayBuffer();
        if (res.status >= 500) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    endpoint,
    concurrency,
    requests,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round(requests / seconds),
  };
}
