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
  const centreCol = (first.col0 + first.col1 - 1) / 2;
  const centreRow = (first.row0 + first.row1 - 1) / 2;
  const size = 2 + rectangles.length;
  const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const rhs = new Array<number>(size).fill(0);
  const basis = new Array<number>(size).fill(0);
  let reference = NaN;
  rectangles.forEach((rect, which) => {
    for (let row = rect.row0; row < rect.row1; row++) {
      for (let col = rect.col0; col < rect.col1; col++) {
        const v = surface.z[row * surface.nx + col] as number;
        if (!Number.isFinite(v)) continue;
        if (Number.isNaN(reference)) reference = v;
        basis.fill(0);
        basis[0] = col - centreCol;
        basis[1] = row - centreRow;
        basis[2 + which] = 1;
        const z = v - reference;
        for (let i = 0; i < size; i++) {
          const bi = basis[i] as number;
          if (bi === 0) continue;
          const line = matrix[i] as number[];
          for (let j = 0; j < size; j++) line[j] = (line[j] as number) + bi * (basis[j] as number);
          rhs[i] = (rhs[i] as number) + bi * z;
        }
      }
    }
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
  let sum = 0;
  let count = 0;
  for (let row = rect.row0; row < rect.row1; row++) {
    const rowPlane = plane === undefined ? 0 : plane.z0 + plane.perRow * (row - plane.centreRow);
    for (let col = rect.col0; col < rect.col1; col++) {
      const v = surface.z[row * surface.nx + col] as number;
      if (!Number.isFinite(v)) continue;
      sum += plane === undefined ? v : v - (rowPlane + plane.perColumn * (col - plane.centreCol));
      count++;
    }
  }
  return { mean: count > 0 ? sum / count : NaN, count };
}
