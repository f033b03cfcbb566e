// No real AMB file is available (MANIFEST §6): a synthetic file is built as Gwyddion's ambfile
// module describes the layout.
import { describe, expect, it } from 'vitest';
import { ambiosAmbFormat } from '../../src/io/formats/ambios-amb.ts';
import {} from '../../src/surface/surface-error.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

function buildAmb(columns: number, rows: number, heights: number[]): Uint8Array {
  const bytes = new Uint8Array(65 + 4 * heights.length);
  const magic = 'Binary TrueMap Data File \\ Ambios File Format\r\n';
  for (let i = 0; i < magic.length; i++) bytes[i] = magic.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  view.setUint32(0x31, columns, true);
  view.setUint32(0x35, rows, true);
  heights.forEach((h, k) => view.setFloat32(65 + 4 * k, h, true));
  return bytes;
}

describe('ambios-amb: synthetic file (no real file available)', () => {
  const bytes = buildAmb(3, 2, [1, 2, 3, 4, NaN, 6]);

  it('reads rows of float32 values, row 0 first, and warns that the scale is unknown', () => {
    const file = ambiosAmbFormat.read!(bytes, { fileName: 'a.amb' });
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(Array.from(s.z)).toEqual([1, 2, 3, 4, NaN, 6]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
    expect(ambiosAmbFormat.magic(bytes, 'x')).toBe('yes');
    expect(ambiosAmbFormat.magic(new Uint8Array(10), 'a.amb')).toBe('no');
  });

  it('a truncated or padded file is a corrupt-file SurfaceError', () => {
    for (let length = 0; length < bytes.length; length += 3) {
      expectSurfaceError(
        () => ambiosAmbFormat.read!(bytes.slice(0, length), { fileName: 'a.amb' }),
        'corrupt-file',
      );
    }
    const padded = new Uint8Array(bytes.length + 1);
    padded.set(bytes);
    expectSurfaceError(() => ambiosAmbFormat.read!(padded, { fileName: 'a.amb' }), 'corrupt-file');
  });

  it('absurd dimensions are rejected before allocating', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    view.setUint32(0x31, 0xffffffff, true);
    expectSurfaceError(() => ambiosAmbFormat.read!(hostile, { fileName: 'a.amb' }), 'corrupt-file');
    view.setUint32(0x31, 60000, true);
    view.setUint32(0x35, 60000, true);
    expectSurfaceError(() => ambiosAmbFormat.read!(hostile, { fileName: 'a.amb' }), 'image-length-exceeded');
  });
});
