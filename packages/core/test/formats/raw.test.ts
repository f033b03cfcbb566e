import { describe, expect, it } from 'vitest';
import { rawFormat } from '../../src/io/formats/raw.ts';
import { readRawHeights, type RawHeightsParameters } from '../../src/io/raw/read-raw-heights.ts';
import {} from '../../src/surface/surface-error.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const base: RawHeightsParameters = {
  nx: 3,
  ny: 2,
  dtype: 'int16',
  littleEndian: false,
  dx: 1e-6,
  dy: 2e-6,
  zScale: 1e-9,
};

describe('raw: user-given layout (size dialog)', () => {
  it('reads big-endian int16 rows in file order, scaled to metres', () => {
    const bytes = new Uint8Array(12);
    const view = new DataView(bytes.buffer);
    [1, -2, 3, 4, 5, -6].forEach((v, i) => view.setInt16(2 * i, v, false));
    const file = readRawHeights(bytes, base);
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1e-6, 2e-6]);
    expect(Array.from(s.z, (v) => Math.round(v * 1e9))).toEqual([1, -2, 3, 4, 5, -6]);
    expect(file.format).toBe('raw');
  });

  it('reads little-endian float32 after an offset and keeps NaN invalid', () => {
    const bytes = new Uint8Array(4 + 8);
    const view = new DataView(bytes.buffer);
    view.setFloat32(4, 2.5, true);
    view.setFloat32(8, NaN, true);
    const file = readRawHeights(bytes, {
      ...base,
      nx: 2,
      ny: 1,
      dtype: 'float32',
      littleEndian: true,
      zScale: 1,
      offset: 4,
    });
    const z = file.channels[0]!.surface.z;
    expect(z[0]).toBe(2.5);
    expect(Number.isNaN(z[1])).toBe(true);
  });

  it('a file shorter than the grid is corrupt-file; absurd sizes are refused before allocating', () => {
    expectSurfaceError(() => readRawHeights(new Uint8Array(11), base), 'corrupt-file', /need 12 bytes/);
    expectSurfaceError(
      () => readRawHeights(new Uint8Array(12), { ...base, nx: 1e9, ny: 1e9 }),
      'corrupt-file',
    );
    expectSurfaceError(
      () => readRawHeights(new Uint8Array(12), { ...base, nx: 60000, ny: 60000 }),
      'image-length-exceeded',
    );
  });

  it('bad parameters are invalid-request', () => {
    const bytes = new Uint8Array(12);
    expectSurfaceError(() => readRawHeights(bytes, { ...base, dx: 0 }), 'invalid-request');
    expectSurfaceError(() => readRawHeights(bytes, { ...base, zScale: NaN }), 'invalid-request');
    expectSurfaceError(() => readRawHeights(bytes, { ...base, offset: -1 }), 'invalid-request');
    expectSurfaceError(
      () => readRawHeights(bytes, { ...base, dtype: 'complex' as RawHeightsParameters['dtype'] }),
      'invalid-request',
    );
  });

  it('the registry format asks for the size dialog', () => {
    expect(rawFormat.magic(new Uint8Array(4), 'scan.RAW')).toBe('maybe');
    expect(rawFormat.magic(new Uint8Array(4), 'scan.bin')).toBe('no');
    expectSurfaceError(
      () => rawFormat.read!(new Uint8Array(4), { fileName: 'scan.raw' }),
      'unsupported-image-type',
      /raw data needs its dimensions \(size dialog\)/,
    );
  });
});
