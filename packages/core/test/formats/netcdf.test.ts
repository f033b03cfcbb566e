import { describe, expect, it } from 'vitest';
import { netcdfFormat } from '../../src/io/formats/netcdf.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import {} from '../../src/surface/surface-error.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

/** A minimal CDF-1 file laid out as Unidata's classic format specification describes. */
function buildCdf1(nx: number, ny: number, heights: number[], unit = 'um', lengths = [2, 3]): Uint8Array {
  const bytes: number[] = [];
  const u32 = (v: number) => bytes.push((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
  const name = (s: string) => {
    u32(s.length);
    for (const c of s) bytes.push(c.charCodeAt(0));
    while (bytes.length % 4) bytes.push(0);
  };
  const f64 = (v: number) => {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, v, false);
    bytes.push(...b);
  };
  bytes.push(0x43, 0x44, 0x46, 1);
  u32(0);
  u32(0x0a);
  u32(2);
  name('x');
  u32(nx);
  name('y');
  u32(ny);
  u32(0);
  u32(0); // no global attributes
  u32(0x0b);
  u32(3);
  const begins: number[] = [];
  const variable = (n: string, dims: number[], attributes: [string, number | string][]) => {
    name(n);
    u32(dims.length);
    dims.forEach(u32);
    if (attributes.length === 0) {
      u32(0);
      u32(0);
    } else {
      u32(0x0c);
      u32(attributes.length);
      for (const [key, value] of attributes) {
        name(key);
        if (typeof value === 'string') {
          u32(2);
          name(value);
        } else {
          u32(6);
          u32(1);
          f64(value);
        }
      }
    }
    u32(6);
    u32(8 * dims.reduce((a, d) => a * (d === 0 ? nx : ny), 1));
    begins.push(bytes.length);
    u32(0); // begin, patched below
  };
  variable(
    'x',
    [0],
    [
      ['length', lengths[0]!],
      ['length_unit', unit],
    ],
  );
  variable('y', [1], [['length', lengths[1]!]]);
  variable('heights', [0, 1], [['unit', unit]]);
  const patch = (at: number) => {
    const v = bytes.length;
    bytes[at] = (v >>> 24) & 255;
    bytes[at + 1] = (v >>> 16) & 255;
    bytes[at + 2] = (v >>> 8) & 255;
    bytes[at + 3] = v & 255;
  };
  patch(begins[0]!);
  for (let i = 0; i < nx; i++) f64(i);
  patch(begins[1]!);
  for (let j = 0; j < ny; j++) f64(j);
  patch(begins[2]!);
  heights.forEach(f64);
  return Uint8Array.from(bytes);
}

describe('netcdf: synthetic CDF-1 file (Unidata classic format, SurfaceTopography layout)', () => {
  // heights(x = 3, y = 2) = [[1, 2], [3, 4], [5, 6]] in µm.
  const bytes = buildCdf1(3, 2, [1, 2, 3, 4, 5, 6]);

  it('reads heights(x, y) with x along columns, sizes and units in metres', () => {
    const file = netcdfFormat.read!(bytes, { fileName: 'a.nc' });
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(2e-6 / 3, 18);
    expect(s.dy).toBeCloseTo(1.5e-6, 18);
    expect(Array.from(s.z, (v) => Math.round(v * 1e6))).toEqual([1, 3, 5, 2, 4, 6]);
    expect(file.warnings).toEqual([]);
    expect(netcdfFormat.magic(bytes, 'a.bin')).toBe('yes');
  });

  it('a truncated file is a corrupt-file SurfaceError at every length', () => {
    for (let length = 0; length < bytes.length; length += 7) {
      expectSurfaceError(
        () => netcdfFormat.read!(bytes.slice(0, length), { fileName: 'a.nc' }),
        'corrupt-file',
      );
    }
  });

  it('absurd dimensions are rejected before allocating', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    // The x dimension length follows magic, numrecs, tag, count and the padded name 'x'.
    expect(view.getUint32(24, false)).toBe(3);
    view.setUint32(24, 0x7fffffff, false);
    expectSurfaceError(() => netcdfFormat.read!(hostile, { fileName: 'a.nc' }), 'corrupt-file');
    view.setUint32(24, 60000, false);
    view.setUint32(36, 60000, false);
    expectSurfaceError(() => netcdfFormat.read!(hostile, { fileName: 'a.nc' }), 'image-length-exceeded');
  });

  it('an unknown unit is refused rather than guessed', () => {
    expectSurfaceError(
      () => netcdfFormat.read!(buildCdf1(1, 1, [1], 'furlong'), { fileName: 'a.nc' }),
      'unsupported-image-type',
    );
  });
});

describe('netcdf: writer round trip', () => {
  it('writes heights(x, y) in metres and reads back the same grid, sizes and NaN', () => {
    const z = Float64Array.from([1e-9, 2e-9, NaN, 4e-9, 5e-9, 6e-9]);
    const original = makeSurfaceFile('test', [
      makeChannel('Intensity', 'image', { nx: 3, ny: 2, dx: 1, dy: 1 }, new Float64Array(6)),
      makeChannel('Height', 'height', { nx: 3, ny: 2, dx: 2e-6, dy: 3e-6 }, z),
    ]);
    const bytes = netcdfFormat.write!(original);
    expect(netcdfFormat.magic(bytes, 'out.nc')).toBe('yes');
    const back = netcdfFormat.read!(bytes, { fileName: 'out.nc' }).channels[0]!.surface;
    expect([back.nx, back.ny]).toEqual([3, 2]);
    expect(back.dx).toBeCloseTo(2e-6, 18);
    expect(back.dy).toBeCloseTo(3e-6, 18);
    expect(Array.from(back.z)).toEqual(Array.from(z));
  });

  it('refuses to export a file without a height channel', () => {
    const images = makeSurfaceFile('test', [
      makeChannel('I', 'image', { nx: 1, ny: 1, dx: 1, dy: 1 }, new Float64Array(1)),
    ]);
    expectSurfaceError(() => netcdfFormat.write!(images), 'invalid-request');
  });

  it('writes the 64-bit-offset variant (CDF-2), as SurfaceTopography does', () => {
    const bytes = netcdfFormat.write!(
      makeSurfaceFile('test', [
        makeChannel('h', 'height', { nx: 1, ny: 1, dx: 1, dy: 1 }, Float64Array.of(7)),
      ]),
    );
    expect(bytes[3]).toBe(2);
  });
});

describeRealFiles('netcdf: real file nc/nc-1.nc (CDF-2 written by SurfaceTopography)', () => {
  const file = netcdfFormat.read!(readRealFile('nc/surfacetopography__nc-1.nc'), { fileName: 'nc-1.nc' });
  const channel = file.channels[0]!;
  const s = channel.surface;

  it('has 5 × 10 points over 5 nm × 10 nm (x/y length attributes, unit nm)', () => {
    expect(file.channels).toHaveLength(1);
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([5, 10]);
    expect(s.nx * s.dx).toBeCloseTo(5e-9, 20);
    expect(s.ny * s.dy).toBeCloseTo(10e-9, 20);
    expect(file.metadata['periodic']).toBe('no');
  });

  it('orients heights(x, y) with x along columns: rows are constant, 9 nm down to −9 nm', () => {
    expect(s.z[0]).toBeCloseTo(9e-9, 20);
    expect(s.z[s.nx - 1]).toBeCloseTo(9e-9, 20);
    expect(s.z[(s.ny - 1) * s.nx]).toBeCloseTo(-9e-9, 20);
    expect(s.z[s.nx * s.ny - 1]).toBeCloseTo(-9e-9, 20);
    expect(rmsFromProfiles(s, 'x')).toBe(0);
    expect(rmsFromArea(s)).toBeCloseTo(Math.sqrt(33) * 1e-9, 20);
    expect(rmsFromProfiles(s, 'y')).toBeCloseTo(Math.sqrt(33) * 1e-9, 20);
  });

  it('survives a write and read back unchanged', () => {
    const back = netcdfFormat.read!(netcdfFormat.write!(file), { fileName: 'copy.nc' }).channels[0]!.surface;
    expect([back.nx, back.ny, back.dx, back.dy]).toEqual([s.nx, s.ny, s.dx, s.dy]);
    expect(Array.from(back.z)).toEqual(Array.from(s.z));
  });
});
