import { describe, expect, it } from 'vitest';
import { trueMapTmdFormat } from '../../src/io/formats/truemap-tmd.ts';
import { makeChannel, makeSurfaceFile, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!trueMapTmdFormat.read) throw new Error('no reader');
  return trueMapTmdFormat.read(bytes, { fileName: 'x.tmd' });
};

/** GelSight style: empty comment (a lone NUL). */
function tmdFile(nx: number, ny: number, heightsMm: readonly number[]): Uint8Array {
  const magic = 'Binary TrueMap Data File v2.0\r\n\0\0';
  const out = new Uint8Array(magic.length + 24 + heightsMm.length * 4);
  for (let i = 0; i < magic.length; i++) out[i] = magic.charCodeAt(i);
  const v = new DataView(out.buffer);
  let p = magic.length;
  v.setUint32(p, nx, true);
  v.setUint32(p + 4, ny, true);
  v.setFloat32(p + 8, 0.3, true);
  v.setFloat32(p + 12, 0.2, true);
  v.setFloat32(p + 16, 0.1, true);
  p += 24;
  heightsMm.forEach((h, i) => v.setFloat32(p + 4 * i, h, true));
  return out;
}

describe('truemap-tmd reader and writer', () => {
  it('recognises the magic', () => {
    expect(trueMapTmdFormat.magic(tmdFile(1, 1, [0]), 'a.tmd')).toBe('yes');
    expect(
      trueMapTmdFormat.magic(new TextEncoder().encode('Binary TrueMap Data File \\ Ambios'), 'a.amb'),
    ).toBe('no');
  });

  it('reads a minimal file in metres, rows in file order, NaN for invalid', () => {
    const file = read(tmdFile(3, 2, [0.5, 1, NaN, 0, 0.25, 2]));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(1e-4, 10);
    expect(s.dy).toBeCloseTo(1e-4, 10);
    expect(s.x0).toBeCloseTo(1e-4, 10);
    expect(s.z[0]).toBeCloseTo(0.5e-3, 12);
    expect(Number.isNaN(s.z[2])).toBe(true);
    expect(s.z[5]).toBeCloseTo(2e-3, 12);
  });

  it('rejects truncated files and absurd dimensions', () => {
    const bytes = tmdFile(3, 2, [0, 1, 2, 3, 4, 5]);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 40)), 'corrupt-file');
    const huge = tmdFile(1, 1, [0]);
    new DataView(huge.buffer).setUint32(33, 60000, true);
    new DataView(huge.buffer).setUint32(37, 60000, true);
    expectSurfaceError(() => read(huge));
  });

  it('round-trips through the writer (float32 precision)', () => {
    const z = Float64Array.from([1e-6, -2e-6, NaN, 3.5e-6, 0, 4e-7]);
    const original = makeSurfaceFile('test', [
      makeChannel('Height', 'height', { nx: 3, ny: 2, dx: 2e-6, dy: 3e-6, x0: 1e-5 }, z),
    ]);
    const back = read(trueMapTmdFormat.write!(original)).channels[0]!.surface;
    expect([back.nx, back.ny]).toEqual([3, 2]);
    expect(back.dx / 2e-6).toBeCloseTo(1, 6);
    expect(back.dy / 3e-6).toBeCloseTo(1, 6);
    expect(back.x0 / 1e-5).toBeCloseTo(1, 6);
    z.forEach((v, i) =>
      Number.isNaN(v) ? expect(back.z[i]).toBeNaN() : expect(back.z[i]!).toBeCloseTo(v, 12),
    );
    expectSurfaceError(
      () =>
        trueMapTmdFormat.write!(
          makeSurfaceFile('t', [
            makeChannel('Phase', 'other', { nx: 1, ny: 1, dx: 1, dy: 1 }, new Float64Array(1), 'deg'),
          ]),
        ),
      'invalid-request',
    );
  });
});

describeRealFiles('truemap-tmd real files', () => {
  it('tmd-1.tmd: 300 × 300, 18.9566 mm, TrueMap, 0 ≤ heights < 1 mm', () => {
    const file = read(readRealFile('tmd/surfacetopography__tmd-1.tmd'));
    expect(file.metadata['instrument']).toBe('TrueMap');
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([300, 300]);
    // SurfaceTopography: sx = sy = 18.9566 (rtol 1e-3), here in millimetres (see the reader header).
    expect(Math.abs((s.nx * s.dx) / 18.9566e-3 - 1)).toBeLessThan(1e-3);
    expect(Math.abs((s.ny * s.dy) / 18.9566e-3 - 1)).toBeLessThan(1e-3);
    let min = Infinity;
    let max = -Infinity;
    for (const z of s.z) {
      min = Math.min(min, z);
      max = Math.max(max, z);
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1e-3);
    expect(s.z[0]).toBeCloseTo(0.2235 * 1e-3, 6);
  });

  it('gelsight testing.tmd: 30 × 20, 0.825 × 0.55 mm, offset −0.0275 mm', () => {
    const s = read(readRealFile('tmd/x3ptools__gelsight_testing.tmd')).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([30, 20]);
    expect((s.nx * s.dx) / 0.825e-3).toBeCloseTo(1, 6);
    expect((s.ny * s.dy) / 0.55e-3).toBeCloseTo(1, 6);
    expect(s.x0 / -0.0275e-3).toBeCloseTo(1, 5);
    expect(s.z.every((z) => Number.isFinite(z))).toBe(true);
  });

  it('truncated real files give corrupt-file', () => {
    for (const path of ['tmd/surfacetopography__tmd-1.tmd', 'tmd/x3ptools__gelsight_testing.tmd']) {
      const bytes = readRealFile(path);
      for (const length of [20, 50, 70, bytes.length - 1])
        expectSurfaceError(() => read(bytes.subarray(0, length)), 'corrupt-file');
    }
  });
});
