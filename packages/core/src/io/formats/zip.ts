// A .zip upload holding an instrument file (PKWARE APPNOTE.TXT 6.3.x for the container; the inner
// file is read by whichever registered format recognises it). Tried only after every format that
// claims the bytes itself (x3p, plux, zon, xlsx… are zips too): its magic is never more than 'maybe'.
//
// Which entry: the entries some format claims (signature 'yes', or 'maybe' with its extension)
// are tried in archive order; the first that reads is the result, each further claimed entry
// becomes a 'channel-skipped' warning. Nested zips are not opened (the inner read runs without
// this format), and every inflated byte counts against the archive's decompression budget.
//
// Import cycle: the inner read (readSurfaceFile) needs the registry, and the registry lists this
// format; read-surface-file.ts imports the registry for its default list. The registry therefore
// passes itself in, `zipContainerFormat(() => formats)`, called lazily at read time, and the
// factory is a hoisted function declaration that touches none of this module's constants while
// the registry is being built: whichever of the three modules is loaded first, nothing is read
// before it is initialised (tested by loading this module first in zip.test.ts).
import { isSurfaceError, SurfaceError } from '../../surface/surface-error.ts';
import type { ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import {
  type Codecs,
  defineFormat,
  extensionOf,
  MAGIC_HEAD_BYTES,
  matchesExtension,
  type SurfaceFormat,
} from '../format.ts';
import { readSurfaceFile } from '../read-surface-file.ts';
import { looksLikeZip, ZipArchive, type ZipEntry } from '../zip-archive/zip-archive.ts';

/** The generic zip container over the formats `registered()` returns (called at read time). */
export function zipContainerFormat(registered: () => readonly SurfaceFormat[]): SurfaceFormat {
  return defineFormat({
    id: 'zip',
    name: 'ZIP archive holding an instrument file',
    extensions: ['zip'],
    specification: 'PKWARE APPNOTE.TXT 6.3.10 (https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT)',
    magic(head) {
      return looksLikeZip(head) ? 'maybe' : 'no';
    },
    read(bytes, context) {
      return readContainer(
        bytes,
        registered().filter((f) => f.id !== 'zip' && f.read !== undefined),
        context.codecs,
      );
    },
  });
}

/** Whether some format claims this entry: by signature, or by extension where it says 'maybe'. */
function claims(formats: readonly SurfaceFormat[], head: Uint8Array, name: string): boolean {
  const extension = extensionOf(name);
  return formats.some((format) => {
    let verdict: string;
    try {
      verdict = format.magic(head, name);
    } catch {
      return false;
    }
    return verdict === 'yes' || (verdict === 'maybe' && matchesExtension(format, extension));
  });
}

function readContainer(
  bytes: Uint8Array,
  formats: readonly SurfaceFormat[],
  codecs: Codecs | undefined,
): SurfaceFile {
  const archive = new ZipArchive(bytes, codecs);
  const entries = archive.files;
  let result: { file: SurfaceFile; entry: ZipEntry } | undefined;
  const failures: { entry: ZipEntry; error: SurfaceError }[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    const inner = archive.read(entry);
    if (!claims(formats, inner.subarray(0, MAGIC_HEAD_BYTES), entry.name)) continue;
    if (result !== undefined) {
      skipped.push(entry.name);
      continue;
    }
    try {
      result = {
        file: readSurfaceFile(inner, entry.name, { formats, ...(codecs ? { codecs } : {}) }),
        entry,
      };
    } catch (error) {
      failures.push({ entry, error: asSurfaceError(error, entry.name) });
    }
  }
  if (result === undefined) {
    const first = failures[0];
    if (first !== undefined) {
      throw new SurfaceError(first.error.code, `zip entry ${first.entry.name}: ${first.error.reason}`, {
        cause: first.error,
      });
    }
    const listing = entries
      .slice(0, 10)
      .map((e) => e.name)
      .join(', ');
    throw new SurfaceError(
      'unsupported-image-type',
      `the zip archive holds no supported instrument file (${entries.length} entries: ${listing})`,
    );
  }
  const warnings: ImportWarning[] = [
    ...result.file.warnings,
    ...skipped.map((name) => ({
      code: 'channel-skipped' as const,
      message: `the zip archive also holds ${name}, which was not read (one file per upload)`,
    })),
    ...failures.map(({ entry, error }) => ({
      code: 'channel-skipped' as const,
      message: `zip entry ${entry.name} could not be read: ${error.reason}`,
    })),
  ];
  return {
    ...result.file,
    warnings,
    metadata: { ...result.file.metadata, 'zip.entry': result.entry.name },
  };
}

function asSurfaceError(error: unknown, name: string): SurfaceError {
  return isSurfaceError(error)
    ? error
    : new SurfaceError('corrupt-file', `${name}: ${String(error)}`, { cause: error });
}
