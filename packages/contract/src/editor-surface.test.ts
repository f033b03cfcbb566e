import { describe, expect, it } from 'vitest';
import {
  decodeEditorSurface,
  editorSurfaceEtag,
  editorSurfaceQuerySchema,
  encodeEditorSurface,
  type EditorSurfaceHeader,
} from './editor-surface.ts';

const header: EditorSurfaceHeader = {
  cols: 3,
  rows: 2,
  sourceCols: 6,
  sourceRows: 4,
  factor: 2,
  pixelSize: 1e-6,
  pixelSizeY: 2e-6,
  zMin: -1.5e-7,
  zMax: 4e-7,
  forkHash: 'a'.repeat(64),
};

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('editor surface body', () => {
  it('round-trips the header and the float32 heights, NaN included', () => {
    const heights = Float32Array.from([1e-7, -1.5e-7, Number.NaN, 4e-7, 0, 2.5e-8]);
    const body = encodeEditorSurface({ header, heights });
    const headerLength = new DataView(body.buffer).getUint32(0, true);
    expect(headerLength % 4).toBe(0);
    expect(body.length).toBe(4 + headerLength + 6 * 4);
    const decoded = decodeEditorSurface(toArrayBuffer(body));
    expect(decoded.header).toEqual(header);
    expect([...decoded.heights]).toEqual([...heights]);
  });

  it('writes the heights as little-endian float32 after the header, and reads such bytes back', () => {
    const heights = Float32Array.from([1, -2, 0.5, Number.NaN, 3, 1e-7]);
    const body = encodeEditorSurface({ header, heights });
    const offset = 4 + new DataView(body.buffer).getUint32(0, true);
    // 1.0f is 00 00 80 3f and -2.0f is 00 00 00 c0 in little-endian order.
    expect([...body.subarray(offset, offset + 8)]).toEqual([0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0]);
    const bytes = new Uint8Array(body);
    new DataView(bytes.buffer).setFloat32(offset + 8, 4e-7, true);
    expect(decodeEditorSurface(toArrayBuffer(bytes)).heights[2]).toBe(Math.fround(4e-7));
  });

  it('refuses heights that do not fill the grid, and bodies that are cut short', () => {
    expect(() => encodeEditorSurface({ header, heights: new Float32Array(5) })).toThrow(RangeError);
    const body = encodeEditorSurface({ header, heights: new Float32Array(6) });
    expect(() => decodeEditorSurface(toArrayBuffer(body.subarray(0, body.length - 4)))).toThrow(RangeError);
    expect(() => decodeEditorSurface(new ArrayBuffer(2))).toThrow(RangeError);
  });

  it('names an answer by fork and size', () => {
    expect(editorSurfaceEtag('b'.repeat(64), 512)).toBe(`"${'b'.repeat(64)}-512"`);
  });
});

describe('editor surface query', () => {
  it('defaults maxSide to 1024 and bounds it to 1..4096', () => {
    expect(editorSurfaceQuerySchema.parse({ fileGuid: 'f1' }).maxSide).toBe(1024);
    expect(editorSurfaceQuerySchema.parse({ fileGuid: 'f1', maxSide: '4096', channel: '2' })).toMatchObject({
      maxSide: 4096,
      channel: 2,
    });
    expect(editorSurfaceQuerySchema.safeParse({ fileGuid: 'f1', maxSide: '4097' }).success).toBe(false);
    expect(editorSurfaceQuerySchema.safeParse({ fileGuid: 'f1', maxSide: '0' }).success).toBe(false);
    expect(editorSurfaceQuerySchema.safeParse({ fileGuid: 'f1', forkHash: 'xyz' }).success).toBe(false);
  });
});
