// Decodes an HDF5 attribute message whose datatype jsfive 0.4 does not implement (compound types,
// which Zygo DATX uses for its unit converters). Followed: "HDF5 File Format Specification
// Version 3.0" (https://docs.hdfgroup.org/hdf5/develop/_f_m_t3.html), IV.A.2.m Attribute Message
// (versions 1–3), IV.A.2.d Datatype Message (classes 0 fixed-point, 1 floating-point, 3 string,
// 6 compound v1–v3, 9 variable-length, 10 array), IV.A.2.b Dataspace Message and III.E Global Heap
// (variable-length data: uint32 length + collection address + object index). Sizes of offsets and
// lengths are taken as 8 bytes, as jsfive itself does. Every read is bounds-checked by
// BinaryReader; nesting and element counts are bounded.
import { strFromU8 } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader } from '../binary-reader.ts';

const MAX_NESTING = 8;
const MAX_ELEMENTS = 1 << 20;

type Datatype =
  | {
      readonly kind: 'number';
      readonly size: number;
      readonly float: boolean;
      readonly signed: boolean;
      readonly bigEndian: boolean;
    }
  | { readonly kind: 'string'; readonly size: number }
  | { readonly kind: 'vlen-string'; readonly size: number }
  | { readonly kind: 'vlen'; readonly size: number; readonly base: Datatype }
  | { readonly kind: 'array'; readonly size: number; readonly count: number; readonly base: Datatype }
  | {
      readonly kind: 'compound';
      readonly size: number;
      readonly members: readonly {
        readonly name: string;
        readonly offset: number;
        readonly type: Datatype;
      }[];
    };

const unsupported = (detail: string): SurfaceError =>
  new SurfaceError('unsupported-image-type', `HDF5 attribute: ${detail}`);
const corrupt = (detail: string): SurfaceError =>
  new SurfaceError('corrupt-file', `HDF5 attribute: ${detail}`);

const padded = (length: number, multiple: number): number => Math.ceil(length / multiple) * multiple;

/** A NUL-terminated name at the cursor; the cursor ends after the NUL. */
function cString(reader: BinaryReader): string {
  const start = reader.position;
  const end = reader.bytes.indexOf(0, start);
  if (end < 0) throw corrupt('unterminated name');
  reader.position = end + 1;
  return strFromU8(reader.bytes.subarray(start, end));
}

/** Parses a datatype message at the cursor, leaving the cursor after it. */
function datatype(reader: BinaryReader, depth: number): Datatype {
  if (depth > MAX_NESTING) throw corrupt('datatype nesting too deep');
  const classAndVersion = reader.u8();
  const typeClass = classAndVersion & 0x0f;
  const version = classAndVersion >> 4;
  const bits0 = reader.u8();
  const bits1 = reader.u8();
  reader.u8();
  const size = reader.u32();
  switch (typeClass) {
    case 0:
      reader.skip(4);
      return {
        kind: 'number',
        size,
        float: false,
        signed: (bits0 & 0x08) !== 0,
        bigEndian: (bits0 & 1) !== 0,
      };
    case 1:
      reader.skip(12);
      if (size !== 4 && size !== 8) throw unsupported(`${size}-byte floating point`);
      return { kind: 'number', size, float: true, signed: true, bigEndian: (bits0 & 1) !== 0 };
    case 3:
      return { kind: 'string', size };
    case 9: {
      const base = datatype(reader, depth + 1);
      return (bits0 & 0x0f) === 1 ? { kind: 'vlen-string', size } : { kind: 'vlen', size, base };
    }
    case 10: {
      const rank = reader.u8();
      if (version < 3) reader.skip(3);
      let count = 1;
      for (let i = 0; i < rank; i++) count *= reader.u32();
      if (version < 3) reader.skip(4 * rank);
      return { kind: 'array', size, count, base: datatype(reader, depth + 1) };
    }
    case 6: {
      const memberCount = bits0 | (bits1 << 8);
      const offsetBytes = size < 2 ** 8 ? 1 : size < 2 ** 16 ? 2 : size < 2 ** 24 ? 3 : 4;
      const members = [];
      for (let m = 0; m < memberCount; m++) {
        const nameStart = reader.position;
        const name = cString(reader);
        if (version < 3) reader.position = nameStart + padded(reader.position - nameStart, 8);
        let offset: number;
        if (version >= 3) {
          offset = 0;
          for (let b = 0; b < offsetBytes; b++) offset += reader.u8() * 2 ** (8 * b);
        } else {
          offset = reader.u32();
          if (version === 1) reader.skip(1 + 3 + 4 + 4 + 16); // dimensionality, permutation, dims
        }
        const type = datatype(reader, depth + 1);
        if (offset + type.size > size) throw corrupt(`compound member ${name} lies outside its record`);
        members.push({ name, offset, type });
      }
      return { kind: 'compound', size, members };
    }
    default:
      throw unsupported(`datatype class ${typeClass}`);
  }
}

/** Bytes of the global heap object `index` in the collection at `address`. */
function globalHeapObject(bytes: Uint8Array, address: number, index: number): Uint8Array {
  const reader = new BinaryReader(bytes, true, 0);
  reader.seek(address);
  if (reader.latin1(4) !== 'GCOL') throw corrupt(`no global heap collection at ${address}`);
  reader.skip(4);
  const collectionEnd = address + reader.u64();
  reader.ensure(0, collectionEnd, 'global heap collection');
  while (reader.position + 16 <= collectionEnd) {
    const objectIndex = reader.u16();
    reader.skip(6);
    const objectSize = reader.u64();
    if (objectIndex === 0) break; // free space: the rest of the collection
    if (objectIndex === index) return reader.slice(objectSize);
    reader.skip(padded(objectSize, 8));
  }
  throw corrupt(`global heap object ${index} missing at ${address}`);
}

function value(bytes: Uint8Array, type: Datatype, at: number): unknown {
  const reader = new BinaryReader(bytes, true, 0);
  reader.ensure(type.size, at, 'attribute value');
  switch (type.kind) {
    case 'number': {
      reader.seek(at).littleEndian = !type.bigEndian;
      if (type.float) return type.size === 4 ? reader.f32() : reader.f64();
      const read = {
        1: () => (type.signed ? reader.i8() : reader.u8()),
        2: () => (type.signed ? reader.i16() : reader.u16()),
        4: () => (type.signed ? reader.i32() : reader.u32()),
        8: () => (type.signed ? reader.i64() : reader.u64()),
      }[type.size];
      if (read === undefined) throw unsupported(`${type.size}-byte integer`);
      return read();
    }
    case 'string':
      return reader.seek(at).utf8(type.size);
    case 'vlen-string':
    case 'vlen': {
      reader.seek(at);
      const length = reader.u32();
      const address = reader.u64();
      const index = reader.u32();
      if (length === 0) return type.kind === 'vlen' ? [] : '';
      const data = globalHeapObject(bytes, address, index);
      if (type.kind === 'vlen-string') return strFromU8(data.subarray(0, length));
      if (length > MAX_ELEMENTS || length * type.base.size > data.length)
        throw corrupt('vlen sequence overruns its heap object');
      return Array.from({ length }, (_, i) => value(data, type.base, i * type.base.size));
    }
    case 'array':
      if (type.count > MAX_ELEMENTS || type.count * type.base.size > type.size)
        throw corrupt('array member overruns its size');
      return Array.from({ length: type.count }, (_, i) => value(bytes, type.base, at + i * type.base.size));
    case 'compound':
      return Object.fromEntries(type.members.map((m) => [m.name, value(bytes, m.type, at + m.offset)]));
  }
}

/**
 * The name and value(s) of the attribute message at `offset` of the file: one entry per element
 * of the dataspace (a scalar dataspace gives the element itself), compounds as records by member
 * name, variable-length data resolved through the global heap of the same file.
 */
export function decodeAttributeMessage(bytes: Uint8Array, offset: number): { name: string; value: unknown } {
  const reader = new BinaryReader(bytes, true, offset);
  const version = reader.u8();
  if (version < 1 || version > 3) throw corrupt(`attribute message version ${version}`);
  reader.u8();
  const nameSize = reader.u16();
  const datatypeSize = reader.u16();
  const dataspaceSize = reader.u16();
  if (version === 3) reader.u8(); // name character set
  const pad = version === 1 ? 8 : 1;
  const nameAt = reader.position;
  const name = strFromU8(reader.slice(nameSize)).replace(/\0+$/, '');
  reader.position = nameAt + padded(nameSize, pad);
  const typeAt = reader.position;
  const type = datatype(reader, 0);
  reader.seek(typeAt + padded(datatypeSize, pad));
  const spaceAt = reader.position;
  const spaceVersion = reader.u8();
  const rank = reader.u8();
  reader.u8();
  if (spaceVersion === 1) reader.skip(5);
  else if (spaceVersion === 2) reader.skip(1);
  else throw corrupt(`dataspace version ${spaceVersion}`);
  let count = 1;
  for (let i = 0; i < rank; i++) count *= reader.u64();
  if (count > MAX_ELEMENTS || count * type.size > bytes.length)
    throw corrupt(`${count} elements of ${type.size} bytes`);
  const dataAt = spaceAt + padded(dataspaceSize, pad);
  const values = Array.from({ length: count }, (_, i) => value(bytes, type, dataAt + i * type.size));
  return { name, value: rank === 0 ? values[0] : values };
}
