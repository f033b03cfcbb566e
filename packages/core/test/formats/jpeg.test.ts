// JPEG: no real JPEG exists in the shared files (MANIFEST §6: "any JPEG will do"), so pictures are
// encoded here with jpeg-js; the reader must give the size, near-original colours, and refuse
// truncated and hostile files.
import { encode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { jpegFormat } from '../../src/io/formats/jpeg.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!jpegFormat.read) throw new Error('no reader');
  return jpegFormat.read(bytes, { fileName: 'a.jpg' });
};

function picture(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const top = i < (width * height) / 2;
    data.set(top ? [250, 250, 250, 255] : [10, 10, 10, 255], 4 * i);
  }
  const jpg = encode({ width, height, data }, 95).data;
  return new Uint8Array(jpg.buffer, jpg.byteOffset, jpg.byteLength);
}

describe('JPEG reader', () => {
  const bytes = picture(16, 8);

  it('reads size and luma (bright top half, dark bottom half), 1 µm pixels with a warning', () => {
    expect(jpegFormat.magic(bytes, 'a.jpg')).toBe('yes');
    const file = read(bytes);
    const c = file.channels[0];
    expect([c?.kind, c?.surface.nx, c?.surface.ny, c?.surface.dx]).toEqual(['image', 16, 8, 1e-6]);
    expect(c?.surface.z[0]).toBeGreaterThan(0.9);
    expect(c?.surface.z[16 * 8 - 1]).toBeLessThan(0.1);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
  });

  it('a truncated file is corrupt-file', () => {
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 40)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 30)), 'corrupt-file');
  });

  it('a frame header announcing 60000 × 60000 is refused before decoding', () => {
    const hostile = bytes.slice();
    for (let i = 2; i + 9 < hostile.length; i++) {
      if (hostile[i] === 0xff && hostile[i + 1] === 0xc0) {
        new DataView(hostile.buffer).setUint16(i + 5, 60000);
        new DataView(hostile.buffer).setUint16(i + 7, 60000);
        break;
      }
    }
    expectSurfaceError(() => read(hostile), 'image-length-exceeded');
  });
});
