// Decoding of x3p point data into heights in metres (ISO 25178-72 / ISO 5436-2 Record3): binary
// little-endian values of the CZ data type (bindata/data.bin) or inline DataList/Datum texts, X
// fastest then Y, plus the optional bit-packed valid-point mask (bindata/valid.bin, bit k of byte
// k >> 3 least significant first, 1 = valid).
import { SurfaceError } from '../../surface/surface-error.ts';
import type { X3pAxis, X3pDataType } from './x3p-main-xml.ts';

const bytesPerValue: Readonly<Record<X3pDataType, number>> = { I: 2, L: 4, F: 4, D: 8 };

/**
 * Heights from raw Z values. Integer types are scaled, z = offset + increment × value, as the
 * standard prescribes for integer encoding (openGPS sample4 = sample1 × 0.001 − 0.5 checks it).
 * For F and D the values are already lengths: only the offset is added, the increment is NOT
 * applied. References disagree here: Gwyddion 2.62 multiplies floats by the increment too (checked
 * by converting csafe-logo.x3p unnested: heights 2e-13…8e-13 m), while x3ptools, which wrote that
 * file, stores float64 metres next to Increment 1e-06 and reads them unscaled (0.2…0.8 µm, the
 * intended relief). Sub-picometre relief is not a plausible measurement, so floats stay unscaled.
 * Both add the offset (Gwyddion checked with a pyramid.x3p whose CZ Offset was set to 5).
 */
function zScale(cz: X3pAxis, dataType: X3pDataType): { scale: number; offset: number } {
  const integer = dataType === 'I' || dataType === 'L';
  const scale = integer ? (cz.increment ?? 1) : 1;
  if (!Number.isFinite(scale) || scale === 0) {
    throw new SurfaceError('corrupt-file', `x3p CZ/Increment ${scale} cannot scale integer data`);
  }
  return { scale, offset: cz.offset };
}

/** Typed arrays use the platform's byte order; x3p data is little-endian. */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * `owned` says that nobody else holds `data`'s buffer (a freshly inflated entry): float64 data
 * then becomes the heights in place instead of being converted value by value into a copy, which
 * for a 4096² file saves a 128 MiB pass. Borrowed bytes (a stored entry is a view of the upload)
 * are always copied, as the heights are modified afterwards.
 */
export function decodeBinaryPoints(
  data: Uint8Array,
  count: number,
  cz: X3pAxis,
  owned = false,
): Float64Array {
  const dataType = cz.dataType ?? 'D';
  const size = bytesPerValue[dataType];
  if (data.length < count * size) {
    throw new SurfaceError(
      'corrupt-file',
      `x3p point data holds ${data.length} bytes, ${count} values of type ${dataType} need ${count * size}`,
    );
  }
  const { scale, offset } = zScale(cz, dataType);
  if (dataType === 'D' && littleEndian && data.byteOffset % 8 === 0) {
    const values = new Float64Array(data.buffer, data.byteOffset, count);
    const z = owned ? values : new Float64Array(values);
    if (offset !== 0) for (let i = 0; i < count; i++) z[i] = offset + (z[i] as number);
    return z;
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const z = new Float64Array(count);
  switch (dataType) {
    case 'I':
      for (let i = 0; i < count; i++) z[i] = offset + scale * view.getInt16(i * 2, true);
      break;
    case 'L':
      for (let i = 0; i < count; i++) z[i] = offset + scale * view.getInt32(i * 4, true);
      break;
    case 'F':
      for (let i = 0; i < count; i++) z[i] = offset + view.getFloat32(i * 4, true);
      break;
    case 'D':
      for (let i = 0; i < count; i++) z[i] = offset + view.getFloat64(i * 8, true);
      break;
  }
  // Writers mark invalid float points without a mask as NaN or as +Inf (Alicona InfiniteFocus,
  // openGPS Kautschuk/Ski samples: Gwyddion 2.62 masks exactly those points). No pass here:
  // makeSurface turns every non-finite height into NaN once, for every reader.
  return z;
}

/** Inline data: one Datum per point, '' for an invalid point; with incremental X and Y only Z. */
export function decodeListPoints(datums: readonly string[], count: number, cz: X3pAxis): Float64Array {
  if (datums.length !== count) {
    throw new SurfaceError('corrupt-file', `x3p DataList holds ${datums.length} points, the matrix ${count}`);
  }
  const { scale, offset } = zScale(cz, cz.dataType ?? 'D');
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const text = (datums[i] as string).trim();
    if (text === '') {
      z[i] = NaN;
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) {
      throw new SurfaceError('corrupt-file', `x3p Datum ${i} is not a single number: '${text.slice(0, 40)}'`);
    }
    z[i] = offset + scale * value;
  }
  return z;
}

/** Sets the points whose bit in the valid-point mask is 0 to NaN. */
export function applyValidMask(z: Float64Array, mask: Uint8Array): void {
  if (mask.length < Math.ceil(z.length / 8)) {
    throw new SurfaceError(
      'corrupt-file',
      `x3p valid-point mask holds ${mask.length} bytes, ${z.length} points need ${Math.ceil(z.length / 8)}`,
    );
  }
  for (let i = 0; i < z.length; i++) {
    if ((((mask[i >> 3] as number) >> (i & 7)) & 1) === 0) z[i] = NaN;
  }
}

/** The bit-packed mask of the finite points, for the writer. */
export function encodeValidMask(z: Float64Array): Uint8Array {
  const mask = new Uint8Array(Math.ceil(z.length / 8));
  for (let i = 0; i < z.length; i++) {
    if (Number.isFinite(z[i])) mask[i >> 3] = (mask[i >> 3] as number) | (1 << (i & 7));
  }
  return mask;
}
