// The shape of one instrument format (DESIGN.md §4): one file per format under io/formats/,
// listed once in io/registry.ts.
import type { SurfaceFile } from '../surface/surface-file.ts';

/** What a format says about the first bytes of a file: certainly mine, certainly not, or can't tell. */
export type MagicVerdict = 'yes' | 'no' | 'maybe';

export interface ReadContext {
  /** The uploaded file name (detection by extension, some formats name sibling data after it). */
  readonly fileName: string;
  /** Native decoders lent by the platform; readers fall back to the core's own when absent. */
  readonly codecs?: Codecs;
}

/**
 * A synchronous raw DEFLATE (RFC 1951) decoder with the shape of node:zlib's `inflateRawSync`
 * (Node, Bun and Deno provide it; docs/adr/0014-inflate.md). The core calls it with
 * `maxOutputLength` = the size the zip entry declares and `chunkSize` = that size + 1, so the
 * decoder allocates one buffer of at most declared + 1 bytes and throws as soon as the stream
 * produces more; a damaged stream throws. The core checks the length it returns, turns every
 * failure into a SurfaceError exactly like its own decoder's and copies the result when it shares
 * a buffer with anything else (node:zlib's pool for small outputs).
 */
export type InflateRawSync = (
  data: Uint8Array,
  options: { readonly maxOutputLength: number; readonly chunkSize: number },
) => Uint8Array;

/** Native decoders a platform may pass to `readSurfaceFile` (the browser passes none). */
export interface Codecs {
  /** Raw DEFLATE for zip entries (x3p, plux, .zip): node:zlib's `inflateRawSync` as it is. */
  readonly inflateRawSync?: InflateRawSync;
}

export interface WriteOptions {
  /** Which channel to write (default: the first height channel). */
  readonly channel?: number;
  /** Format-specific variant, e.g. 'ascii' | 'binary' for SDF, '8bit' | '16bit' for PNG. */
  readonly variant?: string;
}

export interface SurfaceFormat {
  /** Stable registry id, e.g. 'x3p', 'digital-surf-sur'. */
  readonly id: string;
  /** Human name with the vendor, e.g. 'Digital Surf SUR'. */
  readonly name: string;
  /** Lower-case extensions without the dot; patterns like '0*' match '.000' … '.999'. */
  readonly extensions: readonly string[];
  /** Where the format is described (URL or document), cited in docs/formats.md. */
  readonly specification: string;
  /**
   * File variants this reader handles (or refuses with a reason) that no real file of
   * ../shared/surfaces shows, each checked by a test in packages/core/test/formats/ on a fixture
   * the test builds itself; listed in docs/formats.md.
   */
  readonly syntheticVariants?: readonly SyntheticVariant[];
  /** Inspects the first bytes (at most 4096) — never throws. */
  magic(head: Uint8Array, fileName: string): MagicVerdict;
  read?(bytes: Uint8Array, context: ReadContext): SurfaceFile;
  /**
   * When this format's magic says 'yes' and its reader throws, detection ends with that error: no
   * looser reader may try the file (e.g. a spectroscopy table must not pass for a text profile).
   */
  readonly conclusive?: boolean;
  write?(file: SurfaceFile, options?: WriteOptions): Uint8Array;
}

export interface SyntheticVariant {
  /** What the variant is and what the reader does with it. */
  readonly variant: string;
  /** The test file (under packages/core/test/formats/) that builds the fixture and checks it. */
  readonly test: string;
}

export const defineFormat = (format: SurfaceFormat): SurfaceFormat => format;

/** How many leading bytes detection hands to `magic`. */
export const MAGIC_HEAD_BYTES = 4096;

/** The extension of a file name, lower case, without the dot ('' when none); '.txt.gz' → 'txt.gz'. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const lower = base.toLowerCase();
  if (lower.endsWith('.gz')) {
    const inner = lower.slice(0, -3);
    const dot = inner.lastIndexOf('.');
    return dot > 0 ? `${inner.slice(dot + 1)}.gz` : 'gz';
  }
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot + 1) : '';
}

/** Whether an extension matches one of a format's patterns ('0*' style wildcards allowed). */
export function matchesExtension(format: Pick<SurfaceFormat, 'extensions'>, extension: string): boolean {
  return format.extensions.some((pattern) => {
    if (!pattern.includes('*')) return pattern === extension;
    const regex = new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9]*')}$`,
    );
    return regex.test(extension);
  });
}
