// Cached previews go with their file, over real HTTP: deleting a file, or a folder with files deep
// inside it, removes the preview pictures from the blob store — unless a copy still uses the same
// parsed container — and previews never count against the quota.
import { join } from 'node:path';
import {
  folderSchema,
  previewPath,
  quotaSchema,
  transferredItemsSchema,
  type FileItem,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { testWorkerUrl } from '../../../test/harness.ts';
import type { ApiClient } from '../../../test/http-client.ts';
import { blobNames, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const member = () => live.member();
const blobs = () => blobNames(join(live.store.dir, 'data'));
const usedQuota = async (client: ApiClient) =>
  quotaSchema.parse((await client.get('/api/user/quota')).body).usedQuota;
const stored = (file: FileItem) => file.size + file.sourceSize;

/** Renders (or reads from the cache) three distinct previews of a file; answers their ETags. */
async function previewsOf(client: ApiClient, guid: string): Promise<string[]> {
  const etags: string[] = [];
  for (const query of ['format=png&type=2d', 'format=webp&type=3d', 'format=jpeg&width=320&height=320']) {
    const res = await fetch(`${live.server.url}${previewPath(guid)}?${query}`, {
      headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    etags.push(res.headers.get('etag') ?? '');
  }
  return etags;
}

describe('cached previews and deletion', () => {
  it('deletes a file’s preview pictures with it, and previews never count against the quota', async () => {
    const client = await member();
    const empty = await blobs();
    const file = await uploaded(live.server.url, client, 701, 'bump.gsf');
    const withFile = await blobs();
    expect(withFile.length).toBe(empty.length + 2); // the original and the parsed container
    expect(await usedQuota(client)).toBe(stored(file));

    await previewsOf(client, file.guid);
    const withPreviews = await blobs();
    expect(withPreviews.length).toBe(withFile.length + 3);
    expect(await usedQuota(client)).toBe(stored(file)); // pictures are the server's cache, not the user's

    expect((await client.request('DELETE', `/api/files/${file.guid}`)).status).toBe(204);
    expect(await blobs()).toEqual(empty);
    expect(await usedQuota(client)).toBe(0);

    // The same file uploaded again renders afresh (nothing stale is served from a forgotten row).
    const again = await uploaded(live.server.url, client, 701, 'bump.gsf');
    await previewsOf(client, again.guid);
    expect(await blobs()).toEqual(withPreviews);
    expect((await client.request('DELETE', `/api/files/${again.guid}`)).status).toBe(204);
    expect(await blobs()).toEqual(empty);
  });

  it('deletes the previews of every file below a deleted folder', async () => {
    const client = await member();
    const empty = await blobs();
    const top = folderSchema.parse((await client.post('/api/folders', { name: 'Top' })).body);
    const inner = folderSchema.parse(
      (await client.post('/api/folders', { name: 'Inner', parentFolderGuid: top.guid })).body,
    );
    const a = await uploaded(live.server.url, client, 711, 'a.gsf', top.guid);
    const b = await uploaded(live.server.url, client, 712, 'b.gsf', inner.guid);
    const kept = await uploaded(live.server.url, client, 713, 'kept.gsf');
    await previewsOf(client, a.guid);
    await previewsOf(client, b.guid);
    await previewsOf(client, kept.guid);
    expect((await blobs()).length).toBe(empty.length + 3 * (2 + 3));
    expect(await usedQuota(client)).toBe(stored(a) + stored(b) + stored(kept));

    expect((await client.request('DELETE', `/api/folders/${top.guid}`)).status).toBe(204);
    // Only the file left at the root keeps its blobs and its cached previews.
    const left = await blobs();
    expect(left.length).toBe(empty.length + 2 + 3);
    const cachedEtags = await previewsOf(client, kept.guid);
    expect(await blobs()).toEqual(left); // served from the cache: nothing rendered again
    expect(cachedEtags).toHaveLength(3);
    expect(await usedQuota(client)).toBe(stored(kept));
  });

  it('keeps the previews while a copy still uses the same parsed surface', async () => {
    const client = await member();
    const empty = await blobs();
    const original = await uploaded(live.server.url, client, 721, 'shared.gsf');
    await previewsOf(client, original.guid);
    const copy = transferredItemsSchema.parse(
      (await client.post('/api/files/copy', { files: [original.guid], destinationFolderGuid: null })).body,
    ).files[0];
    expect(copy?.name).toBe('shared (2).gsf');
    const withPreviews = await blobs();
    expect(withPreviews.length).toBe(empty.length + 2 + 3);

    expect((await client.request('DELETE', `/api/files/${original.guid}`)).status).toBe(204);
    expect(await blobs()).toEqual(withPreviews);
    await previewsOf(client, copy?.guid ?? '');
    expect(await blobs()).toEqual(withPreviews); // the copy's previews come from the same cache

    expect((await client.request('DELETE', `/api/files/${copy?.guid ?? ''}`)).status).toBe(204);
    expect(await blobs()).toEqual(empty);
  });
});

describe('a preview rendering while its file is deleted', () => {
  it('leaves no picture behind when the deletion ran before the rendering was stored', async () => {
    // One compute thread kept busy, so the preview waits in the queue while the file goes.
    const slow = await live.startAnother({ env: { COMPUTE_THREADS: '1' }, computeWorkerUrl: testWorkerUrl });
    try {
      const client = await live.member(slow);
      const before = await blobs();
      const file = await uploaded(slow.url, client, 731, 'racing.gsf');
      const compute = slow.app.infra.compute;
      await compute.runNamed('spin', { ms: 1 });
      const busy = compute.runNamed('spin', { ms: 2500 });
      const previewing = fetch(`${slow.url}${previewPath(file.guid)}?format=png`, {
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      });
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect((await client.request('DELETE', `/api/files/${file.guid}`)).status).toBe(204);
      await busy;
      const answer = await previewing;
      expect(answer.status).toBe(200); // the picture already underway is still answered
      await answer.arrayBuffer();
      expect(await blobs()).toEqual(before);
    } finally {
      await slow.close();
    }
  });
});
