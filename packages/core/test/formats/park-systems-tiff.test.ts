import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { parkSystemsTiffFormat } from '../../src/io/formats/park-systems-tiff.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';

const read = (bytes: Uint8Array): SurfaceFile => parkSystemsTiffFormat.read!(bytes, { fileName: 'x.tiff' });
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

/** A little-endian TIFF with only the four Park Systems tags (version 2, float32 data). */
function parkTiff(nx: number, ny: number, values: number[], unit = 'nm', gain = 2): Uint8Array {
  const header = new DataView(new ArrayBuffer(408));
  const putUtf16 = (offset: number, s: string) =>
    [...s].forEach((c, i) => header.setUint16(offset + 2 * i, c.charCodeAt(0), true));
  putUtf16(4, 'Z Height');
  header.setUint32(100, nx, true);
  header.setUint32(104, ny, true);
  header.setFloat64(140, 2 * nx, true);
  header.setFloat64(148, 3 * ny, true);
  header.setFloat64(220, gain, true);
  header.setFloat64(228, 0, true);
  header.setFloat64(236, 1, true);
  putUtf16(244, unit);
  header.setUint32(348, 2, true);
  const data = new Uint8Array(new Float32Array(values).buffer);
  const entries = 4;
  const ifdSize = 2 + 12 * entries + 4;
  const headerAt = 8 + ifdSize;
  const dataAt = headerAt + 408;
  const out = new Uint8Array(dataAt + data.length);
  const v = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  v.setUint32(4, 8, true);
  v.setUint16(8, entries, true);
  const entry = (i: number, tag: number, type: number, count: number, value: number) => {
    const e = 10 + 12 * i;
    v.setUint16(e, tag, true);
    v.setUint16(e + 2, type, true);
    v.setUint32(e + 4, count, true);
    v.setUint32(e + 8, value, true);
  };
  entry(0, 50432, 4, 1, 0x0e031301);
  entry(1, 50433, 4, 1, 0x1000002);
  entry(2, 50434, 1, data.length, dataAt);
  entry(3, 50435, 7, 408, headerAt);
  out.set(new Uint8Array(header.buffer), headerAt);
  out.set(data, dataAt);
  return out;
}

describe('Park Systems TIFF reader', () => {
  it('reads a synthetic file: gain × (raw + offset) in the data unit, bottom line first, sizes in µm', () => {
    const file = read(parkTiff(2, 2, [1, 2, 3, 4]));
    const [channel] = file.channels as [Channel];
    expect(channel.name).toBe('Z Height');
    expect(channel.kind).toBe('height');
    const s = channel.surface;
    expect(s.dx).toBeCloseTo(2e-6, 18);
    expect(s.dy).toBeCloseTo(3e-6, 18);
    // Stored rows [1, 2] (bottom) and [3, 4] (top); z = 2 × (raw + 1) nm.
    const nm = [at(channel, 0, 0), at(channel, 0, 1), at(channel, 1, 0), at(channel, 1, 1)].map(
      (z) => z * 1e9,
    );
    [8, 10, 4, 6].forEach((v, i) => expect(nm[i]).toBeCloseTo(v, 9));
  });

  it('a non-length data unit gives an "other" channel in that unit', () => {
    // Two points: a value of 4 bytes or less would sit inline in the TIFF entry.
    const [channel] = read(parkTiff(2, 1, [5, 7], 'deg', 1)).channels as [Channel];
    expect(channel.kind).toBe('other');
    expect(channel.zUnit).toBe('deg');
    expect(at(channel, 0, 0)).toBe(6);
  });

  it('magic: yes for Park tags, no for other data', () => {
    expect(parkSystemsTiffFormat.magic(parkTiff(1, 1, [1]), 'a.tif')).toBe('yes');
    expect(
      parkSystemsTiffFormat.magic(new Uint8Array([0x49, 0x49, 42, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'a.tif'),
    ).toBe('no');
    expect(parkSystemsTiffFormat.magic(new TextEncoder().encode('GIF89a'), 'a.tif')).toBe('no');
  });

  it('a plain TIFF is not a Park Systems file', () => {
    expectCode(new Uint8Array([0x49, 0x49, 42, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'unsupported-image-type');
  });

  it('truncated files are corrupt', () => {
    const bytes = parkTiff(2, 2, [1, 2, 3, 4]);
    for (const cut of [6, 30, 100, bytes.length - 1]) expectCode(bytes.subarray(0, cut), 'corrupt-file');
  });

  it('absurd dimensions are rejected before allocation', () => {
    const bytes = parkTiff(2, 2, [1, 2, 3, 4]);
    const headerAt = 8 + 2 + 48 + 4;
    new DataView(bytes.buffer).setUint32(headerAt + 100, 0x7fffffff, true);
    new DataView(bytes.buffer).setUint32(headerAt + 104, 0x7fffffff, true);
    expectCode(bytes, 'corrupt-file');
  });
});

// MANIFEST §3 Park Systems TIFF (SurfaceTopography test_ps.py L44–58: name, 512 × 512, 1 × 1 µm,
// Sq 0.003933333499668988 µm) and §4.2 (Gwyddion 2.62: Sq, corner values).
describeRealFiles('Park Systems TIFF real file', () => {
  it('example_ps.tiff: Z Height, 512 × 512, 1 µm, Sq, Gwyddion corners', () => {
    const file = read(readRealFile('tiff/surfacetopography__example_ps.tiff'));
    expect(file.channels).toHaveLength(1);
    const channel = file.channels[0] as Channel;
    expect(channel.name).toBe('Z Height');
    expect(channel.zUnit).toBe('m');
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([512, 512]);
    expect((s.nx * s.dx) / 1e-6).toBeCloseTo(1, 6);
    expect((s.ny * s.dy) / 1e-6).toBeCloseTo(1, 6);
    expect(rmsFromArea(s) / 0.003933333499668988e-6).toBeCloseTo(1, 6);
    expect(rmsFromArea(s) / 3.933333733759224e-9).toBeCloseTo(1, 9);
    expect(at(channel, 0, 0)).toBeCloseTo(-2.0199510788147847e-9, 18);
    expect(at(channel, 0, 511)).toBeCloseTo(8.950688309749014e-10, 18);
    expect(at(channel, 511, 0)).toBeCloseTo(3.838167320622024e-9, 18);
    expect(at(channel, 511, 511)).toBeCloseTo(2.083638621492122e-9, 18);
    expect(file.metadata['Mode']).toBe('Tapping');
  });
});
