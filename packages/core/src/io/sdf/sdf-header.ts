// The SDF header (Surface Data File, ISO 25178-71:2012 "Software measurement standards — Part 71:
// Software measurement standards", derived from the SDF of the EU project SURFSTAND, Blunt & Jiang
// 2003). The same twelve fields appear as "Key = value" lines in ASCII files (aISO-1.0) and as a
// packed little-endian record in binary files (bISO-1.0); Gwyddion's sdffile module documents
// both (https://gwyddion.net/documentation/user-guide-en/file-formats.html, "sdf").

export interface SdfHeader {
  readonly manufacturerId: string;
  /** DDMMYYYYHHMM as written. */
  readonly createDate: string;
  readonly modDate: string;
  /** Points per profile: the number of columns. */
  readonly numPoints: number;
  /** Number of profiles: the number of rows. */
  readonly numProfiles: number;
  /** Metres per step along x and y; metres per unit of the stored z value. */
  readonly xScale: number;
  readonly yScale: number;
  readonly zScale: number;
  readonly zResolution: number;
  readonly compression: number;
  readonly dataType: number;
  readonly checkType: number;
}

/** SDF DataType codes: unsigned 8/16/32, float32, signed 8/16/32, float64. */
export const sdfDataTypes: Readonly<Record<number, { readonly name: string; readonly bytes: number }>> = {
  0: { name: 'uint8', bytes: 1 },
  1: { name: 'uint16', bytes: 2 },
  2: { name: 'uint32', bytes: 4 },
  3: { name: 'float32', bytes: 4 },
  4: { name: 'int8', bytes: 1 },
  5: { name: 'int16', bytes: 2 },
  6: { name: 'int32', bytes: 4 },
  7: { name: 'float64', bytes: 8 },
};

export const SDF_DOUBLE = 7;

/** The 8-byte signatures: version "ISO-1.0", a = ASCII, b = binary. */
export const SDF_ASCII_SIGNATURE = 'aISO-1.0';
export const SDF_BINARY_SIGNATURE = 'bISO-1.0';
/**
 * The pre-ISO SURFSTAND version "BCR-1.0" has the same layout; Gwyddion 2.62 reads it alike. The
 * revised standard's "ISO-2.0" (written by current MountainsMap) keeps the layout too: it adds
 * DataType 3 (float32) and 4 (int8) to the ISO types and asks for UTC dates and an XML trailer.
 */
export const SDF_ASCII_SIGNATURES: readonly string[] = [SDF_ASCII_SIGNATURE, 'aISO-2.0', 'aBCR-1.0'];
export const SDF_BINARY_SIGNATURES: readonly string[] = [SDF_BINARY_SIGNATURE, 'bISO-2.0', 'bBCR-1.0'];

/** Size of the binary header: signature 8, ManufacID 10, two dates 12 each, 2 × uint16, 4 × double, 3 × uint8. */
export const SDF_BINARY_HEADER_BYTES = 81;

/** Header fields as metadata for the details dialog. */
export function sdfMetadata(header: SdfHeader, signature: string): Record<string, string> {
  const type = sdfDataTypes[header.dataType];
  return {
    variant: `${signature.startsWith('a') ? 'ASCII' : 'binary'} (${signature})`,
    ManufacID: header.manufacturerId,
    CreateDate: header.createDate,
    ModDate: header.modDate,
    Zresolution: String(header.zResolution),
    DataType: type === undefined ? String(header.dataType) : type.name,
  };
}
