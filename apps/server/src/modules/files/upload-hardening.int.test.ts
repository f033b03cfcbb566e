// Uploads under hostile or unlucky conditions, over real HTTP (issue 16 §4): aborted and stalled
// request bodies leave no file handle and no temp file; a crash (kill -9) mid-upload and a blob
// nobody references are cleaned by the orphan sweeper after its grace period, while referenced and
// recent blobs stay; uploaded names lose bidirectional controls and follow the name rules.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fileItemSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { gsfFile, uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail({ BODY_IDLE_TIMEOUT_MS: '1000' });

const blobDir = () => join(live.store.env.DATA_DIR ?? '', 'blobs');
const tmpDir = () => join(blobDir(), 'tmp');
const tmpFiles = async (): Promise<string[]> => readdir(tmpDir()).catch(() => []);
const openDescriptors = async (): Promise<number> => (await readdir('/proc/self/fd')).length;

async function eventually(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const BOUNDARY = 'asperityboundary';

/**
 * Starts a multipart upload of a file announced as `declaredBytes` long, sends `sentBytes` of it
 * and stops sending (the socket stays open). Resolves once the bytes are written.
 */
async function partialUpload(
  url: string,
  cookie: string,
  declaredBytes: number,
  sentBytes: number,
): Promise<Socket> {
  const target = new URL(url);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.gsf"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const socket = connect(Number(target.port), target.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/files/upload HTTP/1.1\r\nHost: ${target.host}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${head.length + declaredBytes + tail.length}\r\n\r\n${head}`,
  );
  await new Promise<void>((resolve) => socket.write(Buffer.alloc(sentBytes, 7), () => resolve()));
  return socket;
}

describe('aborted and stalled uploads', () => {
  it('closes and deletes the temp file of every aborted upload (no handle leaks)', async () => {
    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    await eventually(async () => (await tmpFiles()).length === 0);
    const before = await openDescriptors();
    for (let round = 0; round < 3; round++) {
      const sockets = await Promise.all(
        Array.from({ length: 10 }, () => partialUpload(live.server.url, cookie, 5_000_000, 300_000)),
      );
      // Each upload has reached storage: its temp file exists.
      await eventually(async () => (await tmpFiles()).length >= sockets.length);
      for (const socket of sockets) socket.destroy();
    }
    // Before: every abort kept its handle and its temp file for good.
    await eventually(async () => (await tmpFiles()).length === 0);
    await eventually(async () => (await openDescriptors()) <= before + 3);
  });

  it('cuts off a body that stops arriving (BODY_IDLE_TIMEOUT_MS) and removes its temp file', async () => {
    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    const socket = await partialUpload(live.server.url, cookie, 5_000_000, 200_000);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await eventually(async () => (await tmpFiles()).length > 0);
    // The server closes the stalled connection by itself (the test never does).
    await closed;
    await eventually(async () => (await tmpFiles()).length === 0);
  });

  it('keeps the timeout to the body: a slow answer after a complete body is not cut off', async () => {
    const member = await live.member();
    // Parsing and storing take their time after the last byte; the upload succeeds.
    const res = await uploadFile(live.server.url, member, gsfFile(91, 256, 256), 'slow.gsf');
    expect(res.status).toBe(201);
  });
});

describe('upload names', () => {
  it('strips bidirectional controls and applies the name rules to the uploaded name', async () => {
    const member = await live.member();
    const spoofed = await uploadFile(live.server.url, member, gsfFile(92), '\u202Egnp.exe.gsf');
    expect(spoofed.status).toBe(201);
    expect(fileItemSchema.parse(spoofed.body).name).toBe('gnp.exe.gsf');
    const reserved = await uploadFile(live.server.url, member, gsfFile(93), 'con.gsf');
    expect(fileItemSchema.parse(reserved.body).name).toBe('_con.gsf');
    const forbidden = await uploadFile(live.server.url, member, gsfFile(94), 'a<b>|c\u0007.gsf');
    expect(fileItemSchema.parse(forbidden.body).name).toBe('a_b__c_.gsf');
  });
});

const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The server as `npm start` runs it, on the file's data directory; resolves with its URL. */
function startProcess(env: Record<string, string>) {
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
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { url, exited, kill: () => child.kill('SIGKILL') };
}

/** Stores `content` as a blob by hand, as a crash after storing and before recording leaves it. */
async function strayBlob(content: string): Promise<{ key: string; path: string }> {
  const key = createHash('sha256').update(content).digest('hex');
  const dir = join(blobDir(), key.slice(0, 2), key.slice(2, 4));
  await mkdir(dir, { recursive: true });
  const path = join(dir, key);
  await writeFile(path, content);
  return { key, path };
}

const exists = async (path: string): Promise<boolean> => {
  const dir = join(path, '..');
  const name = path.slice(dir.length + 1);
  return (await readdir(dir).catch(() => [] as string[])).includes(name);
};

describe('crash leftovers', () => {
  it('after kill -9 mid-upload, the sweeper removes the temp file and unreferenced blobs past the grace period', async () => {
    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    const kept = fileItemSchema.parse(
      (await uploadFile(live.server.url, member, gsfFile(95), 'kept.gsf')).body,
    );
    await eventually(async () => (await tmpFiles()).length === 0);

    // A second instance on the same store is killed while an upload streams into it.
    const crashed = startProcess({ ...live.store.env, ...live.env });
    const socket = await partialUpload(await crashed.url, cookie, 50_000_000, 1_000_000);
    await eventually(async () => (await tmpFiles()).length > 0);
    crashed.kill();
    await crashed.exited;
    socket.destroy();
    const leftovers = await tmpFiles();
    expect(leftovers.length).toBeGreaterThan(0);

    // What a crash during parsing leaves: a stored blob that no row refers to.
    const orphan = await strayBlob(`orphan ${process.pid}`);
    const fresh = await strayBlob(`fresh ${process.pid}`);
    // Time passes: the leftovers, the orphan and the library file's blobs are a day old.
    const dayAgo = new Date(Date.now() - 86_400_000);
    for (const name of leftovers) await utimes(join(tmpDir(), name), dayAgo, dayAgo);
    await utimes(orphan.path, dayAgo, dayAgo);
    // Every blob stored so far belongs to a library file of this test file's members.
    const referenced = (await readdir(blobDir(), { recursive: true })).filter(
      (relative) =>
        /[0-9a-f]{64}$/.test(relative) && !relative.endsWith(fresh.key) && !relative.endsWith(orphan.key),
    );
    expect(referenced.length).toBeGreaterThanOrEqual(2);
    for (const relative of referenced) await utimes(join(blobDir(), relative), dayAgo, dayAgo);

    // An instance starting on the store sweeps at once.
    const next = await live.startAnother({ env: { ORPHAN_GRACE_MS: '3600000' } });
    try {
      await eventually(async () => (await tmpFiles()).length === 0 && !(await exists(orphan.path)));
      expect(await exists(fresh.path)).toBe(true);
      // The library's blobs, as old as the orphan, all stay; the file still opens.
      for (const relative of referenced) expect(await exists(join(blobDir(), relative)), relative).toBe(true);
      const file = await fetch(`${next.url}/api/files/${kept.guid}`, { headers: { cookie } });
      expect(file.status).toBe(200);
    } finally {
      await next.close();
    }
  }, 120_000); // starts a second server process from source: slow on a loaded machine
});
