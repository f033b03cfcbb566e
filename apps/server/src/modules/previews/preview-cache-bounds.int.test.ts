// The preview cache bounded per account and in total, least recently used first, and counted in no
// quota (issue 16 §4: 100 brightness values on one picture once cached 45.7 MB in 8 s).
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { QUOTA_PATHS, previewPath } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { gsfFile, uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const PER_USER = 60_000;
const TOTAL = 100_000;
const live = serverWithMail({
  PREVIEW_CACHE_USER_MAX_BYTES: String(PER_USER),
  PREVIEW_CACHE_MAX_BYTES: String(TOTAL),
});

/** Blob files on disk: key → size. */
async function blobs(): Promise<Map<string, number>> {
  const root = join(live.store.env.DATA_DIR ?? '', 'blobs');
  const found = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name)) {
      found.set(entry.name, (await stat(join(entry.parentPath, entry.name))).size);
    }
  }
  return found;
}

/**
 * Distinct pictures: square boxes of different responsive widths (each a different picture size),
 * both types and both lossy formats. Boxes of one width and different heights would fit the same
 * picture, which is stored once (blobs are shared by content).
 */
const QUERIES = [320, 640, 1024].flatMap((side) =>
  ['2d', '3d'].flatMap((type) =>
    ['jpeg', 'webp'].map((format) => `width=${side}&height=${side}&type=${type}&format=${format}`),
  ),
);

async function preview(client: ApiClient, guid: string, query: string): Promise<Uint8Array> {
  const res = await fetch(`${live.server.url}${previewPath(guid)}?${query}`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  expect(res.status, query).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const previewBytes = (all: Map<string, number>, files: Set<string>) =>
  [...all].filter(([key]) => !files.has(key)).reduce((sum, [, size]) => sum + size, 0);

describe('preview cache bounds', () => {
  it('keeps an account within its bound, least recently used out first, outside its quota', async () => {
    const owner = await live.member();
    const uploaded = await uploadFile(live.server.url, owner, gsfFile(71, 128, 96), 'bounded.gsf');
    expect(uploaded.status).toBe(201);
    const guid = (uploaded.body as { guid: string }).guid;
    const fileBlobs = new Set((await blobs()).keys());
    const quotaBefore = (await owner.get(QUOTA_PATHS.quota)).body as { usedQuota: number };

    const first = await preview(owner, guid, QUERIES[0] ?? '');
    const second = await preview(owner, guid, QUERIES[1] ?? '');
    // The first picture is used again (served from memory): now the second is the least recently used.
    await preview(owner, guid, QUERIES[0] ?? '');
    // Pictures in the order of their last use.
    const used = [second, first];
    for (const query of QUERIES.slice(2, 6)) used.push(await preview(owner, guid, query));
    const rendered = used.reduce((sum, bytes) => sum + bytes.byteLength, 0);
    const largest = Math.max(...used.map((bytes) => bytes.byteLength));
    // Without a bound all of it would be stored.
    expect(rendered).toBeGreaterThan(PER_USER);

    const stored = await blobs();
    expect(previewBytes(stored, fileBlobs)).toBeLessThanOrEqual(Math.max(PER_USER, largest));
    // Least recently used out first: what is kept is the most recently used part of the order.
    const kept = used.map((bytes) => stored.has(keyOf(bytes)));
    expect(kept[0]).toBe(false);
    expect(kept[kept.length - 1]).toBe(true);
    expect(kept).toEqual([...kept].sort((a, b) => Number(a) - Number(b)));
    // An evicted picture is rendered again on request, the same bytes.
    expect(keyOf(await preview(owner, guid, QUERIES[1] ?? ''))).toBe(keyOf(second));

    const quotaAfter = (await owner.get(QUOTA_PATHS.quota)).body as { usedQuota: number };
    expect(quotaAfter.usedQuota).toBe(quotaBefore.usedQuota);
  });

  it('keeps all accounts together within the total bound', async () => {
    const members = [await live.member(), await live.member()];
    const guids: string[] = [];
    for (const [i, member] of members.entries()) {
      const res = await uploadFile(live.server.url, member, gsfFile(80 + i, 128, 96), `total-${i}.gsf`);
      guids.push((res.body as { guid: string }).guid);
    }
    const fileBlobs = new Set((await blobs()).keys());
    let largest = 0;
    let rendered = 0;
    for (const query of QUERIES.slice(6, 14)) {
      for (const [i, member] of members.entries()) {
        const bytes = await preview(member, guids[i] ?? '', query);
        rendered += bytes.byteLength;
        largest = Math.max(largest, bytes.byteLength);
      }
    }
    expect(rendered).toBeGreaterThan(TOTAL);
    expect(previewBytes(await blobs(), fileBlobs)).toBeLessThanOrEqual(Math.max(TOTAL, largest));
  });
});
