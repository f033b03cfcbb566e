// The built server (apps/server/dist/main.js, what `npm start` runs) as a child process on loopback,
// on a temporary data directory, so a bench measures the production bundle and can read the
// process's memory from /proc by its pid.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');
/**
 * BENCH_SERVER_ENTRY runs another bundle (e.g. a copy of an earlier build kept under
 * apps/server/node_modules/.bench-before/, where it still finds the server's packages), so one
 * run can compare a build before a change with one after it on the same machine load.
 */
const entry = process.env.BENCH_SERVER_ENTRY
  ? resolve(repoRoot, process.env.BENCH_SERVER_ENTRY)
  : join(repoRoot, 'apps/server/dist/main.js');

export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Builds the server bundle when it is missing (well under a second: esbuild, no web build). */
export function ensureServerBuilt(): void {
  if (existsSync(entry)) return;
  if (process.env.BENCH_SERVER_ENTRY) throw new Error(`BENCH_SERVER_ENTRY ${entry} does not exist`);
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repoRoot, stdio: 'ignore' });
}

export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'asperity-bench-'));
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under a
  // bench's load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last of the server's error output, to say why it did not start.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { base, pid: child.pid ?? -1, stop };
}

async function waitUntilHealthy(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 60 s');
}

/** A port nobody listens on now (the OS picks it), so parallel runs do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
