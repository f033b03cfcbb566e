// Import sanity (DESIGN.md §4): after a reader succeeded, look at what it produced and warn the user
// about numbers no instrument measures — a unit read wrong in a header is the most common way a file
// opens "successfully" and still wrong. Warnings only: the data is kept as read, the UI shows them.
//
// The thresholds were checked against every real file in ../shared/surfaces (test/sanity.test.ts):
// real measurements span fields from 0.3 µm (AFM) to 0.15 m (a Digital Surf scan of a large part) and
// height ranges up to ~0.9 × the lateral extent (a steep AFM image), so the limits below leave one to
// three decades of margin on each side.
import type { Channel, ImportWarning, SurfaceFile } from '../surface/surface-file.ts';

/** Largest plausible extent of a field along one axis: no surface instrument scans more than 1 m. */
export const MAX_LATERAL_EXTENT_M = 1;
/** Smallest plausible extent of a whole field: below 1 nm there is no topography to measure. */
export const MIN_LATERAL_EXTENT_M = 1e-9;
/** Height range beyond this multiple of the lateral extent is physically implausible (spec). */
export const MAX_HEIGHT_TO_LATERAL = 1000;
/**
 * Height range beyond this multiple of the lateral extent suggests heights scaled 10³ or 10⁶ too
 * large. Steep real surfaces reach ~1 (di-1: 0.43 µm over 0.5 µm); 20 leaves room for deep grooves.
 */
export const SLIP_HEIGHT_TO_LATERAL = 20;
/**
 * Height range below this fraction of the lateral extent suggests heights 10³–10⁶ too small (e.g. nm
 * values taken as m). The flattest real data here is ~2e-5 (an AFM amplitude channel); a
 * super-polished mirror is ~1e-7.
 */
export const SLIP_HEIGHT_TO_LATERAL_LOW = 1e-9;
/** A field no wider than this is AFM-sized… */
export const AFM_FIELD_M = 100e-6;
/** …and heights of a millimetre or more on it are not an AFM measurement. */
export const AFM_MAX_HEIGHT_RANGE_M = 1e-3;

interface Range {
  readonly valid: number;
  readonly min: number;
  readonly max: number;
}

/** Count, minimum and maximum of the finite values (NaN marks invalid points; ±Inf counts as invalid). */
function validRange(z: Float64Array): Range {
  let valid = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v - v === 0) {
      // finite: v - v is NaN for NaN and ±Infinity
      valid++;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { valid, min, max };
}

/** Extent along an axis; a single-point axis (a profile's y) has no meaningful extent. */
function extents(channel: Channel): number[] {
  const { nx, ny, dx, dy } = channel.surface;
  const out: number[] = [];
  if (nx > 1) out.push(nx * dx);
  if (ny > 1) out.push(ny * dy);
  return out;
}

function formatLength(metres: number): string {
  const a = Math.abs(metres);
  const [scale, unit] =
    a >= 1
      ? [1, 'm']
      : a >= 1e-3
        ? [1e3, 'mm']
        : a >= 1e-6
          ? [1e6, 'µm']
          : a >= 1e-9
            ? [1e9, 'nm']
            : [1e12, 'pm'];
  return `${Number((metres * scale).toPrecision(4))} ${unit}`;
}

/** The power of 10³ that brings `ratio` (height range / lateral extent) down to ≤ 1, if 10³ or 10⁶ does. */
function slipFactor(ratio: number): string {
  if (ratio / 1e3 <= 1) return '10³ (e.g. µm read as mm, or nm as µm)';
  if (ratio / 1e6 <= 1) return '10⁶ (e.g. µm read as m, or nm as mm)';
  return 'more than 10⁶';
}

function lateralWarnings(channel: Channel, label: string): ImportWarning[] {
  const sizes = extents(channel);
  if (sizes.length === 0) return [];
  const largest = Math.max(...sizes);
  const warnings: ImportWarning[] = [];
  if (largest > MAX_LATERAL_EXTENT_M) {
    warnings.push({
      code: 'lateral-size-implausible',
      message: `${label}: the field is ${formatLength(largest)} wide; no surface instrument scans more than ${formatLength(MAX_LATERAL_EXTENT_M)} (wrong or missing lateral unit?)`,
      channel: channel.name,
    });
  } else if (largest < MIN_LATERAL_EXTENT_M) {
    warnings.push({
      code: 'lateral-size-implausible',
      message: `${label}: the whole field is only ${formatLength(largest)} wide (below ${formatLength(MIN_LATERAL_EXTENT_M)}; wrong lateral unit?)`,
      channel: channel.name,
    });
  }
  return warnings;
}

function heightWarnings(channel: Channel, range: Range): ImportWarning[] {
  const name = channel.name;
  if (range.valid === 0) {
    return [
      {
        code: 'all-invalid',
        message: `${name}: every point is invalid (no measured height)`,
        channel: name,
      },
    ];
  }
  const heightRange = range.max - range.min;
  if (range.valid > 1 && heightRange === 0) {
    return [
      {
        code: 'constant-field',
        message: `${name}: every valid point has the same height (${formatLength(range.max)})`,
        channel: name,
      },
    ];
  }
  const sizes = extents(channel);
  if (sizes.length === 0 || heightRange === 0) return [];
  const lateral = Math.max(...sizes);
  if (!(lateral > 0) || !Number.isFinite(lateral)) return [];
  const ratio = heightRange / lateral;
  const warnings: ImportWarning[] = [];
  const description = `heights span ${formatLength(heightRange)} over a ${formatLength(lateral)} field`;
  if (ratio > MAX_HEIGHT_TO_LATERAL) {
    warnings.push({
      code: 'height-range-implausible',
      message: `${name}: ${description} (${ratio.toPrecision(3)} × the lateral size)`,
      channel: name,
    });
  }
  if (ratio > SLIP_HEIGHT_TO_LATERAL) {
    warnings.push({
      code: 'unit-slip-suspected',
      message: `${name}: ${description}; the heights look ${slipFactor(ratio)} too large for the lateral scale`,
      channel: name,
    });
  } else if (lateral <= AFM_FIELD_M && heightRange >= AFM_MAX_HEIGHT_RANGE_M) {
    warnings.push({
      code: 'unit-slip-suspected',
      message: `${name}: ${description}; a field this small is an AFM or high-magnification scan, which cannot measure heights of millimetres (height unit 10³ too large?)`,
      channel: name,
    });
  } else if (ratio < SLIP_HEIGHT_TO_LATERAL_LOW) {
    warnings.push({
      code: 'unit-slip-suspected',
      message: `${name}: ${description}; the heights look 10³ or more too small for the lateral scale (nm read as m?)`,
      channel: name,
    });
  }
  return warnings;
}

/**
 * Warnings about implausible sizes, units and content of a file as read. Pure and linear in the number
 * of points; never throws for a structurally valid SurfaceFile. Lateral checks apply to height and
 * other channels (images carry no physical size) and are reported once per distinct grid; height
 * checks apply to height channels, whose z is in metres.
 */
export function importSanityWarnings(file: SurfaceFile): ImportWarning[] {
  const warnings: ImportWarning[] = [];
  const gridsSeen = new Set<string>();
  for (const channel of file.channels) {
    if (channel.kind === 'image') continue;
    const { nx, ny, dx, dy } = channel.surface;
    const grid = `${nx}:${ny}:${dx}:${dy}`;
    if (!gridsSeen.has(grid)) {
      gridsSeen.add(grid);
      const sharing = file.channels.filter(
        (c) =>
          c.kind !== 'image' && `${c.surface.nx}:${c.surface.ny}:${c.surface.dx}:${c.surface.dy}` === grid,
      );
      const label =
        sharing.length > 1 ? `${channel.name} (and ${sharing.length - 1} more channels)` : channel.name;
      warnings.push(...lateralWarnings(channel, label));
    }
    if (channel.kind === 'height') warnings.push(...heightWarnings(channel, validRange(channel.surface.z)));
  }
  return warnings;
}

/** The file with the sanity warnings appended to the reader's own. */
export function withSanityWarnings(file: SurfaceFile): SurfaceFile {
  const extra = importSanityWarnings(file);
  return extra.length === 0 ? file : { ...file, warnings: [...file.warnings, ...extra] };
}
