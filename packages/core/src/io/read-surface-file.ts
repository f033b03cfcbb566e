// Detection and reading (DESIGN.md §4): magic first, then extension; the formats tried and what
// each said are collected so the failure explains itself.
import { SurfaceError, isSurfaceError } from '../surface/surface-error.ts';
import type { SurfaceFile } from '../surface/surface-file.ts';
import {
  type Codecs,
  extensionOf,
  MAGIC_HEAD_BYTES,
  matchesExtension,
  type ReadContext,
  type SurfaceFormat,
} from './format.ts';
import { formats as registeredFormats } from './registry.ts';
import { withSanityWarnings } from './sanity.ts';

export interface ReadSurfaceFileOptions {
  /** The formats to try (default: every registered one). */
  readonly formats?: readonly SurfaceFormat[];
  /**
   * Native decoders lent by the platform, e.g. `{ inflateRawSync }` from node:zlib on a server;
   * without them the core's own decoders run (as in a browser). See `Codecs`.
   */
  readonly codecs?: Codecs;
}

export interface Attempt {
  readonly format: string;
  readonly error: SurfaceError;
}

function safeMagic(format: SurfaceFormat, head: Uint8Array, fileName: string): 'yes' | 'no' | 'maybe' {
  try {
    return format.magic(head, fileName);
  } catch {
    return 'no';
  }
}

/** Candidates in the order they are tried: signature matches, then extension matches, then 'maybe's. */
export function candidateFormats(
  bytes: Uint8Array,
  fileName: string,
  formats: readonly SurfaceFormat[] = registeredFormats,
): SurfaceFormat[] {
  const head = bytes.subarray(0, MAGIC_HEAD_BYTES);
  const extension = extensionOf(fileName);
  const readable = formats.filter((f) => f.read !== undefined);
  const verdicts = readable.map((f) => ({ f, verdict: safeMagic(f, head, fileName) }));
  const yes = verdicts.filter((v) => v.verdict === 'yes').map((v) => v.f);
  // When every format named by the extension is sure the content is not its own, a loose guess by
  // another format (text tables read almost anything) must not pass a damaged file off as data.
  if (extensionOwnersRefuse(verdicts, extension)) return yes;
  const byExtension = verdicts
    .filter((v) => v.verdict === 'maybe' && matchesExtension(v.f, extension))
    .map((v) => v.f);
  const maybe = verdicts
    .filter((v) => v.verdict === 'maybe' && !matchesExtension(v.f, extension))
    .map((v) => v.f);
  return [...yes, ...byExtension, ...maybe];
}

/**
 * Reads an instrument file. Throws SurfaceError only: `unsupported-image-type` naming the extension
 * when no format recognises it, otherwise the most specific error of the formats that tried. The
 * import-sanity warnings (io/sanity.ts) are appended to the reader's own warnings. The third
 * argument is the options, or (as before) just the list of formats to try.
 */
export function readSurfaceFile(
  bytes: Uint8Array,
  fileName: string,
  options: ReadSurfaceFileOptions | readonly SurfaceFormat[] = {},
): SurfaceFile {
  const { formats = registeredFormats, codecs }: ReadSurfaceFileOptions = isFormatList(options)
    ? { formats: options }
    : options;
  const context: ReadContext = codecs === undefined ? { fileName } : { fileName, codecs };
  const attempts: Attempt[] = [];
  for (const format of candidateFormats(bytes, fileName, formats)) {
    try {
      // Candidates have a reader: candidateFormats filtered them.
      const file = (format.read as NonNullable<SurfaceFormat['read']>)(bytes, context);
      return withSanityWarnings(file);
    } catch (error) {
      const surfaceError = isSurfaceError(error)
        ? error
        : new SurfaceError('corrupt-file', `${format.id} reader failed: ${String(error)}`, {
            cause: error,
          });
      attempts.push({ format: format.id, error: surfaceError });
      if (
        format.conclusive === true &&
        safeMagic(format, bytes.subarray(0, MAGIC_HEAD_BYTES), fileName) === 'yes'
      ) {
        throw surfaceError;
      }
    }
  }
  const extension = extensionOf(fileName) || '(none)';
  const refusingOwners = owningFormatsThatRefuse(bytes, fileName, formats);
  if (refusingOwners.length > 0 && attempts.length === 0) {
    throw new SurfaceError('corrupt-file', notTheNamedFormatReason(bytes, extension, refusingOwners));
  }
  if (attempts.length === 0) {
    throw new SurfaceError(
      'unsupported-image-type',
      `no reader recognises .${extension} files like this one`,
    );
  }
  // The first candidate is the best guess (signature or extension): its error is the one to show.
  const first = attempts[0] as Attempt;
  const tried = attempts.map((a) => `${a.format}: ${a.error.reason}`).join('; ');
  throw new SurfaceError(first.error.code, attempts.length === 1 ? first.error.reason : tried, {
    cause: first.error,
  });
}

function isFormatList(
  options: ReadSurfaceFileOptions | readonly SurfaceFormat[],
): options is readonly SurfaceFormat[] {
  return Array.isArray(options);
}

interface Verdict {
  readonly f: SurfaceFormat;
  readonly verdict: 'yes' | 'no' | 'maybe';
}

/**
 * Extensions that a binary format claims but that countless instruments also use for text tables
 * ('.dat': Zygo MetroPro, and x, y, z exports of many stylus and AFM programs): there a numeric
 * text is data, not a damaged binary file, so the loose text readers may still try it.
 */
const SHARED_EXTENSIONS: ReadonlySet<string> = new Set(['dat']);

function extensionOwnersRefuse(verdicts: readonly Verdict[], extension: string): boolean {
  if (SHARED_EXTENSIONS.has(extension)) return false;
  const owners = verdicts.filter((v) => matchesExtension(v.f, extension));
  return owners.length > 0 && owners.every((v) => v.verdict === 'no');
}

/** The readable formats named by the file's extension, when each of them refuses its first bytes. */
function owningFormatsThatRefuse(
  bytes: Uint8Array,
  fileName: string,
  formats: readonly SurfaceFormat[],
): SurfaceFormat[] {
  const head = bytes.subarray(0, MAGIC_HEAD_BYTES);
  const extension = extensionOf(fileName);
  const verdicts = formats
    .filter((f) => f.read !== undefined)
    .map((f) => ({ f, verdict: safeMagic(f, head, fileName) }));
  return extensionOwnersRefuse(verdicts, extension)
    ? verdicts.filter((v) => matchesExtension(v.f, extension)).map((v) => v.f)
    : [];
}

/**
 * Why a file named like a known format is damaged: which format its name promises and what its
 * first bytes are instead (printable text is quoted, binary shown as hex).
 */
function notTheNamedFormatReason(
  bytes: Uint8Array,
  extension: string,
  owners: readonly SurfaceFormat[],
): string {
  const names = owners.map((f) => f.name).join(' or ');
  const promise = `the file is named .${extension} but its content is not in the ${names} format`;
  if (bytes.length === 0) return `${promise}: it is empty`;
  const head = bytes.subarray(0, 24);
  const printable = head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127));
  const shown = printable
    ? `text "${String.fromCharCode(...head)
        .replace(/\s+/g, ' ')
        .trim()}${bytes.length > head.length ? '…' : ''}"`
    : `the bytes ${Array.from(head.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join(' ')}`;
  return `${promise} (damaged, truncated or renamed): it begins with ${shown}`;
}
