// NetCDF classic (CDF-1) and 64-bit-offset (CDF-2) files, parsed by hand after Unidata's
// "NetCDF Classic and 64-bit Offset Format" specification
// (https://docs.unidata.ucar.edu/netcdf-c/current/file_format_specifications.html): a big-endian
// header (dimensions, global attributes, variables with their attributes, types, sizes and data
// offsets) followed by the data. Every count and offset is checked against the file before use.
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader } from '../binary-reader.ts';

const NC_DIMENSION = 0x0a;
const NC_VARIABLE = 0x0b;
const NC_ATTRIBUTE = 0x0c;

/** Bytes per element of the classic types NC_BYTE … NC_DOUBLE (1 … 6). */
const TYPE_SIZES: Readonly<Record<number, number>> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 4, 6: 8 };

export interface NetcdfDimension {
  readonly name: string;
  /** 0 for the record (unlimited) dimension. */
  readonly length: number;
}

export type NetcdfAttributeValue = string | readonly number[];

export interface NetcdfVariable {
  readonly name: string;
  readonly dimensionIds: readonly number[];
  readonly attributes: ReadonlyMap<string, NetcdfAttributeValue>;
  readonly type: number;
  readonly begin: number;
}

export interface NetcdfHeader {
  readonly version: 1 | 2;
  readonly dimensions: readonly NetcdfDimension[];
  readonly attributes: ReadonlyMap<string, NetcdfAttributeValue>;
  readonly variables: readonly NetcdfVariable[];
}

export function hasNetcdfClassicSignature(head: Uint8Array): boolean {
  return head[0] === 0x43 && head[1] === 0x44 && head[2] === 0x46 && (head[3] === 1 || head[3] === 2);
}

const padded = (count: number): number => Math.ceil(count / 4) * 4;

function readName(reader: BinaryReader): string {
  const length = reader.u32();
  reader.ensure(padded(length), reader.position, 'NetCDF name');
  const name = reader.utf8(length);
  reader.skip(padded(length) - length);
  return name;
}

/** A list header: the element count, 0 for ABSENT; `minElementBytes` bounds it by the file. */
function readListCount(reader: BinaryReader, tag: number, minElementBytes: number, what: string): number {
  const found = reader.u32();
  const count = reader.u32();
  if (found === 0 && count === 0) return 0;
  if (found !== tag)
    throw new SurfaceError('corrupt-file', `NetCDF ${what} list: tag ${found}, expected ${tag}`);
  if (count * minElementBytes > reader.remaining) {
    throw new SurfaceError('corrupt-file', `NetCDF ${what} list: ${count} entries do not fit in the file`);
  }
  return count;
}

function typeSize(type: number, what: string): number {
  const size = TYPE_SIZES[type];
  if (size === undefined)
    throw new SurfaceError('unsupported-image-type', `NetCDF ${what}: data type ${type}`);
  return size;
}

function readValues<T extends number[] | Float64Array>(reader: BinaryReader, type: number, values: T): T {
  const count = values.length;
  for (let i = 0; i < count; i++) {
    switch (type) {
      case 1:
        values[i] = reader.i8();
        break;
      case 3:
        values[i] = reader.i16();
        break;
      case 4:
        values[i] = reader.i32();
        break;
      case 5:
        values[i] = reader.f32();
        break;
      default:
        values[i] = reader.f64();
    }
  }
  return values;
}

function readAttributes(reader: BinaryReader, what: string): Map<string, NetcdfAttributeValue> {
  const attributes = new Map<string, NetcdfAttributeValue>();
  const count = readListCount(reader, NC_ATTRIBUTE, 12, `${what} attribute`);
  for (let a = 0; a < count; a++) {
    const name = readName(reader);
    const type = reader.u32();
    const elements = reader.u32();
    const bytes = elements * typeSize(type, `attribute ${name}`);
    reader.ensure(padded(bytes), reader.position, `NetCDF attribute ${name}`);
    const start = reader.position;
    attributes.set(
      name,
      type === 2 ? reader.utf8(bytes) : readValues(reader, type, new Array<number>(elements).fill(0)),
    );
    reader.seek(start + padded(bytes));
  }
  return attributes;
}

export function parseNetcdfHeader(bytes: Uint8Array): NetcdfHeader {
  if (!hasNetcdfClassicSignature(bytes)) {
    if (bytes[0] === 0x43 && bytes[1] === 0x44 && bytes[2] === 0x46 && bytes[3] === 5) {
      throw new SurfaceError('unsupported-image-type', 'NetCDF CDF-5 (64-bit data) is not supported');
    }
    throw new SurfaceError('corrupt-file', 'not a NetCDF classic file (CDF\\x01 or CDF\\x02 missing)');
  }
  const version = bytes[3] === 2 ? 2 : 1;
  const reader = new BinaryReader(bytes, false, 4);
  reader.u32(); // number of records: only record variables use it, and those are rejected.

  const dimensions: NetcdfDimension[] = [];
  const dimensionCount = readListCount(reader, NC_DIMENSION, 8, 'dimension');
  for (let d = 0; d < dimensionCount; d++) dimensions.push({ name: readName(reader), length: reader.u32() });

  const attributes = readAttributes(reader, 'global');

  const variables: NetcdfVariable[] = [];
  const variableCount = readListCount(reader, NC_VARIABLE, 24, 'variable');
  for (let v = 0; v < variableCount; v++) {
    const name = readName(reader);
    const rank = reader.u32();
    reader.ensure(rank * 4, reader.position, `NetCDF variable ${name} dimensions`);
    const dimensionIds: number[] = [];
    for (let r = 0; r < rank; r++) {
      const id = reader.u32();
      if (id >= dimensions.length)
        throw new SurfaceError('corrupt-file', `NetCDF variable ${name}: dimension ${id}`);
      dimensionIds.push(id);
    }
    const variableAttributes = readAttributes(reader, `variable ${name}`);
    const type = reader.u32();
    reader.u32(); // vsize: recomputed from the dimensions, which cannot overflow it.
    const begin = version === 2 ? reader.u64() : reader.u32();
    variables.push({ name, dimensionIds, attributes: variableAttributes, type, begin });
  }
  return { version, dimensions, attributes, variables };
}

/** The dimension lengths of a variable. */
export function variableShape(header: NetcdfHeader, variable: NetcdfVariable): number[] {
  return variable.dimensionIds.map((id) => (header.dimensions[id] as NetcdfDimension).length);
}

/**
 * A fixed-size (non-record) numeric variable as float64, C order. The caller checks the shape
 * against the limits first; this checks that the data lies inside the file.
 */
export function readNetcdfVariable(
  bytes: Uint8Array,
  header: NetcdfHeader,
  variable: NetcdfVariable,
): Float64Array {
  const shape = variableShape(header, variable);
  if (shape.some((length) => length === 0)) {
    throw new SurfaceError(
      'unsupported-image-type',
      `NetCDF variable ${variable.name} uses the record dimension`,
    );
  }
  if (variable.type === 2) throw new SurfaceError('corrupt-file', `NetCDF variable ${variable.name} is text`);
  const count = shape.reduce((a, b) => a * b, 1);
  const size = typeSize(variable.type, `variable ${variable.name}`);
  const reader = new BinaryReader(bytes, false);
  reader.ensure(count * size, variable.begin, `NetCDF variable ${variable.name}`);
  reader.seek(variable.begin);
  return readValues(reader, variable.type, new Float64Array(count));
}
