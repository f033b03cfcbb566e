// Preview pictures over real HTTP, signed in through the real account calls: formats, sizes,
// the blob cache with ETag / 304, and who may see a file's preview.
import { previewPath } from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import { decode } from 'fast-png';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { blobNames, uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
let owner: ApiClient;
let fileGuid: string;

/** A 128 × 64 field, 1 µm pixels: a ramp with a bump, so both preview types have something to show. */
function surfaceFile(): Uint8Array {
  const nx = 128;
  const ny = 64;
  const z = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++)
    for (let c = 0; c < nx; c++)
      z[r * nx + c] = 1e-8 * c + 2e-7 * Math.exp(-((c - 64) ** 2 + (r - 32) ** 2) / 200);
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  return formatById('gsf')!.write!(file);
}

beforeAll(async () => {
  owner = await live.member();
  const res = await uploadFile(live.server.url, owner, surfaceFile(), 'bump.gsf');
  expect(res.status).toBe(201);
  fileGuid = (res.body as { guid: string }).guid;
});

async function preview(
  client: ApiClient | undefined,
  query: string,
  headers: Record<string, string> = {},
  guid = fileGuid,
) {
  const access = client?.cookie('asperity_access');
  const res = await fetch(`${live.server.url}${previewPath(guid)}?${query}`, {
    headers: { ...headers, ...(access ? { cookie: `asperity_access=${access}` } : {}) },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

describe('GET /api/file/preview/:fileGuid', () => {
  it('answers a PNG fitted inside the box with the aspect ratio kept', async () => {
    const { res, bytes } = await preview(owner, 'width=720&height=720&type=2d&format=png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(startsWith(bytes, PNG)).toBe(true);
    const png = decode(bytes);
    expect([png.width, png.height]).toEqual([720, 360]);
    expect(png.channels).toBe(4);
    // The ramp's low left end is the rainbow's blue, its high right end red (no shading in 2d).
    const at = (x: number, y: number) =>
      Array.from(png.data.subarray(4 * (y * 720 + x), 4 * (y * 720 + x) + 4));
    expect(at(0, 0)[2]).toBeGreaterThan(200);
    expect(at(0, 0)[0]).toBeLessThan(30);
  });

  it('answers JPEG and WebP, and 3d differs from 2d', async () => {
    const jpeg = await preview(owner, 'format=jpeg&type=3d');
    expect(jpeg.res.status).toBe(200);
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(startsWith(jpeg.bytes, JPEG)).toBe(true);
    const webp = await preview(owner, 'format=webp&type=3d');
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(startsWith(webp.bytes, RIFF) && startsWith(webp.bytes.subarray(8), WEBP)).toBe(true);
    const defaults = await preview(owner, '');
    expect(defaults.res.headers.get('content-type')).toBe('image/webp'); // default format
    expect(defaults.res.headers.get('etag')).not.toBe(webp.res.headers.get('etag')); // default 2d
    const shaded = decode((await preview(owner, 'format=png&type=3d')).bytes);
    const flat = decode((await preview(owner, 'format=png&type=2d')).bytes);
    expect(Buffer.from(shaded.data).equals(Buffer.from(flat.data))).toBe(false);
  });

  it('snaps sizes up to the responsive widths, multiplies by dpr (at most 3) and caps at 2048', async () => {
    const size = async (query: string) => {
      const png = decode((await preview(owner, `format=png&${query}`)).bytes);
      return [png.width, png.height];
    };
    expect(await size('width=160&height=160')).toEqual([320, 160]);
    expect(await size('width=160&height=160&dpr=2')).toEqual([640, 320]);
    expect(await size('width=1024&height=1024&dpr=1.5')).toEqual([1536, 768]);
    expect(await size('width=1920&height=1920&dpr=5')).toEqual([2048, 1024]);
  });

  it('serves a repeat from the blob cache with the same ETag, and 304 for If-None-Match', async () => {
    const query = 'width=412&height=412&type=3d&format=png&reloadParam=1';
    const first = await preview(owner, query);
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag')!;
    const blobsAfterFirst = await blobNames(join(live.store.dir, 'data'));
    const second = await preview(owner, query.replace('reloadParam=1', 'reloadParam=2'));
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('etag')).toBe(etag);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(await blobNames(join(live.store.dir, 'data'))).toEqual(blobsAfterFirst); // nothing rendered again
    const notModified = await preview(owner, query, { 'if-none-match': etag });
    expect(notModified.res.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    expect(notModified.res.headers.get('etag')).toBe(etag);
    const stale = await preview(owner, query, { 'if-none-match': '"something-else"' });
    expect(stale.res.status).toBe(200);
  });

  it('is for the signed-in owner only: 401 signed out, 404 for another user and unknown files', async () => {
    const signedOut = await preview(undefined, 'format=png');
    expect(signedOut.res.status).toBe(401);
    const other = await live.member();
    const foreign = await preview(other, 'format=png');
    expect(foreign.res.status).toBe(404);
    const foreignBody = JSON.parse(Buffer.from(foreign.bytes).toString()) as { errorCode: string };
    expect(foreignBody.errorCode).toBe('not-found');
    const unknown = await preview(owner, 'format=png', {}, crypto.randomUUID());
    expect(unknown.res.status).toBe(404);
    // The same answer as for a file that does not exist: no hint that it does.
    expect(JSON.parse(Buffer.from(unknown.bytes).toString())).toMatchObject({ errorCode: 'not-found' });
  });

  it('refuses malformed queries with 400', async () => {
    expect((await preview(owner, 'type=4d')).res.status).toBe(400);
    expect((await preview(owner, 'format=gif')).res.status).toBe(400);
    expect((await preview(owner, 'width=0')).res.status).toBe(400);
    expect((await preview(owner, 'channel=7')).res.status).toBe(400);
  });
});
