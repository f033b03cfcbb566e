// Server latency under concurrent load: the built server (as `npm start` runs it) on loopback,
// a bounded number of requests from a fixed number of concurrent clients.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile, round } from './measure.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

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
): Promise<LoadResult[] | { skipped: string }> {
  const entry = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(entry)) return { skipped: 'apps/server/dist/main.js missing: run `npm run build` first' };
  const dataDir = mkdtempSync(join(tmpdir(), 'asperity-bench-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(base);
    const results: LoadResult[] = [];
    for (const endpoint of endpoints) results.push(await load(base, endpoint, concurrency, requests));
    return results;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitUntilHealthy(base: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
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
