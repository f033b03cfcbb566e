// Writes one height grid as a 64-bit-offset NetCDF (CDF-2) file in SurfaceTopography's layout
// (dimensions x, y; double x(x), y(y) with `length`, `periodic`, `length_unit`; double
// heights(x, y)), laid out per Unidata's classic format specification. Lengths in metres.
import type { Surface } from '../../surface/surface.ts';

const NC_DIMENSION = 0x0a;
const NC_VARIABLE = 0x0b;
const NC_ATTRIBUTE = 0x0c;
const NC_CHAR = 2;
const NC_INT = 4;
const NC_DOUBLE = 6;

/** A growable big-endian byte sink (header sizes are small; the data is written in one pass). */
class BigEndianSink {
  private buffer = new Uint8Array(1024);
  private view = new DataView(this.buffer.buffer);
  length = 0;

  reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
    this.view = new DataView(grown.buffer);
  }
  u32(value: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, value, false);
    this.length += 4;
  }
  u64(value: number): void {
    this.u32(Math.floor(value / 2 ** 32));
    this.u32(value >>> 0);
  }
  f64(value: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, value, false);
    this.length += 8;
  }
  bytes(values: ArrayLike<number>): void {
    this.reserve(values.length + 3);
    for (let i = 0; i < values.length; i++) this.buffer[this.length++] = values[i] as number;
    while (this.length % 4) this.buffer[this.length++] = 0;
  }
  /** Overwrites a u64 written earlier (the data offsets, known only after the header). */
  patchU64(at: number, value: number): void {
    this.view.setUint32(at, Math.floor(value / 2 ** 32), false);
    this.view.setUint32(at + 4, value >>> 0, false);
  }
  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0) & 0x7f);

function name(sink: BigEndianSink, text: string): void {
  sink.u32(text.length);
  sink.bytes(ascii(text));
}

type Attribute = [string, number | string, 'int' | 'double' | 'text'];

function attributes(sink: BigEndianSink, list: readonly Attribute[]): void {
  sink.u32(NC_ATTRIBUTE);
  sink.u32(list.length);
  for (const [key, value, kind] of list) {
    name(sink, key);
    if (kind === 'text') {
      sink.u32(NC_CHAR);
      sink.u32(String(value).length);
      sink.bytes(ascii(String(value)));
    } else if (kind === 'int') {
      sink.u32(NC_INT);
      sink.u32(1);
      sink.u32(Number(value) >>> 0);
    } else {
      sink.u32(NC_DOUBLE);
      sink.u32(1);
      sink.f64(Number(value));
    }
  }
}

export function writeNetcdfTopography(surface: Surface): Uint8Array {
  const { nx, ny, dx, dy, z } = surface;
  const sink = new BigEndianSink();
  sink.bytes([0x43, 0x44, 0x46, 2]);
  sink.u32(0); // no records
  sink.u32(NC_DIMENSION);
  sink.u32(2);
  name(sink, 'x');
  sink.u32(nx);
  name(sink, 'y');
  sink.u32(ny);
  sink.u32(0);
  sink.u32(0); // no global attributes
  sink.u32(NC_VARIABLE);
  sink.u32(3);
  const begins: number[] = [];
  const variable = (
    variableName: string,
    dimensionIds: number[],
    attrs: readonly Attribute[],
    count: number,
  ) => {
    name(sink, variableName);
    sink.u32(dimensionIds.length);
    dimensionIds.forEach((id) => sink.u32(id));
    attributes(sink, attrs);
    sink.u32(NC_DOUBLE);
    // vsize is a 32-bit field; the format allows 2^32 − 4 for a variable too large to state.
    sink.u32(Math.min(count * 8, 2 ** 32 - 4));
    begins.push(sink.length);
    sink.u64(0);
  };
  const axis = (length: number): Attribute[] => [
    ['length', length, 'double'],
    ['periodic', 0, 'int'],
    ['length_unit', 'm', 'text'],
  ];
  variable('x', [0], axis(nx * dx), nx);
  variable('y', [1], axis(ny * dy), ny);
  variable('heights', [0, 1], [['unit', 'm', 'text']], nx * ny);

  sink.reserve(8 * (nx + ny + nx * ny));
  sink.patchU64(begins[0] as number, sink.length);
  for (let i = 0; i < nx; i++) sink.f64((i + 0.5) * dx);
  sink.patchU64(begins[1] as number, sink.length);
  for (let j = 0; j < ny; j++) sink.f64((j + 0.5) * dy);
  sink.patchU64(begins[2] as number, sink.length);
  // heights(x, y): x is the slow index, so walk the grid column by column.
  for (let i = 0; i < nx; i++) for (let j = 0; j < ny; j++) sink.f64(z[j * nx + i] as number);
  return sink.result();
}
