// Headerless binary heights ("raw"): nothing in the file says how to read it, so the user gives
// the grid, the element type, the byte order and the scales in the upload's size dialog, and
// this function applies them. The same checks as any reader apply: the parameters are validated
// and the file must hold the whole grid — a raw file that is too short is not padded.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { checkGridSize } from '../binary-reader.ts';

export type RawElementType =
  'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';

export interface RawHeightsParameters {
  /** Columns (points along x) and rows (points along y); row 0 comes first in the file. */
  readonly nx: number;
  readonly ny: number;
  readonly dtype: RawElementType;
  readonly littleEndian: boolean;
  /** Metres per pixel. */
  readonly dx: number;
  readonly dy: number;
  /** Metres per stored unit (e.g. 1e-9 for values in nm). */
  readonly zScale: number;
  /** Bytes to skip before the data (an unknown header), default 0. */
  readonly offset?: number;
}

const ELEMENT_BYTES: Readonly<Record<RawElementType, number>> = {
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  float64: 8,
};

type Getter = (view: DataView, at: number, littleEndian: boolean) => number;

const GETTERS: Readonly<Record<RawElementType, Getter>> = {
  int8: (v, at) => v.getInt8(at),
  uint8: (v, at) => v.getUint8(at),
  int16: (v, at, le) => v.getInt16(at, le),
  uint16: (v, at, le) => v.getUint16(at, le),
  int32: (v, at, le) => v.getInt32(at, le),
  uint32: (v, at, le) => v.getUint32(at, le),
  float32: (v, at, le) => v.getFloat32(at, le),
  float64: (v, at, le) => v.getFloat64(at, le),
};

function invalid(reason: string): never {
  throw new SurfaceError('invalid-request', `raw data: ${reason}`);
}

/** Reads a raw height grid with user-given parameters; NaN in float data stays invalid. */
export function readRawHeights(bytes: Uint8Array, parameters: RawHeightsParameters): SurfaceFile {
  const { nx, ny, dtype, littleEndian, dx, dy, zScale } = parameters;
  const offset = parameters.offset ?? 0;
  const size = (ELEMENT_BYTES as Partial<Record<string, number>>)[dtype];
  if (size === undefined) invalid(`unknown element type '${String(dtype)}'`);
  if (!Number.isFinite(dx) || dx <= 0 || !Number.isFinite(dy) || dy <= 0)
    invalid('pixel sizes must be positive');
  if (!Number.isFinite(zScale) || zScale === 0) invalid('the height scale must be a non-zero number');
  if (!Number.isSafeInteger(offset) || offset < 0) invalid('the offset must be a non-negative integer');
  checkGridSize(nx, ny, 'raw data');
  const needed = offset + nx * ny * size;
  if (needed > bytes.byteLength) {
    throw new SurfaceError(
      'corrupt-file',
      `raw data: ${nx} × ${ny} ${dtype} values from offset ${offset} need ${needed} bytes, the file has ${bytes.byteLength}`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = GETTERS[dtype];
  const z = new Float64Array(nx * ny);
  for (let k = 0, at = offset; k < z.length; k++, at += size) {
    const v = read(view, at, littleEndian);
    z[k] = Number.isFinite(v) ? v * zScale : NaN;
  }
  const channel = makeChannel('Height', 'height', { nx, ny, dx, dy }, z, 'm');
  return makeSurfaceFile('raw', [channel], {
    'element type': dtype,
    'byte order': littleEndian ? 'little-endian' : 'big-endian',
  });
}
