// A height profile along a straight line of the image (spec part 2 §3 "Slice / profile", issue 4
// item 5): horizontal, vertical or diagonal, given by start and end points as fractions of the image.
// Fractions map onto pixel centres (0 → first pixel centre, 1 → last), so a profile never
// extrapolates beyond the measured points. The line is sampled once per pixel step along its dominant
// axis (max(|Δcol|, |Δrow|) + 1 samples, as Gwyddion's gwy_data_field_get_profile does), so the
// sample spacing equals the pixel size along that axis divided by the direction cosine — "one sample
// per pixel along the line" — and each sample is bilinearly interpolated between its four neighbours.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';

export type ProfileLineType = 'horizontal' | 'vertical' | 'diagonal';

/** A point of the image as fractions of its width (x, column direction) and height (y, row direction). */
export interface FractionPoint {
  readonly x: number;
  readonly y: number;
}

export interface ProfileLine {
  readonly type: ProfileLineType;
  /** Horizontal lines use start.y only; vertical lines start.x only; diagonal lines both points. */
  readonly start: FractionPoint;
  readonly end: FractionPoint;
}

export interface ExtractedProfile {
  /** Heights in metres, NaN where any interpolation neighbour is invalid. */
  readonly z: Float64Array;
  /** Distance between consecutive samples along the line, metres. */
  readonly spacing: number;
  /** Line end points in pixel coordinates (column, row; pixel centres are integers). */
  readonly from: { readonly col: number; readonly row: number };
  readonly to: { readonly col: number; readonly row: number };
}

/** The line end points in continuous pixel coordinates, validated. */
export function profileEndpoints(
  surface: Pick<Surface, 'nx' | 'ny'>,
  line: ProfileLine,
): { from: { col: number; row: number }; to: { col: number; row: number } } {
  const inUnit = (v: number): boolean => Number.isFinite(v) && v >= 0 && v <= 1;
  const { start, end } = line;
  const used =
    line.type === 'horizontal'
      ? [start.y]
      : line.type === 'vertical'
        ? [start.x]
        : [start.x, start.y, end.x, end.y];
  if (!used.every(inUnit)) {
    throw new AnalysisError(
      'invalid-selection',
      `the ${line.type} line must lie within the image (fractions 0..1)`,
    );
  }
  const lastCol = surface.nx - 1;
  const lastRow = surface.ny - 1;
  if (line.type === 'horizontal') {
    const row = start.y * lastRow;
    return { from: { col: 0, row }, to: { col: lastCol, row } };
  }
  if (line.type === 'vertical') {
    const col = start.x * lastCol;
    return { from: { col, row: 0 }, to: { col, row: lastRow } };
  }
  return {
    from: { col: start.x * lastCol, row: start.y * lastRow },
    to: { col: end.x * lastCol, row: end.y * lastRow },
  };
}

/** Bilinear height at continuous pixel coordinates; NaN if a neighbour with non-zero weight is. */
export function bilinearHeight(surface: Surface, col: number, row: number): number {
  const { nx, ny, z } = surface;
  const c0 = Math.min(nx - 1, Math.max(0, Math.floor(col)));
  const r0 = Math.min(ny - 1, Math.max(0, Math.floor(row)));
  const fc = col - c0;
  const fr = row - r0;
  // Weights that vanish must not let a NaN neighbour through (0 · NaN is NaN), hence the branches.
  const c1 = fc > 0 ? Math.min(nx - 1, c0 + 1) : c0;
  const r1 = fr > 0 ? Math.min(ny - 1, r0 + 1) : r0;
  const z00 = z[r0 * nx + c0] as number;
  const z01 = z[r0 * nx + c1] as number;
  const z10 = z[r1 * nx + c0] as number;
  const z11 = z[r1 * nx + c1] as number;
  const top = fc > 0 ? z00 + (z01 - z00) * fc : z00;
  const bottom = fc > 0 ? z10 + (z11 - z10) * fc : z10;
  return fr > 0 ? top + (bottom - top) * fr : top;
}

export function extractProfile(surface: Surface, line: ProfileLine): ExtractedProfile {
  if (surface.nx < 2 && surface.ny < 2) {
    throw new AnalysisError('invalid-selection', 'a profile needs an image of at least two pixels');
  }
  const { from, to } = profileEndpoints(surface, line);
  const dCol = to.col - from.col;
  const dRow = to.row - from.row;
  const steps = Math.max(1, Math.round(Math.max(Math.abs(dCol), Math.abs(dRow))));
  const count = steps + 1;
  const lengthMetres = Math.hypot(dCol * surface.dx, dRow * surface.dy);
  if (!(lengthMetres > 0)) {
    throw new AnalysisError('invalid-selection', 'the profile line has zero length');
  }
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t = i / steps;
    z[i] = bilinearHeight(surface, from.col + dCol * t, from.row + dRow * t);
  }
  return { z, spacing: lengthMetres / steps, from, to };
}
