// A minimal, bounded walk over TIFF image file directories (TIFF 6.0, Adobe 1992, §2 "Image File
// Directory"): the chain of IFDs, their tags as numbers or text, and uncompressed strip data.
// LEXT needs only this; walking the chain ourselves lets a cyclic or endless chain in a hostile
// file fail cleanly instead of looping.
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader } from '../binary-reader.ts';

/** Most directories followed in one file (LEXT files have a handful). */
const MAX_DIRECTORIES = 64;
/** Most entries in one directory. */
const MAX_ENTRIES = 4096;

/** Bytes per value of TIFF field types 1 … 12. */
const TYPE_BYTES: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};

export interface TiffEntry {
  readonly type: number;
  readonly count: number;
  /** Offset of the value bytes (inline in the entry when they fit in 4 bytes). */
  readonly valueOffset: number;
}

export interface TiffDirectory {
  readonly entries: ReadonlyMap<number, TiffEntry>;
}

export function hasTiffSignature(head: Uint8Array): boolean {
  return (
    (head[0] === 0x49 && head[1] === 0x49 && head[2] === 42 && head[3] === 0) ||
    (head[0] === 0x4d && head[1] === 0x4d && head[2] === 0 && head[3] === 42)
  );
}

export class TiffFile {
  readonly reader: BinaryReader;

  constructor(readonly bytes: Uint8Array) {
    if (!hasTiffSignature(bytes)) throw new SurfaceError('corrupt-file', 'not a TIFF file');
    this.reader = new BinaryReader(bytes, bytes[0] === 0x49);
  }

  /** The directory at `offset`: its entries, and the offset of the next one (0 at the end). */
  directoryAt(offset: number): { directory: TiffDirectory; next: number } {
    const r = this.reader.seek(offset);
    const count = r.u16();
    if (count > MAX_ENTRIES) throw new SurfaceError('corrupt-file', `TIFF directory with ${count} entries`);
    r.ensure(count * 12 + 4, r.position, 'TIFF directory');
    const entries = new Map<number, TiffEntry>();
    for (let i = 0; i < count; i++) {
      const start = offset + 2 + 12 * i;
      r.seek(start);
      const tag = r.u16();
      const type = r.u16();
      const valueCount = r.u32();
      const size = (TYPE_BYTES[type] ?? 0) * valueCount;
      const valueOffset = size <= 4 ? start + 8 : r.u32();
      if (size > 0) r.ensure(size, valueOffset, `TIFF tag ${tag}`);
      entries.set(tag, { type, count: valueCount, valueOffset });
    }
    const next = r.seek(offset + 2 + 12 * count).u32();
    return { directory: { entries }, next };
  }

  /** Every directory of the main chain, in order; a cycle or an endless chain is corrupt. */
  directories(): TiffDirectory[] {
    const found: TiffDirectory[] = [];
    const seen = new Set<number>();
    for (let offset = this.reader.seek(4).u32(); offset !== 0;) {
      if (seen.has(offset) || found.length >= MAX_DIRECTORIES) {
        throw new SurfaceError('corrupt-file', 'TIFF directory chain loops or is too long');
      }
      seen.add(offset);
      const { directory, next } = this.directoryAt(offset);
      found.push(directory);
      offset = next;
    }
    return found;
  }

  /** The first value of a numeric tag (BYTE, SHORT, LONG), or undefined. */
  number(directory: TiffDirectory, tag: number): number | undefined {
    const entry = directory.entries.get(tag);
    if (entry === undefined || entry.count < 1) return undefined;
    const r = this.reader.seek(entry.valueOffset);
    if (entry.type === 3) return r.u16();
    if (entry.type === 4) return r.u32();
    if (entry.type === 1) return r.u8();
    return undefined;
  }

  /** All values of a SHORT/LONG tag (strip offsets and byte counts). */
  numbers(directory: TiffDirectory, tag: number): number[] {
    const entry = directory.entries.get(tag);
    if (entry === undefined) return [];
    const r = this.reader.seek(entry.valueOffset);
    const values: number[] = [];
    for (let i = 0; i < entry.count; i++) values.push(entry.type === 3 ? r.u16() : r.u32());
    return values;
  }

  /** An ASCII or UNDEFINED tag as UTF-8 text, without trailing NULs. */
  text(directory: TiffDirectory, tag: number): string | undefined {
    const entry = directory.entries.get(tag);
    if (entry === undefined || (entry.type !== 2 && entry.type !== 7)) return undefined;
    return this.reader.seek(entry.valueOffset).utf8(entry.count);
  }
}
