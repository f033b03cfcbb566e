// Keyence VK-X .zon: recognised and rejected with the reason. Followed: SurfaceTopography's ZON
// reader documentation (ContactEngineering/SurfaceTopography, IO/ZON) and the structure of the
// real file surfalize test_1.zon (MANIFEST §2 #97).
//
// Layout: "KPK1", a u32 byte count, a BMP thumbnail of that size, then a zip archive whose
// entries are named by GUIDs (height data, colour image, calibration XML, …). Every entry of the
// real file is Zstandard-compressed (frame magic 28 b5 2f fd). The core has no Zstandard decoder
// (fflate covers deflate only), so no entry can be opened: rather than guessing, a ZON file is
// identified, checked for truncation, and rejected with 'unsupported-image-type' naming .zon and
// the way out. A truncated or foreign file still gives 'corrupt-file'.
//
// For the follow-up reader, what test_1.zon holds once its entries are decompressed (VR-6100,
// Profilometer 4.3.7): a "DataMap" XML maps type ids to entry GUIDs; image entries start with a
// 16-byte header (u32 width 1024, u32 0x301, u32 bytes per pixel, u32 row stride) followed by 769
// rows of `stride` bytes although "ImageCalibration" says 1024 × 768; the height entry has 4 bytes
// per pixel in units of "ZCalibration/MeterPerUnit" (1e-8 m), the pixel size is
// "XYCalibration/MeterPerPixel" (2.363e-5 m); the colour texture is 3 bytes per pixel. The extra
// row, the invalid-point code and the orientation are unverified (no second reader opens .zon),
// which is one more reason not to return a surface yet.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { defineFormat } from '../format.ts';

const SIGNATURE = [0x4b, 0x50, 0x4b, 0x31] as const; // "KPK1"
const ZIP_END_OF_DIRECTORY = [0x50, 0x4b, 0x05, 0x06] as const;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04] as const;
const ZSTD_FRAME = [0x28, 0xb5, 0x2f, 0xfd] as const;
/** The end-of-central-directory record is within the last 22 + 65535 (comment) bytes. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;
/** The first local header follows the thumbnail closely; do not scan further than this. */
const LOCAL_HEADER_SEARCH_BYTES = 4096;

const EXPORT_ADVICE = 'export the measurement from the Keyence software as .x3p or .csv';

function matchesAt(bytes: Uint8Array, at: number, pattern: readonly number[]): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  return pattern.every((b, i) => bytes[at + i] === b);
}

function findForward(bytes: Uint8Array, from: number, to: number, pattern: readonly number[]): number {
  for (let i = Math.max(0, from); i < Math.min(to, bytes.length - pattern.length + 1); i++) {
    if (matchesAt(bytes, i, pattern)) return i;
  }
  return -1;
}

function hasEndOfDirectory(bytes: Uint8Array): boolean {
  const stop = Math.max(0, bytes.length - EOCD_SEARCH_BYTES);
  for (let i = bytes.length - 22; i >= stop; i--) if (matchesAt(bytes, i, ZIP_END_OF_DIRECTORY)) return true;
  return false;
}

function read(bytes: Uint8Array): SurfaceFile {
  if (!matchesAt(bytes, 0, SIGNATURE))
    throw new SurfaceError('corrupt-file', 'not a Keyence ZON file (no "KPK1" signature)');
  if (bytes.length < 8) throw new SurfaceError('corrupt-file', 'the ZON header is truncated');
  const thumbnailBytes = new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true);
  const archiveStart = 8 + thumbnailBytes;
  if (archiveStart >= bytes.length) {
    throw new SurfaceError(
      'corrupt-file',
      `the ZON thumbnail of ${thumbnailBytes} bytes exceeds the file of ${bytes.length} bytes`,
    );
  }
  if (!hasEndOfDirectory(bytes))
    throw new SurfaceError('corrupt-file', 'the ZON archive is truncated (no zip end-of-directory record)');
  const local = findForward(
    bytes,
    archiveStart - 8,
    archiveStart + LOCAL_HEADER_SEARCH_BYTES,
    ZIP_LOCAL_HEADER,
  );
  if (local < 0)
    throw new SurfaceError('corrupt-file', 'the ZON file holds no zip entry after its thumbnail');
  if (local + 30 > bytes.length)
    throw new SurfaceError('corrupt-file', 'the first ZON zip entry header is truncated');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Local header: 30 fixed bytes, then the name and the extra field, then the entry data.
  const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (matchesAt(bytes, dataAt, ZSTD_FRAME)) {
    throw new SurfaceError(
      'unsupported-image-type',
      `.zon (Keyence VK-X) files store their height and colour data Zstandard-compressed, which this version cannot decode; ${EXPORT_ADVICE}`,
    );
  }
  throw new SurfaceError(
    'unsupported-image-type',
    `.zon (Keyence VK-X) files are recognised but not read yet; ${EXPORT_ADVICE}`,
  );
}

export const keyenceZonFormat = defineFormat({
  id: 'keyence-zon',
  name: 'Keyence VK-X ZON',
  extensions: ['zon'],
  specification: 'SurfaceTopography IO/ZON reader documentation; structure of surfalize test_1.zon',
  magic: (head) => (matchesAt(head, 0, SIGNATURE) ? 'yes' : 'no'),
  read,
});
