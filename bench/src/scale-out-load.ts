// Throughput of two instances against one (issue 16 item 5): the built server on PostgreSQL, Redis and
// an S3-compatible store (s3rver), behind the round-robin reverse proxy of the scale-out test, first
// with one instance behind it, then with two — the same proxy both times, so its own cost cancels.
// Signed-in clients browse the demo library (listing and previews, no think time: a closed loop that
// saturates the servers); the figure is requests per second with two over requests per second with
// one, against the goal of ×1.8. The machine's cores bound it: two instances cannot do twice
// the work of one when one already keeps the cores busy (cpuPercent and loadAverage say how busy).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startReverseProxy } from '../../apps/server/test/reverse-proxy.ts';
import { startS3Server } from '../../apps/server/test/s3-server.ts';
import { processCpuMs, runLibraryLoad, signInClients, type LibraryLoadResult } from './library-load.ts';
import { round } from './measure.ts';
import { createTempDatabase } from './postgres-database.ts';
import { startProxyProcess } from './proxy-process.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const LOGIN = 'demo@asperity.local';
const PASSWORD = 'BenchScaleOut2026pass';
const GOAL_RATIO = 1.8;

export type ScaleOutReport =
  | { skipped: string }
  | {
      settings: Record<string, unknown>;
      oneInstance: ScaleOutRun;
      twoInstances: ScaleOutRun;
      throughputRatio: number;
      goal: { ratio: number; met: boolean };
    };

/** A run with the CPU use (100 = one core) of every instance and of the proxy over it. */
export interface ScaleOutRun extends LibraryLoadResult {
  cpuPercentOf: { instances: number[]; proxy: number };
}

export async function runScaleOutLoad(): Promise<ScaleOutReport> {
  const clients = Number(process.env.BENCH_SCALE_CLIENTS ?? 64);
  const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const database = createTempDatabase();
  if ('unavailable' in database) return { skipped: database.unavailable };
  // The bundle must contain the engines this bench is about, whatever an earlier build left (unless
  // BENCH_SERVER_ENTRY names a kept bundle to compare).
  if (!process.env.BENCH_SERVER_ENTRY)
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], {
      cwd: resolve(import.meta.dirname, '..', '..'),
      stdio: 'ignore',
    });
  const s3 = await startS3Server('asperity-bench');
  const instances: ServerProcess[] = [];
  try {
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      DEMO_CONTENT: 'true',
      DEMO_PASSWORD: PASSWORD,
      // One account signs in once per client: the per-address sign-in limit would refuse most of them.
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      COMPUTE_THREADS: '1',
    };
    instances.push(await startServer(env)); // creates the demo account and its files
    const measure = async (upstreams: readonly string[]): Promise<ScaleOutRun> => {
      // BENCH_SCALE_PROXY=in-process: the earlier set-up (the proxy in this process, sharing the load
      // generator's event loop, a new connection per request), to compare with.
      const proxy =
        process.env.BENCH_SCALE_PROXY === 'in-process'
          ? { ...(await startReverseProxy(upstreams)), pid: process.pid }
          : await startProxyProcess(upstreams);
      try {
        const signedIn = await signInClients(proxy.url, LOGIN, PASSWORD, clients);
        try {
          const pids = instances.map((i) => i.pid);
          const before = pids.map(processCpuMs);
          const proxyBefore = processCpuMs(proxy.pid);
          const result = await runLibraryLoad(signedIn, {
            seconds,
            thinkMs: 0,
            previewCache: 'none',
            serverPid: instances[0]?.pid ?? -1,
          });
          const percent = (ms: number): number => Math.round(ms / 10 / result.seconds);
          return {
            ...result,
            cpuPercentOf: {
              instances: pids.map((pid, i) => percent(processCpuMs(pid) - (before[i] ?? 0))),
              proxy: percent(processCpuMs(proxy.pid) - proxyBefore),
            },
          };
        } finally {
          signedIn.close();
        }
      } finally {
        await proxy.close();
      }
    };
    const oneInstance = await measure(instances.map((i) => i.base));
    instances.push(await startServer(env));
    const twoInstances = await measure(instances.map((i) => i.base));
    const throughputRatio = round(twoInstances.requestsPerSecond / oneInstance.requestsPerSecond, 2);
    return {
      settings: {
        clients,
        seconds,
        thinkTimeMs: 0,
        engines: 'PostgreSQL, Redis, s3rver; built server (apps/server/dist/main.js), COMPUTE_THREADS 1',
        proxy:
          'apps/server/test/reverse-proxy.ts (Node, round-robin, keep-alive to the instances) in a process of ' +
          'its own, the same for one and two instances',
        cpuPercentServer: 'of the first instance only',
      },
      oneInstance,
      twoInstances,
      throughputRatio,
      goal: { ratio: GOAL_RATIO, met: throughputRatio >= GOAL_RATIO },
    };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await s3.stop();
    database.drop();
  }
}
