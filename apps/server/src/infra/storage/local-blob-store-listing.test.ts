// LocalBlobStore.list and sweepTemp, which the orphan sweeper relies on.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-blob-store.ts';

let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'asperity-blobs-'));
  store = new LocalBlobStore(root);
  await store.init();
});
afterEach(() => rm(root, { recursive: true, force: true }));

const listed = async () => {
  const all = [];
  for await (const blob of store.list()) all.push(blob);
  return all.sort((a, b) => a.key.localeCompare(b.key));
};

describe('LocalBlobStore listing', () => {
  it('lists every stored blob with its size and time, and nothing else', async () => {
    const a = await store.put(new TextEncoder().encode('first'));
    const b = await store.put(new TextEncoder().encode('second, longer'));
    await writeFile(join(root, 'tmp', 'in-progress.part'), 'partial');
    await writeFile(join(root, 'stray.txt'), 'not a blob');
    const blobs = await listed();
    expect(blobs.map((x) => [x.key, x.size])).toEqual(
      [
        [a.key, 5],
        [b.key, 14],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    for (const blob of blobs) expect(Math.abs(blob.modifiedAt - Date.now())).toBeLessThan(60_000);
  });

  it('renews the time of a blob stored again, so a sweep cannot take it before it is recorded', async () => {
    const bytes = new TextEncoder().encode('same content');
    const { key } = await store.put(bytes);
    const old = new Date(Date.now() - 86_400_000);
    await utimes(store.pathOf(key), old, old);
    expect((await listed())[0]?.modifiedAt).toBeLessThan(Date.now() - 3_600_000);
    await store.put(bytes);
    expect((await listed())[0]?.modifiedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sweeps temp files older than asked, keeping recent ones', async () => {
    const tmp = join(root, 'tmp');
    await writeFile(join(tmp, 'old.part'), 'x');
    await writeFile(join(tmp, 'new.part'), 'y');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(join(tmp, 'old.part'), old, old);
    expect(await store.sweepTemp(60_000)).toBe(1);
    expect(await readdir(tmp)).toEqual(['new.part']);
  });
});
