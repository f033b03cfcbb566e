// Writes one surface in an export format (spec part 3 §3) with the core's writers. Runs in the
// compute pool (task `writeSurface`): a 4096² x3p or STL takes seconds of CPU the event loop must
// not spend. A writer's refusal (an STL of a one-row profile, a solid larger than the limit) comes
// back as a value, since errors lose their class between threads.
import type { ExportFormat } from '@asperity/contract';
import {
  formatById,
  isSurfaceError,
  makeChannel,
  makeSurfaceFile,
  type Surface,
  type SurfaceErrorCode,
} from '@asperity/core';

/** The formats a surface is written in: every export format but the original file and Filmetrics. */
export type SurfaceExportFormat = Exclude<ExportFormat, 'original' | 'filmetrics-binary' | 'filmetrics-text'>;

/**
 * The core writer of each format and its variant: x3p (ISO 25178-72), Digital Surf SUR, a closed
 * binary STL solid in micrometres, an 8-bit PNG in the default colour gradient, and the Gwyddion-style
 * height matrix with commas (heights in metres, "# Value units: m" header).
 */
const WRITERS: Readonly<Record<SurfaceExportFormat, { readonly id: string; readonly variant?: string }>> = {
  opengps: { id: 'x3p' },
  surf: { id: 'sur' },
  stereolithography: { id: 'stl', variant: 'um' },
  png: { id: 'png', variant: '8bit' },
  csv: { id: 'csv-matrix' },
};

const BOM = [0xef, 0xbb, 0xbf];
const LF = 0x0a;
const CR = 0x0d;

/**
 * The CSV rules of the product's exports (spec part 3 §9: a byte-order mark, rows ending in CRLF)
 * applied to the core's matrix text, byte by byte (a 4096² matrix is hundreds of megabytes of text,
 * so no string round trip). Its fields are numbers and "NaN": nothing needs quoting.
 */
function asSpreadsheetCsv(text: Uint8Array): Uint8Array {
  let lines = 0;
  for (const byte of text) if (byte === LF) lines++;
  const out = new Uint8Array(BOM.length + text.length + lines);
  out.set(BOM);
  let at = BOM.length;
  for (const byte of text) {
    if (byte === LF) out[at++] = CR;
    out[at++] = byte;
  }
  return out;
}

export interface WriteSurfaceInput {
  readonly surface: Surface;
  readonly format: SurfaceExportFormat;
  /** The channel's name, written where the format has a place for it. */
  readonly channelName: string;
  /** PNG only: the colour gradient (a core gradient name; default: the default gradient). */
  readonly gradient?: string | undefined;
}

export type WriteSurfaceOutput =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly code: SurfaceErrorCode; readonly reason: string };

export function writeSurface({
  surface,
  format,
  channelName,
  gradient,
}: WriteSurfaceInput): WriteSurfaceOutput {
  const writer = WRITERS[format];
  const writerFormat = formatById(writer.id);
  if (!writerFormat?.write) return { ok: false, code: 'invalid-request', reason: `no ${writer.id} writer` };
  const grid = {
    nx: surface.nx,
    ny: surface.ny,
    dx: surface.dx,
    dy: surface.dy,
    x0: surface.x0,
    y0: surface.y0,
  };
  try {
    const channel = makeChannel(channelName, 'height', grid, surface.z, 'm', surface.meta);
    const file = makeSurfaceFile('asperity', [channel]);
    const variant = format === 'png' && gradient !== undefined ? `8bit:${gradient}` : writer.variant;
    const bytes = writerFormat.write(file, variant === undefined ? {} : { variant });
    return { ok: true, bytes: format === 'csv' ? asSpreadsheetCsv(bytes) : bytes };
  } catch (error) {
    if (isSurfaceError(error)) return { ok: false, code: error.code, reason: error.reason };
    throw error;
  }
}
