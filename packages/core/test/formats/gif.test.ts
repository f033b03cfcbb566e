// GIF: no real GIF exists in the shared files; pictures are written here with omggif's GifWriter.
import { GifWriter } from 'omggif';
import { describe, expect, it } from 'vitest';
import { gifFormat } from '../../src/io/formats/gif.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!gifFormat.read) throw new Error('no reader');
  return gifFormat.read(bytes, { fileName: 'a.gif' });
};

function gif(): Uint8Array {
  const buffer = new Uint8Array(1024);
  const writer = new GifWriter(buffer, 3, 2, { palette: [0x000000, 0xffffff, 0xff0000, 0x0000ff] });
  writer.addFrame(0, 0, 3, 2, [0, 1, 2, 3, 2, 1], { transparent: 3 });
  return buffer.slice(0, writer.end());
}

describe('GIF reader', () => {
  const bytes = gif();

  it('reads the first frame: colours, luma, transparent index invalid', () => {
    expect(gifFormat.magic(bytes, 'a.gif')).toBe('yes');
    const c = read(bytes).channels[0];
    expect([c?.surface.nx, c?.surface.ny]).toEqual([3, 2]);
    expect(Array.from(c?.image?.rgba.subarray(0, 12) ?? [])).toEqual([
      0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255,
    ]);
    expect(c?.surface.z[1]).toBeCloseTo(1, 12);
    expect(c?.surface.z[2]).toBeCloseTo(0.299, 12);
    expect(Number.isNaN(c?.surface.z[3])).toBe(true);
  });

  it('a truncated file is corrupt-file; an absurd logical screen is refused', () => {
    expectSurfaceError(() => read(bytes.subarray(0, 20)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 8)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 3)), 'corrupt-file');
    const hostile = bytes.slice();
    new DataView(hostile.buffer).setUint16(6, 65535, true);
    new DataView(hostile.buffer).setUint16(8, 65535, true);
    expectSurfaceError(() => read(hostile), 'image-length-exceeded');
  });
});
