// Levels of the rectangles tool: a least-squares plane through the leveling rectangle(s) and the mean
// height of a rectangle above that plane. With two leveling rectangles the plane has one slope and
// one offset per rectangle (the rectangles are on different levels), so the step is the difference
// of the offsets and tilt cancels exactly.
import type { Surface } from '../../surface/surface.ts';
import type { PixelRect } from '../common/area-of-interest.ts';

/** z = z0 + perColumn·(col − centreCol) + perRow·(row − centreRow), metres; z0 at the first rectangle. */
export interface LevelPlane {
  readonly z0: number;
  readonly perColumn: number;
  readonly perRow: number;
  readonly centreCol: number;
  readonly centreRow: number;
}

/** Solves the small dense system in place by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], rhs: number[]): number[] | undefined {
  const size = rhs.length;
  for (let p = 0; p < size; p++) {
    let pivot = p;
    for (let r = p + 1; r < size; r++) {
      if (Math.abs((matrix[r] as number[])[p] as number) > Math.abs((matrix[pivot] as number[])[p] as number))
        pivot = r;
    }
    [matrix[p], matrix[pivot]] = [matrix[pivot] as number[], matrix[p] as number[]];
    [rhs[p], rhs[pivot]] = [rhs[pivot] as number, rhs[p] as number];
    const row = matrix[p] as number[];
    const diagonal = row[p] as number;
    if (!(Math.abs(diagonal) > 1e-12 * Math.abs((matrix[0] as number[])[0] as number))) return undefined;
    for (let r = p + 1; r < size; r++) {
      const other = matrix[r] as number[];
      const factor = (other[p] as number) / diagonal;
      for (let c = p; c < size; c++) other[c] = (other[c] as number) - factor * (row[c] as number);
      rhs[r] = (rhs[r] as number) - factor * (rhs[p] as number);
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let p = size - 1; p >= 0; p--) {
    const row = matrix[p] as number[];
    let sum = rhs[p] as number;
    for (let c = p + 1; c < size; c++) sum -= (row[c] as number) * (solution[c] as number);
    solution[p] = sum / (row[p] as number);
  }
  return solution;
}

/**
 * The plane through the valid points of one rectangle, or a common-slope plane through two (with
 * an offset for the second). Undefined when the points do not define a plane.
 */
export function fitLevelPlane(surface: Surface, rectangles: readonly PixelRect[]): LevelPlane | undefined {
  const first = rectangles[0];
  if (first === undefined) return undefined;
  const { z, nx } = surface;
  const centreCol = (first.col0 + first.col1 - 1) / 2;
  const centreRow = (first.row0 + first.row1 - 1) / 2;
  // Unknowns: slope per column, slope per row, then one offset per rectangle. The normal equations
  // need only the moments of each rectangle's valid points, gathered in one tight pass each.
  const size = 2 + rectangles.length;
  const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const rhs = new Array<number>(size).fill(0);
  let reference = NaN;
  rectangles.forEach((rect, which) => {
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    let sz = 0;
    let sxz = 0;
    let syz = 0;
    for (let row = rect.row0; row < rect.row1; row++) {
      const y = row - centreRow;
      const base = row * nx;
      for (let col = rect.col0; col < rect.col1; col++) {
        const v = z[base + col] as number;
        if (!Number.isFinite(v)) continue;
        // Heights relative to the first valid one keep the sums small on a large offset.
        if (Number.isNaN(reference)) reference = v;
        const x = col - centreCol;
        const h = v - reference;
        n++;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
        syy += y * y;
        sz += h;
        sxz += x * h;
        syz += y * h;
      }
    }
    const m0 = matrix[0] as number[];
    const m1 = matrix[1] as number[];
    const mi = matrix[2 + which] as number[];
    m0[0] = (m0[0] as number) + sxx;
    m0[1] = (m0[1] as number) + sxy;
    m1[0] = (m1[0] as number) + sxy;
    m1[1] = (m1[1] as number) + syy;
    m0[2 + which] = sx;
    m1[2 + which] = sy;
    mi[0] = sx;
    mi[1] = sy;
    mi[2 + which] = n;
    rhs[0] = (rhs[0] as number) + sxz;
    rhs[1] = (rhs[1] as number) + syz;
    rhs[2 + which] = sz;
  });
  const solution = solve(matrix, rhs);
  if (solution === undefined || !solution.every((v) => Number.isFinite(v))) return undefined;
  return {
    z0: (solution[2] as number) + reference,
    perColumn: solution[0] as number,
    perRow: solution[1] as number,
    centreCol,
    centreRow,
  };
}

/** Mean of (height − plane) over the valid points of a rectangle; plain mean without a plane. */
export function meanAbovePlane(
  surface: Surface,
  rect: PixelRect,
  plane: LevelPlane | undefined,
): { readonly mean: number; readonly count: number } {
  const { z, nx } = surface;
  const perColumn = plane?.perColumn ?? 0;
  const centreCol = plane?.centreCol ?? 0;
  let sum = 0;
  let count = 0;
  for (let row = rect.row0; row < rect.row1; row++) {
    const rowPlane = plane === undefined ? 0 : plane.z0 + plane.perRow * (row - plane.centreRow);
    const base = row * nx;
    for (let col = rect.col0; col < rect.col1; col++) {
      const v = z[base + col] as number;
      if (!Number.isFinite(v)) continue;
      sum += v - (rowPlane + perColumn * (col - centreCol));
      count++;
    }
  }
  return { mean: count > 0 ? sum / count : NaN, count };
}

/** RMS of the heights in `rect` about the plane plus `mean` (the level's scatter), metres. */
export function rmsAbovePlane(
  surface: Surface,
  rect: PixelRect,
  plane: LevelPlane | undefined,
  mean: number,
): number {
  const { z, nx } = surface;
  const perColumn = plane?.perColumn ?? 0;
  const centreCol = plane?.centreCol ?? 0;
  let sum = 0;
  let count = 0;
  for (let row = rect.row0; row < rect.row1; row++) {
    const rowPlane = plane === undefined ? 0 : plane.z0 + plane.perRow * (row - plane.centreRow);
    const base = row * nx;
    for (let col = rect.col0; col < rect.col1; col++) {
      const v = z[base + col] as number;
      if (!Number.isFinite(v)) continue;
      const residual = v - (rowPlane + perColumn * (col - centreCol)) - mean;
      sum += residual * residual;
      count++;
    }
  }
  return count > 0 ? Math.sqrt(sum / count) : NaN;
}
