// The "Slice" / height-profile analysis (spec part 2 §3 "Slice / profile / step", issue 4 item 5):
// the heights along a horizontal, vertical or diagonal line, shown in one of the Z-axis modes, with
// the a1/a2 markers (defaults 0.1/0.9 of the profile, §9), an optional horizontal reference line and
// the area between the profile and that line.
//
// Z-axis modes, all relative to the whole image so profiles at different positions compare:
// absolute = heights as stored; centered = minus the image mean; height = minus the image minimum
// (0 at the lowest point); depth = image maximum minus height (0 at the highest point, positive down).
import { basicStats } from '../basic-stats.ts';
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { extractProfile, type ProfileLine } from '../profile/extract-profile.ts';

export const Z_AXIS_MODES = ['centered', 'height', 'depth', 'absolute'] as const;
export type ZAxisMode = (typeof Z_AXIS_MODES)[number];

export interface ProfileParams {
  readonly line: ProfileLine;
  readonly zAxis: ZAxisMode;
  readonly useMarkers: boolean;
  /** Marker positions as fractions of the profile length. */
  readonly a1: number;
  readonly a2: number;
  readonly horizontalReferenceLine: boolean;
  /** Height of the reference line in the chosen Z-axis mode, metres. */
  readonly referenceLineHeight: number;
  readonly showAreaMeasurement: boolean;
}

export interface ProfileMarker {
  /** Distance from the line start, metres. */
  readonly position: number;
  /** Interpolated height in the chosen Z-axis mode, metres (NaN on invalid data). */
  readonly height: number;
}

export interface ProfileResult {
  /** Distance between samples along the line, metres. */
  readonly spacing: number;
  readonly length: number;
  /** Line end points in metres in the image frame (x along columns, y along rows). */
  readonly start: { readonly x: number; readonly y: number };
  readonly end: { readonly x: number; readonly y: number };
  /** Heights in the chosen Z-axis mode, metres; sample i lies at distance i · spacing. */
  readonly heights: number[];
  readonly markers: {
    readonly a1: ProfileMarker;
    readonly a2: ProfileMarker;
    /** a2 − a1 along the line and in height. */
    readonly distance: number;
    readonly heightDifference: number;
  } | null;
  /**
   * Area between the profile and the reference line (the horizontal reference line when enabled,
   * else the mean of the profile), m² per metre of width, over a1..a2 with markers or the whole
   * profile: above = material above the line, below = voids under it, both positive.
   */
  readonly area: { readonly reference: number; readonly above: number; readonly below: number } | null;
}

export const profileAnalysis = defineAnalysis({
  id: 'profile',
  title: 'Height profile along a horizontal, vertical or diagonal line with markers and area',
  run(surface: Surface, params: ProfileParams): ProfileResult {
    const profile = extractProfile(surface, params.line);
    const { z, spacing } = profile;
    const stats = basicStats(surface.z);
    const heights = Array.from(z, (v) => toZAxis(v, params.zAxis, stats));
    const length = (z.length - 1) * spacing;
    const inUnit = (v: number): boolean => Number.isFinite(v) && v >= 0 && v <= 1;
    if (params.useMarkers && (!inUnit(params.a1) || !inUnit(params.a2))) {
      throw new AnalysisError(
        'invalid-selection',
        'the markers a1 and a2 must lie within the profile (0..1)',
      );
    }
    const markerAt = (fraction: number): ProfileMarker => ({
      position: fraction * length,
      height: interpolate(heights, fraction * (heights.length - 1)),
    });
    const a1 = markerAt(params.a1);
    const a2 = markerAt(params.a2);
    let area: ProfileResult['area'] = null;
    if (params.showAreaMeasurement) {
      const [from, to] = params.useMarkers
        ? [Math.min(params.a1, params.a2), Math.max(params.a1, params.a2)]
        : [0, 1];
      const reference = params.horizontalReferenceLine ? params.referenceLineHeight : meanOfValid(heights);
      area = {
        reference,
        ...areaAgainst(heights, spacing, reference, from * (heights.length - 1), to * (heights.length - 1)),
      };
    }
    return {
      spacing,
      length,
      start: { x: surface.x0 + profile.from.col * surface.dx, y: surface.y0 + profile.from.row * surface.dy },
      end: { x: surface.x0 + profile.to.col * surface.dx, y: surface.y0 + profile.to.row * surface.dy },
      heights,
      markers: params.useMarkers
        ? { a1, a2, distance: a2.position - a1.position, heightDifference: a2.height - a1.height }
        : null,
      area,
    };
  },
});

function toZAxis(v: number, mode: ZAxisMode, stats: { min: number; max: number; mean: number }): number {
  switch (mode) {
    case 'absolute':
      return v;
    case 'centered':
      return v - stats.mean;
    case 'height':
      return v - stats.min;
    case 'depth':
      return stats.max - v;
  }
}

function interpolate(values: readonly number[], at: number): number {
  const i = Math.min(values.length - 2, Math.max(0, Math.floor(at)));
  const t = at - i;
  const a = values[i] as number;
  const b = values[i + 1] as number;
  return t === 0 ? a : t === 1 ? b : a + (b - a) * t;
}

function meanOfValid(values: readonly number[]): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
  }
  return count === 0 ? NaN : sum / count;
}

/**
 * Trapezoidal areas of the profile above and below `reference` between fractional sample indices
 * `from` and `to`; each segment is split where it crosses the reference, segments touching NaN skipped.
 */
export function areaAgainst(
  heights: readonly number[],
  spacing: number,
  reference: number,
  from: number,
  to: number,
): { above: number; below: number } {
  let above = 0;
  let below = 0;
  const segment = (x0: number, h0: number, x1: number, h1: number): void => {
    const width = (x1 - x0) * spacing;
    if (!(width > 0) || Number.isNaN(h0) || Number.isNaN(h1)) return;
    const d0 = h0 - reference;
    const d1 = h1 - reference;
    if (d0 >= 0 && d1 >= 0) above += ((d0 + d1) / 2) * width;
    else if (d0 <= 0 && d1 <= 0) below -= ((d0 + d1) / 2) * width;
    else {
      const cross = (d0 / (d0 - d1)) * width;
      const positive = d0 > 0 ? d0 * cross : d1 * (width - cross);
      const negative = d0 < 0 ? -d0 * cross : -d1 * (width - cross);
      above += positive / 2;
      below += negative / 2;
    }
  };
  const first = Math.floor(from);
  const last = Math.ceil(to);
  for (let i = first; i < last; i++) {
    const x0 = Math.max(from, i);
    const x1 = Math.min(to, i + 1);
    segment(x0, interpolate(heights, x0), x1, interpolate(heights, x1));
  }
  return { above, below };
}
