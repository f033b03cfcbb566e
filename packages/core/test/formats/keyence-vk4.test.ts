// No real VK4 file is available (MANIFEST §5): a synthetic file is built exactly as Gwyddion's
// keyence module lays the format out (header, offset table, measurement conditions, images).
import { describe, expect, it } from 'vitest';
import { keyenceVk4Format } from '../../src/io/formats/keyence-vk4.ts';
import {} from '../../src/surface/surface-error.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const CONDITIONS = 12 + 72;
const LIGHT = CONDITIONS + 304;

/** 3 × 2 grid: an 8-bit light image and a 32-bit height image. */
function buildVk4(heights: number[] = [0, 1, 2, 3, 4, 5]): Uint8Array {
  const width = 3;
  const height = 2;
  const lightBytes = 796 + width * height;
  const heightOffset = LIGHT + lightBytes;
  const bytes = new Uint8Array(heightOffset + 796 + width * height * 4);
  const view = new DataView(bytes.buffer);
  bytes.set([0x56, 0x4b, 0x34, 0x5f, 1, 0, 0, 0]);
  view.setUint32(12 + 4 * 3, LIGHT, true); // light[0]
  view.setUint32(12 + 4 * 6, heightOffset, true); // height[0]
  const condition = (index: number, value: number) => view.setUint32(CONDITIONS + 4 * index, value, true);
  condition(0, 304);
  [2022, 2, 9, 13, 45, 7].forEach((v, i) => condition(1 + i, v));
  condition(18, 10); // optical zoom 1.0
  condition(24, 200); // lens 20.0x
  condition(30, 4);
  condition(42, 1364937); // x pm per pixel (vk4-1's pitch)
  condition(43, 1364937);
  condition(44, 1000); // z: 1 nm per digit
  const falseColour = (offset: number, bits: number, values: number[]) => {
    [width, height, bits, 0, (width * height * bits) / 8, 0, 255].forEach((v, i) =>
      view.setUint32(offset + 4 * i, v, true),
    );
    values.forEach((v, k) => {
      const at = offset + 796 + (k * bits) / 8;
      if (bits === 8) view.setUint8(at, v);
      else view.setUint32(at, v, true);
    });
  };
  falseColour(LIGHT, 8, [0, 64, 128, 192, 255, 16]);
  falseColour(heightOffset, 32, heights);
  return bytes;
}

/**
 * The same file with the two true-colour images appended (Gwyddion's KeyenceTrueColorImage: five
 * uint32 then B, G, R bytes per pixel) and their offsets in table slots 1 and 2.
 */
function withColour(base: Uint8Array, bgr: readonly number[][] = [], width = 3, height = 2): Uint8Array {
  const imageBytes = 20 + width * height * 3;
  const bytes = new Uint8Array(base.length + 2 * imageBytes);
  bytes.set(base);
  const view = new DataView(bytes.buffer);
  for (let slot = 0; slot < 2; slot++) {
    const offset = base.length + slot * imageBytes;
    view.setUint32(12 + 4 * (1 + slot), offset, true);
    [width, height, 24, 0, width * height * 3].forEach((v, i) => view.setUint32(offset + 4 * i, v, true));
    bgr.forEach((pixel, k) => bytes.set(slot === 0 ? pixel : pixel.map((v) => 255 - v), offset + 20 + 3 * k));
  }
  return bytes;
}

const PIXELS_BGR = [
  [0, 0, 255], // red
  [0, 255, 0], // green
  [255, 0, 0], // blue
  [255, 255, 255],
  [0, 0, 0],
  [10, 20, 30],
];

describe('keyence-vk4: synthetic file from the Gwyddion keyence description (no real file available)', () => {
  const bytes = buildVk4();

  it('has an intensity and a height channel in Gwyddion order', () => {
    const file = keyenceVk4Format.read!(bytes, { fileName: 'a.vk4' });
    expect(file.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['Intensity 0', 'image', ''],
      ['Height 0', 'height', 'm'],
    ]);
    expect(keyenceVk4Format.magic(bytes.subarray(0, 4096), 'x.bin')).toBe('yes');
  });

  it('reads heights row 0 first in metres with the (n − 1) × pitch field both references use', () => {
    const file = keyenceVk4Format.read!(bytes, { fileName: 'a.vk4' });
    const s = file.channels[1]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.nx * s.dx).toBeCloseTo(2 * 1364937e-12, 18);
    expect(s.ny * s.dy).toBeCloseTo(1 * 1364937e-12, 18);
    expect(Array.from(s.z, (v) => Math.round(v * 1e9))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.meta.instrument).toBe('Keyence');
    expect(s.meta.imageProperties?.objective).toBe('20x');
    expect(file.metadata['date']).toBe('2022-02-09 13:45:07');
  });

  it('scales light to 0…1 and gives a grey picture', () => {
    const channel = keyenceVk4Format.read!(bytes, { fileName: 'a.vk4' }).channels[0]!;
    expect(channel.surface.z[2]).toBe(0.5);
    expect(channel.image?.rgba.subarray(8, 12)).toEqual(Uint8Array.of(128, 128, 128, 255));
  });

  it('vk4-1 arithmetic: 1024 × 768 at 1364937 pm gives SurfaceTopography’s 1396330551 × 1046906679 pm', () => {
    expect(1023 * 1364937).toBe(1396330551);
    expect(767 * 1364937).toBe(1046906679);
  });

  it('a truncated file is a corrupt-file SurfaceError at every length', () => {
    for (let length = 0; length < bytes.length; length += 13) {
      expectSurfaceError(
        () => keyenceVk4Format.read!(bytes.slice(0, length), { fileName: 'a.vk4' }),
        'corrupt-file',
      );
    }
  });

  it('absurd dimensions are rejected before allocating', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    view.setUint32(LIGHT, 0xffffffff, true);
    expectSurfaceError(() => keyenceVk4Format.read!(hostile, { fileName: 'a.vk4' }), 'corrupt-file');
    view.setUint32(LIGHT, 60000, true);
    view.setUint32(LIGHT + 4, 60000, true);
    expectSurfaceError(() => keyenceVk4Format.read!(hostile, { fileName: 'a.vk4' }), 'image-length-exceeded');
  });

  it('exposes the colour peak and colour + light images as RGBA image channels on the height grid', () => {
    const file = keyenceVk4Format.read!(withColour(bytes, PIXELS_BGR), { fileName: 'a.vk4' });
    expect(file.channels.map((c) => [c.name, c.kind])).toEqual([
      ['Intensity 0', 'image'],
      ['Height 0', 'height'],
      ['Colour peak', 'image'],
      ['Colour + light', 'image'],
    ]);
    const peak = file.channels[2]!;
    const height = file.channels[1]!.surface;
    expect([peak.image?.width, peak.image?.height]).toEqual([3, 2]);
    expect([peak.surface.nx, peak.surface.ny, peak.surface.dx, peak.surface.dy]).toEqual([
      height.nx,
      height.ny,
      height.dx,
      height.dy,
    ]);
    expect(Array.from(peak.image!.rgba)).toEqual([
      ...[255, 0, 0, 255],
      ...[0, 255, 0, 255],
      ...[0, 0, 255, 255],
      ...[255, 255, 255, 255],
      ...[0, 0, 0, 255],
      ...[30, 20, 10, 255],
    ]);
    // z is the BT.601 luma of the picture, 0…1.
    expect(peak.surface.z[0]).toBeCloseTo(0.299, 12);
    expect(peak.surface.z[3]).toBeCloseTo(1, 12);
    const light = file.channels[3]!;
    expect(Array.from(light.image!.rgba.subarray(0, 4))).toEqual([0, 255, 255, 255]);
  });

  it('damaged colour images are SurfaceErrors: offset past the end, wrong size, depth, compression', () => {
    const good = withColour(bytes, PIXELS_BGR);
    const colourAt = new DataView(good.buffer).getUint32(12 + 4, true);
    const damaged = (edit: (view: DataView) => void): Uint8Array => {
      const copy = good.slice();
      edit(new DataView(copy.buffer));
      return copy;
    };
    const read = (b: Uint8Array) => () => keyenceVk4Format.read!(b, { fileName: 'a.vk4' });
    expectSurfaceError(read(damaged((v) => v.setUint32(12 + 4, good.length - 4, true))), 'corrupt-file');
    expectSurfaceError(read(damaged((v) => v.setUint32(12 + 8, 0xfffffff0, true))), 'corrupt-file');
    expectSurfaceError(read(damaged((v) => v.setUint32(colourAt + 16, 17, true))), 'corrupt-file');
    expectSurfaceError(read(damaged((v) => v.setUint32(colourAt, 0, true))), 'corrupt-file');
    expectSurfaceError(read(damaged((v) => v.setUint32(colourAt + 8, 32, true))), 'unsupported-image-type');
    expectSurfaceError(read(damaged((v) => v.setUint32(colourAt + 12, 1, true))), 'unsupported-image-type');
    for (let length = bytes.length; length < good.length; length += 7)
      expectSurfaceError(read(good.slice(0, length)), 'corrupt-file');
  });

  it('a compressed image is an unsupported variant', () => {
    const compressed = bytes.slice();
    new DataView(compressed.buffer).setUint32(LIGHT + 12, 1, true);
    expectSurfaceError(
      () => keyenceVk4Format.read!(compressed, { fileName: 'a.vk4' }),
      'unsupported-image-type',
    );
  });
});
