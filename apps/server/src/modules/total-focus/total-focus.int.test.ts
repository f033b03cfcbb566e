// Total-focus image adjustments over real HTTP (spec part 2 §3 totalFocusImageBrightness / Contrast;
// docs/api.md): 0 / 0 until set, values stored per file and drawn into the image channel's preview
// (GIMP's Brightness-Contrast on each 8-bit value), the preview query's values for the live preview,
// 400 restriction for a file without an image channel, 400 for values outside −100…100, 404 for
// someone else's file.
import { TOTAL_FOCUS_PATHS, previewPath, totalFocusAdjustmentsAnswerSchema } from '@asperity/contract';
import { decode, encode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
let owner: ApiClient;
let pictureGuid: string;
let heightsGuid: string;

/** A 32 × 16 PNG picture of one grey, 100 in R, G and B: an image channel and nothing else. */
function greyPicture(): Uint8Array {
  const data = new Uint8Array(32 * 16 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([100, 100, 100, 255], i);
  return encode({ width: 32, height: 16, data, channels: 4, depth: 8 });
}

const query = (fileGuid: string) =>
  `${TOTAL_FOCUS_PATHS.adjustments}?fileGuid=${encodeURIComponent(fileGuid)}`;

/** The red value of the preview's centre pixel, and the ETag. */
async function previewGrey(extra = ''): Promise<{ red: number; etag: string | null }> {
  const res = await fetch(`${live.server.url}${previewPath(pictureGuid)}?format=png${extra}`, {
    headers: { cookie: `asperity_access=${owner.cookie('asperity_access') ?? ''}` },
  });
  expect(res.status).toBe(200);
  const png = decode(new Uint8Array(await res.arrayBuffer()));
  const centre = 4 * ((png.height >> 1) * png.width + (png.width >> 1));
  return { red: png.data[centre] as number, etag: res.headers.get('etag') };
}

beforeAll(async () => {
  owner = await live.member();
  // A 2D picture is accepted once the library holds a 3D image (spec part 1 §4).
  heightsGuid = (await uploaded(live.server.url, owner, 3, 'heights.gsf')).guid;
  const res = await uploadFile(live.server.url, owner, greyPicture(), 'grey.png');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  pictureGuid = (res.body as { guid: string }).guid;
});

describe('total-focus image adjustments', () => {
  it('reads 0 / 0 and the image channel until set; the preview shows the picture as stored', async () => {
    const res = await owner.request('GET', query(pictureGuid));
    expect(res.status).toBe(200);
    expect(totalFocusAdjustmentsAnswerSchema.parse(res.body)).toEqual({
      fileGuid: pictureGuid,
      channel: 0,
      brightness: 0,
      contrast: 0,
    });
    expect((await previewGrey()).red).toBe(100);
  });

  it('stores the values and draws them into the preview (new picture, new ETag)', async () => {
    const before = await previewGrey();
    const put = await owner.request('PUT', TOTAL_FOCUS_PATHS.adjustments, {
      fileGuid: pictureGuid,
      brightness: 50,
      contrast: 0,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ fileGuid: pictureGuid, channel: 0, brightness: 50, contrast: 0 });
    expect((await owner.request('GET', query(pictureGuid))).body).toMatchObject({
      brightness: 50,
      contrast: 0,
    });
    // 100/255 + (1 − 100/255) · 0.25 = 138.75/255.
    const after = await previewGrey();
    expect(after.red).toBe(139);
    expect(after.etag).not.toBe(before.etag);
    // Contrast 50 on top: (138.75/255 − 0.5) · (1 + √2) + 0.5 = 0.6065 → 154.66.
    await owner.request('PUT', TOTAL_FOCUS_PATHS.adjustments, {
      fileGuid: pictureGuid,
      brightness: 50,
      contrast: 50,
    });
    expect((await previewGrey()).red).toBe(155);
  });

  it("draws the query's values instead of the stored ones (the dialog's live preview)", async () => {
    // 100 · (1 − 0.25) = 75.
    expect((await previewGrey('&brightness=-50&contrast=0')).red).toBe(75);
    expect((await previewGrey('&brightness=0&contrast=0')).red).toBe(100);
  });

  it('refuses a file without an image channel (restriction) and values outside −100…100', async () => {
    const put = await owner.request('PUT', TOTAL_FOCUS_PATHS.adjustments, {
      fileGuid: heightsGuid,
      brightness: 10,
      contrast: 10,
    });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ errorCode: 'restriction' });
    expect((await owner.request('GET', query(heightsGuid))).body).toMatchObject({ errorCode: 'restriction' });
    for (const bad of [
      { brightness: 101, contrast: 0 },
      { brightness: 0, contrast: -101 },
      { brightness: 1.5, contrast: 0 },
    ]) {
      const res = await owner.request('PUT', TOTAL_FOCUS_PATHS.adjustments, {
        fileGuid: pictureGuid,
        ...bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await owner.request('GET', query(pictureGuid))).body).toMatchObject({
      brightness: 50,
      contrast: 50,
    });
  });

  it("answers 404 for someone else's file and 401 signed out", async () => {
    const other = await live.member();
    const put = await other.request('PUT', TOTAL_FOCUS_PATHS.adjustments, {
      fileGuid: pictureGuid,
      brightness: 0,
      contrast: 0,
    });
    expect(put.status).toBe(404);
    expect((await other.request('GET', query(pictureGuid))).status).toBe(404);
    const anonymous = await fetch(`${live.server.url}${query(pictureGuid)}`);
    expect(anonymous.status).toBe(401);
    expect((await owner.request('GET', query(pictureGuid))).body).toMatchObject({
      brightness: 50,
      contrast: 50,
    });
  });
});
