// Bytes of a text export → a string. Instrument software writes UTF-8, Windows-1252/latin1 (a lone
// 0xB5 for "µm" in Dektak exports) or UTF-16 with a byte-order mark (Excel "Unicode text" CSVs),
// sometimes gzip-compressed (.txt.gz). Anything with NUL bytes that is not UTF-16 is binary and is
// refused, so a binary file that only carries a text extension never reaches a text parser.
import { strFromU8 } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import { boundedGunzip, looksLikeGzip } from './bounded-gunzip.ts';

/**
 * Largest text accepted (after decompression). JavaScript strings stop at ~512 MiB, and a text
 * matrix of 16384² values would be far larger than any text export a user uploads.
 */
export const MAX_TEXT_BYTES = 256 * 1024 * 1024;

/** Whether the bytes are valid UTF-8 (RFC 3629), so latin1 can be chosen when they are not. */
function isValidUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    const extra = b >= 0xf0 && b <= 0xf4 ? 3 : b >= 0xe0 ? (b <= 0xef ? 2 : -1) : b >= 0xc2 ? 1 : -1;
    if (extra < 0 || i + extra >= n) return false;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return false;
    }
    i += extra + 1;
  }
  return true;
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const units = Math.floor((bytes.length - 2) / 2);
  const parts: string[] = [];
  const block = 8192;
  for (let start = 0; start < units; start += block) {
    const end = Math.min(units, start + block);
    const codes = new Array<number>(end - start);
    for (let u = start; u < end; u++) {
      const lo = bytes[2 + 2 * u] as number;
      const hi = bytes[3 + 2 * u] as number;
      codes[u - start] = littleEndian ? lo | (hi << 8) : (lo << 8) | hi;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function hasNul(bytes: Uint8Array): boolean {
  return bytes.indexOf(0) >= 0;
}

/** Whether the first bytes look like text (used by magic: cheap, never throws). */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i] as number;
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  }
  return control * 100 <= head.length;
}

/** Decodes a text file (optionally gzip-compressed); SurfaceError when it is not text. */
export function decodeText(raw: Uint8Array): string {
  const bytes = looksLikeGzip(raw) ? boundedGunzip(raw, MAX_TEXT_BYTES) : raw;
  if (bytes.length > MAX_TEXT_BYTES) {
    throw new SurfaceError(
      'image-length-exceeded',
      `text of ${bytes.length} bytes exceeds ${MAX_TEXT_BYTES}`,
    );
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, true);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, false);
  if (hasNul(bytes)) {
    throw new SurfaceError('unsupported-image-type', 'binary content (NUL bytes): not a text export');
  }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  return strFromU8(body, !isValidUtf8(body));
}
