// POST /api/file/inspect over real HTTP: the importer's answer and its warnings reach the API, and
// bad files get catalogue codes with the right statuses.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorResponseSchema, fileInspectionSchema } from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startServer, type TestServer, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let server: TestServer;
const maxBytes = 2_000_000;

beforeAll(async () => {
  store = await createTestStore();
  server = await startServer(store, { env: { UPLOAD_MAX_BYTES: String(maxBytes) } });
});

afterAll(async () => {
  await server?.close();
  await store?.dispose();
});

/** A Gwyddion simple field (our own writer) of nx × nx points, `pixel` metres apart. */
function gsf(nx: number, pixel: number, height: (i: number) => number): Uint8Array {
  const z = Float64Array.from({ length: nx * nx }, (_, i) => height(i));
  const file = makeSurfaceFile('gsf', [
    makeChannel('Height', 'height', { nx, ny: nx, dx: pixel, dy: pixel }, z),
  ]);
  const writer = formatById('gsf')?.write;
  if (!writer) throw new Error('gsf writer missing');
  return writer(file);
}

async function inspect(bytes: Uint8Array | string, fileName: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return fetch(`${server.url}/api/file/inspect`, { method: 'POST', body: form });
}

describe('POST /api/file/inspect', () => {
  it('answers format, grid in metres, valid points and Sq of a readable file, without warnings', async () => {
    // 64 × 64 points, 1 µm apart, heights ±0.5 µm alternating: Sq = 0.5 µm exactly.
    const res = await inspect(
      gsf(64, 1e-6, (i) => (i % 2 === 0 ? 0.5e-6 : -0.5e-6)),
      'sample.gsf',
    );
    expect(res.status).toBe(200);
    const body = fileInspectionSchema.parse(await res.json());
    expect(body.fileName).toBe('sample.gsf');
    expect(body.format).toBe('gsf');
    expect(body.channels).toHaveLength(1);
    const [channel] = body.channels;
    expect(channel).toMatchObject({ kind: 'height', nx: 64, ny: 64, zUnit: 'm', validPoints: 4096 });
    expect(channel?.dx).toBeCloseTo(1e-6, 15);
    expect(channel?.Sq).toBeCloseTo(0.5e-6, 12);
    expect(channel?.warnings).toEqual([]);
    expect(body.warnings).toEqual([]);
  });

  it('carries the import warnings: a 64 m wide field and a likely unit slip', async () => {
    // 1 m pixels: the field is 64 m wide; heights of 2 km over it are far beyond the lateral size.
    const res = await inspect(
      gsf(64, 1, (i) => (i % 7) * 300),
      'huge.gsf',
    );
    expect(res.status).toBe(200);
    const body = fileInspectionSchema.parse(await res.json());
    const codes = body.channels[0]?.warnings.map((w) => w.code);
    expect(codes).toContain('lateral-size-implausible');
    expect(codes).toContain('unit-slip-suspected');
    expect(body.channels[0]?.warnings[0]?.message).toMatch(/64 m/);
  });

  it('warns about a constant field', async () => {
    const res = await inspect(
      gsf(16, 1e-6, () => 3e-6),
      'flat.gsf',
    );
    const body = fileInspectionSchema.parse(await res.json());
    expect(body.channels[0]?.warnings.map((w) => w.code)).toEqual(['constant-field']);
  });

  it('refuses a file no reader knows with 415 unsupported-image-type naming the extension', async () => {
    const res = await inspect('just some words, not a measurement\n', 'notes.qqq');
    expect(res.status).toBe(415);
    const body = errorResponseSchema.parse(await res.json());
    expect(body.errorCode).toBe('unsupported-image-type');
    expect(body.reason).toMatch(/notes\.qqq/);
  });

  it('refuses a damaged file of a known format with 422 corrupt-file', async () => {
    const whole = gsf(64, 1e-6, (i) => i * 1e-9);
    const res = await inspect(whole.subarray(0, whole.length - 5000), 'cut.gsf');
    expect(res.status).toBe(422);
    expect(errorResponseSchema.parse(await res.json()).errorCode).toBe('corrupt-file');
  });

  it('refuses a file above UPLOAD_MAX_BYTES with 413 image-length-exceeded', async () => {
    const res = await inspect(new Uint8Array(maxBytes + 1), 'big.sur');
    expect(res.status).toBe(413);
    expect(errorResponseSchema.parse(await res.json()).errorCode).toBe('image-length-exceeded');
  });

  it('answers 400 images-missing without a file and 422 corrupt-file for an empty one', async () => {
    const none = await fetch(`${server.url}/api/file/inspect`, { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
    expect(errorResponseSchema.parse(await none.json()).errorCode).toBe('images-missing');
    const empty = await inspect(new Uint8Array(0), 'empty.x3p');
    expect(empty.status).toBe(422);
  });

  const realFile = fileURLToPath(
    new URL('../../../../../../shared/surfaces/sur/surfacetopography__sur-2.sur', import.meta.url),
  );
  it.skipIf(!existsSync(realFile))(
    'reads a real instrument file as the reader tests do (skipped without ../shared/surfaces)',
    async () => {
      const res = await inspect(new Uint8Array(readFileSync(realFile)), 'sur-2.sur');
      expect(res.status).toBe(200);
      const body = fileInspectionSchema.parse(await res.json());
      expect(body.format).toBe('sur');
      expect(body.channels[0]?.kind).toBe('height');
      expect(body.channels[0]?.validPoints).toBeGreaterThan(0);
    },
  );
});
