import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { zygoMetroProFormat } from '../../src/io/formats/zygo-metropro.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsAfterCurvatureDetrend, rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { curvatureDetrended } from './curvature-detrended.ts';

const read = (bytes: Uint8Array): SurfaceFile => zygoMetroProFormat.read!(bytes, { fileName: 'x.dat' });
const at = (c: Channel, row: number, col: number) => c.surface.z[row * c.surface.nx + col] as number;

function expectCode(bytes: Uint8Array, code: string): void {
  try {
    read(bytes);
  } catch (error) {
    expect(isSurfaceError(error)).toBe(true);
    if (isSurfaceError(error)) expect(error.code).toBe(code);
    return;
  }
  throw new Error('expected a SurfaceError');
}

/** A format-1 file: `phase` row-major (nx × ny), one intensity bucket of the same size. */
function metroPro(
  nx: number,
  ny: number,
  phase: number[],
  intensity: number[],
  phaseRes = 1,
  headerFormat = 1,
): Uint8Array {
  const header = headerFormat === 3 ? 4096 : 834;
  const out = new Uint8Array(header + 2 * nx * ny + 4 * nx * ny);
  const v = new DataView(out.buffer);
  v.setUint32(0, [0x881b036f, 0x881b036f, 0x881b0370, 0x881b0371][headerFormat] as number);
  v.setInt16(4, headerFormat);
  v.setInt32(6, header);
  v.setUint16(52, nx);
  v.setUint16(54, ny);
  v.setInt16(56, 1);
  v.setInt32(60, 2 * nx * ny);
  v.setUint16(68, nx);
  v.setUint16(70, ny);
  v.setInt32(72, 4 * nx * ny);
  v.setFloat32(164, 0.5);
  v.setFloat32(168, 640e-9);
  v.setFloat32(176, 1);
  v.setFloat32(184, 2e-6);
  v.setInt16(218, phaseRes);
  new TextEncoder().encode('10X Mirau').forEach((c, i) => (out[246 + i] = c));
  intensity.forEach((x, i) => v.setUint16(header + 2 * i, x));
  phase.forEach((x, i) => v.setInt32(header + 2 * nx * ny + 4 * i, x));
  return out;
}

describe('Zygo MetroPro reader', () => {
  it('reads a synthetic file: phase scaling, invalid points, lateral resolution, intensity', () => {
    const file = read(metroPro(3, 2, [0, 32768, -32768, 2147483647, 100, 200], [1, 2, 3, 65535, 5, 6]));
    expect(file.channels.map((c) => [c.name, c.kind])).toEqual([
      ['Phase', 'height'],
      ['Intensity', 'other'],
    ]);
    const [phase, intensity] = file.channels as [Channel, Channel];
    expect([phase.surface.nx, phase.surface.ny, phase.surface.dx, phase.surface.dy]).toEqual(
      [3, 2, 2e-6, 2e-6].map(Math.fround),
    );
    const q = (0.5 * Math.fround(640e-9)) / 32768;
    expect(at(phase, 0, 1)).toBeCloseTo(32768 * q, 20);
    expect(at(phase, 0, 2)).toBeCloseTo(-32768 * q, 20);
    expect(at(phase, 1, 0)).toBeNaN();
    expect(at(intensity, 1, 0)).toBeNaN();
    expect(at(intensity, 1, 2)).toBe(6);
    expect(phase.surface.meta.imageProperties?.objective).toBe('10X Mirau');
    expect(file.metadata['instrument.vendor']).toBe('Zygo');
  });

  it('reads header formats 2 and 3 (4096-byte header) with the same fields', () => {
    for (const headerFormat of [2, 3]) {
      const file = read(metroPro(2, 1, [32768, 2147483647], [1, 2], 1, headerFormat));
      const phase = file.channels[0] as Channel;
      expect(at(phase, 0, 0)).toBeCloseTo(0.5 * Math.fround(640e-9), 20);
      expect(at(phase, 0, 1)).toBeNaN();
      expect(file.metadata['Header format']).toBe(String(headerFormat));
    }
  });

  it('magic accepts the three header formats only', () => {
    expect(zygoMetroProFormat.magic(new Uint8Array([0x88, 0x1b, 0x03, 0x6f]), 'a.dat')).toBe('yes');
    expect(zygoMetroProFormat.magic(new Uint8Array([0x88, 0x1b, 0x03, 0x71]), 'a.dat')).toBe('yes');
    expect(zygoMetroProFormat.magic(new Uint8Array([0x88, 0x1b, 0x03, 0x72]), 'a.dat')).toBe('no');
    expect(zygoMetroProFormat.magic(new Uint8Array([0x88]), 'a.dat')).toBe('no');
  });

  it('truncated files are corrupt', () => {
    const bytes = metroPro(3, 2, [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]);
    for (const cut of [3, 100, 834, bytes.length - 1]) expectCode(bytes.subarray(0, cut), 'corrupt-file');
  });

  it('absurd dimensions are rejected before allocation', () => {
    const bytes = metroPro(3, 2, [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]);
    new DataView(bytes.buffer).setUint16(68, 65535);
    new DataView(bytes.buffer).setUint16(70, 65535);
    expectCode(bytes, 'corrupt-file');
  });

  it('an unknown phase resolution is unsupported, not a wrongly scaled surface', () => {
    expectCode(metroPro(1, 1, [5], [1], 7), 'unsupported-image-type');
  });
});

// MANIFEST §3 MetroPro (SurfaceTopography test_metropro.py L61–76) and §4.1/§4.2 (Gwyddion 2.62).
describeRealFiles('Zygo MetroPro real file', () => {
  it('metropro-1.dat: sizes, Sq, profile rms, curvature-detrended values, corners', () => {
    const file = read(readRealFile('dat/surfacetopography__metropro-1.dat'));
    expect(file.channels.map((c) => c.name)).toEqual(['Phase', 'Intensity']);
    const phase = file.channels[0] as Channel;
    const s = phase.surface;
    expect(phase.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([640, 480]);
    expect((s.nx * s.dx) / 0.0007028812979115173).toBeCloseTo(1, 6);
    expect((s.ny * s.dy) / 0.000527160973433638).toBeCloseTo(1, 6);
    expect(file.metadata['instrument.vendor']).toBe('Zygo');
    expect(rmsFromArea(s) / 7.528822204734589e-8).toBeCloseTo(1, 6);
    expect(rmsFromProfiles(s) / 7.524071e-8).toBeCloseTo(1, 6);
    expect(rmsAfterCurvatureDetrend(s) / 3.911386124282179e-9).toBeCloseTo(1, 6);
    expect(rmsFromProfiles(curvatureDetrended(s)) / 3.868313e-9).toBeCloseTo(1, 6);
    // Orientation: Gwyddion 2.62 z[row, col] at the four corners.
    expect(at(phase, 0, 0)).toBeCloseTo(5.05753145602552e-5, 16);
    expect(at(phase, 0, 639)).toBeCloseTo(5.08308995810728e-5, 16);
    expect(at(phase, 479, 0)).toBeCloseTo(5.056755638157932e-5, 16);
    expect(at(phase, 479, 639)).toBeCloseTo(5.085188667204241e-5, 16);
    const intensity = file.channels[1] as Channel;
    expect([
      at(intensity, 0, 0),
      at(intensity, 0, 639),
      at(intensity, 479, 0),
      at(intensity, 479, 639),
    ]).toEqual([116, 122, 42, 35]);
    expect(rmsFromArea(intensity.surface)).toBeCloseTo(19.7879251, 6);
    expect(s.meta.imageProperties?.objective).toBe('20X  Mirau');
  });
});
