// NumPy arrays (.npy, format versions 1.0, 2.0 and 3.0) holding a height map or a line scan.
//
// Followed: the NumPy format description (numpy.lib.format, "The .npy format",
// https://numpy.org/devdocs/reference/generated/numpy.lib.format.html) and SurfaceTopography's
// NPY reader documentation (SurfaceTopography/IO/NPY.py) for the meaning of the axes.
//
// Layout: "\x93NUMPY", major u8, minor u8, header length (u16 LE for 1.x, u32 LE for 2.x/3.x),
// an ASCII (3.x: UTF-8) Python dict {'descr': '<f8', 'fortran_order': False, 'shape': (a, b), }
// padded with spaces, then the raw array.
// Decisions:
// - Axes as SurfaceTopography (the origin of the test files, and the reader contact.engineering
//   users export for): the first index runs along x. An array of shape (a, b) is a surface of
//   nx = a columns and ny = b rows, z[row j, col i] = array[i, j]. A 1-D array is a profile.
// - The file carries no lateral size and no unit: dx = dy = 1 m and the values are taken as
//   metres, with a 'metadata-incomplete' warning so the user sets both (never silently).
// - Supported dtypes: float (f4, f8), signed and unsigned integers (1–8 bytes), bool, in either
//   byte order; complex, structured and object arrays are 'unsupported-image-type'.
import { BinaryReader, checkGridSize } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict, type WriteOptions } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY
/** numpy refuses headers beyond this; so do we (it bounds the text we parse). */
const MAX_HEADER_LENGTH = 65536;

interface Dtype {
  readonly littleEndian: boolean;
  readonly kind: 'f' | 'i' | 'u' | 'b';
  readonly size: number;
}

function magic(head: Uint8Array): MagicVerdict {
  if (head.length >= MAGIC.length && MAGIC.every((b, i) => head[i] === b)) return 'yes';
  // "NUMPY" near the start with a damaged first byte (e.g. a text-mode transfer turned \x93 into
  // U+FFFD): ours to report as corrupt rather than "no reader recognises it".
  const start = head.subarray(0, 16);
  for (let i = 0; i + 5 <= start.length; i++) {
    if (
      start[i] === 0x4e &&
      start[i + 1] === 0x55 &&
      start[i + 2] === 0x4d &&
      start[i + 3] === 0x50 &&
      start[i + 4] === 0x59
    ) {
      return 'maybe';
    }
  }
  return 'no';
}

function parseDtype(descr: string): Dtype {
  const match = /^([<>|=]?)([fiub])(\d+)$/.exec(descr);
  const kind = match?.[2] as Dtype['kind'] | undefined;
  const size = Number(match?.[3]);
  const valid =
    kind !== undefined &&
    ((kind === 'f' && (size === 4 || size === 8)) ||
      ((kind === 'i' || kind === 'u') && [1, 2, 4, 8].includes(size)) ||
      (kind === 'b' && size === 1));
  if (!valid)
    throw new SurfaceError('unsupported-image-type', `npy: the data type '${descr}' is not a number array`);
  return { littleEndian: match?.[1] !== '>', kind, size };
}

function parseHeader(text: string): { dtype: Dtype; fortranOrder: boolean; shape: number[] } {
  const descr = /'descr'\s*:\s*'([^']*)'/.exec(text)?.[1];
  const fortran = /'fortran_order'\s*:\s*(True|False)/.exec(text)?.[1];
  const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(text)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) {
    throw new SurfaceError('corrupt-file', 'npy: the header dict lacks descr, fortran_order or shape');
  }
  const shape = shapeText
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  if (shape.some((n) => !Number.isSafeInteger(n)))
    throw new SurfaceError('corrupt-file', `npy: shape (${shapeText})`);
  return { dtype: parseDtype(descr), fortranOrder: fortran === 'True', shape };
}

function reader(dtype: Dtype, data: BinaryReader): () => number {
  const { kind, size } = dtype;
  if (kind === 'f') return size === 4 ? () => data.f32() : () => data.f64();
  if (kind === 'b') return () => (data.u8() !== 0 ? 1 : 0);
  if (size === 1) return kind === 'i' ? () => data.i8() : () => data.u8();
  if (size === 2) return kind === 'i' ? () => data.i16() : () => data.u16();
  if (size === 4) return kind === 'i' ? () => data.i32() : () => data.u32();
  // 64-bit integers: values beyond 2^53 are refused by the reader (no height comes near).
  return kind === 'i' ? () => data.i64() : () => data.u64();
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes')
    throw new SurfaceError('corrupt-file', 'npy: the \\x93NUMPY signature is missing or damaged');
  const head = new BinaryReader(bytes, true, MAGIC.length);
  const major = head.u8();
  head.u8();
  if (major < 1 || major > 3)
    throw new SurfaceError('unsupported-image-type', `npy: format version ${major}`);
  const headerLength = major === 1 ? head.u16() : head.u32();
  if (headerLength > MAX_HEADER_LENGTH)
    throw new SurfaceError('corrupt-file', `npy: header of ${headerLength} bytes`);
  const header = parseHeader(head.utf8(headerLength));
  const dataStart = head.position;

  const { shape, dtype, fortranOrder } = header;
  if (shape.length !== 1 && shape.length !== 2) {
    throw new SurfaceError(
      'unsupported-image-type',
      `npy: a ${shape.length}-dimensional array is not a surface`,
    );
  }
  const nx = shape[0] as number;
  const ny = shape.length === 2 ? (shape[1] as number) : 1;
  const count = nx * ny;
  head.ensure(count * dtype.size, dataStart, 'npy array');
  checkGridSize(nx, ny, 'npy array');

  const data = new BinaryReader(bytes, dtype.littleEndian, dataStart);
  const next = reader(dtype, data);
  const z = new Float64Array(count);
  if (fortranOrder || ny === 1) {
    // Column-major (a[i, j] at i + j·nx) is exactly z[row j · nx + col i].
    for (let k = 0; k < count; k++) z[k] = next();
  } else {
    // Row-major (a[i, j] at i·ny + j): transpose.
    for (let i = 0; i < nx; i++) for (let j = 0; j < ny; j++) z[j * nx + i] = next();
  }
  const channel = makeChannel('Default', 'height', { nx, ny, dx: 1, dy: 1 }, z, 'm');
  return makeSurfaceFile('numpy-npy', [channel], { 'npy dtype': header.dtype.kind + String(dtype.size) }, [
    {
      code: 'metadata-incomplete',
      message:
        'npy files carry no lateral size or unit: pixel size 1 m and heights in metres until you set them',
    },
  ]);
}

function channelToWrite(file: SurfaceFile, options?: WriteOptions): Channel {
  const channel =
    options?.channel !== undefined
      ? file.channels[options.channel]
      : (file.channels.find((c) => c.kind === 'height') ?? file.channels[0]);
  if (!channel)
    throw new SurfaceError('invalid-request', `npy: there is no channel ${options?.channel ?? 0}`);
  return channel;
}

/**
 * Writes one channel as a version 1.0 '<f8' array in C order with the same axes the reader uses
 * (shape (nx, ny), first index along x; a profile as shape (nx,)), values in metres (or the
 * channel's unit), NaN kept. The pixel size is not representable in .npy and is lost.
 */
function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const { nx, ny, z } = channelToWrite(file, options).surface;
  const shape = ny === 1 ? `(${nx},)` : `(${nx}, ${ny})`;
  let header = `{'descr': '<f8', 'fortran_order': False, 'shape': ${shape}, }`;
  const prefix = MAGIC.length + 4;
  // numpy aligns the data to 64 bytes and ends the header with a newline.
  header += ' '.repeat(63 - ((prefix + header.length) % 64)) + '\n';
  const out = new Uint8Array(prefix + header.length + 8 * nx * ny);
  out.set(MAGIC);
  out[6] = 1;
  const view = new DataView(out.buffer);
  view.setUint16(8, header.length, true);
  for (let k = 0; k < header.length; k++) out[prefix + k] = header.charCodeAt(k);
  const dataStart = prefix + header.length;
  let at = dataStart;
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      view.setFloat64(at, z[j * nx + i] as number, true);
      at += 8;
    }
  }
  return out;
}

export const numpyNpyFormat = defineFormat({
  id: 'numpy-npy',
  name: 'NumPy array (.npy)',
  extensions: ['npy'],
  specification:
    'NumPy "The .npy format" (numpy.lib.format), https://numpy.org/devdocs/reference/generated/numpy.lib.format.html',
  magic,
  read,
  write,
});
