// No real ZMG file is available (MANIFEST §5): a synthetic file is built as SurfaceTopography's and
// surfalize's readers describe the layout.
import { describe, expect, it } from 'vitest';
import { klaZetaZmgFormat } from '../../src/io/formats/kla-zeta-zmg.ts';
import {} from '../../src/surface/surface-error.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

function buildZmg(columns: number, rows: number, heights: number[], comment = 'hello'): Uint8Array {
  const bytes = new Uint8Array(205 + comment.length + 2 * heights.length);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 16; i++) bytes[i] = 'Zeta-Instruments'.charCodeAt(i);
  view.setUint32(85, columns, true);
  view.setUint32(89, rows, true);
  view.setFloat32(97, 0.182, true);
  view.setFloat32(101, 0.25, true);
  view.setFloat32(105, 0.5, true);
  view.setUint32(117, comment.length, true);
  for (let i = 0; i < 6; i++) bytes[131 + i] = 'recipe'.charCodeAt(i);
  for (let i = 0; i < comment.length; i++) bytes[205 + i] = comment.charCodeAt(i);
  heights.forEach((h, k) => view.setUint16(205 + comment.length + 2 * k, h, true));
  return bytes;
}

describe('kla-zeta-zmg: synthetic file (no real file available)', () => {
  const bytes = buildZmg(3, 2, [0, 1, 2, 3, 4, 40000]);

  it('reads rows of uint16 heights × z step in metres, steps in µm', () => {
    const file = klaZetaZmgFormat.read!(bytes, { fileName: 'a.zmg' });
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(0.182e-6, 12);
    expect(s.dy).toBeCloseTo(0.25e-6, 12);
    expect(Array.from(s.z, (v) => v * 1e6)).toEqual([0, 0.5, 1, 1.5, 2, 20000]);
    expect(s.meta.instrument).toBe('KLA Zeta');
    expect(file.metadata).toMatchObject({ recipe: 'recipe', comment: 'hello' });
    expect(klaZetaZmgFormat.magic(bytes, 'x')).toBe('yes');
  });

  it('zmg-1 arithmetic: 1920 × 0.182 µm = 349.44 µm, 1440 × 0.182 µm = 262.08 µm (rtol 1e-3)', () => {
    const s = klaZetaZmgFormat.read!(bytes, { fileName: 'a.zmg' }).channels[0]!.surface;
    expect(1920 * s.dx).toBeCloseTo(349.44e-6, 9);
    expect(1440 * s.dx).toBeCloseTo(262.08e-6, 9);
  });

  it('a truncated file is a corrupt-file SurfaceError at every length', () => {
    for (let length = 0; length < bytes.length; length += 5) {
      expectSurfaceError(
        () => klaZetaZmgFormat.read!(bytes.slice(0, length), { fileName: 'a.zmg' }),
        'corrupt-file',
      );
    }
  });

  it('absurd dimensions and comment sizes are rejected before allocating', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    view.setUint32(85, 0xffffffff, true);
    expectSurfaceError(() => klaZetaZmgFormat.read!(hostile, { fileName: 'a.zmg' }), 'corrupt-file');
    view.setUint32(85, 60000, true);
    view.setUint32(89, 60000, true);
    expectSurfaceError(() => klaZetaZmgFormat.read!(hostile, { fileName: 'a.zmg' }), 'image-length-exceeded');
    const comment = bytes.slice();
    new DataView(comment.buffer).setUint32(117, 0xfffffff0, true);
    expectSurfaceError(() => klaZetaZmgFormat.read!(comment, { fileName: 'a.zmg' }), 'corrupt-file');
  });
});
