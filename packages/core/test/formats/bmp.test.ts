// BMP: the real picture scifidatasets ImageReader.bmp (1024² 24-bit, MANIFEST #5; Gwyddion 2.62
// reads its "Value (max)" channel = max(R, G, B) / 255 with Sq 0.223220803, §4.2), synthetic
// pictures of each bit depth, truncated and hostile headers.
import { describe, expect, it } from 'vitest';
import { bmpFormat } from '../../src/io/formats/bmp.ts';
import { rmsAboutMean, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!bmpFormat.read) throw new Error('no reader');
  return bmpFormat.read(bytes, { fileName: 'a.bmp' });
};
const firstChannel = (file: SurfaceFile) => {
  const c = file.channels[0];
  if (!c) throw new Error('no channel');
  return c;
};

/** A BITMAPINFOHEADER file of `bpp` bits with the given raw rows (bottom-up unless height < 0). */
function bmp(
  width: number,
  height: number,
  bpp: number,
  pixels: number[],
  palette: number[] = [],
): Uint8Array {
  const dataOffset = 14 + 40 + palette.length;
  const out = new Uint8Array(dataOffset + pixels.length);
  const v = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  v.setUint32(2, out.length, true);
  v.setUint32(10, dataOffset, true);
  v.setUint32(14, 40, true);
  v.setInt32(18, width, true);
  v.setInt32(22, height, true);
  v.setUint16(26, 1, true);
  v.setUint16(28, bpp, true);
  out.set(palette, 54);
  out.set(pixels, dataOffset);
  return out;
}

describeRealFiles('BMP — real picture', () => {
  it('ImageReader.bmp: 1024 × 1024; max(R,G,B)/255 has Gwyddion’s Sq 0.223220803', () => {
    const bytes = readRealFile('bmp/scifidatasets__ImageReader.bmp');
    expect(bmpFormat.magic(bytes.subarray(0, 4096), 'a.bmp')).toBe('yes');
    const c = firstChannel(read(bytes));
    expect([c.kind, c.surface.nx, c.surface.ny]).toEqual(['image', 1024, 1024]);
    const rgba = c.image?.rgba ?? new Uint8Array();
    const value = new Float64Array(1024 * 1024);
    for (let i = 0; i < value.length; i++)
      value[i] = Math.max(rgba[4 * i]!, rgba[4 * i + 1]!, rgba[4 * i + 2]!) / 255;
    expect(Math.abs(rmsAboutMean(value) / 0.223220803 - 1)).toBeLessThan(1e-8);
  });
});

describe('BMP — synthetic and hostile input', () => {
  it('24-bit bottom-up: the last stored row is row 0 (top)', () => {
    // 2 × 2, rows padded to 8 bytes; stored bottom row first: blue, green / then top row: red, white.
    const file = read(bmp(2, 2, 24, [255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0]));
    expect(Array.from(firstChannel(file).image?.rgba ?? [])).toEqual([
      255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255, 0, 255, 0, 255,
    ]);
  });

  it('8-bit palette, top-down', () => {
    const file = read(bmp(2, -1, 8, [1, 0, 0, 0], [0, 0, 0, 0, 255, 255, 255, 0]));
    expect(Array.from(firstChannel(file).surface.z)).toEqual([1, 0]);
  });

  it('truncated pixel data is corrupt-file; absurd sizes are refused before allocating; RLE unsupported', () => {
    const good = bmp(4, 4, 24, new Array<number>(48).fill(9));
    expectSurfaceError(() => read(good.subarray(0, good.length - 5)), 'corrupt-file');
    expectSurfaceError(() => read(good.subarray(0, 20)), 'corrupt-file');
    const huge = bmp(4, 4, 24, new Array<number>(48).fill(9));
    new DataView(huge.buffer).setInt32(18, 60000, true);
    new DataView(huge.buffer).setInt32(22, 60000, true);
    expectSurfaceError(() => read(huge), 'image-length-exceeded');
    const rle = bmp(4, 4, 8, new Array<number>(16).fill(0), new Array<number>(1024).fill(0));
    new DataView(rle.buffer).setUint32(30, 1, true);
    expectSurfaceError(() => read(rle), 'unsupported-image-type');
  });
});
