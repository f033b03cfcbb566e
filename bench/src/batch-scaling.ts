// `npm run bench -- batch-scaling` (issue 19 item 10): one batch of generated 1024² surfaces (a plane
// level, then the areal parameters) run by one and then by two worker processes (`apps/server/src/worker.ts`,
// as `npm run worker` starts it, COMPUTE_THREADS=1 each) on BullMQ + the local Redis and a SQLite file:
// files per second, the speed-up of two workers over one (goal ≥ 1.8 on two cores), and each worker's peak
// resident memory (VmHWM, threads included). The batch is queued through the batch service itself (the
// same code POST /api/batch runs), so what is measured is the queue, the workers, the compute pool and
// the database writes. BENCH_BATCH_FILES (default 200) and BENCH_BATCH_SIDE (default 1024) change the size.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { encodeSurfaceFile, makeChannel, makeSurfaceFile, summarizeSurfaceFile } from '@asperity/core';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createInfra, type Infra } from '../../apps/server/src/infra/infra.ts';
import { BatchRepo } from '../../apps/server/src/modules/batch/repo.ts';
import { BatchService } from '../../apps/server/src/modules/batch/service.ts';
import { RecipesRepo } from '../../apps/server/src/modules/recipes/repo.ts';
import { round } from './measure.ts';
import { RssSampler, type RssPeak } from './rss.ts';

const GOAL_SPEED_UP = 1.8;
/** USER_HZ of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system, all threads) a process used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const workerScript = fileURLToPath(new URL('../../apps/server/src/worker.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface BatchScalingRun {
  workers: number;
  files: number;
  seconds: number;
  filesPerSecond: number;
  failed: number;
  /** Per worker process: peak resident memory, MiB. */
  peakRssMiB: (number | null)[];
  /**
   * Per worker process: CPU time it used over the run's wall time (threads included): ≈ 1 for a worker
   * that kept one core busy. Below 1 with other work on the machine: the worker waited for a core.
   */
  coresUsed: number[];
}

export interface BatchScalingResult {
  preliminary: string;
  side: number;
  files: number;
  recipe: string;
  runs: BatchScalingRun[];
  speedUp: number;
  goalSpeedUp: number;
  loadAverage: number[];
}

/** A surface of smooth waves on a tilted plane (the plane level has something to remove), distinct per seed. */
function surfaceBytes(seed: number, side: number): { container: Uint8Array; summary: string } {
  const z = new Float64Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      z[y * side + x] =
        1e-9 * (x * 0.3 + y * 0.2) +
        5e-8 * Math.sin((x + seed) * 0.05) * Math.cos(y * 0.07 + seed) +
        1e-8 * Math.sin(x * y * 1e-4 + seed);
  const file = makeSurfaceFile('asperity', [
    makeChannel('Height', 'height', { nx: side, ny: side, dx: 1e-7, dy: 1e-7 }, z),
  ]);
  return { container: encodeSurfaceFile(file), summary: JSON.stringify(summarizeSurfaceFile(file)) };
}

interface Worker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly exit: Promise<number | null>;
}

/** As in the `worker` script of apps/server/package.json (docs/deployment.md "Workers"). */
const WORKER_NODE_FLAGS = '--single-threaded-gc';

function startWorker(env: Readonly<Record<string, string>>): Worker {
  // The flags `npm run worker` starts a worker with (apps/server/package.json); BENCH_WORKER_NODE_ARGS
  // replaces them, e.g. "" for V8's default parallel GC or "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? WORKER_NODE_FLAGS)
    .split(' ')
    .filter((a) => a !== '');
  const child = spawn(process.execPath, [...nodeArgs, '--import', tsxLoader, workerScript], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Asperity worker ready')) resolve();
    });
    void exit.then(() => reject(new Error(`worker exited before it was ready:\n${output.slice(-2000)}`)));
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, ready, exit };
}

async function runWith(
  workerCount: number,
  infra: Infra,
  env: Readonly<Record<string, string>>,
  userId: string,
  recipeId: string,
  fileGuids: readonly string[],
): Promise<BatchScalingRun> {
  const log = pino({ level: 'warn' });
  const recipes = new RecipesRepo(infra.database.db);
  // The service as the server wires it (modules/batch/register.ts), without notifications.
  const batch = new BatchService(new BatchRepo(infra.database.db), {
    db: infra.database.db,
    blobs: infra.blobs,
    compute: infra.compute,
    jobs: infra.jobs,
    recipeOf: async (owner, id) => {
      const row = await recipes.recipe(owner.id, id);
      return row ? { id: row.id, name: row.name, file: JSON.parse(row.recipe) as unknown } : undefined;
    },
    log,
    subscriptions: false,
    flags: loadConfig(env).features.flags,
    userById: async (id) =>
      infra.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    quotaOf: () => Number.MAX_SAFE_INTEGER,
    tierOf: () => 2,
    notify: () => Promise.resolve(undefined),
    push: () => Promise.resolve(),
  });
  const workers = Array.from({ length: workerCount }, () => startWorker(env));
  await Promise.all(workers.map((w) => w.ready));
  const samplers = workers.map((w) => new RssSampler(w.child.pid ?? -1, 100));
  const cpuAtStart = workers.map((w) => cpuSeconds(w.child.pid ?? -1));
  const user = await infra.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const started = performance.now();
  const jobId = await batch.start(user, { files: [...fileGuids], folders: [], recipeId, outputs: ['csv'] });
  let counts = { done: 0, failed: 0, total: fileGuids.length };
  for (;;) {
    const status = await batch.status(user, jobId);
    counts = status;
    if (status.state === 'done' || status.state === 'failed' || status.state === 'canceled') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const peaks: RssPeak[] = samplers.map((s) => s.stop());
  const coresUsed = workers.map((w, i) =>
    round((cpuSeconds(w.child.pid ?? -1) - (cpuAtStart[i] ?? 0)) / seconds, 2),
  );
  for (const w of workers) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exit));
  return {
    workers: workerCount,
    files: counts.total,
    seconds: round(seconds, 2),
    filesPerSecond: round(counts.done / seconds, 3),
    failed: counts.failed,
    peakRssMiB: peaks.map((p) => p.kernelPeakMiB ?? p.polledPeakMiB),
    coresUsed,
  };
}

export async function runBatchScaling(): Promise<BatchScalingResult> {
  const fileCount = Number(process.env.BENCH_BATCH_FILES ?? 200);
  const side = Number(process.env.BENCH_BATCH_SIDE ?? 1024);
  const dataDir = mkdtempSync(join(tmpdir(), 'asperity-bench-batch-'));
  const queueName = `bench-batch-${randomBytes(4).toString('hex')}`;
  const env = {
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JOB_QUEUE_NAME: queueName,
    JOBS_IN_SERVER: 'false',
    COMPUTE_THREADS: '1',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
  };
  const infra = await createInfra(loadConfig(env), { logger: pino({ level: 'warn' }) });
  try {
    const db = infra.database.db;
    const now = new Date().toISOString();
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: userId,
        username: 'bench_batch',
        email: 'bench-batch@example.org',
        first_name: 'B',
        last_name: 'B',
        password_hash: 'x',
        created_at: now,
        is_confirmed: 1,
      })
      .execute();
    const recipeId = randomUUID();
    const recipe = {
      format: 'asperity-recipe',
      version: 1,
      name: 'Plane level + areal parameters',
      steps: [
        { kind: 'operator', operator: 'level.plane', parameters: {} },
        { kind: 'analysis', feature: 'ArealParameters', settings: {} },
      ],
    };
    await new RecipesRepo(db).insertRecipe({
      id: recipeId,
      owner_id: userId,
      name: recipe.name,
      name_key: recipe.name.toLowerCase(),
      recipe: JSON.stringify(recipe),
      created_at: now,
      updated_at: now,
    });
    const fileGuids: string[] = [];
    for (let i = 0; i < fileCount; i++) {
      const { container, summary } = surfaceBytes(i, side);
      const blob = await infra.blobs.put(container);
      const guid = randomUUID();
      await db
        .insertInto('files')
        .values({
          guid,
          owner_id: userId,
          folder_guid: null,
          name: `bench-${String(i).padStart(3, '0')}.asp`,
          created_at: now,
          modified_at: now,
          format: 'asperity',
          source_blob: blob.key,
          source_size: blob.size,
          container_blob: blob.key,
          size: blob.size,
          summary,
        })
        .execute();
      fileGuids.push(guid);
    }
    const one = await runWith(1, infra, env, userId, recipeId, fileGuids);
    const two = await runWith(2, infra, env, userId, recipeId, fileGuids);
    const { loadavg } = await import('node:os');
    return {
      preliminary:
        'measured on a shared 2-core machine loaded by other work: preliminary figures, repeat on a quiet machine',
      side,
      files: fileCount,
      recipe: 'level.plane, then ArealParameters (all areal parameters)',
      runs: [one, two],
      speedUp: round(two.filesPerSecond / one.filesPerSecond, 2),
      goalSpeedUp: GOAL_SPEED_UP,
      loadAverage: loadavg().map((l) => round(l, 2)),
    };
  } finally {
    const keys = (await infra.redis?.keys(`asperity:bull:${queueName}*`)) ?? [];
    if (keys.length > 0) await infra.redis?.del(...keys);
    await infra.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
