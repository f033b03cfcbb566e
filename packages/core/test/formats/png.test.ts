// PNG: the real picture x3ptools csafe-color.png (741 × 419 RGBA, MANIFEST #46), synthetic
// pictures of every colour type, hostile headers, and the two writers' round trips.
import { encode } from 'fast-png';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngFormat, PNG_HEIGHT_SCALE_KEY } from '../../src/io/formats/png.ts';
import { decode } from 'fast-png';
import {
  GRADIENTS,
  gradientToRgba,
  makeChannel,
  makeSurfaceFile,
  type SurfaceFile,
} from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!pngFormat.read) throw new Error('no reader');
  return pngFormat.read(bytes, { fileName: 'a.png' });
};
const write = (file: SurfaceFile, variant?: string): Uint8Array => {
  if (!pngFormat.write) throw new Error('no writer');
  return pngFormat.write(file, variant === undefined ? {} : { variant });
};
const firstChannel = (file: SurfaceFile) => {
  const c = file.channels[0];
  if (!c) throw new Error('no channel');
  return c;
};

describeRealFiles('PNG — real picture', () => {
  it('csafe-color.png: 741 × 419 RGBA image channel, transparent pixels invalid', () => {
    const bytes = readRealFile('png/x3ptools__csafe-color.png');
    expect(pngFormat.magic(bytes.subarray(0, 4096), 'a.png')).toBe('yes');
    const file = read(bytes);
    const c = firstChannel(file);
    expect(c.kind).toBe('image');
    expect([c.surface.nx, c.surface.ny, c.image?.width, c.image?.height]).toEqual([741, 419, 741, 419]);
    expect(c.surface.dx).toBe(1e-6);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
    // Independent decode with fast-png: same pixels, luma and NaN where alpha is 0.
    const ref = decode(bytes);
    expect(ref.channels).toBe(4);
    let transparent = 0;
    let mismatches = 0;
    for (let i = 0; i < 741 * 419; i++) {
      const a = ref.data[4 * i + 3] as number;
      if (c.image?.rgba[4 * i + 3] !== a) mismatches++;
      if (a === 0) {
        transparent++;
        if (!Number.isNaN(c.surface.z[i])) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
    expect(transparent).toBeGreaterThan(0);
    const k = 200 * 741 + 300;
    const luma =
      (0.299 * ref.data[4 * k]! + 0.587 * ref.data[4 * k + 1]! + 0.114 * ref.data[4 * k + 2]!) / 255;
    if (ref.data[4 * k + 3] !== 0) expect(c.surface.z[k]).toBeCloseTo(luma, 12);
  });
});

describe('PNG — synthetic and hostile input', () => {
  it('reads grey, 1-bit grey, palette and RGB pictures, row 0 at the top', () => {
    const grey = firstChannel(
      read(encode({ width: 2, height: 2, data: new Uint8Array([0, 255, 51, 102]), depth: 8, channels: 1 })),
    );
    [0, 1, 0.2, 0.4].forEach((v, i) => expect(grey.surface.z[i]).toBeCloseTo(v, 12));
    const bits = firstChannel(
      read(encode({ width: 3, height: 1, data: new Uint8Array([0b10100000]), depth: 1, channels: 1 })),
    );
    expect(Array.from(bits.surface.z)).toEqual([1, 0, 1]);
    const palette = firstChannel(
      read(
        encode({
          width: 2,
          height: 1,
          data: new Uint8Array([0b00010000]),
          depth: 4,
          channels: 1,
          palette: [
            [255, 0, 0],
            [0, 0, 255],
          ],
        }),
      ),
    );
    // First nibble 1 → palette entry 1 (blue), second nibble 0 → entry 0 (red).
    expect(Array.from(palette.image?.rgba ?? [])).toEqual([0, 0, 255, 255, 255, 0, 0, 255]);
  });

  it('a tRNS colour key makes those pixels transparent and invalid', () => {
    // fast-png does not write tRNS for grey pictures: insert the chunk after IHDR (8 + 25 bytes).
    const plain = encode({ width: 3, height: 1, data: new Uint8Array([10, 200, 10]), depth: 8, channels: 1 });
    const body = new Uint8Array([0x74, 0x52, 0x4e, 0x53, 0, 10]); // "tRNS", grey sample 10
    const chunk = new Uint8Array(4 + body.length + 4);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, 2);
    chunk.set(body, 4);
    view.setUint32(4 + body.length, crc32(body));
    const withKey = new Uint8Array(plain.length + chunk.length);
    withKey.set(plain.subarray(0, 33));
    withKey.set(chunk, 33);
    withKey.set(plain.subarray(33), 33 + chunk.length);
    const c = firstChannel(read(withKey));
    expect(Number.isNaN(c.surface.z[0])).toBe(true);
    expect(c.surface.z[1]).toBeCloseTo(200 / 255, 12);
    expect(Number.isNaN(c.surface.z[2])).toBe(true);
  });

  it('a 16-bit grey PNG without scale is kind other, raw counts, with a warning', () => {
    const file = read(
      encode({ width: 2, height: 1, data: new Uint16Array([0, 65535]), depth: 16, channels: 1 }),
    );
    const c = firstChannel(file);
    expect([c.kind, c.zUnit]).toEqual(['other', '']);
    expect(Array.from(c.surface.z)).toEqual([0, 65535]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
  });

  it('a truncated PNG is corrupt-file', () => {
    const png = encode({
      width: 20,
      height: 20,
      data: new Uint8Array(400 * 3).fill(7),
      depth: 8,
      channels: 3,
    });
    expectSurfaceError(() => read(png.subarray(0, png.length - 20)), 'corrupt-file');
    expectSurfaceError(() => read(png.subarray(0, 20)), 'corrupt-file');
  });

  it('absurd IHDR dimensions are refused before decoding', () => {
    const png = encode({ width: 2, height: 2, data: new Uint8Array(12), depth: 8, channels: 3 });
    const hostile = png.slice();
    new DataView(hostile.buffer).setUint32(16, 60000);
    new DataView(hostile.buffer).setUint32(20, 60000);
    expectSurfaceError(() => read(hostile), 'image-length-exceeded');
    new DataView(hostile.buffer).setUint32(16, 0);
    expectSurfaceError(() => read(hostile), 'corrupt-file');
  });
});

describe('PNG — writers', () => {
  const z = Float64Array.from([0, 1e-6, 2e-6, NaN, 4e-6, 3e-6]);
  const file = makeSurfaceFile('test', [
    makeChannel('Height', 'height', { nx: 3, ny: 2, dx: 2e-6, dy: 3e-6 }, z),
  ]);

  it('8-bit colour map: gradient colours, NaN transparent, decodes back to the expected pixels', () => {
    const png = decode(write(file));
    expect([png.width, png.height, png.depth, png.channels]).toEqual([3, 2, 8, 4]);
    const table = gradientToRgba(GRADIENTS.rainbow, 256);
    const expected = [0, 64, 128, -1, 255, 191];
    expected.forEach((k, i) => {
      const px = Array.from(png.data.subarray(4 * i, 4 * i + 4));
      expect(px).toEqual(k < 0 ? [0, 0, 0, 0] : Array.from(table.subarray(4 * k, 4 * k + 4)));
    });
    const bw = decode(write(file, '8bit:black-white'));
    expect(Array.from(bw.data.subarray(16, 20))).toEqual([255, 255, 255, 255]);
  });

  it('16-bit grey: full range, scale in tEXt, read back as heights in metres', () => {
    const bytes = write(file, '16bit');
    const png = decode(bytes);
    expect([png.depth, png.channels]).toEqual([16, 2]);
    expect(Array.from(png.data.filter((_, i) => i % 2 === 0))).toEqual([0, 16384, 32768, 0, 65535, 49151]);
    expect(png.text[PNG_HEIGHT_SCALE_KEY]).toBeDefined();
    const back = firstChannel(read(bytes));
    expect([back.kind, back.surface.dx, back.surface.dy]).toEqual(['height', 2e-6, 3e-6]);
    z.forEach((v, i) => {
      if (Number.isNaN(v)) expect(Number.isNaN(back.surface.z[i])).toBe(true);
      else expect(Math.abs((back.surface.z[i] as number) - v)).toBeLessThan(4e-6 / 65535);
    });
  });

  it('an unknown variant is an invalid request', () => {
    expectSurfaceError(() => write(file, '8bit:plaid'), 'invalid-request');
  });
});
