// What a reader returns: every channel of one instrument file (DESIGN.md §3).
import type { Surface } from './surface.ts';

/**
 * height: topography, z in metres. image: a 2D picture (intensity, colour, total focus).
 * other: a physical quantity on the same grid that is not a height (AFM phase in degrees,
 * amplitude in volts, current in amperes, …): z in `zUnit`.
 */
export type ChannelKind = 'height' | 'image' | 'other';

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** width × height × 4 bytes, row-major, row 0 at the top. */
  readonly rgba: Uint8Array;
}

export interface Channel {
  readonly name: string;
  readonly kind: ChannelKind;
  /** The grid; for `image` channels z holds the luminance 0…1 so analyses still work. */
  readonly surface: Surface;
  /** SI unit of z: 'm' for height channels; e.g. 'deg', 'V', 'A', 'N' for others; '' if unitless. */
  readonly zUnit: string;
  /** The colour picture of an `image` channel. */
  readonly image?: RgbaImage;
}

export const importWarningCodes = [
  'lateral-size-implausible',
  'height-range-implausible',
  'all-invalid',
  'constant-field',
  'unit-slip-suspected',
  'nonuniform-sampling-resampled',
  'channel-skipped',
  'metadata-incomplete',
] as const;
export type ImportWarningCode = (typeof importWarningCodes)[number];

export interface ImportWarning {
  readonly code: ImportWarningCode;
  /** Human-readable English detail (the UI translates the code). */
  readonly message: string;
  /** Channel name the warning is about, when it is about one. */
  readonly channel?: string;
}

export interface SurfaceFile {
  /** Registry id of the format that read it, e.g. 'x3p'. */
  readonly format: string;
  readonly channels: readonly Channel[];
  readonly warnings: readonly ImportWarning[];
  /** Header fields worth showing (instrument, date, objective, …). */
  readonly metadata: Readonly<Record<string, string>>;
}
