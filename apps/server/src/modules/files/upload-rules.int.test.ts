// Rules an upload follows beyond size, quota and format, over real HTTP: a 2D image (a plain
// picture without heights) only once the library holds a 3D image (spec part 1 §4); a name already
// taken in the folder keeps both files, the upload named "name (2).ext" (docs/api.md).
import { join } from 'node:path';
import {
  duplicateUploadErrorSchema,
  errorResponseSchema,
  fileItemSchema,
  fileListSchema,
  folderSchema,
  quotaSchema,
} from '@asperity/contract';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { blobNames, gsfFile, uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const member = () => live.member();

/** An 8-bit RGB PNG: a picture, read as one image channel (a 2D image); `seed` varies the pixels. */
function photo(seed: number, width = 24, height = 16): Uint8Array {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7 + seed * 31) % 256;
  return encode({ width, height, data, channels: 3, depth: 8 });
}

const usedQuota = async (client: ApiClient) =>
  quotaSchema.parse((await client.get('/api/user/quota')).body).usedQuota;
const listed = async (client: ApiClient) =>
  fileListSchema.parse((await client.get('/api/files')).body).files.map((f) => f.name);
const blobs = () => blobNames(join(live.store.dir, 'data'));

describe('2D uploads (spec part 1 §4)', () => {
  it('refuses a 2D image with 400 restriction until a 3D image is in the library, keeping nothing', async () => {
    const client = await member();
    const before = await blobs();
    const refused = await uploadFile(live.server.url, client, photo(1), 'micrograph.png');
    expect(refused.status).toBe(400);
    const error = errorResponseSchema.parse(refused.body);
    expect(error.errorCode).toBe('restriction');
    expect(error.reason).toMatch(/micrograph\.png.*3D/);
    expect(await listed(client)).toEqual([]);
    expect(await usedQuota(client)).toBe(0);
    expect(await blobs()).toEqual(before);

    const surface = await uploaded(live.server.url, client, 501, 'surface.gsf');
    expect(surface.twoD).toBe(false);
    const accepted = await uploadFile(live.server.url, client, photo(1), 'micrograph.png');
    expect(accepted.status).toBe(201);
    const picture = fileItemSchema.parse(accepted.body);
    expect(picture).toMatchObject({ name: 'micrograph.png', twoD: true, format: 'png' });
    expect(picture.channels.map((c) => c.kind)).toEqual(['image']);
    expect(await usedQuota(client)).toBe(
      surface.size + surface.sourceSize + picture.size + picture.sourceSize,
    );
  });

  it('asks for a 3D image in the library now: once the only one is deleted, 2D uploads are refused again', async () => {
    const client = await member();
    const surface = await uploaded(live.server.url, client, 502, 'only.gsf');
    expect((await uploadFile(live.server.url, client, photo(2), 'first.png')).status).toBe(201);
    expect((await client.request('DELETE', `/api/files/${surface.guid}`)).status).toBe(204);
    // A 2D image left in the library does not count as the 3D image.
    const again = await uploadFile(live.server.url, client, photo(3), 'second.png');
    expect(again.status).toBe(400);
    expect(errorResponseSchema.parse(again.body).errorCode).toBe('restriction');
    expect(await listed(client)).toEqual(['first.png']);
  });

  it('counts only the uploader’s own 3D images', async () => {
    const owner = await member();
    await uploaded(live.server.url, owner, 503, 'theirs.gsf');
    const other = await member();
    const res = await uploadFile(live.server.url, other, photo(4), 'mine.png');
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errorCode).toBe('restriction');
  });
});

describe('upload name clashes (names unique in a folder, spec part 1 §5)', () => {
  it('keeps both files: the upload gets the first free "name (n)" before the extension, any case', async () => {
    const client = await member();
    const first = await uploaded(live.server.url, client, 601, 'scan.gsf');
    expect(first.name).toBe('scan.gsf');
    expect((await uploaded(live.server.url, client, 602, 'scan.gsf')).name).toBe('scan (2).gsf');
    // Compared without regard to case; the upload keeps its own spelling.
    expect((await uploaded(live.server.url, client, 603, 'SCAN.GSF')).name).toBe('SCAN (3).GSF');
    // A freed number is taken again.
    const second = (await client.get('/api/files')).body as { files: { guid: string; name: string }[] };
    const two = second.files.find((f) => f.name === 'scan (2).gsf');
    expect((await client.request('DELETE', `/api/files/${two?.guid ?? ''}`)).status).toBe(204);
    expect((await uploaded(live.server.url, client, 604, 'scan.gsf')).name).toBe('scan (2).gsf');
    // A name without an extension is suffixed at its end.
    expect((await uploaded(live.server.url, client, 605, 'profile')).name).toBe('profile');
    expect((await uploaded(live.server.url, client, 606, 'profile')).name).toBe('profile (2)');
    expect((await listed(client)).sort()).toEqual(
      ['profile', 'profile (2)', 'scan (2).gsf', 'SCAN (3).GSF', 'scan.gsf'].sort(),
    );
    // The stored name is what the file is known by: opening it answers the same.
    expect((await client.get(`/api/files/${first.guid}`)).body).toMatchObject({ name: 'scan.gsf' });
  });

  it('looks only at the target folder, and another user’s names never count', async () => {
    const client = await member();
    const folder = folderSchema.parse((await client.post('/api/folders', { name: 'Lab' })).body);
    await uploaded(live.server.url, client, 611, 'plate.gsf');
    const inFolder = await uploaded(live.server.url, client, 612, 'plate.gsf', folder.guid);
    expect(inFolder).toMatchObject({ name: 'plate.gsf', parentFolderGuid: folder.guid });
    expect((await uploaded(live.server.url, client, 613, 'plate.gsf', folder.guid)).name).toBe(
      'plate (2).gsf',
    );
    const other = await member();
    expect((await uploaded(live.server.url, other, 614, 'plate.gsf')).name).toBe('plate.gsf');
  });
});

describe('the same content uploaded again (issue 15 §11)', () => {
  it('answers 409 with where the existing copy is, and keepBoth=true stores another file', async () => {
    const client = await member();
    const folder = folderSchema.parse((await client.post('/api/folders', { name: 'Runs' })).body);
    const sub = folderSchema.parse(
      (await client.post('/api/folders', { name: 'May', parentFolderGuid: folder.guid })).body,
    );
    const bytes = gsfFile(9101);
    const first = await uploadFile(live.server.url, client, bytes, 'run.gsf', sub.guid);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const existing = fileItemSchema.parse(first.body);

    // Into the root this time: refused, saying where the copy is.
    const again = await uploadFile(live.server.url, client, bytes, 'run-again.gsf');
    expect(again.status).toBe(409);
    const refused = duplicateUploadErrorSchema.parse(again.body);
    expect(refused.errorCode).toBe('conflict');
    expect(refused.existingFile).toEqual({
      fileGuid: existing.guid,
      name: 'run.gsf',
      twoD: false,
      folderGuid: sub.guid,
      folderPath: ['Runs', 'May'],
    });
    expect(refused.reason).toContain('Runs/May/run.gsf');
    const quotaBefore = await usedQuota(client);

    // Keep both: a second file of the same content, counted like any upload.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'run.gsf');
    const res = await fetch(
      `${live.server.url}/api/files/upload?keepBoth=true&parentFolderGuid=${sub.guid}`,
      {
        method: 'POST',
        body: form,
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      },
    );
    expect(res.status).toBe(201);
    const kept = fileItemSchema.parse(await res.json());
    expect(kept.guid).not.toBe(existing.guid);
    expect(kept.name).toBe('run (2).gsf');
    expect(kept.parentFolderGuid).toBe(sub.guid);
    expect(await usedQuota(client)).toBe(quotaBefore + kept.size + kept.sourceSize);
  });
});
