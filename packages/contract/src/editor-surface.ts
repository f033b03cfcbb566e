// The heights the editor's 3D and 2D views draw (issue 7): GET /api/editor/surface answers one fork of
// a file channel as a compact binary body instead of JSON, because a 1024² grid is 4 MB as Float32 and
// about 20 MB as JSON text. Layout of the body (all little-endian):
//   bytes 0..3     uint32 N, the length of the header in bytes (a multiple of 4)
//   bytes 4..4+N   the header: UTF-8 JSON (editorSurfaceHeaderSchema), padded with spaces to N
//   then           cols·rows float32 heights in metres, row-major (row 0 = lowest y), NaN = invalid
// The header length is padded so the heights start 4-byte aligned and can be read as a Float32Array
// view without copying.
import { z } from 'zod';
import { editorFileSchema } from './editor-calls.ts';
import { forkHashSchema } from './history.ts';

export const EDITOR_SURFACE_PATH = '/api/editor/surface';
export const EDITOR_SURFACE_CONTENT_TYPE = 'application/octet-stream';

/** Default and largest side of the sent grid (the views' level of detail picks within). */
export const EDITOR_SURFACE_DEFAULT_MAX_SIDE = 1024;
export const EDITOR_SURFACE_MAX_SIDE = 4096;

export const editorSurfaceQuerySchema = z.object({
  fileGuid: editorFileSchema.shape.fileGuid,
  channel: z.coerce
    .number()
    .int()
    .min(0)
    .max(1023)
    .optional()
    .describe('Channel index; the first height channel when absent'),
  forkHash: forkHashSchema.optional().describe("A fork of the history; the file's saved version when absent"),
  maxSide: z.coerce
    .number()
    .int()
    .min(1)
    .max(EDITOR_SURFACE_MAX_SIDE)
    .default(EDITOR_SURFACE_DEFAULT_MAX_SIDE)
    .describe('Neither side of the sent grid exceeds this (block averaging); default 1024, at most 4096'),
});
export type EditorSurfaceQuery = z.infer<typeof editorSurfaceQuerySchema>;

export const editorSurfaceHeaderSchema = z.object({
  /** Size of the sent grid. */
  cols: z.number().int().min(1),
  rows: z.number().int().min(1),
  /** Size of the fork itself. */
  sourceCols: z.number().int().min(1),
  sourceRows: z.number().int().min(1),
  /** Source pixels averaged into one sent pixel along each axis (1 = full resolution). */
  factor: z.number().int().min(1),
  /** Metres per pixel of the fork (not of the sent grid: the extent is sourceCols · pixelSize). */
  pixelSize: z.number(),
  pixelSizeY: z.number(),
  /** Lowest and highest valid height of the fork in metres; null when no point is valid. */
  zMin: z.number().nullable(),
  zMax: z.number().nullable(),
  forkHash: forkHashSchema,
});
export type EditorSurfaceHeader = z.infer<typeof editorSurfaceHeaderSchema>;

export interface EditorSurface {
  readonly header: EditorSurfaceHeader;
  /** cols · rows heights in metres, row-major, NaN for invalid points. */
  readonly heights: Float32Array;
}

/** The ETag of an answer: the fork and the requested size name it completely. */
export function editorSurfaceEtag(forkHash: string, maxSide: number): string {
  return `"${forkHash}-${maxSide}"`;
}

/**
 * The header's JSON holds only numbers, null and a hex forkHash, so it is ASCII: one byte per
 * character (the contract runs where neither TextEncoder's DOM nor Node typings are assumed).
 */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) throw new RangeError('editor surface: the header must be ASCII');
    bytes[i] = code;
  }
  return bytes;
}

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The body of a GET /api/editor/surface answer. */
export function encodeEditorSurface(surface: EditorSurface): Uint8Array {
  const { header, heights } = surface;
  if (heights.length !== header.cols * header.rows)
    throw new RangeError(`${heights.length} heights for a ${header.cols}×${header.rows} grid`);
  const json = asciiBytes(JSON.stringify(header));
  const headerLength = Math.ceil(json.length / 4) * 4;
  const body = new Uint8Array(4 + headerLength + heights.length * 4);
  const view = new DataView(body.buffer);
  view.setUint32(0, headerLength, true);
  body.fill(0x20, 4, 4 + headerLength);
  body.set(json, 4);
  const offset = 4 + headerLength;
  // The heights start at a multiple of 4: on a little-endian host (every browser and server we run
  // on) they are one copy of the array rather than a call per height.
  if (littleEndianHost) new Float32Array(body.buffer, offset, heights.length).set(heights);
  else
    for (let i = 0; i < heights.length; i++) view.setFloat32(offset + i * 4, heights[i] ?? Number.NaN, true);
  return body;
}

/** Reads a GET /api/editor/surface body; throws a RangeError when it is not one. */
export function decodeEditorSurface(buffer: ArrayBuffer): EditorSurface {
  if (buffer.byteLength < 4) throw new RangeError('editor surface: body shorter than its header length');
  const view = new DataView(buffer);
  const headerLength = view.getUint32(0, true);
  if (headerLength % 4 !== 0 || 4 + headerLength > buffer.byteLength)
    throw new RangeError(`editor surface: bad header length ${headerLength}`);
  const text = String.fromCharCode(...new Uint8Array(buffer, 4, headerLength));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RangeError('editor surface: the header is not JSON');
  }
  const parsed = editorSurfaceHeaderSchema.safeParse(json);
  if (!parsed.success) throw new RangeError(`editor surface: bad header: ${parsed.error.message}`);
  const header = parsed.data;
  const offset = 4 + headerLength;
  const count = header.cols * header.rows;
  if (buffer.byteLength !== offset + count * 4)
    throw new RangeError(`editor surface: ${buffer.byteLength - offset} bytes for ${count} heights`);
  // Little-endian host: a view on the body (offset is a multiple of 4), no copy and no call per height.
  if (littleEndianHost) return { header, heights: new Float32Array(buffer, offset, count) };
  const heights = new Float32Array(count);
  for (let i = 0; i < count; i++) heights[i] = view.getFloat32(offset + i * 4, true);
  return { header, heights };
}
