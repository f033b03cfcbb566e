// A bounded reader for ZIP archives (PKWARE APPNOTE.TXT 6.3.x, sections 4.3.7 local file header,
// 4.3.12 central directory header, 4.3.16 end of central directory record), used by the zip-based
// formats (x3p, the generic .zip upload). Written here instead of calling fflate's unzipSync
// because an upload is hostile until proven otherwise: every size in the central directory is
// checked against the file and against limits.ts before a single byte is inflated, and inflation
// itself is stopped as soon as it produces more than the entry declared (zip bombs lie). Every
// extracted entry's CRC-32 is verified: a damaged archive must not become a wrong surface.
// DEFLATE entries go through the platform's native decoder when the read context lends one
// (node:zlib on the server and the CLI, docs/adr/0014-inflate.md), else through inflate-raw.ts;
// both are held to the same declared size and fail with the same SurfaceError codes.
import { isSurfaceError, SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader } from '../binary-reader.ts';
import type { Codecs, InflateRawSync } from '../format.ts';
import { crc32 } from './crc32.ts';
import { inflateRawInto, InflateError } from './inflate-raw.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';

export interface ZipEntry {
  /** Path inside the archive, '/' separated, as stored (UTF-8 or CP437 read as latin1). */
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  readonly isDirectory: boolean;
  /** CRC-32 of the uncompressed content, from the central directory. */
  readonly crc: number;
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const END_RECORD_SIZE = 22;
/** The end record may be followed by a comment of at most 65535 bytes. */
const MAX_END_RECORD_SEARCH = END_RECORD_SIZE + 0xffff;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
/** Bit 0 of the general purpose flags: the entry is encrypted. */
const FLAG_ENCRYPTED = 1;
/** Bit 11: the name is UTF-8. */
const FLAG_UTF8 = 1 << 11;

/** Cheap signature test for `magic()`: a local file header or an empty archive's end record. */
export function looksLikeZip(head: Uint8Array): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06))
  );
}

/**
 * A zip archive opened for reading. Extracting entries counts every inflated byte against one
 * budget: at most MAX_DECOMPRESSION_RATIO × the archive size and MAX_DECOMPRESSED_BYTES in total.
 */
export class ZipArchive {
  readonly entries: readonly ZipEntry[];
  private budget: number;

  /** `codecs.inflateRawSync`, when given, inflates the DEFLATE entries instead of inflate-raw.ts. */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly codecs: Codecs = {},
  ) {
    this.entries = readCentralDirectory(bytes);
    this.budget = Math.min(MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO * bytes.length);
  }

  /** File entries (no directories, no macOS resource forks). */
  get files(): ZipEntry[] {
    return this.entries.filter((e) => !e.isDirectory && !isMacResourceFork(e.name));
  }

  /** The entry with this path, compared case-insensitively (writers differ in case). */
  find(name: string): ZipEntry | undefined {
    const wanted = name.toLowerCase();
    return this.entries.find((e) => !e.isDirectory && e.name.toLowerCase() === wanted);
  }

  /** The uncompressed content of an entry, or SurfaceError when broken or beyond the limits. */
  read(entry: ZipEntry): Uint8Array {
    if (entry.uncompressedSize > this.budget) {
      throw new SurfaceError(
        'image-length-exceeded',
        `zip entry ${entry.name} declares ${entry.uncompressedSize} bytes, beyond the decompression limit`,
      );
    }
    const data = this.compressedData(entry);
    let out: Uint8Array;
    if (entry.method === METHOD_STORED) {
      if (entry.compressedSize !== entry.uncompressedSize) {
        throw new SurfaceError('corrupt-file', `zip entry ${entry.name}: stored sizes differ`);
      }
      out = data;
    } else if (this.codecs.inflateRawSync !== undefined) {
      out = inflateNatively(this.codecs.inflateRawSync, data, entry.uncompressedSize, entry.name);
    } else {
      out = inflateExactly(data, entry.uncompressedSize, entry.name);
    }
    if (crc32(out) !== entry.crc) {
      throw new SurfaceError('corrupt-file', `zip entry ${entry.name} is damaged (CRC-32 mismatch)`);
    }
    this.budget -= out.length;
    return out;
  }

  /**
   * Whether `read(entry)` returns a buffer of its own, which the caller may keep or modify: true
   * for inflated entries (from either decoder), false for stored ones (a view of the archive's bytes).
   */
  ownsContent(entry: ZipEntry): boolean {
    return entry.method !== METHOD_STORED;
  }

  private compressedData(entry: ZipEntry): Uint8Array {
    const reader = new BinaryReader(this.bytes, true, 0);
    reader.ensure(30, entry.localHeaderOffset, `zip local header of ${entry.name}`);
    reader.seek(entry.localHeaderOffset);
    if (reader.u32() !== LOCAL_HEADER_SIGNATURE) {
      throw new SurfaceError('corrupt-file', `zip entry ${entry.name}: no local header at its offset`);
    }
    reader.skip(22);
    const nameLength = reader.u16();
    const extraLength = reader.u16();
    reader.skip(nameLength + extraLength);
    // Sizes come from the central directory: local headers may hold zeros (data descriptor).
    return reader.slice(entry.compressedSize);
  }
}

function isMacResourceFork(name: string): boolean {
  return name.startsWith('__MACOSX/') || /(^|\/)\._[^/]*$/.test(name) || /(^|\/)\.DS_Store$/.test(name);
}

function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const reader = new BinaryReader(bytes, true, 0);
  const endOffset = findEndRecord(bytes);
  reader.seek(endOffset + 10);
  const entryCount = reader.u16();
  const directorySize = reader.u32();
  const directoryOffset = reader.u32();
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new SurfaceError('unsupported-image-type', 'ZIP64 archives are not supported');
  }
  reader.ensure(directorySize, directoryOffset, 'zip central directory');
  // Every central header is at least 46 bytes: the count cannot exceed what the directory holds.
  if (entryCount * 46 > directorySize) {
    throw new SurfaceError('corrupt-file', `zip central directory too small for ${entryCount} entries`);
  }
  reader.seek(directoryOffset);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < entryCount; i++) {
    if (reader.u32() !== CENTRAL_HEADER_SIGNATURE) {
      throw new SurfaceError('corrupt-file', `zip central directory entry ${i} has no signature`);
    }
    reader.skip(4); // versions
    const flags = reader.u16();
    const method = reader.u16();
    reader.skip(4); // time, date
    const crc = reader.u32();
    const compressedSize = reader.u32();
    const uncompressedSize = reader.u32();
    const nameLength = reader.u16();
    const extraLength = reader.u16();
    const commentLength = reader.u16();
    reader.skip(8); // disk, attributes
    const localHeaderOffset = reader.u32();
    const rawName = reader.slice(nameLength);
    reader.skip(extraLength + commentLength);
    const name = decodeName(rawName, (flags & FLAG_UTF8) !== 0);
    const isDirectory = name.endsWith('/');
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      throw new SurfaceError(
        'unsupported-image-type',
        `zip entry ${name} needs ZIP64, which is not supported`,
      );
    }
    if (!isDirectory && (flags & FLAG_ENCRYPTED) !== 0) {
      throw new SurfaceError('unsupported-image-type', `zip entry ${name} is encrypted`);
    }
    if (!isDirectory && method !== METHOD_STORED && method !== METHOD_DEFLATE) {
      throw new SurfaceError(
        'unsupported-image-type',
        `zip entry ${name} uses compression method ${method}; only stored and deflate are supported`,
      );
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset, isDirectory, crc });
  }
  return entries;
}

function findEndRecord(bytes: Uint8Array): number {
  const reader = new BinaryReader(bytes, true, 0);
  const lowest = Math.max(0, bytes.length - MAX_END_RECORD_SEARCH);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b) {
      reader.seek(at);
      if (reader.u32() === END_OF_CENTRAL_DIRECTORY_SIGNATURE) return at;
    }
  }
  throw new SurfaceError('corrupt-file', 'zip archive without an end of central directory (truncated?)');
}

function decodeName(raw: Uint8Array, utf8: boolean): string {
  if (utf8) {
    const reader = new BinaryReader(raw);
    return reader.utf8(raw.length);
  }
  let s = '';
  for (let i = 0; i < raw.length; i++) s += String.fromCharCode(raw[i] as number);
  return s;
}

/** Inflates raw DEFLATE data into exactly `size` bytes; more or fewer is a corrupt entry. */
function inflateExactly(data: Uint8Array, size: number, name: string): Uint8Array {
  // The output is allocated once at the declared size, already checked against the budget; the
  // decoder refuses to write beyond it, so a bomb stops at the size it declared.
  const out = new Uint8Array(size);
  let written: number;
  try {
    written = inflateRawInto(data, out);
  } catch (error) {
    if (error instanceof InflateError) {
      const reason = error.overflow
        ? `zip entry ${name} inflates to more than its declared ${size} bytes`
        : `zip entry ${name}: ${error.message}`;
      throw new SurfaceError('corrupt-file', reason, { cause: error });
    }
    throw error;
  }
  if (written !== size) throw lengthMismatch(name, written, size);
  return out;
}

function lengthMismatch(name: string, written: number, size: number): SurfaceError {
  return new SurfaceError(
    'corrupt-file',
    `zip entry ${name} inflates to ${written} bytes, its header declares ${size}`,
  );
}

/**
 * `inflateExactly` through a native decoder (node:zlib's inflateRawSync or one of its shape), with
 * the same bound and the same errors. `chunkSize` = size + 1 makes zlib allocate one output
 * buffer of declared + 1 bytes (at least its minimum chunk, 64) and `maxOutputLength` = size makes
 * it throw as soon as the stream produces more than declared: a bomb never gets further, and a
 * stream of exactly the declared length comes back as a view of that one buffer, not a copy.
 */
function inflateNatively(
  inflateRawSync: InflateRawSync,
  data: Uint8Array,
  size: number,
  name: string,
): Uint8Array {
  const chunkSize = Math.max(MIN_NATIVE_CHUNK, size + 1);
  let out: Uint8Array;
  try {
    // maxOutputLength must be ≥ 1 for zlib; an entry declaring 0 bytes is checked below.
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, size), chunkSize });
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    const reason = isOutputLimitError(error)
      ? `zip entry ${name} inflates to more than its declared ${size} bytes`
      : `zip entry ${name}: ${error instanceof Error ? error.message : String(error)}`;
    throw new SurfaceError('corrupt-file', reason, { cause: error });
  }
  if (out.length > size) {
    throw new SurfaceError(
      'corrupt-file',
      `zip entry ${name} inflates to more than its declared ${size} bytes`,
    );
  }
  if (out.length !== size) throw lengthMismatch(name, out.length, size);
  // The entry is the caller's to keep (ownsContent): a view of the buffer zlib allocated for
  // this call is; a slice of a shared pool (node:zlib's small allocations) is copied out, with
  // the Uint8Array constructor (a Node Buffer's own slice() would return a view again).
  return out.byteOffset === 0 && out.buffer.byteLength === chunkSize ? out : new Uint8Array(out);
}

/** node:zlib's smallest chunk (zlib.constants.Z_MIN_CHUNK). */
const MIN_NATIVE_CHUNK = 64;

/** node:zlib's refusal to produce more than maxOutputLength (RangeError ERR_BUFFER_TOO_LARGE). */
function isOutputLimitError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE'
  );
}
