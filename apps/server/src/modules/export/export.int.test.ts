// Export and download over real HTTP (spec part 3 §3, §4, §7): a file exported as x3p, sur, STL, PNG
// and CSV reads back with the core's readers to the same surface (the same Sq); the original is the
// upload byte for byte; several files and a folder come as a zip keeping the folder structure; the
// exported surface is the SAVED version and any fork can be exported; other users get 404; Filmetrics
// formats are refused with a catalogue code; the download fallback keeps a blob for its sender.
import {
  EXPORT_PATHS,
  HISTORY_PATHS,
  analysisContracts,
  downloadFallbackSchema,
  errorResponseSchema,
  fileItemSchema,
  folderSchema,
  historyStateSchema,
  parseWithNonFinite,
  type FileItem,
} from '@asperity/contract';
import { analyses, readSurfaceFile, type Surface } from '@asperity/core';
import { decode as decodePng } from 'fast-png';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { gsfFile, uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

interface Download {
  readonly status: number;
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly disposition: string;
}

async function download(client: ApiClient, path: string): Promise<Download> {
  const res = await fetch(`${live.server.url}${path}`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  return {
    status: res.status,
    bytes: new Uint8Array(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
  };
}

const errorOf = (d: Download): string =>
  errorResponseSchema.parse(JSON.parse(new TextDecoder().decode(d.bytes))).errorCode;

let seed = 100;
async function upload(
  client: ApiClient,
  name: string,
  folder?: string,
): Promise<{ item: FileItem; bytes: Uint8Array }> {
  const bytes = gsfFile(++seed, 48, 24);
  const res = await uploadFile(live.server.url, client, bytes, name, folder);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { item: fileItemSchema.parse(res.body), bytes };
}

function arealStat(surface: Surface, id: string): number {
  const areal = analyses.find((a) => a.id === 'areal-parameters')!;
  const result = parseWithNonFinite(
    JSON.stringify(areal.run(surface, analysisContracts['areal-parameters'].params.parse({}))),
  ) as { categories: { statistics: { id: string; value: number }[] }[] };
  return result.categories.flatMap((c) => c.statistics).find((s) => s.id === id)?.value ?? Number.NaN;
}

const surfaceOf = (bytes: Uint8Array, name: string): Surface => {
  const channel = readSurfaceFile(bytes, name).channels.find((c) => c.kind === 'height');
  if (!channel) throw new Error(`${name} has no height channel`);
  return channel.surface;
};

const exportPath = (query: string): string => `${EXPORT_PATHS.files}?${query}`;

describe('GET /api/file/export', () => {
  it('exports one file as x3p, sur, STL, PNG, CSV and the original, each reading back as the same surface', async () => {
    const client = await live.member();
    const { item, bytes } = await upload(client, 'grating.gsf');
    const source = surfaceOf(bytes, 'grating.gsf');
    const sq = arealStat(source, 'Sq');
    expect(sq).toBeGreaterThan(1e-8);

    const x3p = await download(client, exportPath(`files[0]=${item.guid}&format=opengps`));
    expect(x3p.status).toBe(200);
    expect(x3p.disposition).toBe(`attachment; filename="grating.x3p"; filename*=UTF-8''grating.x3p`);
    const fromX3p = surfaceOf(x3p.bytes, 'grating.x3p');
    expect([fromX3p.nx, fromX3p.ny]).toEqual([48, 24]);
    expect(fromX3p.dx).toBeCloseTo(1e-6, 15);
    expect(arealStat(fromX3p, 'Sq')).toBe(sq);

    const sur = await download(client, exportPath(`files[0]=${item.guid}&format=surf`));
    expect(sur.disposition).toContain("filename*=UTF-8''grating.sur");
    const fromSur = surfaceOf(sur.bytes, 'grating.sur');
    expect([fromSur.nx, fromSur.ny]).toEqual([48, 24]);
    // SUR stores 32-bit integers of a float32 step: within a part per million.
    expect(Math.abs(arealStat(fromSur, 'Sq') - sq) / sq).toBeLessThan(1e-6);

    const stl = await download(client, exportPath(`files[0]=${item.guid}&format=stereolithography`));
    expect(stl.type).toBe('model/stl');
    const view = new DataView(stl.bytes.buffer, stl.bytes.byteOffset, stl.bytes.byteLength);
    const triangles = view.getUint32(80, true);
    // A closed solid: two top and two base triangles per cell (47 × 23) and two per wall segment.
    expect(triangles).toBe(4 * 47 * 23 + 4 * 47 + 4 * 23);
    expect(stl.bytes.length).toBe(84 + 50 * triangles);
    // Bounds of every vertex, micrometres: x 0…47 µm, y 0…23 µm, top at most the highest point.
    let maxX = -Infinity;
    let maxY = -Infinity;
    let maxZ = -Infinity;
    for (let t = 0; t < triangles; t++)
      for (let v = 0; v < 3; v++) {
        const at = 84 + 50 * t + 12 + 12 * v;
        maxX = Math.max(maxX, view.getFloat32(at, true));
        maxY = Math.max(maxY, view.getFloat32(at + 4, true));
        maxZ = Math.max(maxZ, view.getFloat32(at + 8, true));
      }
    expect(maxX).toBeCloseTo(47, 4);
    expect(maxY).toBeCloseTo(23, 4);
    let top = -Infinity;
    for (const z of source.z) top = Math.max(top, z);
    expect(maxZ).toBeCloseTo(top * 1e6, 4);

    const png = await download(client, exportPath(`files[0]=${item.guid}&format=png`));
    expect(png.type).toBe('image/png');
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = new DataView(png.bytes.buffer, png.bytes.byteOffset + 16, 8);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([48, 24]);

    // The editor passes its colour gradient: black-white gives grey pixels only, the default does not.
    const grey = await download(client, exportPath(`files[0]=${item.guid}&format=png&gradient=black-white`));
    const isGrey = (bytes: Uint8Array): boolean => {
      const { data } = decodePng(bytes);
      for (let i = 0; i < data.length; i += 4)
        if (data[i] !== data[i + 1] || data[i] !== data[i + 2]) return false;
      return true;
    };
    expect(isGrey(grey.bytes)).toBe(true);
    expect(isGrey(png.bytes)).toBe(false);
    const badGradient = await download(client, exportPath(`files[0]=${item.guid}&format=png&gradient=plaid`));
    expect([badGradient.status, errorOf(badGradient)]).toEqual([400, 'invalid-request']);

    const csv = await download(client, exportPath(`files[0]=${item.guid}&format=csv`));
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(text.startsWith('\uFEFF# Channel: ')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toContain('# Value units: m');
    expect(lines).toContain('# Width: 0.000048 m');
    expect(lines.filter((l) => l !== '' && !l.startsWith('#'))).toHaveLength(24);
    expect(text.slice(1).replace(/\r\n/g, '')).not.toContain('\n');
    expect(arealStat(surfaceOf(csv.bytes, 'grating.csv'), 'Sq')).toBeCloseTo(sq, 20);

    const original = await download(client, exportPath(`files[0]=${item.guid}&format=original`));
    expect(original.disposition).toContain("filename*=UTF-8''grating.gsf");
    expect(original.bytes).toEqual(bytes);
    // Eight exports written in the compute pool: more than the default 30 s on a busy two-core machine.
  }, 120_000);

  it('exports the saved version by default and the upload with exportSource=source; any fork through /fork', async () => {
    const client = await live.member();
    const { item, bytes } = await upload(client, 'tilted.gsf');
    const source = surfaceOf(bytes, 'tilted.gsf');
    const initial = historyStateSchema.parse(
      (await client.get(`${HISTORY_PATHS.state}?fileGuid=${item.guid}`)).body,
    );
    const applied = historyStateSchema.parse(
      (
        await client.post(HISTORY_PATHS.apply, {
          fileGuid: item.guid,
          forkHash: initial.forkHash,
          step: { op: 'level.plane' },
        })
      ).body,
    );
    // Not saved yet: the export is still the upload, the fork export already levelled.
    const beforeSave = await download(client, exportPath(`files[0]=${item.guid}&format=opengps`));
    expect(arealStat(surfaceOf(beforeSave.bytes, 'a.x3p'), 'Sq')).toBe(arealStat(source, 'Sq'));
    const fork = await download(
      client,
      `${EXPORT_PATHS.fork}?fileGuid=${item.guid}&forkHash=${applied.forkHash}&format=opengps`,
    );
    expect(fork.status).toBe(200);
    const levelledSq = arealStat(surfaceOf(fork.bytes, 'a.x3p'), 'Sq');
    expect(levelledSq).not.toBe(arealStat(source, 'Sq'));

    const saved = await client.post(HISTORY_PATHS.save, {
      fileGuid: item.guid,
      forkHash: applied.forkHash,
      expectedModifiedAt: item.modifiedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterSave = await download(client, exportPath(`files[0]=${item.guid}&format=opengps`));
    expect(arealStat(surfaceOf(afterSave.bytes, 'a.x3p'), 'Sq')).toBe(levelledSq);
    const asUploaded = await download(
      client,
      exportPath(`files[0]=${item.guid}&format=opengps&exportSource=source`),
    );
    expect(arealStat(surfaceOf(asUploaded.bytes, 'a.x3p'), 'Sq')).toBe(arealStat(source, 'Sq'));

    const unknownFork = await download(
      client,
      `${EXPORT_PATHS.fork}?fileGuid=${item.guid}&forkHash=${'0'.repeat(64)}&format=png`,
    );
    expect(unknownFork.status).toBe(404);
  });

  it('zips several files and folders keeping the folder structure, named after the folder or `name`', async () => {
    const client = await live.member();
    const folderRes = await client.post('/api/folders', { name: 'Project α' });
    const folder = folderSchema.parse(folderRes.body);
    const inner = folderSchema.parse(
      (await client.post('/api/folders', { name: 'run 2', parentFolderGuid: folder.guid })).body,
    );
    const top = await upload(client, 'top.gsf');
    const a = await upload(client, 'a.gsf', folder.guid);
    const b = await upload(client, 'b.gsf', inner.guid);

    const zipped = await download(client, exportPath(`folders[0]=${folder.guid}&format=original`));
    expect(zipped.status).toBe(200);
    expect(zipped.type).toBe('application/zip');
    expect(zipped.disposition).toContain(`filename*=UTF-8''Project%20%CE%B1.zip`);
    const entries = unzipSync(zipped.bytes);
    expect(Object.keys(entries).sort()).toEqual(['Project α/a.gsf', 'Project α/run 2/b.gsf']);
    expect(entries['Project α/a.gsf']).toEqual(a.bytes);
    expect(entries['Project α/run 2/b.gsf']).toEqual(b.bytes);

    const mixed = await download(
      client,
      exportPath(`files[0]=${top.item.guid}&folders[0]=${inner.guid}&format=opengps&name=mine`),
    );
    expect(mixed.disposition).toContain("filename*=UTF-8''mine.zip");
    const mixedEntries = unzipSync(mixed.bytes);
    expect(Object.keys(mixedEntries).sort()).toEqual(['run 2/b.x3p', 'top.x3p']);
    expect(arealStat(surfaceOf(mixedEntries['top.x3p']!, 'top.x3p'), 'Sq')).toBe(
      arealStat(surfaceOf(top.bytes, 'top.gsf'), 'Sq'),
    );

    const twoFiles = await download(
      client,
      exportPath(`files[0]=${top.item.guid}&files[1]=${a.item.guid}&format=csv`),
    );
    expect(Object.keys(unzipSync(twoFiles.bytes)).sort()).toEqual(['a.csv', 'top.csv']);
    expect(twoFiles.disposition).toContain("filename*=UTF-8''asperity-export.zip");
  });

  it("answers 404 for another user's file, fork or folder and refuses the Filmetrics formats", async () => {
    const owner = await live.member();
    const other = await live.member();
    const { item } = await upload(owner, 'private.gsf');
    const folder = folderSchema.parse((await owner.post('/api/folders', { name: 'Mine' })).body);
    const state = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${item.guid}`)).body,
    );

    const theirs = await download(other, exportPath(`files[0]=${item.guid}&format=original`));
    expect([theirs.status, errorOf(theirs)]).toEqual([404, 'not-found']);
    const theirFolder = await download(other, exportPath(`folders[0]=${folder.guid}&format=original`));
    expect([theirFolder.status, errorOf(theirFolder)]).toEqual([404, 'not-found']);
    const theirFork = await download(
      other,
      `${EXPORT_PATHS.fork}?fileGuid=${item.guid}&forkHash=${state.forkHash}&format=png`,
    );
    expect(theirFork.status).toBe(404);

    const filmetrics = await download(owner, exportPath(`files[0]=${item.guid}&format=filmetrics-binary`));
    expect([filmetrics.status, errorOf(filmetrics)]).toEqual([415, 'unsupported-image-type']);
    const nothing = await download(owner, exportPath('format=png'));
    expect([nothing.status, errorOf(nothing)]).toEqual([400, 'images-missing']);
    const badFormat = await download(owner, exportPath(`files[0]=${item.guid}&format=docx`));
    expect([badFormat.status, errorOf(badFormat)]).toEqual([400, 'invalid-request']);
    const signedOut = await fetch(`${live.server.url}${exportPath(`files[0]=${item.guid}&format=png`)}`);
    expect(signedOut.status).toBe(401);
  });
});

describe('POST /api/uploads (download fallback)', () => {
  it('keeps a blob for its sender and answers it as an attachment at the link', async () => {
    const client = await live.member();
    const other = await live.member();
    const blob = new TextEncoder().encode('a,b\r\n1,2\r\n');
    const form = new FormData();
    form.append('file', new Blob([blob], { type: 'text/csv' }), 'Höhen 1.csv');
    const res = await fetch(`${live.server.url}${EXPORT_PATHS.uploads}`, {
      method: 'POST',
      body: form,
      headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
    });
    expect(res.status).toBe(201);
    const { url } = downloadFallbackSchema.parse(await res.json());
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);

    const got = await download(client, url);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(blob);
    expect(got.type).toBe('text/csv');
    expect(got.disposition).toBe(`attachment; filename="H_hen 1.csv"; filename*=UTF-8''H%C3%B6hen%201.csv`);

    expect((await download(other, url)).status).toBe(404);
    const signedOut = await fetch(`${live.server.url}${EXPORT_PATHS.uploads}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(signedOut.status).toBe(401);
  });
});
