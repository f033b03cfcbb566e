import { describe, expect, it } from 'vitest';
import { nanoFocusNmsFormat } from '../../src/io/formats/nanofocus-nms.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!nanoFocusNmsFormat.read) throw new Error('no reader');
  return nanoFocusNmsFormat.read(bytes, { fileName: 'x.nms' });
};

function nmsFile(nx: number, ny: number, raw: readonly number[], intensity: readonly number[]): Uint8Array {
  const out = new Uint8Array(3468 + raw.length * 2 + intensity.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, 2, true);
  v.setUint32(4, 1, true);
  v.setInt32(8, 0, true);
  v.setInt32(12, 100, true);
  v.setFloat64(16, 1, true); // 1 µm at raw 0
  v.setFloat64(24, 3, true); // 3 µm at raw 100
  for (let i = 0; i < 9; i++) out[32 + i] = 'OM_MS_2.0'.charCodeAt(i);
  v.setInt32(1368, nx, true);
  v.setInt32(1372, ny, true);
  v.setFloat64(1376, 500, true); // nm
  v.setFloat64(1384, 250, true);
  v.setInt32(1416, intensity.length > 0 ? 1 : 0, true);
  raw.forEach((r, i) => v.setUint16(3468 + 2 * i, r, true));
  out.set(intensity, 3468 + raw.length * 2);
  return out;
}

describe('nanofocus-nms reader', () => {
  it('recognises the version string', () => {
    expect(nanoFocusNmsFormat.magic(nmsFile(1, 1, [0], []), 'a.nms')).toBe('yes');
    expect(nanoFocusNmsFormat.magic(new Uint8Array(64), 'a.nms')).toBe('no');
  });

  it('reads a minimal file: linear scale, zero intensity is invalid', () => {
    const file = read(nmsFile(2, 2, [0, 50, 100, 25], [9, 9, 0, 9]));
    const s = file.channels[0]!.surface;
    expect(file.channels[0]!.kind).toBe('height');
    expect([s.nx, s.ny]).toEqual([2, 2]);
    expect(s.dx).toBeCloseTo(500e-9, 20);
    expect(s.dy).toBeCloseTo(250e-9, 20);
    expect(s.z[0]).toBeCloseTo(1e-6, 15);
    expect(s.z[1]).toBeCloseTo(2e-6, 15);
    expect(s.z[2]).toBeNaN();
    expect(s.z[3]).toBeCloseTo(1.5e-6, 15);
    expect(file.channels[1]!.name).toBe('Intensity');
  });

  it('rejects truncated files and absurd dimensions', () => {
    const bytes = nmsFile(2, 2, [0, 1, 2, 3], [1, 1, 1, 1]);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 2000)), 'corrupt-file');
    const huge = nmsFile(1, 1, [0], []);
    new DataView(huge.buffer).setInt32(1368, 1 << 20, true);
    expectSurfaceError(() => read(huge));
  });
});

describeRealFiles('nanofocus-nms real files', () => {
  for (const path of realFiles('nms')) {
    it(`${path}: 512 × 512, 160 µm, heights in metres, all finite`, () => {
      const file = read(readRealFile(path));
      const ch = file.channels[0]!;
      expect([ch.name, ch.kind, ch.zUnit]).toEqual(['Confocal Height Image', 'height', 'm']);
      const s = ch.surface;
      // SurfaceTopography: nx == ny == 512, sx > 0, sy > 0, unit µm, all heights finite.
      expect([s.nx, s.ny]).toEqual([512, 512]);
      expect((s.nx * s.dx) / 160e-6).toBeCloseTo(1, 6);
      expect((s.ny * s.dy) / 160e-6).toBeCloseTo(1, 6);
      expect(s.z.every((z) => Number.isFinite(z))).toBe(true);
      let min = Infinity;
      let max = -Infinity;
      for (const z of s.z) {
        min = Math.min(min, z);
        max = Math.max(max, z);
      }
      // The raw range spans 0…65535, i.e. exactly the header's height range (µm).
      const range = path.includes('nms-1')
        ? [2.689124584197998e-6, 6.007402420043945e-6]
        : [6.320938587188721e-6, 8.28036880493164e-6];
      expect(min / range[0]!).toBeCloseTo(1, 12);
      expect(max / range[1]!).toBeCloseTo(1, 12);
      expect(file.metadata['date']).toMatch(/^2022-/);
    });
  }

  it('truncated real file gives corrupt-file', () => {
    const bytes = readRealFile('nms/surfacetopography__nms-1.nms');
    for (const length of [30, 1000, 3468, bytes.length - 1])
      expectSurfaceError(() => read(bytes.subarray(0, length)), 'corrupt-file');
  });
});
