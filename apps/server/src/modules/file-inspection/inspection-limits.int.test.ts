// POST /api/file/inspect against hostile use (issue 16 §4): once 200 MB without sign-in, each file
// held twice in memory while waiting (8 parallel requests reached 5.9 GB). Now: a small limit
// without sign-in, the upload streamed to disk, a byte budget for what is held in memory, and the
// budget and the temp file given back when the work ends.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorResponseSchema, fileInspectionSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { gsfFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const ANONYMOUS_MAX = 20_000;
const BUDGET = 100_000;
const live = serverWithMail({
  INSPECT_ANONYMOUS_MAX_BYTES: String(ANONYMOUS_MAX),
  INSPECT_QUEUE_MAX_BYTES: String(BUDGET),
});

async function inspect(url: string, bytes: Uint8Array, cookie?: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'sample.gsf');
  return fetch(`${url}/api/file/inspect`, {
    method: 'POST',
    body: form,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const errorOf = async (res: Response) => errorResponseSchema.parse(await res.json());
const inspectTemp = () => join(live.store.env.DATA_DIR ?? '', 'tmp', 'inspect');

describe('inspection limits', () => {
  it('takes only small files without sign-in; signed in, files up to UPLOAD_MAX_BYTES', async () => {
    const medium = gsfFile(1, 96, 96); // about 37 kB: above the anonymous limit, inside the budget
    expect(medium.byteLength).toBeGreaterThan(ANONYMOUS_MAX);
    expect(medium.byteLength).toBeLessThan(BUDGET);
    const anonymous = await inspect(live.server.url, medium);
    expect(anonymous.status).toBe(413);
    const error = await errorOf(anonymous);
    expect(error.errorCode).toBe('image-length-exceeded');
    expect(error.reason).toContain('without signing in');
    const small = await inspect(live.server.url, gsfFile(2, 32, 16));
    expect(small.status).toBe(200);

    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    const signedIn = await inspect(live.server.url, medium, cookie);
    expect(signedIn.status).toBe(200);
    expect(fileInspectionSchema.parse(await signedIn.json()).channels[0]).toMatchObject({ nx: 96, ny: 96 });
  });

  it('refuses anonymous inspection outright with INSPECT_ANONYMOUS_MAX_BYTES=0', async () => {
    const closed = await live.startAnother({ env: { INSPECT_ANONYMOUS_MAX_BYTES: '0' } });
    try {
      const res = await inspect(closed.url, gsfFile(3, 16, 16));
      expect(res.status).toBe(401);
      expect((await errorOf(res)).errorCode).toBe('unauthorized');
    } finally {
      await closed.close();
    }
  });

  it('answers 503 when a file would pass the memory budget, and gives the budget back after each file', async () => {
    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    const large = gsfFile(4, 200, 200); // about 160 kB: more than the whole budget
    expect(large.byteLength).toBeGreaterThan(BUDGET);
    const refused = await inspect(live.server.url, large, cookie);
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).errorCode).toBe('service-unavailable');

    // 60 kB each: two at once would not fit, one after the other always does (the reservation ends
    // with the work).
    const sixty = gsfFile(5, 120, 120);
    expect(sixty.byteLength * 2).toBeGreaterThan(BUDGET);
    for (let i = 0; i < 4; i++) expect((await inspect(live.server.url, sixty, cookie)).status).toBe(200);
    // Nothing stays on disk either.
    expect(await readdir(inspectTemp())).toEqual([]);
  });
});
