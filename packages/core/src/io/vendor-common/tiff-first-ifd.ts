// The entries of the first image file directory of a TIFF (TIFF 6.0 specification, Adobe 1992,
// section 2 "TIFF Structure"), enough to reach vendor tags that hold whole binary blocks
// (the general TIFF decoder does not expose those as bytes).
import { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';

export interface IfdEntry {
  readonly type: number;
  readonly count: number;
  /** Where the value bytes start (inline in the entry when they fit in 4 bytes). */
  readonly offset: number;
  /** Byte length of the value. */
  readonly length: number;
}

/** Bytes per value of the TIFF field types 1…12. */
export const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

/** Whether the first bytes are a classic TIFF header ("II*\0" or "MM\0*"). */
export function isTiffHeader(head: Uint8Array): boolean {
  if (head.length < 4) return false;
  const [a, b, c, d] = head as unknown as [number, number, number, number];
  return (
    (a === 0x49 && b === 0x49 && c === 42 && d === 0) || (a === 0x4d && b === 0x4d && c === 0 && d === 42)
  );
}

/** The first IFD's entries by tag, plus a reader in the file's byte order. */
export function readFirstIfd(bytes: Uint8Array): { reader: BinaryReader; entries: Map<number, IfdEntry> } {
  if (!isTiffHeader(bytes)) throw new SurfaceError('corrupt-file', 'TIFF: the header is missing');
  const reader = new BinaryReader(bytes, bytes[0] === 0x49);
  const ifd = reader.seek(4).u32();
  const count = reader.seek(ifd).u16();
  reader.ensure(12 * count, ifd + 2, 'TIFF directory');
  return { reader, entries: readIfdEntries(reader, ifd, count) };
}

/**
 * The `count` entries of the directory at `ifd` by tag (the caller has checked they are in the file);
 * entries of unknown field types are skipped, values that point outside the file are refused.
 */
export function readIfdEntries(reader: BinaryReader, ifd: number, count: number): Map<number, IfdEntry> {
  const entries = new Map<number, IfdEntry>();
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + 12 * i;
    reader.seek(at);
    const tag = reader.u16();
    const type = reader.u16();
    const valueCount = reader.u32();
    const size = TYPE_SIZES[type] ?? 0;
    if (size === 0) continue;
    const length = size * valueCount;
    const offset = length <= 4 ? at + 8 : reader.u32();
    reader.ensure(length, offset, `TIFF tag ${tag}`);
    entries.set(tag, { type, count: valueCount, offset, length });
  }
  return entries;
}
