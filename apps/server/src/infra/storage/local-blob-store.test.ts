import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setImmediate } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, InvalidBlobKeyError, isBlobKey } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'asperity-blobs-'));
  store = new LocalBlobStore(root);
  await store.init();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalBlobStore', () => {
  it('stores bytes under their sha256 in sharded directories', async () => {
    const bytes = new TextEncoder().encode('height field');
    const info = await store.put(bytes);
    expect(info).toEqual({ key: sha256(bytes), size: bytes.length });
    const path = join(root, info.key.slice(0, 2), info.key.slice(2, 4), info.key);
    expect(await readFile(path, 'utf8')).toBe('height field');
    expect(await text(await store.get(info.key))).toBe('height field');
  });

  it('hashes a stream chunk by chunk and gives the same key as for the whole content', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const whole = Buffer.concat(chunks);
    const info = await store.put(Readable.from(chunks));
    expect(info).toEqual({ key: sha256(whole), size: whole.length });
    const fromAsyncIterable = await store.put(
      (async function* () {
        for (const chunk of chunks) {
          await setImmediate();
          yield new Uint8Array(chunk);
        }
      })(),
    );
    expect(fromAsyncIterable.key).toBe(info.key);
  });

  it('stores identical content once', async () => {
    const a = await store.put(Buffer.from('same'));
    const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]));
    expect(b).toEqual(a);
    const shard = join(root, a.key.slice(0, 2), a.key.slice(2, 4));
    expect(await readdir(shard)).toEqual([a.key]);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('never publishes a partial blob when the source fails mid-stream', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 7));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('connection reset');
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    const entries = (await readdir(root)).filter((name) => name !== 'tmp');
    expect(entries).toEqual([]);
    expect(await store.has(sha256(Buffer.alloc(1024, 7)))).toBe(false);
  });

  it('answers has, stat, ranges and delete', async () => {
    const { key } = await store.put(Buffer.from('0123456789'));
    expect(await store.has(key)).toBe(true);
    expect(await store.stat(key)).toEqual({ key, size: 10 });
    expect(await text(await store.get(key, { start: 2, end: 5 }))).toBe('2345');
    expect(await store.delete(key)).toBe(true);
    expect(await store.delete(key)).toBe(false);
    expect(await store.has(key)).toBe(false);
    expect(await store.stat(key)).toBeUndefined();
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('rejects keys that are not a lower-case sha256, including path traversal', async () => {
    const outside = join(root, '..', 'outside.txt');
    await writeFile(outside, 'secret');
    try {
      for (const key of [
        '../outside.txt',
        '../../etc/passwd',
        `ab/../../${'a'.repeat(58)}`,
        'A'.repeat(64),
        'a'.repeat(63),
        `${'a'.repeat(64)}/`,
        '',
      ]) {
        expect(isBlobKey(key)).toBe(false);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.has(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      expect(await readFile(outside, 'utf8')).toBe('secret');
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('clears stale temp files left by a crash, keeping recent ones', async () => {
    const stale = join(root, 'tmp', 'old.part');
    const recent = join(root, 'tmp', 'new.part');
    await writeFile(stale, 'x');
    await writeFile(recent, 'y');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    await new LocalBlobStore(root).init();
    await expect(stat(stale)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await stat(recent)).isFile()).toBe(true);
  });

  it('reports whether it can write', async () => {
    expect(await store.isWritable()).toBe(true);
    expect(await new LocalBlobStore(join(root, 'never-created')).isWritable()).toBe(false);
  });
});
