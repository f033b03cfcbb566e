// Starts the real app on an ephemeral port over real HTTP, with a temporary DATA_DIR and a fake
// web build. With DATABASE_URL=postgres://… in the environment the app runs on PostgreSQL in a
// fresh schema created for the test file and dropped afterwards, so parallel runs never collide.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export const testWorkerUrl = new URL('./fixtures/test-worker.ts', import.meta.url);

export const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;
export const dialect = postgresUrl ? 'postgres' : 'sqlite';

export const indexHtml =
  '<!doctype html><html><head><title>Asperity test build</title></head><body><div id="root"></div></body></html>';
export const assetName = 'assets/index-AbC123xy.js';

/** A data directory, a web build and (on PostgreSQL) a schema, shared by the servers of one test. */
export interface TestStore {
  readonly dir: string;
  readonly env: Readonly<Record<string, string>>;
  dispose(): Promise<void>;
}

export async function createTestStore(options: { webBuilt?: boolean } = {}): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'asperity-int-'));
  const webDist = join(dir, 'web-dist');
  if (options.webBuilt !== false) {
    await mkdir(join(webDist, 'assets'), { recursive: true });
    await writeFile(join(webDist, 'index.html'), indexHtml);
    await writeFile(join(webDist, assetName), 'console.log("asperity");');
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  const env: Record<string, string> = {
    DATA_DIR: join(dir, 'data'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
    // A test file signs up dozens of members and sends hundreds of calls from 127.0.0.1 within
    // seconds; the limits' own tests (account-abuse.int.test.ts, http/rate-limits.int.test.ts) set the
    // values they exercise.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_MAIL_PER_HOUR: '100000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
  };
  let schema: string | undefined;
  if (postgresUrl) {
    schema = `asperity_test_${randomBytes(6).toString('hex')}`;
    env.DATABASE_URL = postgresUrl;
    env.DATABASE_SCHEMA = schema;
  }
  return {
    dir,
    env,
    dispose: async () => {
      if (postgresUrl && schema) await dropSchema(postgresUrl, schema);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Log lines captured from the app (JSON objects as pino writes them). */
export class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() !== '') this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    callback();
  }
}

export interface TestServer {
  readonly app: App;
  readonly url: string;
  readonly config: Config;
  readonly logs: LogCapture;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly computeWorkerUrl?: URL;
  /** Register test-only routes before the server starts listening. */
  readonly setup?: (app: App) => void | Promise<void>;
}

export async function startServer(store: TestStore, options: StartOptions = {}): Promise<TestServer> {
  const config = loadConfig({ ...store.env, LOG_LEVEL: 'info', ...options.env });
  const logs = new LogCapture();
  const app = await buildApp(config, {
    logStream: logs,
    ...(options.computeWorkerUrl ? { computeWorkerUrl: options.computeWorkerUrl } : {}),
  });
  try {
    await options.setup?.(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url, config, logs, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
