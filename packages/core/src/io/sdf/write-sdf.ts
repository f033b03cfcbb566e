// Writing SDF (see sdf-header.ts for the sources). Binary (bISO-1.0): float64 heights in metres,
// Zscale 1. ASCII (aISO-1.0): heights in micrometres (Zscale 1e-6) as the shortest decimal that
// reads back to the same float64, one profile (row) per line. SDF has no invalid-point marker:
// NaN is written as NaN (binary) or the word NaN (ASCII), which this reader and Gwyddion accept.
import { strToU8 } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Surface } from '../../surface/surface.ts';
import {
  SDF_ASCII_SIGNATURE,
  SDF_BINARY_HEADER_BYTES,
  SDF_BINARY_SIGNATURE,
  SDF_DOUBLE,
} from './sdf-header.ts';

const MANUFACTURER_ID = 'Asperity';
const ASCII_Z_SCALE = 1e-6;
/** NumPoints/NumProfiles are uint16 in the binary header. */
const MAX_BINARY_SIDE = 0xffff;

/** DDMMYYYYHHMM in UTC, the SDF date layout. */
function sdfDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    two(date.getUTCDate()) +
    two(date.getUTCMonth() + 1) +
    String(date.getUTCFullYear()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes())
  );
}

export function writeBinarySdf(surface: Surface, date = new Date()): Uint8Array {
  const { nx, ny, z } = surface;
  if (nx > MAX_BINARY_SIDE || ny > MAX_BINARY_SIDE) {
    throw new SurfaceError('invalid-request', `binary SDF holds at most ${MAX_BINARY_SIDE} points per side`);
  }
  const out = new Uint8Array(SDF_BINARY_HEADER_BYTES + nx * ny * 8);
  const view = new DataView(out.buffer);
  const putText = (text: string, at: number, length: number) => {
    for (let i = 0; i < length; i++) out[at + i] = i < text.length ? text.charCodeAt(i) & 0x7f : 0;
  };
  putText(SDF_BINARY_SIGNATURE, 0, 8);
  putText(MANUFACTURER_ID, 8, 10);
  putText(sdfDate(date), 18, 12);
  putText(sdfDate(date), 30, 12);
  view.setUint16(42, nx, true);
  view.setUint16(44, ny, true);
  view.setFloat64(46, surface.dx, true);
  view.setFloat64(54, surface.dy, true);
  view.setFloat64(62, 1, true);
  view.setFloat64(70, -1, true); // Zresolution unknown
  out[78] = 0; // Compression
  out[79] = SDF_DOUBLE;
  out[80] = 0; // CheckType
  for (let i = 0; i < z.length; i++) view.setFloat64(SDF_BINARY_HEADER_BYTES + i * 8, z[i] as number, true);
  return out;
}

export function writeAsciiSdf(surface: Surface, date = new Date()): Uint8Array {
  const { nx, ny, z } = surface;
  const lines = [
    SDF_ASCII_SIGNATURE,
    `ManufacID = ${MANUFACTURER_ID}`,
    `CreateDate = ${sdfDate(date)}`,
    `ModDate = ${sdfDate(date)}`,
    `NumPoints = ${nx}`,
    `NumProfiles = ${ny}`,
    `Xscale = ${String(surface.dx)}`,
    `Yscale = ${String(surface.dy)}`,
    `Zscale = ${String(ASCII_Z_SCALE)}`,
    'Zresolution = -1',
    'Compression = 0',
    `DataType = ${SDF_DOUBLE}`,
    'CheckType = 0',
    '*',
  ];
  const row: string[] = new Array<string>(nx);
  for (let r = 0; r < ny; r++) {
    for (let c = 0; c < nx; c++) row[c] = String((z[r * nx + c] as number) / ASCII_Z_SCALE);
    lines.push(row.join(' '));
  }
  lines.push('*', '*', '');
  return strToU8(lines.join('\n'));
}
