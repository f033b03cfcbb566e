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

  it('a compressed image is an unsupported variant', () => {
    const compressed = bytes.slice();
    new DataView(compressed.buffer).setUint32(LIGHT + 12, 1, true);
    expectSurfaceError(
      () => keyenceVk4Format.read!(compressed, { fileName: 'a.vk4' }),
      'unsupported-image-type',
    );
  });
});
