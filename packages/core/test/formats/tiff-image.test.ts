import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { tiffImageFormat } from '../../src/io/formats/tiff-image.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const read = (bytes: Uint8Array): SurfaceFile => tiffImageFormat.read!(bytes, { fileName: 'x.tif' });

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

/** An uncompressed little-endian single-strip TIFF. */
function tiff(
  width: number,
  height: number,
  samples: number,
  bits: number,
  sampleFormat: number,
  pixels: Uint8Array,
) {
  const tags: [number, number][] = [
    [256, width],
    [257, height],
    [258, bits],
    [259, 1],
    [262, samples >= 3 ? 2 : 1],
    [273, 0], // strip offset, patched below
    [277, samples],
    [278, height],
    [279, pixels.length],
    [339, sampleFormat],
  ];
  const ifdSize = 2 + 12 * tags.length + 4;
  const dataAt = 8 + ifdSize;
  const out = new Uint8Array(dataAt + pixels.length);
  const v = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  v.setUint32(4, 8, true);
  v.setUint16(8, tags.length, true);
  tags.forEach(([tag, value], i) => {
    const e = 10 + 12 * i;
    v.setUint16(e, tag, true);
    v.setUint16(e + 2, 4, true); // LONG
    v.setUint32(e + 4, 1, true);
    v.setUint32(e + 8, tag === 273 ? dataAt : value, true);
  });
  out.set(pixels, dataAt);
  return out;
}

describe('TIFF image / float raster reader', () => {
  it('a float32 raster is an "other" channel with a metadata-incomplete warning, top row first', () => {
    const file = read(tiff(3, 2, 1, 32, 3, new Uint8Array(new Float32Array([1, 2, 3, 4, 5, 6.5]).buffer)));
    const [channel] = file.channels as [Channel];
    expect(channel.kind).toBe('other');
    expect(channel.zUnit).toBe('');
    expect([channel.surface.nx, channel.surface.ny]).toEqual([3, 2]);
    expect(Array.from(channel.surface.z)).toEqual([1, 2, 3, 4, 5, 6.5]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
  });

  it('an 8-bit RGB picture is an image channel with RGBA', () => {
    const file = read(tiff(2, 1, 3, 8, 1, new Uint8Array([255, 0, 0, 0, 0, 255])));
    const [channel] = file.channels as [Channel];
    expect(channel.kind).toBe('image');
    expect(Array.from(channel.image?.rgba ?? [])).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(channel.surface.z[0]).toBeCloseTo(0.2126, 4);
  });

  it('magic: maybe for any TIFF, no otherwise', () => {
    expect(tiffImageFormat.magic(new Uint8Array([0x4d, 0x4d, 0, 42]), 'a.tif')).toBe('maybe');
    expect(tiffImageFormat.magic(new TextEncoder().encode('BM'), 'a.tif')).toBe('no');
  });

  it('truncated files are corrupt', () => {
    const bytes = tiff(3, 2, 1, 32, 3, new Uint8Array(new Float32Array([1, 2, 3, 4, 5, 6]).buffer));
    for (const cut of [3, 20, 100, bytes.length - 4]) expectCode(bytes.subarray(0, cut), 'corrupt-file');
  });

  it('absurd dimensions are rejected before decoding', () => {
    expect(() => read(tiff(70000, 70000, 1, 8, 1, new Uint8Array(16)))).toThrow(/implausible|limit/);
    expectCode(tiff(16000, 16000, 1, 8, 1, new Uint8Array(16)), 'image-length-exceeded');
  });
});

// The Park Systems file is also a valid TIFF: read plainly it is its 8-bit preview picture.
describeRealFiles('TIFF image real file', () => {
  it('example_ps.tiff read as a plain TIFF: the 256 × 256 preview picture', () => {
    const file = read(readRealFile('tiff/surfacetopography__example_ps.tiff'));
    const channel = file.channels[0] as Channel;
    expect(channel.kind).toBe('image');
    expect([channel.surface.nx, channel.surface.ny]).toEqual([256, 256]);
  });
});
