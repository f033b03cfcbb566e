// The shape of one instrument format (DESIGN.md §4): one file per format under io/formats/,
// listed once in io/registry.ts.
import type { SurfaceFile } from '../surface/surface-file.ts';

/** What a format says about the first bytes of a file: certainly mine, certainly not, or can't tell. */
export type MagicVerdict = 'yes' | 'no' | 'maybe';

export interface ReadContext {
  /** The uploaded file name (detection by extension, some formats name sibling data after it). */
  readonly fileName: string;
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
  /** Inspects the first bytes (at most 4096) — never throws. */
  magic(head: Uint8Array, fileName: string): MagicVerdict;
  read?(bytes: Uint8Array, context: ReadContext): SurfaceFile;
  write?(file: SurfaceFile, options?: WriteOptions): Uint8Array;
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
