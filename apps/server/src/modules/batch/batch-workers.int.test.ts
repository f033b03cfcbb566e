// The batch queue on Redis with two worker processes (issue 19 items 4 and 9): the server queues the files
// and runs none of them (JOBS_IN_SERVER=false); worker A (`src/worker.ts`, as `npm run worker` runs it)
// is killed with SIGKILL while it computes a file; worker B finishes the run and, once A's lock has
// expired (JOB_LOCK_DURATION_MS), takes over A's file too. The result folder holds exactly one processed
// surface per input — no duplicate, no half file — and the table one row per file.
// Needs Redis (REDIS_URL, else 127.0.0.1:6379). Runs on SQLite (the processes share the file) and on
// PostgreSQL with DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { batchStartedSchema, batchStatusSchema, fileItemSchema, type BatchStatus } from '@asperity/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { gsfFile, uploadFile } from '../../../test/library.ts';
import { openLiveSocket } from '../../../test/live-socket.ts';
import { TestRedisConnections, eventually, testRedisUrl } from '../../../test/redis.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { levelAndArealRecipe } from './batch-test-support.ts';

const queueName = `batch-test-${randomBytes(6).toString('hex')}`;
const jobSettings = {
  REDIS_URL: testRedisUrl,
  JOBS_IN_SERVER: 'false',
  JOB_QUEUE_NAME: queueName,
  JOB_LOCK_DURATION_MS: '2000',
  COMPUTE_THREADS: '1',
};
const live = serverWithMail(jobSettings);
const workerScript = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface WorkerProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the first `batch file started` log line's position. */
  readonly firstStarted: Promise<number>;
  readonly exit: Promise<number | null>;
}

function startWorker(): WorkerProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, workerScript], {
    env: { ...process.env, ...live.store.env, ...jobSettings, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstStarted = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"position":(\d+),"attempt":\d+,"msg":"batch file started"/.exec(output);
      if (match?.[1] !== undefined) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exit.then(() => reject(new Error(`worker exited before starting a file:\n${output.slice(-3000)}`)));
  });
  firstStarted.catch(() => undefined);
  return { child, output: () => output, firstStarted, exit };
}

const workers: WorkerProcess[] = [];
afterAll(async () => {
  for (const worker of workers)
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  const redis = new TestRedisConnections();
  await redis.open();
  await redis.dispose(`asperity:bull:${queueName}`);
});

describe('two worker processes on Redis, one killed mid-file', () => {
  it('finishes the run with one output per file after kill -9 of a worker', async () => {
    const owner = await live.member();
    const base = live.server.url;
    const files: string[] = [];
    // Large enough that a file takes a noticeable time to compute, so the kill lands mid-file.
    for (let i = 0; i < 4; i++) {
      const res = await uploadFile(base, owner, gsfFile(700 + i, 768, 768), `w${i}.gsf`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      files.push(fileItemSchema.parse(res.body).guid);
    }
    const recipe = await owner.post('/api/recipes', { ...levelAndArealRecipe, name: 'Workers' });
    expect(recipe.status).toBe(201);
    const started = await owner.post('/api/batch', {
      files,
      recipeId: (recipe.body as { id: string }).id,
      outputs: ['csv', 'sur'],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { jobId } = batchStartedSchema.parse(started.body);

    // Nothing runs in the server.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(batchStatusSchema.parse((await owner.get(`/api/batch/${jobId}`)).body)).toMatchObject({
      state: 'queued',
      done: 0,
    });

    // The owner's page is connected to the server; the workers reach it through Redis pub/sub.
    const socket = await openLiveSocket(base, owner);
    await socket.next('connected');
    const a = startWorker();
    workers.push(a);
    const killedPosition = await a.firstStarted;
    a.child.kill('SIGKILL');
    expect(await a.exit).toBeNull();
    const b = startWorker();
    workers.push(b);

    let status: BatchStatus | undefined;
    await eventually(async () => {
      status = batchStatusSchema.parse((await owner.get(`/api/batch/${jobId}`)).body);
      return status.state === 'done';
    }, 120_000);
    expect(status).toMatchObject({ state: 'done', total: 4, done: 4, failed: 0 });

    const db = live.server.app.infra.database.db;
    const killed = await db
      .selectFrom('batch_items')
      .select(['attempts', 'state'])
      .where('run_id', '=', jobId)
      .where('position', '=', killedPosition)
      .executeTakeFirstOrThrow();
    // The killed worker's file was started again by the other worker.
    expect(killed).toMatchObject({ state: 'done' });
    expect(killed.attempts).toBeGreaterThanOrEqual(2);
    expect(b.output()).toContain(`"position":${killedPosition},"attempt":2`);

    const outputs = await db
      .selectFrom('files')
      .select(['name', 'size'])
      .where('folder_guid', '=', status!.resultFolderGuid!)
      .orderBy('name')
      .execute();
    expect(outputs.map((o) => o.name)).toEqual(['w0.sur', 'w1.sur', 'w2.sur', 'w3.sur']);
    for (const output of outputs) expect(output.size).toBeGreaterThan(768 * 768 * 8);

    const csv = await fetch(`${base}/api/batch/${jobId}/result.csv`, {
      headers: { cookie: `asperity_access=${owner.cookie('asperity_access') ?? ''}` },
    });
    const rows = (await csv.text()).split('\r\n').filter((l) => l !== '');
    expect(rows).toHaveLength(5);

    // Progress and the finished notification came from the worker processes to the server's socket.
    await eventually(
      () =>
        socket.messages.some(
          (m) => m.type === 'job-progress' && m.job.jobId === jobId && m.job.state === 'done',
        ),
      10_000,
    );
    expect((await socket.next('notification')).notification).toMatchObject({ kind: 'batch-finished' });
    await socket.close();

    // A graceful stop: the worker finishes and exits 0.
    b.child.kill('SIGTERM');
    expect(await b.exit).toBe(0);
  }, 240_000);
});
