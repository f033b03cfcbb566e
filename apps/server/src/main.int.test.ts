// The process entry as `npm start` runs it (from source here; e2e runs the bundle): listening on
// a free port with PORT=0, printing its URL, refusing bad configuration, and shutting down
// gracefully on signals — in-flight requests finish, then the pool and database close.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startServer, type TestStore } from '../test/harness.ts';

const mainScript = fileURLToPath(new URL('./main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Child {
  readonly url: Promise<string>;
  readonly exit: Promise<number | null>;
  readonly output: () => string;
  kill(signal: NodeJS.Signals): void;
}

function startMain(env: Readonly<Record<string, string>>): Child {
  const child = spawn(process.execPath, ['--import', tsxLoader, mainScript], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  url.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, exit, output: () => output, kill: (signal) => child.kill(signal) };
}

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.dispose();
});

describe('main', () => {
  it('listens on a free port, logs its URL and exits 0 on SIGTERM', async () => {
    const child = startMain(store.env);
    const url = await child.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    await health.text();
    child.kill('SIGTERM');
    expect(await child.exit).toBe(0);
    expect(child.output()).toContain('shut down cleanly');
  });

  it('exits 0 on SIGINT too', async () => {
    const child = startMain(store.env);
    await child.url;
    child.kill('SIGINT');
    expect(await child.exit).toBe(0);
  });

  it('refuses to start with invalid configuration, naming the variables', async () => {
    const child = startMain({ ...store.env, COMPUTE_THREADS: 'many', FEATURE_SUBSCRIPTIONS: 'perhaps' });
    expect(await child.exit).toBe(1);
    expect(child.output()).toMatch(/Invalid configuration/);
    expect(child.output()).toMatch(/COMPUTE_THREADS: /);
    expect(child.output()).toMatch(/FEATURE_SUBSCRIPTIONS: /);
    expect(child.output()).not.toMatch(/\n\s+at /); // no stack trace for a configuration mistake
  });
});

describe('closing the app', () => {
  it('lets in-flight requests finish, refuses new ones, then closes the pool and the database', async () => {
    let release = () => {};
    const server = await startServer(store, {
      setup: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { done: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(server.app.infra.database.db.selectFrom('app_meta').selectAll().execute()).rejects.toThrow();
  });

  it('does not wait for connections that never carried a request (preconnects)', async () => {
    const server = await startServer(store);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    const closedByServer = once(socket, 'close');
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await closedByServer;
  });
});
