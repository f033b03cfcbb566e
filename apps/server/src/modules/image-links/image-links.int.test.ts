// A 2D image's links to 3D images over real HTTP (issue 19 item 5; docs/api.md "2D editor links"):
// rectangles validated inside the picture, linked files that must be 3D images the caller may read
// in the same library, the owner's reading (names, /image/ hrefs), a link visitor's (no names, an
// href only where the 3D image has its own link), edit needed to write, and the role matrix by guid.
// Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import {
  IMAGE_LINK_PATHS,
  errorResponseSchema,
  imageLinkListSchema,
  fileShareSchema,
} from '@asperity/contract';
import { encode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ClientResponse } from '../../../test/http-client.ts';
import { uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
let owner: ApiClient;
let other: ApiClient;
let pictureGuid: string;
let heightsGuid: string;
let secondHeightsGuid: string;
let foreignGuid: string;

const path = (guid: string) => IMAGE_LINK_PATHS.links.replace(':fileGuid', encodeURIComponent(guid));
const errorCode = (res: ClientResponse) => errorResponseSchema.parse(res.body).errorCode;
const put = (client: ApiClient, url: string, body: unknown) => client.request('PUT', url, body);

function picture(seed: number): Uint8Array {
  const data = new Uint8Array(40 * 30 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([seed, 120, 200, 255], i);
  return encode({ width: 40, height: 30, data, channels: 4, depth: 8 });
}

async function uploadPicture(client: ApiClient, seed: number, name: string): Promise<string> {
  const res = await uploadFile(live.server.url, client, picture(seed), name);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { guid: string }).guid;
}

const rect = { left: 0.1, top: 0.2, right: 0.5, bottom: 0.6 };

beforeAll(async () => {
  owner = await live.member();
  other = await live.member();
  heightsGuid = (await uploaded(live.server.url, owner, 11, 'linked heights.gsf')).guid;
  secondHeightsGuid = (await uploaded(live.server.url, owner, 12, 'second.gsf')).guid;
  pictureGuid = await uploadPicture(owner, 10, 'optical.png');
  foreignGuid = (await uploaded(live.server.url, other, 13, 'other heights.gsf')).guid;
});

describe('2D image links', () => {
  it('has none until written; stores rectangles with the linked names and /image/ links', async () => {
    const empty = await owner.get(path(pictureGuid));
    expect(empty.status).toBe(200);
    expect(imageLinkListSchema.parse(empty.body)).toEqual({ fileGuid: pictureGuid, links: [] });

    const links = [
      { ...rect, fileGuid: heightsGuid },
      { left: 0.6, top: 0, right: 1, bottom: 1, fileGuid: secondHeightsGuid },
    ];
    const res = await put(owner, path(pictureGuid), { links });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      fileGuid: pictureGuid,
      links: [
        { ...links[0], name: 'linked heights.gsf', href: `/image/${heightsGuid}` },
        { ...links[1], name: 'second.gsf', href: `/image/${secondHeightsGuid}` },
      ],
    };
    expect(imageLinkListSchema.parse(res.body)).toEqual(expected);
    expect(imageLinkListSchema.parse((await owner.get(path(pictureGuid))).body)).toEqual(expected);
  });

  it.each([
    ['right left of left', { left: 0.5, top: 0.1, right: 0.4, bottom: 0.5 }],
    ['outside the picture', { left: 0.5, top: 0.1, right: 1.2, bottom: 0.5 }],
    ['negative', { left: -0.1, top: 0.1, right: 0.4, bottom: 0.5 }],
    ['a point, not a rectangle', { left: 0.3, top: 0.3, right: 0.3, bottom: 0.3 }],
  ])('refuses a rectangle %s (400 invalid-request) and keeps the links', async (_name, bad) => {
    const before = (await owner.get(path(pictureGuid))).body;
    const res = await put(owner, path(pictureGuid), { links: [{ ...bad, fileGuid: heightsGuid }] });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid-request');
    expect((await owner.get(path(pictureGuid))).body).toEqual(before);
  });

  it('refuses links to a 2D image, an unknown file or another library, and links on a 3D file', async () => {
    const otherPicture = await uploadPicture(owner, 20, 'second picture.png');
    for (const fileGuid of [otherPicture, 'no-such-file', foreignGuid]) {
      const res = await put(owner, path(pictureGuid), { links: [{ ...rect, fileGuid }] });
      expect(res.status, fileGuid).toBe(400);
      expect(errorCode(res)).toBe('invalid-request');
      expect(errorResponseSchema.parse(res.body).reason).toContain('links.0.fileGuid');
    }
    const onHeights = await put(owner, path(heightsGuid), {
      links: [{ ...rect, fileGuid: secondHeightsGuid }],
    });
    expect(onHeights.status).toBe(400);
    expect((await owner.get(path(heightsGuid))).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => ({ ...rect, fileGuid: heightsGuid }));
    expect((await put(owner, path(pictureGuid), { links: tooMany })).status).toBe(400);
  });

  it('answers 404 to other members, 401 signed out, by guid', async () => {
    const signedOut = new ApiClient(live.server.url);
    for (const res of [
      await other.get(path(pictureGuid)),
      await put(other, path(pictureGuid), { links: [] }),
    ]) {
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('not-found');
    }
    expect((await signedOut.get(path(pictureGuid))).status).toBe(401);
    expect((await put(signedOut, path(pictureGuid), { links: [] })).status).toBe(401);
  });

  it("shows a link visitor the rectangles, without names, followed only to a 3D image's own link", async () => {
    const pictureShare = fileShareSchema.parse(
      (await put(owner, `/api/files/${pictureGuid}/share`, {})).body,
    );
    const signedOut = new ApiClient(live.server.url);
    const viaLink = `${path(pictureGuid)}?shareHash=${pictureShare.shareHash}`;
    let res = await signedOut.get(viaLink);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let links = imageLinkListSchema.parse(res.body).links;
    expect(links.map((l) => [l.name, l.href])).toEqual([
      [null, null],
      [null, null],
    ]);
    // The visitor knows the share hash, not the guid: the path may name the picture by the hash.
    const byHash = await signedOut.get(`${path(pictureShare.shareHash)}?shareHash=${pictureShare.shareHash}`);
    expect(imageLinkListSchema.parse(byHash.body).links).toHaveLength(2);
    const heightsShare = fileShareSchema.parse(
      (await put(owner, `/api/files/${heightsGuid}/share`, {})).body,
    );
    links = imageLinkListSchema.parse((await signedOut.get(viaLink)).body).links;
    expect(links[0]!.href).toBe(`/s/${heightsShare.shareHash}`);
    expect(links[1]!.href).toBeNull();
    // Reading through the link gives no right to write.
    res = await put(other, viaLink, { links: [] });
    expect(res.status).toBe(403);
    // A wrong hash is nothing.
    expect((await signedOut.get(`${path(pictureGuid)}?shareHash=${'x'.repeat(22)}`)).status).toBe(404);
  });

  it('drops a link whose 3D image was deleted, and an empty list removes them all', async () => {
    expect((await owner.request('DELETE', `/api/files/${secondHeightsGuid}`)).status).toBe(204);
    const links = imageLinkListSchema.parse((await owner.get(path(pictureGuid))).body).links;
    expect(links.map((l) => l.fileGuid)).toEqual([heightsGuid]);
    const res = await put(owner, path(pictureGuid), { links: [] });
    expect(imageLinkListSchema.parse(res.body).links).toEqual([]);
  });
});
