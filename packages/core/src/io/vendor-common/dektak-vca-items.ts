// The item tree of Bruker Dektak OPDx ("VCA DATA") files, flattened to paths like
// "/1D_Data/Raw/Array". Followed: Gwyddion's "dektakvca" module (Dektak OPDx data files,
// D. Nečas, http://gwyddion.net/module-list.en.php).
//
// Every item is { name: u32 length + bytes, type: u8, content }. Content by type:
// 0x01 bool u8 · 0x06/0x07 int32 · 0x0a/0x0b int64 · 0x0c float32 · 0x0d float64 ·
// 0x15 time stamp (9 bytes) · 0x12 string (varlen) · 0x13 quantity (varlen struct: f64 value,
// name, symbol) · 0x18 unit (varlen struct: name, symbol, f64 factor, 12 bytes) ·
// 0x7d/0x46/0x47 containers (varlen struct of items) · 0x40 double array and 0x0e type id
// (name + varlen bytes) · 0x42 string list (name + varlen struct of names) · 0x7c position
// data (name + varlen struct) · 0x00/0x45 matrix (name, [u32, name], varlen length, u32 yres,
// u32 xres, float32 data) · 0x7f terminator (ends the file).
// A varlen is u8 n ∈ {1, 2, 4} followed by an n-byte little-endian length.
import { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';

export const DEKTAK_MAGIC = 'VCA DATA\x01\x00\x00\x55';

export const DektakType = {
  Matrix: 0x00,
  Boolean: 0x01,
  Int32: 0x06,
  UInt32: 0x07,
  Int64: 0x0a,
  UInt64: 0x0b,
  Float: 0x0c,
  Double: 0x0d,
  TypeId: 0x0e,
  String: 0x12,
  Quantity: 0x13,
  TimeStamp: 0x15,
  Units: 0x18,
  DoubleArray: 0x40,
  StringList: 0x42,
  AnonMatrix: 0x45,
  RawData: 0x46,
  RawData2D: 0x47,
  PositionData: 0x7c,
  Container: 0x7d,
  Terminator: 0x7f,
} as const;

export type DektakItem =
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'quantity'; readonly value: number; readonly symbol: string }
  /** Raw bytes of a double array, type id or position struct (offset and length into the file). */
  | { readonly type: 'bytes'; readonly offset: number; readonly length: number }
  | {
      readonly type: 'matrix';
      readonly xres: number;
      readonly yres: number;
      readonly offset: number;
      readonly length: number;
    }
  | { readonly type: 'other' };

/** Nesting deeper than this is not a real file (and would exhaust the stack). */
const MAX_DEPTH = 64;

function varlen(reader: BinaryReader): number {
  const width = reader.u8();
  if (width === 1) return reader.u8();
  if (width === 2) return reader.u16();
  if (width === 4) return reader.u32();
  throw new SurfaceError('corrupt-file', `OPDx: invalid length width ${width} at ${reader.position - 1}`);
}

function name(reader: BinaryReader): string {
  const length = reader.u32();
  return reader.utf8(length);
}

/** Reads items from `reader.position` to `end`, adding them to `items` under `prefix`. */
function readItems(
  reader: BinaryReader,
  end: number,
  prefix: string,
  depth: number,
  items: Map<string, DektakItem>,
): void {
  if (depth > MAX_DEPTH) throw new SurfaceError('corrupt-file', 'OPDx: items nested too deeply');
  while (reader.position < end) {
    const path = `${prefix}/${name(reader)}`;
    const type = reader.u8();
    let item: DektakItem;
    switch (type) {
      case DektakType.Boolean:
        item = { type: 'boolean', value: reader.u8() !== 0 };
        break;
      case DektakType.Int32:
        item = { type: 'number', value: reader.i32() };
        break;
      case DektakType.UInt32:
        item = { type: 'number', value: reader.u32() };
        break;
      case DektakType.Int64:
        item = { type: 'number', value: reader.i64() };
        break;
      case DektakType.UInt64:
        item = { type: 'number', value: reader.u64() };
        break;
      case DektakType.Float:
        item = { type: 'number', value: reader.f32() };
        break;
      case DektakType.Double:
        item = { type: 'number', value: reader.f64() };
        break;
      case DektakType.TimeStamp:
        reader.skip(9);
        item = { type: 'other' };
        break;
      case DektakType.String:
        item = { type: 'string', value: reader.utf8(varlen(reader)) };
        break;
      case DektakType.Quantity: {
        const length = varlen(reader);
        const structEnd = reader.position + length;
        reader.ensure(length);
        const value = reader.f64();
        name(reader);
        const symbol = name(reader);
        if (reader.position > structEnd)
          throw new SurfaceError('corrupt-file', `OPDx: quantity ${path} overflows`);
        reader.seek(structEnd);
        item = { type: 'quantity', value, symbol };
        break;
      }
      case DektakType.Units: {
        reader.skip(varlen(reader));
        item = { type: 'other' };
        break;
      }
      case DektakType.Terminator:
        // The last item; a few filler bytes may follow.
        reader.seek(end);
        return;
      case DektakType.Container:
      case DektakType.RawData:
      case DektakType.RawData2D: {
        const length = varlen(reader);
        reader.ensure(length);
        const contentEnd = reader.position + length;
        readItems(reader, contentEnd, path, depth + 1, items);
        if (reader.position > contentEnd) {
          throw new SurfaceError('corrupt-file', `OPDx: an item overflows its container ${path}`);
        }
        reader.seek(contentEnd);
        item = { type: 'other' };
        break;
      }
      case DektakType.DoubleArray:
      case DektakType.TypeId:
      case DektakType.StringList:
      case DektakType.PositionData: {
        name(reader);
        const length = varlen(reader);
        const offset = reader.position;
        reader.skip(length);
        item = { type: 'bytes', offset, length };
        break;
      }
      case DektakType.Matrix:
      case DektakType.AnonMatrix: {
        name(reader);
        if (type === DektakType.Matrix) {
          reader.skip(4);
          name(reader);
        }
        const length = varlen(reader);
        if (length < 8) throw new SurfaceError('corrupt-file', `OPDx: matrix ${path} is too short`);
        reader.ensure(length);
        const yres = reader.u32();
        const xres = reader.u32();
        const offset = reader.position;
        reader.skip(length - 8);
        item = { type: 'matrix', xres, yres, offset, length: length - 8 };
        break;
      }
      default:
        throw new SurfaceError(
          'unsupported-image-type',
          `OPDx: unknown item type 0x${type.toString(16)} at ${path}`,
        );
    }
    items.set(path, item);
  }
}

/** Every item of an OPDx file by path. */
export function readDektakItems(bytes: Uint8Array): Map<string, DektakItem> {
  const reader = new BinaryReader(bytes, true, DEKTAK_MAGIC.length);
  reader.ensure(0, DEKTAK_MAGIC.length, 'OPDx header');
  const items = new Map<string, DektakItem>();
  readItems(reader, bytes.length, '', 0, items);
  return items;
}
