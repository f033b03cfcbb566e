import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store.contract.ts';
import { LocalBlobStore } from './local-blob-store.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

describeBlobStoreContract('local directory', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'asperity-blobs-'));
  const local = new LocalBlobStore(dir);
  await local.init();
  return {
    store: local,
    temporaries: () => readdir(join(dir, 'tmp')),
    leaveTemporary: (name) => writeFile(join(dir, 'tmp', name), 'half an upload'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

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

  it('stores identical content once', async () => {
    const a = await store.put(Buffer.from('same'));
    const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]));
    expect(b).toEqual(a);
    const shard = join(root, a.key.slice(0, 2), a.key.slice(2, 4));
    expect(await readdir(shard)).toEqual([a.key]);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
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
