// FEATURE_FLAGS over real HTTP: GET /api/config/flags publishes the installation's set (the spec
// defaults without the setting), and the flag-backed operators follow it — subtract is refused with
// 403 forbidden while its flag is off (the default) and works once FEATURE_FLAGS turns it on; stitch
// the other way round.
import {
  FEATURE_FLAGS_PATH,
  HISTORY_PATHS,
  errorResponseSchema,
  featureFlagDefaults,
  featureFlagsSchema,
  fileItemSchema,
  historyStateSchema,
  withFeatureFlagOverrides,
} from '@asperity/contract';
import { readSurfaceFile } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { gsfFile, uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

async function upload(baseUrl: string, client: ApiClient, seed: number) {
  const bytes = gsfFile(seed);
  const res = await uploadFile(baseUrl, client, bytes, `flags-${seed}.gsf`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    guid: fileItemSchema.parse(res.body).guid,
    surface: readSurfaceFile(bytes, 'f.gsf').channels[0]!.surface,
  };
}

/** Applies `step` to the source of `fileGuid` on the server at `baseUrl`. */
async function applyOnSource(baseUrl: string, client: ApiClient, fileGuid: string, step: object) {
  const cookie = `asperity_access=${client.cookie('asperity_access') ?? ''}`;
  const root = historyStateSchema.parse(
    await (
      await fetch(`${baseUrl}${HISTORY_PATHS.state}?fileGuid=${fileGuid}`, { headers: { cookie } })
    ).json(),
  );
  const res = await fetch(`${baseUrl}${HISTORY_PATHS.apply}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ fileGuid, forkHash: root.forkHash, step }),
  });
  return { status: res.status, body: await res.json() };
}

const mean = (z: Float64Array): number => z.reduce((sum, v) => sum + v, 0) / z.length;

describe('FEATURE_FLAGS', () => {
  it('publishes the defaults to anyone and refuses subtract (flag off) with 403 forbidden', async () => {
    const res = await fetch(`${live.server.url}${FEATURE_FLAGS_PATH}`);
    expect(res.status).toBe(200);
    expect(featureFlagsSchema.parse(await res.json())).toEqual(featureFlagDefaults);

    const client = await live.member();
    const a = await upload(live.server.url, client, 901);
    const b = await upload(live.server.url, client, 902);
    const refused = await applyOnSource(live.server.url, client, a.guid, {
      op: 'subtract',
      params: { otherFileGuid: b.guid },
    });
    expect(refused.status).toBe(403);
    expect(errorResponseSchema.parse(refused.body).errorCode).toBe('forbidden');
    expect(errorResponseSchema.parse(refused.body).reason).toContain('subtract');
    // Stitching is on by default: not refused by its flag (two unrelated fields do not overlap).
    const stitched = await applyOnSource(live.server.url, client, a.guid, {
      op: 'stitch',
      params: { otherFileGuids: [b.guid] },
    });
    expect(
      stitched.status === 200 || errorResponseSchema.parse(stitched.body).errorCode !== 'forbidden',
    ).toBe(true);
  });

  it('follows FEATURE_FLAGS: subtract=on applies A − B, stitching=off refuses stitch', async () => {
    const another = await live.startAnother({ env: { FEATURE_FLAGS: 'subtract=on, stitching=off' } });
    try {
      const res = await fetch(`${another.url}${FEATURE_FLAGS_PATH}`);
      expect(featureFlagsSchema.parse(await res.json())).toEqual(
        withFeatureFlagOverrides({ subtract: true, stitching: false }),
      );
      const client = await live.member(another);
      const a = await upload(another.url, client, 903);
      const b = await upload(another.url, client, 904);
      const subtracted = await applyOnSource(another.url, client, a.guid, {
        op: 'subtract',
        params: { otherFileGuid: b.guid },
      });
      expect(subtracted.status, JSON.stringify(subtracted.body)).toBe(200);
      const expectedMean = mean(a.surface.z) - mean(b.surface.z);
      expect(historyStateSchema.parse(subtracted.body).data.zMean).toBeCloseTo(expectedMean, 15);
      expect(Math.abs(expectedMean)).toBeGreaterThan(1e-12);
      const refused = await applyOnSource(another.url, client, a.guid, {
        op: 'stitch',
        params: { otherFileGuids: [b.guid] },
      });
      expect(refused.status).toBe(403);
      expect(errorResponseSchema.parse(refused.body).errorCode).toBe('forbidden');
    } finally {
      await another.close();
    }
  });
});
