// The preview service's request coalescing and memory cache, with the database, blob store and compute
// pool replaced by counting fakes (the HTTP behaviour is covered by previews.int.test.ts).
import { previewQuerySchema } from '@asperity/contract';
import type { Surface } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import type { FilesService } from '../files/service.ts';
import type { PreviewsRepo } from './repo.ts';
import { PreviewsService, type PreviewForks } from './service.ts';

function fakes(renderMs: number) {
  const counts = { renders: 0, aborted: 0, blobReads: 0 };
  const rows = new Map<string, { blob: string; size: number }>();
  const summary = JSON.stringify({ format: 'gsf', channels: [{ kind: 'height', name: 'Height' }] });
  const files = {
    onBlobFreed: () => undefined,
    ownFile: () => Promise.resolve({ summary, container_blob: 'container-1' }),
    blobInUse: () => Promise.resolve(true),
  } as unknown as FilesService;
  const repo = {
    byKey: (key: string) => Promise.resolve(rows.get(key)),
    insert: (row: { cache_key: string; blob: string; size: number }) => {
      rows.set(row.cache_key, { blob: row.blob, size: row.size });
      return Promise.resolve();
    },
    touch: () => Promise.resolve(),
    // The cache bounds (tested in preview-cache-bounds.int.test.ts) are far above these few bytes.
    bytes: () => Promise.resolve([...rows.values()].reduce((sum, row) => sum + row.size, 0)),
    leastRecentlyUsed: () => Promise.resolve([]),
    forget: () => Promise.resolve(),
    forgetContainer: () => Promise.resolve([]),
    blobInUse: () => Promise.resolve(false),
  } as unknown as PreviewsRepo;
  const blobs = {
    put: (bytes: Uint8Array) => Promise.resolve({ key: `blob-${bytes.length}`, size: bytes.length }),
    get: () => {
      counts.blobReads++;
      return Promise.reject(new Error('not expected: the picture is in memory'));
    },
  } as unknown as BlobStore;
  const compute = {
    run: (_task: string, input: { width: number; height: number }, options: { signal: AbortSignal }) => {
      counts.renders++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => resolve({ width: 4, height: 2, rgba: new Uint8Array(4 * 2 * 4).fill(200) }),
          renderMs,
        );
        options.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          counts.aborted++;
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
        void input;
      });
    },
  } as unknown as ComputePool;
  const forks: PreviewForks = {
    resolveFork: () =>
      Promise.resolve({ key: 'fork-1', surface: () => Promise.resolve({ nx: 2, ny: 2 } as Surface) }),
  };
  return { counts, service: new PreviewsService(repo, files, blobs, compute, forks) };
}

const owner = { id: 'user-1' } as unknown as UserRow;
const query = previewQuerySchema.parse({ width: 160, height: 160, type: '2d', format: 'png' });

describe('PreviewsService', () => {
  it('renders a picture once for many simultaneous requests, then answers from memory', async () => {
    const { counts, service } = fakes(30);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => service.preview(owner, 'file-1', query, undefined)),
    );
    expect(counts.renders).toBe(1);
    const bodies = answers.map((a) => (a.notModified ? null : (a.body as Buffer).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    const again = await service.preview(owner, 'file-1', query, undefined);
    expect(again.notModified).toBe(false);
    expect(counts.renders).toBe(1);
    expect(counts.blobReads).toBe(0);
  });

  it('cancels a shared rendering only when every request waiting for it has gone', async () => {
    const { counts, service } = fakes(200);
    const first = new AbortController();
    const second = new AbortController();
    const a = service.preview(owner, 'file-1', query, undefined, first.signal);
    const b = service.preview(owner, 'file-1', query, undefined, second.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts.renders).toBe(1);
    first.abort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counts.aborted).toBe(0);
    second.abort();
    await expect(a).rejects.toThrow();
    await expect(b).rejects.toThrow();
    expect(counts.aborted).toBe(1);
    expect(counts.renders).toBe(1);
  });

  it('does not start or join a rendering for a request already gone', async () => {
    const { counts, service } = fakes(50);
    const gone = new AbortController();
    gone.abort();
    await expect(service.preview(owner, 'file-1', query, undefined, gone.signal)).rejects.toThrow(
      /cancelled/,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counts.renders).toBe(0);
  });
});
