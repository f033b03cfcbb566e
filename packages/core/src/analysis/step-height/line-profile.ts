// A height profile along a straight line drawn on the image, with sub-pixel (bilinear) sampling and
// optional averaging of parallel lines either side, as the step-height line tool reads it (spec part
// 2 §3: l1/l2 positions, samplingSize, average). Averaging across the line lowers noise without
// blurring the step, because the parallel lines cross the edge at the same place when the line is
// drawn perpendicular to it.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';

/** A point as fractions of the image: x of the width (left 0), y of the height (top = row 0). */
export interface FractionPoint {
  readonly x: number;
  readonly y: number;
}

export interface SampledProfile {
  /** Heights in metres at equal steps from start to end; NaN where no valid point was sampled. */
  readonly heights: Float64Array;
  /** Distance between consecutive samples, metres. */
  readonly spacing: number;
  /** Start and end in fractional pixel coordinates (column, row of pixel centres). */
  readonly startPixel: { readonly col: number; readonly row: number };
  readonly endPixel: { readonly col: number; readonly row: number };
}

/** Pixel centres sit at (col + 0.5)/nx, so the fraction x maps to column x·nx − 0.5 (clamped). */
export function pixelOfFraction(
  surface: Pick<Surface, 'nx' | 'ny'>,
  point: FractionPoint,
): { col: number; row: number } {
  const { x, y } = point;
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || x > 1 || y < 0 || y > 1) {
    throw new AnalysisError('invalid-selection', `the point (${x}, ${y}) must lie within 0..1`);
  }
  return {
    col: Math.min(surface.nx - 1, Math.max(0, x * surface.nx - 0.5)),
    row: Math.min(surface.ny - 1, Math.max(0, y * surface.ny - 0.5)),
  };
}

/** Bilinear height at fractional pixel coordinates; NaN outside the grid or next to an invalid point. */
export function bilinearHeight(surface: Surface, col: number, row: number): number {
  const { nx, ny, z } = surface;
  if (!(col >= 0 && col <= nx - 1 && row >= 0 && row <= ny - 1)) return NaN;
  const c0 = Math.min(Math.floor(col), Math.max(0, nx - 2));
  const r0 = Math.min(Math.floor(row), Math.max(0, ny - 2));
  const fc = col - c0;
  const fr = row - r0;
  const c1 = Math.min(c0 + 1, nx - 1);
  const r1 = Math.min(r0 + 1, ny - 1);
  const z00 = z[r0 * nx + c0] as number;
  const z01 = z[r0 * nx + c1] as number;
  const z10 = z[r1 * nx + c0] as number;
  const z11 = z[r1 * nx + c1] as number;
  // A weight of exactly zero must not let a NaN neighbour poison the sample (a point on a grid line).
  const top = fc === 0 ? z00 : fc === 1 ? z01 : z00 + (z01 - z00) * fc;
  const bottom = fc === 0 ? z10 : fc === 1 ? z11 : z10 + (z11 - z10) * fc;
  if (fr === 0) return top;
  if (fr === 1) return bottom;
  return top + (bottom - top) * fr;
}

/**
 * Samples `samples` points from `start` to `end` (or one per pixel of length when 'auto'), each the
 * mean of `average` parallel lines spaced one pixel apart, centred on the drawn line. Points of the
 * parallel lines that fall outside the image are left out of the mean.
 */
export function sampleProfile(
  surface: Surface,
  start: FractionPoint,
  end: FractionPoint,
  samples: number | 'auto',
  average: number,
): SampledProfile {
  const startPixel = pixelOfFraction(surface, start);
  const endPixel = pixelOfFraction(surface, end);
  const dCol = endPixel.col - startPixel.col;
  const dRow = endPixel.row - startPixel.row;
  const pixelLength = Math.hypot(dCol, dRow);
  const count = samples === 'auto' ? Math.max(2, Math.ceil(pixelLength) + 1) : samples;
  if (!Number.isInteger(count) || count < 2) {
    throw new AnalysisError('invalid-request', `samplingSize must be an integer of at least 2, not ${count}`);
  }
  if (!Number.isInteger(average) || average < 1) {
    throw new AnalysisError('invalid-request', `average must be a positive integer, not ${average}`);
  }
  const metreLength = Math.hypot(dCol * surface.dx, dRow * surface.dy);
  // Unit normal in pixel units (one pixel between parallel lines).
  const normalCol = pixelLength > 0 ? -dRow / pixelLength : 0;
  const normalRow = pixelLength > 0 ? dCol / pixelLength : 0;
  const heights = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const col = startPixel.col + dCol * t;
    const row = startPixel.row + dRow * t;
    let sum = 0;
    let valid = 0;
    for (let j = 0; j < average; j++) {
      const offset = j - (average - 1) / 2;
      const v = bilinearHeight(surface, col + normalCol * offset, row + normalRow * offset);
      if (Number.isFinite(v)) {
        sum += v;
        valid++;
      }
    }
    heights[i] = valid > 0 ? sum / valid : NaN;
  }
  return { heights, spacing: metreLength / (count - 1), startPixel, endPixel };
}
