// Every image file directory (IFD) of a classic TIFF with its raw entries (TIFF 6.0, Adobe 1992,
// section 2): vendors that put one channel per directory and describe it in private tags (JPK)
// need the tags of each directory, which the general TIFF decoder does not expose.
import { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { TYPE_SIZES, isTiffHeader, readIfdEntries, type IfdEntry } from './tiff-first-ifd.ts';
/** More directories than any instrument writes: a loop in the chain is refused, not followed. */
const MAX_DIRECTORIES = 256;

export interface TiffDirectory {
  readonly index: number;
  readonly entries: ReadonlyMap<number, IfdEntry>;
}

export interface TiffFile {
  readonly reader: BinaryReader;
  readonly directories: readonly TiffDirectory[];
}

export function readTiffDirectories(bytes: Uint8Array): TiffFile {
  if (!isTiffHeader(bytes)) throw new SurfaceError('corrupt-file', 'TIFF: the header is missing');
  const reader = new BinaryReader(bytes, bytes[0] === 0x49);
  const directories: TiffDirectory[] = [];
  const seen = new Set<number>();
  let ifd = reader.seek(4).u32();
  while (ifd !== 0) {
    if (seen.has(ifd) || directories.length >= MAX_DIRECTORIES) {
      throw new SurfaceError('corrupt-file', `TIFF: directory chain loops or is too long at offset ${ifd}`);
    }
    seen.add(ifd);
    reader.ensure(2, ifd, 'TIFF directory');
    const count = reader.seek(ifd).u16();
    reader.ensure(12 * count + 4, ifd + 2, 'TIFF directory');
    const entries = readIfdEntries(reader, ifd, count);
    directories.push({ index: directories.length, entries });
    ifd = reader.seek(ifd + 2 + 12 * count).u32();
  }
  return { reader, directories };
}

/** The k-th numeric value of a tag (any integer or float type), or undefined when absent. */
export function tagNumber(file: TiffFile, directory: TiffDirectory, tag: number, k = 0): number | undefined {
  const entry = directory.entries.get(tag);
  if (entry === undefined || k >= entry.count) return undefined;
  const size = TYPE_SIZES[entry.type] ?? 0;
  const r = file.reader.seek(entry.offset + k * size);
  switch (entry.type) {
    case 1:
    case 7:
      return r.u8();
    case 3:
      return r.u16();
    case 4:
      return r.u32();
    case 6:
      return r.i8();
    case 8:
      return r.i16();
    case 9:
      return r.i32();
    case 11:
      return r.f32();
    case 12:
      return r.f64();
    case 5:
    case 10: {
      const numerator = entry.type === 5 ? r.u32() : r.i32();
      const denominator = entry.type === 5 ? r.u32() : r.i32();
      return numerator / denominator;
    }
    default:
      return undefined;
  }
}

/** An ASCII tag's text (up to its first NUL), or undefined when absent or not text. */
export function tagText(file: TiffFile, directory: TiffDirectory, tag: number): string | undefined {
  const entry = directory.entries.get(tag);
  if (entry === undefined || (entry.type !== 2 && entry.type !== 1 && entry.type !== 7)) return undefined;
  return file.reader.seek(entry.offset).latin1(entry.length).trim();
}
