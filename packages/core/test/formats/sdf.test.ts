import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sdfFormat } from '../../src/io/formats/sdf.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { Surface } from '../../src/surface/surface.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';

const read = (bytes: Uint8Array): SurfaceFile => sdfFormat.read!(bytes, { fileName: 'test.sdf' });
const surfaceOf = (bytes: Uint8Array): Surface => read(bytes).channels[0]!.surface;
const at = (s: Surface, row: number, col: number): number => s.z[row * s.nx + col]!;
const errorOf = (run: () => unknown): SurfaceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
};

describeRealFiles('sdf real files', () => {
  it('reads sdf-1 (aISO-1.0): SurfaceTopography test_sdf.py L55–62 and Gwyddion 2.62', () => {
    const bytes = readRealFile('sdf/surfacetopography__sdf-1.sdf');
    expect(sdfFormat.magic(bytes.subarray(0, 4096), 'sdf-1.sdf')).toBe('yes');
    const file = read(bytes);
    expect(file.channels).toHaveLength(1);
    const channel = file.channels[0]!;
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([7, 4]);
    // SurfaceTopography: 7.0 × 4.0 µm (rtol 1e-3); Gwyddion: 7e-06 × 4e-06 m.
    expect((s.nx * s.dx) / 7e-6).toBeCloseTo(1, 12);
    expect((s.ny * s.dy) / 4e-6).toBeCloseTo(1, 12);
    // Gwyddion 2.62: Sq 1.3602897289488263e-08, zmin 9.4907e-07, zmax 1e-06.
    expect(rmsFromArea(s) / 1.3602897289488263e-8).toBeCloseTo(1, 9);
    expect(Math.min(...s.z)).toBeCloseTo(9.4907e-7, 18);
    expect(Math.max(...s.z)).toBeCloseTo(1e-6, 18);
    // Orientation: profiles are rows in file order, as Gwyddion 2.62's data field (--convert-to-gwy).
    expect(at(s, 0, 0)).toBeCloseTo(1e-6, 18);
    expect(at(s, 0, 5)).toBeCloseTo(0.96858e-6, 18);
    expect(at(s, 3, 0)).toBeCloseTo(0.97986e-6, 18);
    expect(at(s, 3, 5)).toBeCloseTo(0.94907e-6, 18);
    expect(file.metadata['ManufacID']).toBe('ISOTC213');
    expect(file.metadata['OperatorName']).toBe('Tom Jones');
    expect(file.metadata['PartName']).toBe('S2 Softgauges Example');
    // SurfaceTopography test_sdf.py L96: detect_format(...) == 'sdf'.
    expect(readSurfaceFile(bytes, 'sdf-1.sdf').format).toBe('sdf');
  });

  it('rejects every other real file with a SurfaceError only', () => {
    for (const path of realFiles().filter((p) => !p.startsWith('sdf/'))) {
      const bytes = readRealFile(path);
      expect(sdfFormat.magic(bytes.subarray(0, 4096), path)).toBe('no');
      expect(() => read(bytes)).toThrow(SurfaceError);
    }
  }, 60_000);
});

function sampleSurface(): Surface {
  const z = new Float64Array([1.25e-6, -3e-7, NaN, 4.5e-9, 0, 7.123456789012345e-6]);
  return makeChannel('H', 'height', { nx: 3, ny: 2, dx: 0.5e-6, dy: 2e-6 }, z).surface;
}

function binaryHeader(numPoints: number, numProfiles: number, dataType: number, zScale = 1e-9): Uint8Array {
  const out = new Uint8Array(81);
  const view = new DataView(out.buffer);
  out.set(strToU8('bISO-1.0'), 0);
  view.setUint16(42, numPoints, true);
  view.setUint16(44, numProfiles, true);
  view.setFloat64(46, 1e-6, true);
  view.setFloat64(54, 1e-6, true);
  view.setFloat64(62, zScale, true);
  out[79] = dataType;
  return out;
}

describe('sdf synthetic files', () => {
  it('round-trips binary and ASCII, NaN included', () => {
    const original = sampleSurface();
    for (const variant of ['binary', 'ascii']) {
      const bytes = sdfFormat.write!(
        makeSurfaceFile('t', [{ name: 'H', kind: 'height', zUnit: 'm', surface: original }]),
        {
          variant,
        },
      );
      const back = surfaceOf(bytes);
      expect([back.nx, back.ny, back.dx, back.dy]).toEqual([3, 2, 0.5e-6, 2e-6]);
      for (let i = 0; i < original.z.length; i++) {
        const a = original.z[i]!;
        const b = back.z[i]!;
        if (Number.isNaN(a)) expect(b).toBeNaN();
        else expect(Math.abs(b - a)).toBeLessThanOrEqual(1e-10 * Math.abs(a));
      }
      expect(read(bytes).metadata['variant']).toMatch(variant === 'ascii' ? /aISO/ : /bISO/);
    }
  });

  it('reads the pre-ISO spellings aBCR-1.0 and bBCR-1.0 (same layout, Gwyddion 2.62 reads both)', () => {
    const file = makeSurfaceFile('t', [{ name: 'H', kind: 'height', zUnit: 'm', surface: sampleSurface() }]);
    for (const [variant, signature] of [
      ['ascii', 'aBCR-1.0'],
      ['binary', 'bBCR-1.0'],
    ] as const) {
      const bytes = sdfFormat.write!(file, { variant }).slice();
      bytes.set(strToU8(signature), 0);
      expect(sdfFormat.magic(bytes.subarray(0, 4096), 'old.sdf')).toBe('yes');
      expect(surfaceOf(bytes).z[0]).toBeCloseTo(1.25e-6, 18);
    }
  });

  it('refuses to export a channel that is not a height', () => {
    const phase = makeChannel('Phase', 'other', { nx: 1, ny: 1, dx: 1, dy: 1 }, new Float64Array([3]), 'deg');
    expect(errorOf(() => sdfFormat.write!(makeSurfaceFile('t', [phase]))).code).toBe('invalid-request');
  });

  it('reads a minimal binary int16 file scaled by Zscale, points fastest', () => {
    const header = binaryHeader(2, 2, 5);
    const bytes = new Uint8Array(81 + 8);
    bytes.set(header);
    new DataView(bytes.buffer).setInt16(81 + 2, -7, true);
    const s = surfaceOf(bytes);
    expect([s.nx, s.ny]).toEqual([2, 2]);
    expect(at(s, 0, 1)).toBeCloseTo(-7e-9, 20);
  });

  it('reads a minimal ASCII file with CRLF lines and integer data', () => {
    const text =
      'aISO-1.0\r\nNumPoints = 2\r\nNumProfiles = 1\r\nXscale = 1e-6\r\nYscale = 1e-6\r\nZscale = 1e-9\r\nDataType = 5\r\n*\r\n3 -4\r\n*\r\n';
    const s = surfaceOf(strToU8(text));
    expect(s.z[0]).toBeCloseTo(3e-9, 20);
    expect(s.z[1]).toBeCloseTo(-4e-9, 20);
  });

  it('rejects truncated files with corrupt-file', () => {
    const bytes = sdfFormat.write!(
      makeSurfaceFile('t', [{ name: 'H', kind: 'height', zUnit: 'm', surface: sampleSurface() }]),
    );
    expect(errorOf(() => read(bytes.subarray(0, 60))).code).toBe('corrupt-file');
    expect(errorOf(() => read(bytes.subarray(0, bytes.length - 1))).code).toBe('corrupt-file');
    const ascii = sdfFormat.write!(
      makeSurfaceFile('t', [{ name: 'H', kind: 'height', zUnit: 'm', surface: sampleSurface() }]),
      {
        variant: 'ascii',
      },
    );
    const cut = new TextDecoder().decode(ascii).indexOf('\n*\n') + 20;
    expect(errorOf(() => read(ascii.subarray(0, cut))).code).toBe('corrupt-file');
    expect(errorOf(() => read(strToU8('aISO-1.0\nNumPoints = 2\n'))).code).toBe('corrupt-file');
  });

  it('rejects absurd dimensions before allocating', () => {
    expect(errorOf(() => read(binaryHeader(65535, 65535, 7))).code).toBe('image-length-exceeded');
    expect(errorOf(() => read(binaryHeader(10000, 10000, 7))).code).toBe('corrupt-file');
    expect(errorOf(() => read(binaryHeader(0, 10, 7))).code).toBe('corrupt-file');
    const ascii = (n: string) =>
      strToU8(
        `aISO-1.0\nNumPoints = ${n}\nNumProfiles = ${n}\nXscale = 1\nYscale = 1\nZscale = 1\n*\n1 2 3\n*\n`,
      );
    expect(errorOf(() => read(ascii('1e12'))).code).toBe('corrupt-file');
    expect(errorOf(() => read(ascii('30000'))).code).toBe('image-length-exceeded');
    expect(errorOf(() => read(ascii('3000'))).code).toBe('corrupt-file');
  });

  it('rejects bad scales, unknown data types and compression', () => {
    expect(errorOf(() => read(binaryHeader(1, 1, 9))).code).toBe('corrupt-file');
    const compressed = binaryHeader(1, 1, 7);
    compressed[78] = 1;
    expect(errorOf(() => read(compressed)).code).toBe('unsupported-image-type');
    const zeroScale = binaryHeader(1, 1, 7, 0);
    expect(errorOf(() => read(zeroScale)).code).toBe('corrupt-file');
  });
});
