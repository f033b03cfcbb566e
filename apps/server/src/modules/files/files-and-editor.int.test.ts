// Upload → library → editor analyses over real HTTP, signed in through the real account calls:
// parsing in the compute pool, storage, quota and size limits, duplicates, access, plan gates and
// analysis answers equal to the core's.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorResponseSchema, fileItemSchema, fileListSchema, parseWithNonFinite } from '@asperity/contract';
import { colorScaleTicks, formatById, makeChannel, makeSurfaceFile, rmsAboutMean } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const maxBytes = 3_000_000;
// No Advanced trial (TRIAL_DAYS=0): new members are on the free plan, so the plan gate shows.
const live = serverWithMail({
  FEATURE_SUBSCRIPTIONS: 'true',
  TRIAL_DAYS: '0',
  UPLOAD_MAX_BYTES: String(maxBytes),
});

/** A 128 × 64 Gwyddion simple field, 1 µm pixels, heights from `height`. */
function gsf(height: (col: number, row: number) => number, nx = 128, ny = 64): Uint8Array {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = height(col, row);
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  return formatById('gsf')!.write!(file);
}

const sine = (col: number): number => 0.5e-6 * Math.sin((2 * Math.PI * col) / 32);

async function upload(client: ApiClient, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const cookie = ['asperity_access'].map((n) => `${n}=${client.cookie(n) ?? ''}`).join('; ');
  const res = await fetch(`${live.server.url}/api/files/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const body: unknown = await res.json();
  return { status: res.status, body };
}

async function blobFiles(): Promise<string[]> {
  const root = join(live.store.dir, 'data', 'blobs');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('upload and library', () => {
  it('stores a parsed upload, lists it, refuses the same file twice, and deletes it with its blobs', async () => {
    const client = await live.member();
    const before = await blobFiles();
    const bytes = gsf((c) => sine(c));
    const res = await upload(client, bytes, 'grating.gsf');
    expect(res.status).toBe(201);
    const item = fileItemSchema.parse(res.body);
    expect(item).toMatchObject({
      name: 'grating.gsf',
      format: 'gsf',
      twoD: false,
      favorite: false,
      sourceSize: bytes.length,
    });
    expect(item.channels[0]).toMatchObject({ kind: 'height', nx: 128, ny: 64 });
    expect(item.channels[0]?.Sq).toBeCloseTo(0.5e-6 / Math.SQRT2, 12);

    const list = fileListSchema.parse((await client.get('/api/files')).body);
    expect(list.files.map((f) => f.guid)).toEqual([item.guid]);

    const again = await upload(client, bytes, 'copy.gsf');
    expect(again.status).toBe(409);
    expect(errorResponseSchema.parse(again.body).reason).toMatch(/grating\.gsf/);

    expect((await blobFiles()).length).toBe(before.length + 2);
    expect((await client.request('DELETE', `/api/files/${item.guid}`)).status).toBe(204);
    expect(fileListSchema.parse((await client.get('/api/files')).body).files).toEqual([]);
    expect((await blobFiles()).sort()).toEqual(before.sort());
  });

  it('refuses unreadable and oversized files and keeps nothing of them', async () => {
    const client = await live.member();
    const before = await blobFiles();
    const unknown = await upload(client, new TextEncoder().encode('not a surface at all\n'), 'notes.qqq');
    expect(unknown.status).toBe(415);
    expect(errorResponseSchema.parse(unknown.body).errorCode).toBe('unsupported-image-type');
    const cut = gsf((c) => sine(c));
    const corrupt = await upload(client, cut.subarray(0, cut.length - 4000), 'cut.gsf');
    expect(corrupt.status).toBe(422);
    const big = await upload(client, new Uint8Array(maxBytes + 10), 'big.sur');
    expect(big.status).toBe(413);
    expect(errorResponseSchema.parse(big.body).errorCode).toBe('image-length-exceeded');
    expect(fileListSchema.parse((await client.get('/api/files')).body).files).toEqual([]);
    expect((await blobFiles()).sort()).toEqual(before.sort());
    // No partial upload is left in the blob store's temporary folder either.
    const tmp = await readdir(join(live.store.dir, 'data', 'blobs', 'tmp')).catch(() => []);
    expect(tmp).toEqual([]);
  });

  it('keeps files private: another user and signed-out visitors get 404 and 401', async () => {
    const owner = await live.member();
    const other = await live.member();
    const item = fileItemSchema.parse(
      (
        await upload(
          owner,
          gsf((c, r) => sine(c) + r * 1e-9),
          'mine.gsf',
        )
      ).body,
    );
    expect((await other.get(`/api/files/${item.guid}`)).status).toBe(404);
    expect((await other.post('/api/editor/areal-parameters', { fileGuid: item.guid })).status).toBe(404);
    expect((await fetch(`${live.server.url}/api/files`)).status).toBe(401);
  });
});

describe('editor analyses on a stored file', () => {
  it('answers areal parameters equal to the closed form of a sine grating', async () => {
    const client = await live.member();
    const item = fileItemSchema.parse(
      (
        await upload(
          client,
          gsf((c) => sine(c)),
          'sine.gsf',
        )
      ).body,
    );
    // Free plan with subscriptions on: areal parameters need Basic.
    const gated = await client.post('/api/editor/areal-parameters', { fileGuid: item.guid });
    expect(gated.status).toBe(402);
    expect(errorResponseSchema.parse(gated.body).errorCode).toBe('plan-required');

    // Free tools work: ticks (GET with query settings) and the height profile.
    const ticks = await client.get(
      `/api/editor/color-scale/ticks?fileGuid=${item.guid}&unit=micron&maxTicks=6`,
    );
    expect(ticks.status).toBe(200);
    // The heights span exactly ±0.5 µm (the sine peaks at columns 8 and 24).
    expect(ticks.body).toEqual(colorScaleTicks(-0.5e-6, 0.5e-6, { unit: 'micron', maxTicks: 6 }));
    expect((ticks.body as { unitSymbol: string }).unitSymbol).toBe('µm');
  });

  it('runs plan-gated analyses when subscriptions are off (everyone is Advanced)', async () => {
    const open = await live.startAnother({ env: { FEATURE_SUBSCRIPTIONS: 'false' } });
    try {
      const client = await live.member(open);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(gsf((c) => sine(c)))]), 'sine.gsf');
      const res = await fetch(`${open.url}/api/files/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      });
      const item = fileItemSchema.parse(await res.json());
      const areal = await fetch(`${open.url}/api/editor/areal-parameters`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}`,
        },
        body: JSON.stringify({ fileGuid: item.guid }),
      });
      expect(areal.status).toBe(200);
      const result = parseWithNonFinite(await areal.text()) as {
        categories: { id: string; statistics: { id: string; value: number; kind: string }[] }[];
      };
      const stat = (id: string) =>
        result.categories.flatMap((c) => c.statistics).find((s) => s.id === id)?.value ?? Number.NaN;
      const z = Float64Array.from({ length: 128 * 64 }, (_, i) => sine(i % 128));
      expect(stat('Sq')).toBeCloseTo(rmsAboutMean(z), 12);
      expect(stat('Sq')).toBeCloseTo(0.5e-6 / Math.SQRT2, 12);
      expect(stat('Sku')).toBeCloseTo(1.5, 6);

      const bad = await fetch(`${open.url}/api/editor/bearing-ratio?fileGuid=${item.guid}&bins=0`, {
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      });
      expect(bad.status).toBe(400);
      const bearing = await fetch(`${open.url}/api/editor/bearing-ratio?fileGuid=${item.guid}&bins=10`, {
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      });
      expect(bearing.status).toBe(200);
      const missingFile = await fetch(`${open.url}/api/editor/bearing-ratio?bins=10`, {
        headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
      });
      expect(missingFile.status).toBe(400);
    } finally {
      await open.close();
    }
  });
});
