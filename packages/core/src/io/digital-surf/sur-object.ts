// One "studiable" object of a Digital Surf SUR file: a 512-byte little-endian header, a comment
// zone, a private zone and the points. Offsets and meanings follow the SUR layout as Gwyddion's
// surffile module documents it (http://gwyddion.net/documentation/ → File formats, "Surf") and
// as described by the hyperspy/rosettasciio "digitalsurf" format notes: magic "DIGITAL SURF"
// (or "DSCOMPRESSED" since MountainsMap 2010: the points are then zlib streams listed in a
// small directory), points row by row, row 0 first, scaled as value × Z spacing + Z offset in
// the Z step unit; a "non-measured" point holds (minimum point − 2) when the header says the
// object has non-measured points.
import type { BinaryReader } from '../binary-reader.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { MAX_DECOMPRESSION_RATIO } from '../limits.ts';
import { unzlibExactly } from './bounded-unzlib.ts';

export const SUR_HEADER_BYTES = 512;
export const SUR_MAGIC = 'DIGITAL SURF';
export const SUR_MAGIC_COMPRESSED = 'DSCOMPRESSED';

/** Studiable types of the header (offset 18) that this reader names. */
export const surStudiableTypes: Readonly<Record<number, string>> = {
  1: 'profile',
  2: 'surface',
  3: 'binary image',
  4: 'series of profiles',
  5: 'series of surfaces',
  6: 'meridian disc',
  7: 'multilayer profile',
  8: 'multilayer surface',
  9: 'parallel disc',
  10: 'intensity image',
  11: 'intensity surface',
  12: 'RGB image',
  13: 'RGB surface',
  14: 'force curve',
  15: 'series of force curves',
  16: 'RGB intensity surface',
  17: 'parametric profile',
  18: 'series of RGB images',
  19: 'spectrum',
  20: 'spectrum',
  21: 'hyperspectral cube',
};

/**
 * Studiable types whose points are not heights on an x, y grid: force curves and spectra (one
 * signal against a non-lateral axis) and hyperspectral cubes (a spectrum per pixel, W points deep;
 * rosettasciio digitalsurf "_HYPCARD"). Valid files, refused as 'unsupported-image-type'.
 */
const NOT_HEIGHT_MAPS: Readonly<Record<number, string>> = {
  14: 'a force curve',
  15: 'a series of force curves',
  20: 'a spectrum',
  21: 'a hyperspectral cube (a spectrum per pixel)',
};

export const surAcquisitionTypes: Readonly<Record<number, string>> = {
  0: 'unknown',
  1: 'contact stylus',
  2: 'scanning optical gauge',
  3: 'thermocouple',
  4: 'unknown',
  5: 'contact stylus with skid',
  6: 'AFM',
  7: 'STM',
  8: 'video',
  9: 'interferometer',
  10: 'structured light projection',
};

/** Values of the inversion field (offset 290) as Gwyddion applies them. */
export const SUR_INVERSION = { none: 0, invertZ: 1, flipZ: 2, flopZ: 3 } as const;

export interface SurHeader {
  readonly compressed: boolean;
  readonly objectCount: number;
  readonly studiableType: number;
  readonly objectName: string;
  readonly operatorName: string;
  readonly acquisitionType: number;
  readonly hasNonMeasuredPoints: boolean;
  /** Points along the spectral (W) axis per pixel: 0 or 1 for height data (offset 94). */
  readonly wSize: number;
  readonly bitsPerPoint: number;
  readonly minPoint: number;
  readonly maxPoint: number;
  readonly nx: number;
  readonly ny: number;
  readonly totalPoints: number;
  readonly xSpacing: number;
  readonly ySpacing: number;
  readonly zSpacing: number;
  readonly xName: string;
  readonly yName: string;
  readonly zName: string;
  readonly xStepUnit: string;
  readonly yStepUnit: string;
  readonly zStepUnit: string;
  readonly inversion: number;
  readonly date: { second: number; minute: number; hour: number; day: number; month: number; year: number };
  readonly compressedSize: number;
  readonly commentLength: number;
  readonly privateLength: number;
  readonly clientZone: string;
  readonly xOffset: number;
  readonly yOffset: number;
  readonly zOffset: number;
}

export interface SurObject {
  readonly header: SurHeader;
  readonly comment: string;
  /** Points in file order as stored integers (row-major, row 0 first). */
  readonly points: Int32Array;
}

/**
 * Unit fields: latin1 in MountainsMap files ("µm" is 0xB5 'm'), but writers such as Gwyddion put
 * UTF-8 there, which latin1 shows as "Âµm". Both must mean micrometres.
 */
function unitText(reader: BinaryReader, at: number): string {
  return text(reader, at, 16)
    .replace(/\u00c2\u00b5/g, 'µ')
    .trim();
}

/** Fixed-width text field: latin1, cut at NUL, trailing blanks removed (the format pads with spaces). */
function text(reader: BinaryReader, at: number, length: number): string {
  reader.seek(at);
  return reader.latin1(length).trimEnd();
}

export function readSurHeader(reader: BinaryReader, start: number): SurHeader {
  reader.ensure(SUR_HEADER_BYTES, start, 'SUR object header');
  const signature = text(reader, start, 12);
  if (signature !== SUR_MAGIC && signature !== SUR_MAGIC_COMPRESSED) {
    throw new SurfaceError(
      'corrupt-file',
      `SUR object at offset ${start} does not start with "${SUR_MAGIC}"`,
    );
  }
  const u16 = (offset: number): number => reader.seek(start + offset).u16();
  const i32 = (offset: number): number => reader.seek(start + offset).i32();
  const u32 = (offset: number): number => reader.seek(start + offset).u32();
  const f32 = (offset: number): number => reader.seek(start + offset).f32();
  const format = u16(12);
  if (format !== 0) {
    throw new SurfaceError('unsupported-image-type', `SUR byte order ${format} (Macintosh) is not supported`);
  }
  return {
    compressed: signature === SUR_MAGIC_COMPRESSED,
    objectCount: u16(14),
    studiableType: u16(18),
    objectName: text(reader, start + 20, 30),
    operatorName: text(reader, start + 50, 30),
    acquisitionType: u16(82),
    hasNonMeasuredPoints: u16(86) === 1,
    wSize: u32(94),
    bitsPerPoint: u16(98),
    minPoint: i32(100),
    maxPoint: i32(104),
    nx: i32(108),
    ny: i32(112),
    totalPoints: i32(116),
    xSpacing: f32(120),
    ySpacing: f32(124),
    zSpacing: f32(128),
    xName: text(reader, start + 132, 16),
    yName: text(reader, start + 148, 16),
    zName: text(reader, start + 164, 16),
    xStepUnit: unitText(reader, start + 180),
    yStepUnit: unitText(reader, start + 196),
    zStepUnit: unitText(reader, start + 212),
    inversion: u16(290),
    date: {
      second: u16(306),
      minute: u16(308),
      hour: u16(310),
      day: u16(312),
      month: u16(314),
      year: u16(316),
    },
    compressedSize: u32(324),
    commentLength: u16(334),
    privateLength: u16(336),
    clientZone: text(reader, start + 338, 128),
    xOffset: f32(466),
    yOffset: f32(470),
    zOffset: f32(474),
  };
}

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function decodePoints(bytes: Uint8Array, bitsPerPoint: number, count: number): Int32Array {
  // 32-bit little-endian points on a little-endian host are the bytes themselves: one copy into an
  // aligned buffer instead of 16 million DataView reads (the 4096² bench file).
  if (bitsPerPoint === 32 && littleEndianHost) return new Int32Array(bytes.slice(0, 4 * count).buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const points = new Int32Array(count);
  if (bitsPerPoint === 32) for (let i = 0; i < count; i++) points[i] = view.getInt32(4 * i, true);
  else if (bitsPerPoint === 16) for (let i = 0; i < count; i++) points[i] = view.getInt16(2 * i, true);
  else for (let i = 0; i < count; i++) points[i] = view.getUint8(i);
  return points;
}

/** The points of a DSCOMPRESSED object: a directory of (raw, zipped) lengths, then the zlib streams. */
function readCompressedPoints(reader: BinaryReader, header: SurHeader, rawLength: number): Uint8Array {
  const blockStart = reader.position;
  const streamCount = reader.u32();
  // Each directory entry takes 8 bytes: a count the file cannot hold is corrupt, not a loop bound.
  reader.ensure(streamCount * 8, reader.position, 'SUR compressed directory');
  const lengths: { raw: number; zipped: number }[] = [];
  let total = 0;
  let zippedTotal = 0;
  for (let i = 0; i < streamCount; i++) {
    const raw = reader.u32();
    const zipped = reader.u32();
    total += raw;
    zippedTotal += zipped;
    lengths.push({ raw, zipped });
  }
  // Streams holding a whole multiple of the grid are a layered variant (several values per point)
  // this reader does not unpack: valid, but not one height per point.
  if (total !== rawLength && rawLength > 0 && total > rawLength && total % rawLength === 0) {
    throw new SurfaceError(
      'unsupported-image-type',
      `SUR compressed variant with ${total / rawLength} values per point (${total} bytes for ` +
        `${header.nx} × ${header.ny} points of ${header.bitsPerPoint} bits) is not supported`,
    );
  }
  if (total !== rawLength) {
    throw new SurfaceError(
      'corrupt-file',
      `SUR compressed streams hold ${total} bytes, ${header.nx} × ${header.ny} points need ${rawLength}`,
    );
  }
  // Checked before the output is allocated: the streams must be in the file and inflate plausibly.
  reader.ensure(zippedTotal, reader.position, 'SUR compressed streams');
  if (rawLength > MAX_DECOMPRESSION_RATIO * Math.max(zippedTotal, 1)) {
    throw new SurfaceError(
      'image-length-exceeded',
      `SUR compressed streams of ${zippedTotal} bytes claim ${rawLength} bytes of points`,
    );
  }
  const out = new Uint8Array(rawLength);
  let written = 0;
  for (const [index, { raw, zipped }] of lengths.entries()) {
    const inflated = unzlibExactly(reader.slice(zipped), raw, `SUR compressed stream ${index}`);
    out.set(inflated, written);
    written += raw;
  }
  if (header.compressedSize !== 0 && reader.position - blockStart !== header.compressedSize) {
    throw new SurfaceError(
      'corrupt-file',
      `SUR compressed block is ${reader.position - blockStart} bytes, the header declares ${header.compressedSize}`,
    );
  }
  return out;
}

/** Reads the object starting at `start`; the reader is left just after its points. */
export function readSurObject(reader: BinaryReader, start: number): SurObject {
  const header = readSurHeader(reader, start);
  const notHeights = NOT_HEIGHT_MAPS[header.studiableType];
  if (notHeights !== undefined || header.wSize > 1) {
    const what = notHeights ?? 'a stack of values per pixel';
    const depth = header.wSize > 1 ? ` with ${header.wSize} points per pixel (W axis)` : '';
    const name = header.objectName === '' ? `at offset ${start}` : `"${header.objectName}"`;
    throw new SurfaceError(
      'unsupported-image-type',
      `SUR object ${name} is ${what}${depth}, not a height map: export the topography as a surface`,
    );
  }
  checkGridSize(header.nx, header.ny, 'SUR object');
  if (header.totalPoints !== header.nx * header.ny) {
    throw new SurfaceError(
      'corrupt-file',
      `SUR total point count ${header.totalPoints} is not ${header.nx} × ${header.ny}`,
    );
  }
  if (header.bitsPerPoint !== 8 && header.bitsPerPoint !== 16 && header.bitsPerPoint !== 32) {
    throw new SurfaceError(
      'unsupported-image-type',
      `SUR points of ${header.bitsPerPoint} bits are not supported`,
    );
  }
  checkPositiveLength(Math.abs(header.xSpacing), 'SUR X spacing');
  checkPositiveLength(Math.abs(header.ySpacing), 'SUR Y spacing');
  if (!Number.isFinite(header.zSpacing) || !Number.isFinite(header.zOffset)) {
    throw new SurfaceError('corrupt-file', 'SUR Z spacing or Z offset is not a number');
  }
  reader.seek(start + SUR_HEADER_BYTES);
  const comment = reader.latin1(header.commentLength).trim();
  reader.skip(header.privateLength);
  const rawLength = header.totalPoints * (header.bitsPerPoint / 8);
  const bytes = header.compressed ? readCompressedPoints(reader, header, rawLength) : reader.slice(rawLength);
  return { header, comment, points: decodePoints(bytes, header.bitsPerPoint, header.totalPoints) };
}
