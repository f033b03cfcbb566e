// The built server (apps/server/dist/main.js, what `npm start` runs) as a child process on loopback,
// on a temporary data directory, so a bench measures the production bundle and can read the
// process's memory from /proc by its pid.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const entry = join(repoRoot, 'apps/server/dist/main.js');

export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Builds the server bundle when it is missing (well under a second: esbuild, no web build). */
export function ensureServerBuilt(): void {
  if (existsSync(entry)) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repoRoot, stdio: 'ignore' });
}

export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'asperity-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
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
