// The forks of a file outside the editor's calls, over real HTTP: GET /api/file/preview draws any
// fork of the history or of the saved version (forkHash), and without forkHash the saved version;
// saving therefore changes the picture (ETag and pixels), and a copy of the file carries the saved
// version and the history, so the copy's analyses and picture are the saved surface's.
import {
  FILE_PATHS,
  HISTORY_PATHS,
  fileItemSchema,
  fileListSchema,
  errorResponseSchema,
  previewPath,
  quotaSchema,
  transferredItemsSchema,
  type HistoryState,
} from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile, readSurfaceFile, type Surface } from '@asperity/core';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { applyStep, arealStat, coreArealStat, historyOf, levelled } from './history-test-support.ts';

// Subscriptions off: every operator is open to everyone.
const live = serverWithMail();

let seed = 0;
/** A 64 × 32 steeply tilted bump (1 µm pixels): levelling changes its colour map visibly. */
async function uploadTilted(
  client: ApiClient,
): Promise<{ guid: string; modifiedAt: string; surface: Surface }> {
  seed++;
  const nx = 64;
  const ny = 32;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] =
        5e-8 * col + 2e-8 * row + 2e-7 * Math.exp(-((col - 32) ** 2 + (row - 16) ** 2) / 60) + seed * 1e-9;
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  const bytes = formatById('gsf')!.write!(file);
  const res = await uploadFile(live.server.url, client, bytes, `tilted-${seed}.gsf`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const item = fileItemSchema.parse(res.body);
  return {
    guid: item.guid,
    modifiedAt: item.modifiedAt,
    surface: readSurfaceFile(bytes, 't.gsf').channels[0]!.surface,
  };
}

async function levelledFork(client: ApiClient, guid: string): Promise<HistoryState> {
  return applyStep(client, guid, (await historyOf(client, guid)).forkHash, { op: 'level.plane' });
}

async function picture(client: ApiClient | undefined, guid: string, forkHash?: string) {
  const access = client?.cookie('asperity_access');
  const query = `width=320&height=320&type=2d&format=png${forkHash ? `&forkHash=${forkHash}` : ''}`;
  const res = await fetch(`${live.server.url}${previewPath(guid)}?${query}`, {
    headers: access ? { cookie: `asperity_access=${access}` } : {},
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    pixels: res.status === 200 ? Buffer.from(decode(bytes).data) : Buffer.alloc(0),
  };
}

const coreSq = (surface: Surface): number => coreArealStat(surface, 'Sq');

describe('forks outside the editor', () => {
  it('draws any fork of the history by forkHash, and 404 for a fork that is not in it', async () => {
    const owner = await live.member();
    const file = await uploadTilted(owner);
    const source = await picture(owner, file.guid);
    expect(source.status).toBe(200);
    const one = await levelledFork(owner, file.guid);

    const fork = await picture(owner, file.guid, one.forkHash);
    expect(fork.status).toBe(200);
    expect(fork.etag).not.toBe(source.etag);
    expect(fork.pixels.equals(source.pixels)).toBe(false);
    // The root fork is the source as it is drawn without a forkHash (nothing saved yet).
    const root = await picture(owner, file.guid, one.rootForkHash);
    expect(root.etag).toBe(source.etag);
    expect(root.pixels.equals(source.pixels)).toBe(true);
    // A repeat is the cached picture under the same ETag.
    const again = await picture(owner, file.guid, one.forkHash);
    expect(again.etag).toBe(fork.etag);
    expect(again.pixels.equals(fork.pixels)).toBe(true);

    expect((await picture(owner, file.guid, 'c'.repeat(64))).status).toBe(404);
    expect((await picture(owner, file.guid, 'not-a-hash')).status).toBe(400);
    const stranger = await live.member();
    expect((await picture(stranger, file.guid, one.forkHash)).status).toBe(404);
    expect((await picture(undefined, file.guid, one.forkHash)).status).toBe(401);
    // Trimmed away, the fork is no longer the file's.
    await owner.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 0 });
    await owner.post(HISTORY_PATHS.trim, { fileGuid: file.guid });
    expect((await picture(owner, file.guid, one.forkHash)).status).toBe(404);
  });

  it('draws a fork the operator dialog previewed (in neither list) for its owner only, and gives the image corner', async () => {
    const owner = await live.member();
    const file = await uploadTilted(owner);
    const root = await historyOf(owner, file.guid);
    expect(root.data).toMatchObject({ x0: 0, y0: 0 });
    const res = await owner.post(HISTORY_PATHS.preview, {
      fileGuid: file.guid,
      forkHash: root.forkHash,
      step: { op: 'crop', params: { left: 0.5, top: 0, right: 1, bottom: 1 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const previewed = res.body as { forkHash: string; data: { cols: number; x0: number; y0: number } };
    // The crop keeps physical positions: the corner moves to the first kept column.
    expect(previewed.data.cols).toBeLessThan(root.data.cols);
    expect(previewed.data.x0).toBeCloseTo((root.data.cols - previewed.data.cols) * root.data.pixelSize, 15);
    expect(previewed.data.y0).toBe(0);
    const drawn = await picture(owner, file.guid, previewed.forkHash);
    expect(drawn.status).toBe(200);
    expect(drawn.pixels.equals((await picture(owner, file.guid)).pixels)).toBe(false);
    expect((await picture(await live.member(), file.guid, previewed.forkHash)).status).toBe(404);
    // Previewing changed nothing in the history.
    expect((await historyOf(owner, file.guid)).operationHistory).toEqual([]);
  });

  it('draws the saved version: saving a levelled fork changes the ETag and the pixels', async () => {
    const owner = await live.member();
    const file = await uploadTilted(owner);
    const before = await picture(owner, file.guid);
    const one = await levelledFork(owner, file.guid);
    const forkPicture = await picture(owner, file.guid, one.forkHash);
    const saved = await owner.post(HISTORY_PATHS.save, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      expectedModifiedAt: file.modifiedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await picture(owner, file.guid);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.pixels.equals(before.pixels)).toBe(false);
    expect(after.etag).toBe(forkPicture.etag);
    expect(after.pixels.equals(forkPicture.pixels)).toBe(true);
    // The saved fork stays drawable after the history moves on (go-back, trim).
    await owner.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 0 });
    await owner.post(HISTORY_PATHS.trim, { fileGuid: file.guid });
    expect((await picture(owner, file.guid, one.forkHash)).etag).toBe(forkPicture.etag);
    expect((await picture(owner, file.guid)).etag).toBe(forkPicture.etag);
  });

  it('copies a file with its saved version and history: the copy shows and analyses the saved surface', async () => {
    const owner = await live.member();
    const file = await uploadTilted(owner);
    const one = await levelledFork(owner, file.guid);
    const saved = await owner.post(HISTORY_PATHS.save, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      expectedModifiedAt: file.modifiedAt,
    });
    expect(saved.status).toBe(200);
    const res = await owner.post(FILE_PATHS.copy, { files: [file.guid], destinationFolderGuid: null });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = transferredItemsSchema.parse(res.body).files[0]!;
    expect(copy.guid).not.toBe(file.guid);

    const copied = await historyOf(owner, copy.guid);
    expect(copied.savedForkHash).toBe(one.forkHash);
    expect(copied.operationHistory).toEqual(one.operationHistory);
    expect(copied.position).toBe(1);
    expect(copied.modifiedAt).toBe(copy.modifiedAt);

    const expectedSq = coreSq(levelled(file.surface));
    expect(Math.abs(expectedSq - coreSq(file.surface))).toBeGreaterThan(1e-9);
    const areal = await owner.post('/api/editor/areal-parameters', { fileGuid: copy.guid });
    expect(areal.status).toBe(200);
    expect(arealStat(areal.body, 'Sq')).toBeCloseTo(expectedSq, 18);
    const original = await picture(owner, file.guid);
    const ofCopy = await picture(owner, copy.guid);
    expect(ofCopy.etag).toBe(original.etag);
    expect(ofCopy.pixels.equals(original.pixels)).toBe(true);

    // The copy's history is its own from now on: going back there leaves the original alone.
    await owner.post(HISTORY_PATHS.goBack, { fileGuid: copy.guid, step: 0 });
    expect((await historyOf(owner, copy.guid)).position).toBe(0);
    expect((await historyOf(owner, file.guid)).position).toBe(1);
  });

  it('saves a fork as a new file: its saved version is the fork, a taken name gets " (2)", quota charged', async () => {
    const owner = await live.member();
    const file = await uploadTilted(owner);
    const one = await levelledFork(owner, file.guid);
    const quotaBefore = quotaSchema.parse((await owner.get('/api/user/quota')).body);
    const res = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      name: 'levelled.gsf',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = fileItemSchema.parse(res.body);
    expect(created.name).toBe('levelled.gsf');
    expect(created.parentFolderGuid).toBeNull();
    expect(created.guid).not.toBe(file.guid);
    const quotaAfter = quotaSchema.parse((await owner.get('/api/user/quota')).body);
    expect(quotaAfter.usedQuota - quotaBefore.usedQuota).toBe(created.size + created.sourceSize);

    const history = await historyOf(owner, created.guid);
    expect(history.savedForkHash).toBe(one.forkHash);
    expect(history.forkHash).toBe(one.forkHash);
    expect(history.modifiedAt).toBe(created.modifiedAt);
    const areal = await owner.post('/api/editor/areal-parameters', { fileGuid: created.guid });
    expect(arealStat(areal.body, 'Sq')).toBeCloseTo(coreSq(levelled(file.surface)), 18);
    // The original is untouched: its saved version is still the source.
    const original = await historyOf(owner, file.guid);
    expect(original.savedForkHash).toBe(original.rootForkHash);
    expect(original.modifiedAt).toBe(file.modifiedAt);

    // The same name again (any case) becomes "name (2).ext"; a folder may be named.
    const folder = await owner.post('/api/folders', { name: 'Levelled' });
    expect(folder.status, JSON.stringify(folder.body)).toBe(201);
    const folderGuid = (folder.body as { guid: string }).guid;
    const second = fileItemSchema.parse(
      (
        await owner.post(HISTORY_PATHS.saveAs, {
          fileGuid: file.guid,
          forkHash: one.forkHash,
          name: 'LEVELLED.gsf',
        })
      ).body,
    );
    expect(second.name).toBe('LEVELLED (2).gsf');
    const inFolder = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.rootForkHash,
      name: 'levelled.gsf',
      parentFolderGuid: folderGuid,
    });
    expect(inFolder.status).toBe(201);
    expect(fileItemSchema.parse(inFolder.body)).toMatchObject({
      name: 'levelled.gsf',
      parentFolderGuid: folderGuid,
    });

    const errorOf = (body: unknown) => errorResponseSchema.parse(body).errorCode;
    const noFolder = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      name: 'x.gsf',
      parentFolderGuid: crypto.randomUUID(),
    });
    expect(noFolder.status).toBe(404);
    expect(errorOf(noFolder.body)).toBe('parent-folder-not-found');
    const noFork = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: 'd'.repeat(64),
      name: 'x.gsf',
    });
    expect(noFork.status).toBe(404);
    expect(errorOf(noFork.body)).toBe('not-found');
    const badName = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      name: '',
    });
    expect(badName.status).toBe(400);
    const stranger = await live.member();
    const theirs = await stranger.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      name: 'mine.gsf',
    });
    expect(theirs.status).toBe(404);

    // A full account: the new file does not fit and nothing is created.
    const quota = quotaSchema.parse((await owner.get('/api/user/quota')).body);
    await live.server.app.infra.database.db
      .updateTable('files')
      .set({ size: quota.maxQuota - quota.usedQuota + created.size - 10 })
      .where('guid', '=', created.guid)
      .execute();
    const listed = async () => fileListSchema.parse((await owner.get('/api/files')).body).files.length;
    const countBefore = await listed();
    const full = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      name: 'y.gsf',
    });
    expect(full.status).toBe(413);
    expect(errorOf(full.body)).toBe('quota-exceeded');
    expect(await listed()).toBe(countBefore);
  });
});
