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
      attempts.push({
        format: format.id,
        error: isSurfaceError(error)
          ? error
          : new SurfaceError('corrupt-file', `${format.id} reader failed: ${String(error)}`, {
              cause: error,
            }),
      });
    }
  }
  const extension = extensionOf(fileName) || '(none)';
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
