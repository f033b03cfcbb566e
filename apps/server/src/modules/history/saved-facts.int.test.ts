// What the library says of a saved version (issue 15 §10): after a crop saved as a new file the
// listing shows the crop's grid and pixel size, not the source's; the new file looks as the original
// did in the editor (display settings carried over); "download the original" of a file renamed
// without its extension still ends in the uploaded extension; and the quota used is the sum of what
// the files list (original plus parsed copy each).
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  EDITOR_SETTINGS_PATHS,
  EXPORT_PATHS,
  FILE_PATHS,
  HISTORY_PATHS,
  fileItemSchema,
  fileListSchema,
  quotaSchema,
  type EditorFileSettings,
} from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { applyStep, historyOf } from './history-test-support.ts';

const live = serverWithMail();

/** An 80 × 40 field of 1 µm pixels, written as GSF. */
function fieldBytes(): Uint8Array {
  const nx = 80;
  const ny = 40;
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) z[i] = 1e-7 * Math.sin(i / 7) + 1e-9 * (i % 13);
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  return formatById('gsf')!.write!(file);
}

const settingsPath = (fileGuid: string) =>
  `${EDITOR_SETTINGS_PATHS.fileSettings}?fileGuid=${encodeURIComponent(fileGuid)}`;

const chosen: EditorFileSettings = {
  ...DEFAULT_EDITOR_FILE_SETTINGS,
  colorScale: { gradient: 'custom:3', range: { min: -2e-7, max: 5e-7 } },
  general: { ...DEFAULT_EDITOR_FILE_SETTINGS.general, heightScale: 2.5 },
  lighting: { ...DEFAULT_EDITOR_FILE_SETTINGS.lighting, lightIntensity: 0.4 },
};

async function listed(client: ApiClient, guid: string) {
  const files = fileListSchema.parse((await client.get(FILE_PATHS.list)).body).files;
  const item = files.find((f) => f.guid === guid);
  expect(item, `file ${guid} listed`).toBeDefined();
  return item!;
}

async function originalDownload(client: ApiClient, guid: string) {
  const res = await fetch(`${live.server.url}${EXPORT_PATHS.files}?files[0]=${guid}&format=original`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe('library facts of saved versions', () => {
  it('lists a cropped save-as with the crop grid, carries the display settings, keeps the extension', async () => {
    const owner = await live.member();
    const bytes = fieldBytes();
    const upload = await uploadFile(live.server.url, owner, bytes, 'field.gsf');
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const source = fileItemSchema.parse(upload.body);
    expect([source.channels[0]?.nx, source.channels[0]?.ny]).toEqual([80, 40]);
    const put = await owner.request('PUT', settingsPath(source.guid), chosen);
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const cropped = await applyStep(owner, source.guid, (await historyOf(owner, source.guid)).forkHash, {
      op: 'crop',
      params: { left: 0, top: 0, right: 0.5, bottom: 0.5 },
    });
    expect([cropped.data.cols, cropped.data.rows]).toEqual([40, 20]);
    const res = await owner.post(HISTORY_PATHS.saveAs, {
      fileGuid: source.guid,
      forkHash: cropped.forkHash,
      name: 'field copy',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = fileItemSchema.parse(res.body);

    // The answer and the listing describe the saved crop; the original keeps its own facts.
    for (const item of [created, await listed(owner, created.guid)]) {
      expect(item.channels[0]).toMatchObject({ nx: 40, ny: 20, dx: 1e-6, dy: 1e-6, validPoints: 800 });
    }
    expect((await listed(owner, source.guid)).channels[0]).toMatchObject({ nx: 80, ny: 40 });

    // Gradient, height scale and lighting came along.
    expect((await owner.get(settingsPath(created.guid))).body).toEqual(chosen);

    // The original file of the copy is the upload, named after the copy with the upload's extension.
    const original = await originalDownload(owner, created.guid);
    expect(original.status).toBe(200);
    expect(original.disposition).toContain("filename*=UTF-8''field%20copy.gsf");
    expect(original.bytes).toEqual(bytes);

    // Quota used = the sum over the listed files of original + parsed copy.
    const files = fileListSchema.parse((await owner.get(FILE_PATHS.list)).body).files;
    const quota = quotaSchema.parse((await owner.get('/api/user/quota')).body);
    expect(quota.usedQuota).toBe(files.reduce((sum, f) => sum + f.sourceSize + f.size, 0));
  });

  it('lists the saved version after a plain save of a crop, and a renamed file downloads with its extension', async () => {
    const owner = await live.member();
    const upload = await uploadFile(live.server.url, owner, fieldBytes(), 'plain.gsf');
    const source = fileItemSchema.parse(upload.body);
    const cropped = await applyStep(owner, source.guid, (await historyOf(owner, source.guid)).forkHash, {
      op: 'crop',
      params: { left: 0.25, top: 0, right: 1, bottom: 0.5 },
    });
    const saved = await owner.post(HISTORY_PATHS.save, {
      fileGuid: source.guid,
      forkHash: cropped.forkHash,
      expectedModifiedAt: source.modifiedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await listed(owner, source.guid)).channels[0]).toMatchObject({ nx: 60, ny: 20 });

    const renamed = await owner.request('PATCH', FILE_PATHS.one.replace(':fileGuid', source.guid), {
      name: 'Renamed',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await originalDownload(owner, source.guid)).disposition).toContain(
      "filename*=UTF-8''Renamed.gsf",
    );
  });
});
