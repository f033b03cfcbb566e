// Keyence .zon (VR series 3D profilometers, VK-X software "Profilometer"). Followed:
// SurfaceTopography's ZON reader documentation (ContactEngineering/SurfaceTopography, IO/ZON:
// heights in metres, vendor Keyence) and the structure of the real file surfalize test_1.zon
// (MANIFEST §2 #97, a VR-6100 measurement), decoded entry by entry; Zstandard per RFC 8878.
//
// Layout: "KPK1", a u32 byte count and a BMP thumbnail of that size, 8 further bytes, then a
// (zip64) archive of stored entries named by GUIDs, each entry one Zstandard frame. Decompressed:
// - image entries: u32 width, u32 rows, u32 bytes per pixel, u32 row stride, then rows × stride
//   bytes. The 4-byte one is the height map (int32), the 3-byte ones are colour pictures;
// - XML entries, among them <Calibration> with XYCalibration/MeterPerPixel and
//   ZCalibration/MeterPerUnit (height = raw × MeterPerUnit), <ImageCalibration> with Width and
//   Height, <DeviceIndivisuals> with the model and serial number, <ScanInformations> with the date.
//
// Decisions: (1) the height entry holds 769 rows where ImageCalibration says 768; its last row is
// a copy of the one before, so the grid is cut to ImageCalibration's height. (2) No second reader
// opens .zon (Gwyddion 2.62 has no module, SurfaceTopography asserts only the unit and vendor), so
// orientation is the file's row order, row 0 first, and no invalid-point code is known: every
// height is kept. (3) The colour pictures are not read: their channel order is unverified.
// Limits: entries must be stored (no deflate); all decompressed entries together are capped by
// MAX_DECOMPRESSION_RATIO × the archive size and by MAX_DECOMPRESSED_BYTES.
import { strFromU8, unzipSync } from 'fflate';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';
import { zstdDecompress } from '../zstd/zstd-decompress.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';

const SIGNATURE = [0x4b, 0x50, 0x4b, 0x31] as const; // "KPK1"
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04] as const;
const ZSTD_FRAME = [0x28, 0xb5, 0x2f, 0xfd] as const;
/** The archive follows the thumbnail closely; do not scan further than this for it. */
const ARCHIVE_SEARCH_BYTES = 4096;
const IMAGE_HEADER_BYTES = 16;
const HEIGHT_BYTES_PER_PIXEL = 4;

function matchesAt(bytes: Uint8Array, at: number, pattern: readonly number[]): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  return pattern.every((b, i) => bytes[at + i] === b);
}

/** The archive: the first zip local header after the thumbnail. */
function archiveOf(bytes: Uint8Array): Uint8Array {
  if (!matchesAt(bytes, 0, SIGNATURE))
    throw new SurfaceError('corrupt-file', 'not a Keyence ZON file (no "KPK1" signature)');
  if (bytes.length < 8) throw new SurfaceError('corrupt-file', 'the ZON header is truncated');
  const thumbnailBytes = new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true);
  const after = 8 + thumbnailBytes;
  if (after >= bytes.length) {
    throw new SurfaceError(
      'corrupt-file',
      `the ZON thumbnail of ${thumbnailBytes} bytes exceeds the file of ${bytes.length} bytes`,
    );
  }
  const stop = Math.min(bytes.length - 4, after + ARCHIVE_SEARCH_BYTES);
  for (let i = after; i <= stop; i++) if (matchesAt(bytes, i, ZIP_LOCAL_HEADER)) return bytes.subarray(i);
  throw new SurfaceError('corrupt-file', 'the ZON file holds no archive after its thumbnail');
}

/** Entries above this compressed size are images: only their header is decoded unless needed. */
const SMALL_ENTRY_BYTES = 256 * 1024;

function decompress(name: string, data: Uint8Array, cap: number, stopAfter?: number): Uint8Array {
  try {
    return zstdDecompress(data, cap, stopAfter);
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `ZON entry ${name} does not decompress: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The decompressed XML entries and the height map entry. Colour pictures are large and unused:
 * of a large entry only the first block is decoded, to read its image header.
 */
function entriesOf(archive: Uint8Array): { texts: string[]; height?: ImageEntry } {
  let stored: Record<string, Uint8Array>;
  try {
    // Only stored entries: a deflated entry would be decompressed by fflate without our bounds.
    stored = unzipSync(archive, { filter: (file) => file.compression === 0 });
  } catch (error) {
    throw new SurfaceError('corrupt-file', `the ZON archive is damaged: ${String(error)}`, { cause: error });
  }
  // One budget for all entries together, relative to the whole archive: a single entry of a
  // nearly empty mask legitimately expands 10 000-fold, the file as a whole does not.
  let budget = Math.min(MAX_DECOMPRESSED_BYTES, archive.length * MAX_DECOMPRESSION_RATIO);
  const texts: string[] = [];
  let height: ImageEntry | undefined;
  for (const [name, data] of Object.entries(stored)) {
    if (!matchesAt(data, 0, ZSTD_FRAME)) continue;
    if (data.length > SMALL_ENTRY_BYTES) {
      const head = decompress(name, data, budget, IMAGE_HEADER_BYTES);
      if (
        height ||
        head.length < IMAGE_HEADER_BYTES ||
        head[8] !== HEIGHT_BYTES_PER_PIXEL ||
        head[9] ||
        head[10] ||
        head[11]
      )
        continue;
    }
    const plain = decompress(name, data, budget);
    budget -= plain.length;
    const text = textOf(plain);
    if (text !== undefined) texts.push(text);
    else {
      const image = imageOf(plain);
      if (image && image.bytesPerPixel === HEIGHT_BYTES_PER_PIXEL && !height) height = image;
    }
  }
  return { texts, ...(height ? { height } : {}) };
}

function textOf(data: Uint8Array): string | undefined {
  // XML entries start with "<" or a UTF-8 byte-order mark; images start with a binary header.
  if (data[0] === 0x3c || (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)) return strFromU8(data);
  return undefined;
}

/** The text of `<tag>…</tag>` in the first XML entry that has it. */
function xmlValue(texts: readonly string[], tag: string): string | undefined {
  const pattern = new RegExp(`<${tag}>([^<]*)</${tag}>`);
  for (const text of texts) {
    const m = pattern.exec(text);
    if (m) return (m[1] ?? '').trim();
  }
  return undefined;
}

/** The text of `<tag>` inside a `<container>` element, e.g. Width inside ImageCalibration. */
function xmlValueIn(texts: readonly string[], container: string, tag: string): string | undefined {
  const block = new RegExp(`<${container}[^>]*>([\\s\\S]*?)</${container}>`, 'g');
  for (const text of texts) {
    for (let m = block.exec(text); m !== null; m = block.exec(text)) {
      const value = xmlValue([m[1] ?? ''], tag);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

interface ImageEntry {
  readonly width: number;
  readonly rows: number;
  readonly bytesPerPixel: number;
  readonly stride: number;
  readonly data: Uint8Array;
}

function imageOf(data: Uint8Array): ImageEntry | undefined {
  if (data.length < IMAGE_HEADER_BYTES || textOf(data) !== undefined) return undefined;
  const v = new DataView(data.buffer, data.byteOffset, IMAGE_HEADER_BYTES);
  const [width, rows, bytesPerPixel, stride] = [
    v.getUint32(0, true),
    v.getUint32(4, true),
    v.getUint32(8, true),
    v.getUint32(12, true),
  ];
  if (width < 1 || rows < 1 || bytesPerPixel < 1 || bytesPerPixel > 8 || stride < width * bytesPerPixel)
    return undefined;
  if (IMAGE_HEADER_BYTES + rows * stride !== data.length) return undefined;
  return { width, rows, bytesPerPixel, stride, data };
}

function positiveNumber(value: string | undefined, what: string): number {
  if (value === undefined) throw new SurfaceError('corrupt-file', `the ZON file has no ${what}`);
  return checkPositiveLength(Number(value), what);
}

function read(bytes: Uint8Array): SurfaceFile {
  const { texts, height } = entriesOf(archiveOf(bytes));
  if (!height) throw new SurfaceError('images-missing', 'the ZON file holds no height map');
  const metresPerPixel = positiveNumber(
    xmlValueIn(texts, 'XYCalibration', 'MeterPerPixel'),
    'XYCalibration/MeterPerPixel',
  );
  const metresPerUnit = positiveNumber(
    xmlValueIn(texts, 'ZCalibration', 'MeterPerUnit'),
    'ZCalibration/MeterPerUnit',
  );
  const calibratedWidth = Number(xmlValueIn(texts, 'ImageCalibration', 'Width'));
  const calibratedHeight = Number(xmlValueIn(texts, 'ImageCalibration', 'Height'));
  const nx = height.width;
  // The stored map carries one repeated row beyond ImageCalibration's height (see the header).
  const ny =
    calibratedWidth === nx &&
    Number.isInteger(calibratedHeight) &&
    calibratedHeight >= 1 &&
    calibratedHeight <= height.rows
      ? calibratedHeight
      : height.rows;
  checkGridSize(nx, ny, 'ZON height map');
  const view = new DataView(height.data.buffer, height.data.byteOffset, height.data.byteLength);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const at = IMAGE_HEADER_BYTES + row * height.stride;
    for (let col = 0; col < nx; col++) z[row * nx + col] = view.getInt32(at + 4 * col, true) * metresPerUnit;
  }
  const model = xmlValue(texts, 'DeviceModelName');
  const metadata: Record<string, string> = {
    instrument: model ? `Keyence ${model}` : 'Keyence',
    vendor: 'Keyence',
  };
  const fields: readonly [string, string][] = [
    ['DeviceModelName', 'model'],
    ['DeviceSerialId', 'serial'],
    ['ScanDateTime', 'date'],
    ['Profilometer', 'software version'],
    ['ZoomMagnification', 'zoom'],
    ['LensMagnification', 'lens'],
  ];
  for (const [tag, key] of fields) {
    const value = xmlValue(texts, tag);
    if (value) metadata[key] = value;
  }
  const properties: ImageProperties = {
    ...(model ? { system: `Keyence ${model}` } : {}),
    ...(metadata['zoom'] ? { zoom: metadata['zoom'] } : {}),
  };
  const channel = makeChannel(
    'Height',
    'height',
    { nx, ny, dx: metresPerPixel, dy: metresPerPixel },
    z,
    'm',
    {
      instrument: metadata['instrument'],
      imageProperties: properties,
      raw: metadata,
    },
  );
  return makeSurfaceFile('keyence-zon', [channel], metadata);
}

export const keyenceZonFormat = defineFormat({
  id: 'keyence-zon',
  name: 'Keyence ZON',
  extensions: ['zon'],
  specification:
    'SurfaceTopography IO/ZON reader documentation; RFC 8878 (Zstandard); structure of surfalize test_1.zon',
  magic: (head) => (matchesAt(head, 0, SIGNATURE) ? 'yes' : 'no'),
  read,
});
