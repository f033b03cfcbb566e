// Gwyddion's object serialisation (the body of a .gwy file after "GWYP"), parsed into a plain
// tree. Followed: Gwyddion user guide, "GWY File Format" (gwyddion.net/documentation/user-guide-en/
// gwyfile-format.html): an object is its type name (NUL-terminated), a uint32 byte size, then
// components "name\0", a type character and the value. Lower-case types are scalars (b boolean,
// c char, i int32, q int64, d double, s string, o object); upper-case ones are arrays with a uint32
// count first. Everything is little-endian.
//
// Hostile input: every size is checked against the enclosing object before use, strings must end
// inside it, and nesting is limited, so a crafted file fails with 'corrupt-file' instead of
// allocating or recursing without bound.
import { strFromU8 } from 'fflate';
import type { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';

export type GwyValue =
  | boolean
  | number
  | string
  | GwyObject
  | Float64Array
  | readonly number[]
  | readonly string[]
  | readonly GwyObject[];

export interface GwyObject {
  readonly type: string;
  readonly components: ReadonlyMap<string, GwyValue>;
}

/** Containers nest a few levels (container → data field → SI unit); 32 is far beyond any real file. */
const MAX_DEPTH = 32;

/** UTF-8 (Gwyddion 2) or, when that is not valid, latin-1 (Gwyddion 1 wrote "µm" as 0xB5 'm'). */
function decodeText(raw: Uint8Array): string {
  if (raw.every((b) => b < 0x80)) return strFromU8(raw, true);
  try {
    const text = strFromU8(raw);
    if (!text.includes('\uFFFD')) return text;
  } catch {
    // not UTF-8: fall through to latin-1
  }
  return strFromU8(raw, true);
}

function readCString(reader: BinaryReader, end: number, what: string): string {
  const start = reader.position;
  const nul = reader.bytes.subarray(start, end).indexOf(0);
  if (nul < 0) throw new SurfaceError('corrupt-file', `GWY: ${what} is not terminated inside its object`);
  const text = decodeText(reader.bytes.subarray(start, start + nul));
  reader.position = start + nul + 1;
  return text;
}

function checkArray(reader: BinaryReader, end: number, count: number, itemBytes: number, name: string): void {
  if (reader.position + count * itemBytes > end) {
    throw new SurfaceError('corrupt-file', `GWY: array "${name}" of ${count} items overruns its object`);
  }
}

function readComponentValue(
  reader: BinaryReader,
  kind: string,
  end: number,
  name: string,
  depth: number,
): GwyValue {
  const ensureScalar = (size: number) => {
    if (reader.position + size > end)
      throw new SurfaceError('corrupt-file', `GWY: "${name}" overruns its object`);
  };
  switch (kind) {
    case 'b':
      ensureScalar(1);
      return reader.u8() !== 0;
    case 'c':
      ensureScalar(1);
      return reader.u8();
    case 'i':
      ensureScalar(4);
      return reader.i32();
    case 'q':
      ensureScalar(8);
      return reader.i64();
    case 'd':
      ensureScalar(8);
      return reader.f64();
    case 's':
      return readCString(reader, end, `string "${name}"`);
    case 'o':
      return readObject(reader, end, depth + 1);
  }
  if (reader.position + 4 > end) throw new SurfaceError('corrupt-file', `GWY: "${name}" overruns its object`);
  const count = reader.u32();
  switch (kind) {
    case 'C': {
      checkArray(reader, end, count, 1, name);
      return Array.from(reader.slice(count));
    }
    case 'I': {
      checkArray(reader, end, count, 4, name);
      return Array.from({ length: count }, () => reader.i32());
    }
    case 'Q': {
      checkArray(reader, end, count, 8, name);
      return Array.from({ length: count }, () => reader.i64());
    }
    case 'D': {
      checkArray(reader, end, count, 8, name);
      const values = new Float64Array(count);
      for (let i = 0; i < count; i++) values[i] = reader.f64();
      return values;
    }
    case 'S': {
      // Each string takes at least its NUL byte.
      checkArray(reader, end, count, 1, name);
      return Array.from({ length: count }, () => readCString(reader, end, `string in "${name}"`));
    }
    case 'O': {
      // Each object takes at least a name byte and its 4-byte size.
      checkArray(reader, end, count, 5, name);
      return Array.from({ length: count }, () => readObject(reader, end, depth + 1));
    }
    default:
      throw new SurfaceError('corrupt-file', `GWY: unknown component type "${kind}" for "${name}"`);
  }
}

/** Reads one serialised object at the reader's position; it must end before `limit`. */
export function readObject(reader: BinaryReader, limit: number, depth = 0): GwyObject {
  if (depth > MAX_DEPTH) throw new SurfaceError('corrupt-file', 'GWY: objects nested too deeply');
  const type = readCString(reader, limit, 'object type name');
  if (reader.position + 4 > limit) throw new SurfaceError('corrupt-file', `GWY: ${type} has no size`);
  const size = reader.u32();
  const end = reader.position + size;
  if (end > limit) {
    throw new SurfaceError('corrupt-file', `GWY: ${type} of ${size} bytes overruns the file (truncated?)`);
  }
  const components = new Map<string, GwyValue>();
  while (reader.position < end) {
    const name = readCString(reader, end, `component name in ${type}`);
    if (reader.position >= end) throw new SurfaceError('corrupt-file', `GWY: "${name}" has no type`);
    const kind = String.fromCharCode(reader.u8());
    components.set(name, readComponentValue(reader, kind, end, name, depth));
  }
  return { type, components };
}

/** GLib fundamental type ids Gwyddion 1.x wrote before each container value ("GWYO" files). */
const G_TYPE_BOOLEAN = 20;
const G_TYPE_CHAR = 12;
const G_TYPE_UCHAR = 16;
const G_TYPE_INT = 24;
const G_TYPE_UINT = 28;
const G_TYPE_INT64 = 40;
const G_TYPE_UINT64 = 44;
const G_TYPE_DOUBLE = 60;
const G_TYPE_STRING = 64;
const G_TYPE_OBJECT = 80;

/**
 * The top-level GwyContainer of a Gwyddion 1.x ("GWYO") file: type name and size as usual, then
 * items {uint32 GType, key, value} instead of named typed components. Values inside (data fields,
 * units) use the ordinary serialisation.
 */
export function readLegacyContainer(reader: BinaryReader, limit: number): GwyObject {
  const type = readCString(reader, limit, 'object type name');
  if (reader.position + 4 > limit) throw new SurfaceError('corrupt-file', `GWY: ${type} has no size`);
  const size = reader.u32();
  const end = reader.position + size;
  if (end > limit)
    throw new SurfaceError('corrupt-file', `GWY: ${type} of ${size} bytes overruns the file (truncated?)`);
  const components = new Map<string, GwyValue>();
  while (reader.position < end) {
    if (reader.position + 4 > end) throw new SurfaceError('corrupt-file', 'GWY: truncated container item');
    const gtype = reader.u32();
    const key = readCString(reader, end, 'container key');
    const scalar: Readonly<Record<number, string>> = {
      [G_TYPE_BOOLEAN]: 'b',
      [G_TYPE_CHAR]: 'c',
      [G_TYPE_UCHAR]: 'c',
      [G_TYPE_INT]: 'i',
      [G_TYPE_UINT]: 'i',
      [G_TYPE_INT64]: 'q',
      [G_TYPE_UINT64]: 'q',
      [G_TYPE_DOUBLE]: 'd',
      [G_TYPE_STRING]: 's',
      [G_TYPE_OBJECT]: 'o',
    };
    const kind = scalar[gtype];
    if (kind === undefined)
      throw new SurfaceError('corrupt-file', `GWY: unknown value type ${gtype} for "${key}"`);
    components.set(key, readComponentValue(reader, kind, end, key, 0));
  }
  return { type, components };
}
