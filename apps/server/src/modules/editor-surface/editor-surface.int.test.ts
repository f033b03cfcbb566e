// GET /api/editor/surface over real HTTP: the heights of a known small file come back as the exact
// float32 values, a smaller maxSide gives the block means, a fork of the history gives its own heights,
// the ETag answers 304, and only the owner reaches the file.
import {
  EDITOR_SURFACE_PATH,
  HISTORY_PATHS,
  decodeEditorSurface,
  fileItemSchema,
  historyStateSchema,
  type EditorSurface,
} from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile, readSurfaceFile } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

const NX = 6;
const NY = 4;
/** Height of the known file at (col, row): a ramp of 0.1 µm steps plus a per-file offset. */
const height = (col: number, row: number, offset: number) => (row * NX + col) * 1e-7 + offset;

async function uploadRamp(client: ApiClient, offset: number): Promise<{ guid: string; z: Float64Array }> {
  const z = new Float64Array(NX * NY);
  for (let row = 0; row < NY; row++)
    for (let col = 0; col < NX; col++) z[row * NX + col] = height(col, row, offset);
  const file = makeSurfaceFile('gsf', [
    makeChannel('Height', 'height', { nx: NX, ny: NY, dx: 1e-6, dy: 2e-6 }, z),
  ]);
  const bytes = formatById('gsf')!.write!(file);
  const res = await uploadFile(live.server.url, client, bytes, `ramp-${offset}.gsf`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The heights as the server reads them back (GSF stores float32).
  return {
    guid: fileItemSchema.parse(res.body).guid,
    z: readSurfaceFile(bytes, 'ramp.gsf').channels[0]!.surface.z,
  };
}

async function getSurface(
  client: ApiClient,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ res: Response; surface: EditorSurface | null; text: string }> {
  const res = await fetch(`${live.server.url}${EDITOR_SURFACE_PATH}?${query}`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}`, ...headers },
  });
  if (res.status !== 200) return { res, surface: null, text: await res.text() };
  return { res, surface: decodeEditorSurface(await res.arrayBuffer()), text: '' };
}

describe('GET /api/editor/surface', () => {
  it('answers the exact heights of a small file, block means for a smaller maxSide, and 304 for its ETag', async () => {
    const client = await live.member();
    const file = await uploadRamp(client, 1e-6);

    const full = await getSurface(client, `fileGuid=${file.guid}`);
    expect(full.res.status, full.text).toBe(200);
    expect(full.res.headers.get('content-type')).toBe('application/octet-stream');
    expect(full.res.headers.get('cache-control')).toMatch(/^private/);
    const header = full.surface!.header;
    expect(header).toMatchObject({ cols: 6, rows: 4, sourceCols: 6, sourceRows: 4, factor: 1 });
    expect(header.pixelSize).toBeCloseTo(1e-6, 15);
    expect(header.pixelSizeY).toBeCloseTo(2e-6, 15);
    expect(header.zMin).toBe(file.z[0]);
    expect(header.zMax).toBe(file.z[NX * NY - 1]);
    expect([...full.surface!.heights]).toEqual([...file.z].map((v) => Math.fround(v)));
    expect(full.surface!.heights[7]).toBeCloseTo(height(1, 1, 1e-6), 12);

    const state = historyStateSchema.parse(
      (await client.get(`${HISTORY_PATHS.state}?fileGuid=${file.guid}`)).body,
    );
    expect(header.forkHash).toBe(state.forkHash);
    const etag = full.res.headers.get('etag');
    expect(etag).toBe(`"${state.forkHash}-1024"`);

    // maxSide 3: factor 2, a 3 × 2 grid of 2 × 2 block means.
    const small = await getSurface(client, `fileGuid=${file.guid}&maxSide=3`);
    expect(small.res.status, small.text).toBe(200);
    expect(small.surface!.header).toMatchObject({
      cols: 3,
      rows: 2,
      factor: 2,
      sourceCols: 6,
      sourceRows: 4,
    });
    const mean = (col: number, row: number) => {
      const at = (c: number, r: number) => file.z[r * NX + c]!;
      return Math.fround((at(col, row) + at(col + 1, row) + at(col, row + 1) + at(col + 1, row + 1)) / 4);
    };
    expect([...small.surface!.heights]).toEqual([
      mean(0, 0),
      mean(2, 0),
      mean(4, 0),
      mean(0, 2),
      mean(2, 2),
      mean(4, 2),
    ]);
    // The first block holds the ramp's 0, 1, 6 and 7 steps: a mean of 3.5 steps above the offset.
    expect(small.surface!.heights[0]).toBeCloseTo(1e-6 + 3.5e-7, 12);
    expect(small.res.headers.get('etag')).toBe(`"${state.forkHash}-3"`);

    const again = await getSurface(client, `fileGuid=${file.guid}`, { 'if-none-match': etag! });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe('');
    // Another size is another representation: the first ETag does not match it.
    const other = await getSurface(client, `fileGuid=${file.guid}&maxSide=3`, { 'if-none-match': etag! });
    expect(other.res.status).toBe(200);
  });

  it('answers a fork of the history with its own heights', async () => {
    const client = await live.member();
    const file = await uploadRamp(client, 2e-6);
    const state = historyStateSchema.parse(
      (await client.get(`${HISTORY_PATHS.state}?fileGuid=${file.guid}`)).body,
    );
    const applied = await client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: state.forkHash,
      step: { op: 'level.plane', params: {} },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const fork = historyStateSchema.parse(applied.body);

    const levelled = await getSurface(client, `fileGuid=${file.guid}&forkHash=${fork.forkHash}`);
    expect(levelled.res.status, levelled.text).toBe(200);
    expect(levelled.surface!.header.forkHash).toBe(fork.forkHash);
    // A ramp is a plane: levelled, every height is 0 (to float32 rounding of the fit).
    for (const v of levelled.surface!.heights) expect(Math.abs(v)).toBeLessThan(1e-12);
    // Without a forkHash the saved version (the unlevelled ramp) is answered.
    const saved = await getSurface(client, `fileGuid=${file.guid}`);
    expect(saved.surface!.heights[0]).toBe(Math.fround(file.z[0]!));
  });

  it('answers 404 for another member’s file and an unknown fork, 400 for a bad maxSide, 401 signed out', async () => {
    const owner = await live.member();
    const stranger = await live.member();
    const file = await uploadRamp(owner, 3e-6);

    const foreign = await getSurface(stranger, `fileGuid=${file.guid}`);
    expect(foreign.res.status).toBe(404);
    expect(JSON.parse(foreign.text)).toMatchObject({ errorCode: 'not-found' });

    const unknownFork = await getSurface(owner, `fileGuid=${file.guid}&forkHash=${'ab'.repeat(32)}`);
    expect(unknownFork.res.status).toBe(404);

    const tooLarge = await getSurface(owner, `fileGuid=${file.guid}&maxSide=4097`);
    expect(tooLarge.res.status).toBe(400);

    const signedOut = await fetch(`${live.server.url}${EDITOR_SURFACE_PATH}?fileGuid=${file.guid}`);
    expect(signedOut.status).toBe(401);
  });
});
