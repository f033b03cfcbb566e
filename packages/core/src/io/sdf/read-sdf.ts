// Reading both SDF variants (see sdf-header.ts for the sources). Profiles are rows: the file holds
// NumProfiles profiles of NumPoints points, points fastest, and z = stored value × Zscale, which is
// how Gwyddion 2.62 and SurfaceTopography read sdf-1 (7 × 4 points, 7 µm × 4 µm).
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { SDF_BINARY_HEADER_BYTES, sdfDataTypes, type SdfHeader } from './sdf-header.ts';

export interface SdfContent {
  readonly header: SdfHeader;
  readonly z: Float64Array;
  /** Trailer fields of ASCII files ("< OperatorName > Tom < /OperatorName >"). */
  readonly trailer: Record<string, string>;
}

/** Longest header text accepted before the first '*' line: real headers are a few hundred bytes. */
const MAX_ASCII_HEADER = 64 * 1024;
const MAX_TRAILER = 64 * 1024;

/**
 * `isoDialect`: integer data marks non-measured points with the type's minimum (ISO 25178-71); the
 * pre-ISO BCR files have no such rule and keep every integer value.
 */
export function readBinarySdf(bytes: Uint8Array, isoDialect: boolean): SdfContent {
  const reader = new BinaryReader(bytes, true, 8);
  reader.ensure(SDF_BINARY_HEADER_BYTES, 0, 'SDF binary header');
  const header: SdfHeader = {
    manufacturerId: reader.latin1(10).trim(),
    createDate: reader.latin1(12).trim(),
    modDate: reader.latin1(12).trim(),
    numPoints: reader.u16(),
    numProfiles: reader.u16(),
    xScale: reader.f64(),
    yScale: reader.f64(),
    zScale: reader.f64(),
    zResolution: reader.f64(),
    compression: reader.u8(),
    dataType: reader.u8(),
    checkType: reader.u8(),
  };
  const { count, bytesPerValue } = checkHeader(header);
  reader.ensure(count * bytesPerValue, reader.position, `SDF data of ${count} values`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + reader.position, count * bytesPerValue);
  const z = new Float64Array(count);
  const s = header.zScale;
  switch (header.dataType) {
    case 0:
      for (let i = 0; i < count; i++) z[i] = s * view.getUint8(i);
      break;
    case 1:
      for (let i = 0; i < count; i++) z[i] = s * view.getUint16(i * 2, true);
      break;
    case 2:
      for (let i = 0; i < count; i++) z[i] = s * view.getUint32(i * 4, true);
      break;
    case 3:
      for (let i = 0; i < count; i++) z[i] = s * view.getFloat32(i * 4, true);
      break;
    case 4:
      for (let i = 0; i < count; i++) z[i] = s * view.getInt8(i);
      break;
    case 5:
      for (let i = 0; i < count; i++) z[i] = s * view.getInt16(i * 2, true);
      break;
    case 6:
      for (let i = 0; i < count; i++) z[i] = s * view.getInt32(i * 4, true);
      break;
    default:
      for (let i = 0; i < count; i++) z[i] = s * view.getFloat64(i * 8, true);
  }
  if (isoDialect) markIntegerSentinels(z, header);
  return { header, z: invalidToNaN(z), trailer: {} };
}

export function readAsciiSdf(bytes: Uint8Array): SdfContent {
  const text = latin1(bytes);
  const headerEnd = findStarLine(text, 8);
  if (headerEnd < 0 || headerEnd > MAX_ASCII_HEADER) {
    throw new SurfaceError('corrupt-file', "SDF header does not end with a '*' line");
  }
  const fields = new Map<string, string>();
  for (const line of text.slice(8, headerEnd).split(/\r?\n|\r/)) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) fields.set((match[1] as string).toLowerCase(), match[2] as string);
  }
  const header: SdfHeader = {
    manufacturerId: fields.get('manufacid') ?? '',
    createDate: fields.get('createdate') ?? '',
    modDate: fields.get('moddate') ?? '',
    numPoints: requiredNumber(fields, 'NumPoints'),
    numProfiles: requiredNumber(fields, 'NumProfiles'),
    xScale: requiredNumber(fields, 'Xscale'),
    yScale: requiredNumber(fields, 'Yscale'),
    zScale: requiredNumber(fields, 'Zscale'),
    zResolution: optionalNumber(fields, 'Zresolution') ?? -1,
    compression: optionalNumber(fields, 'Compression') ?? 0,
    dataType: optionalNumber(fields, 'DataType') ?? 7,
    checkType: optionalNumber(fields, 'CheckType') ?? 0,
  };
  const { count } = checkHeader(header);
  const lineEnd = text.indexOf('\n', headerEnd);
  if (lineEnd < 0) throw new SurfaceError('corrupt-file', 'SDF file ends after its header');
  const dataStart = lineEnd + 1;
  let dataEnd = findStarLine(text, dataStart);
  if (dataEnd < 0) dataEnd = text.length;
  // Each value takes at least one character and one separator: refuse before allocating.
  if (dataEnd - dataStart < 2 * count - 1) {
    throw new SurfaceError('corrupt-file', `SDF data section too short for ${count} values (truncated?)`);
  }
  const z = new Float64Array(count);
  const token = /\S+/g;
  token.lastIndex = dataStart;
  let n = 0;
  for (let match = token.exec(text); match !== null && match.index < dataEnd; match = token.exec(text)) {
    if (n === count) {
      throw new SurfaceError(
        'corrupt-file',
        `SDF data section holds more than the ${count} values of its header`,
      );
    }
    const value = Number(match[0]);
    // BAD marks a non-measured point (ISO 25178-71 Annex A; MountainsMap writes it), as does NaN.
    const isNaNText = /^(nan|bad)$/i.test(match[0]);
    if (!Number.isFinite(value) && !isNaNText) {
      throw new SurfaceError('corrupt-file', `SDF value ${n} is not a number: '${match[0].slice(0, 30)}'`);
    }
    z[n++] = isNaNText ? NaN : value * header.zScale;
  }
  if (n !== count) {
    throw new SurfaceError(
      'corrupt-file',
      `SDF data section holds ${n} values, the header declares ${count}`,
    );
  }
  const trailer: Record<string, string> = {};
  const trailerText = text.slice(dataEnd + 1, dataEnd + 1 + MAX_TRAILER);
  for (const m of trailerText.matchAll(/<\s*([^<>/]+?)\s*>([^<]*)<\s*\/\s*\1\s*>/g)) {
    trailer[m[1] as string] = (m[2] as string).trim();
  }
  return { header, z, trailer };
}

function checkHeader(header: SdfHeader): { count: number; bytesPerValue: number } {
  checkGridSize(header.numPoints, header.numProfiles, 'SDF NumPoints × NumProfiles');
  checkPositiveLength(header.xScale, 'SDF Xscale');
  checkPositiveLength(header.yScale, 'SDF Yscale');
  if (!Number.isFinite(header.zScale) || header.zScale === 0) {
    throw new SurfaceError('corrupt-file', `SDF Zscale must be a non-zero number, got ${header.zScale}`);
  }
  if (header.compression !== 0) {
    throw new SurfaceError(
      'unsupported-image-type',
      `SDF compression ${header.compression} is not supported`,
    );
  }
  const type = sdfDataTypes[header.dataType];
  if (type === undefined) {
    throw new SurfaceError('corrupt-file', `SDF DataType ${header.dataType} is not one of 0…7`);
  }
  return { count: header.numPoints * header.numProfiles, bytesPerValue: type.bytes };
}

/** Signed integer minimum per DataType: the ISO marker of a non-measured point. */
const integerSentinel: Readonly<Record<number, number>> = { 4: -128, 5: -32768, 6: -2147483648 };

function markIntegerSentinels(z: Float64Array, header: SdfHeader): void {
  const sentinel = integerSentinel[header.dataType];
  if (sentinel === undefined) return;
  const scaled = sentinel * header.zScale;
  for (let i = 0; i < z.length; i++) if (z[i] === scaled) z[i] = NaN;
}

function invalidToNaN(z: Float64Array): Float64Array {
  for (let i = 0; i < z.length; i++) if (!Number.isFinite(z[i])) z[i] = NaN;
  return z;
}

/** Offset of the first line that is only '*' at or after `from`, or −1. */
function findStarLine(text: string, from: number): number {
  const pattern = /^[ \t]*\*[ \t\r]*$/gm;
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match === null ? -1 : match.index;
}

function optionalNumber(fields: Map<string, string>, key: string): number | undefined {
  const text = fields.get(key.toLowerCase());
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `SDF ${key} is not a number: '${text}'`);
  return value;
}

function requiredNumber(fields: Map<string, string>, key: string): number {
  const value = optionalNumber(fields, key);
  if (value === undefined) throw new SurfaceError('corrupt-file', `SDF header lacks ${key}`);
  return value;
}

function latin1(bytes: Uint8Array): string {
  // Chunked: String.fromCharCode with a huge argument list overflows the stack.
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
  }
  return s;
}
