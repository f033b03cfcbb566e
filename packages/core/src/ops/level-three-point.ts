// Level by three points (spec part 3 §1 "Level", three-point): subtracts the plane through three points
// the user picks, so those points end at height 0 (Gwyddion's "Three Point Level" tool, tools/level3.c,
// does the same with its optional averaging radius).
// Points are pixel indices (column, row) of the current surface, not fractions of the field: a step then
// names exact samples, and the plane passes exactly through their heights. With `radius` > 0 each point's
// height is the mean of the valid samples within that many pixels (Euclidean) of it, which makes the
// plane robust to noise at the picked pixel.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { defineOperator } from './define-operator.ts';

export interface LevelThreePointParams {
  readonly col1: number;
  readonly row1: number;
  readonly col2: number;
  readonly row2: number;
  readonly col3: number;
  readonly row3: number;
  /** Averaging radius in pixels (0: the picked sample alone). */
  readonly radius: number;
}

function heightAround(surface: Surface, col: number, row: number, radius: number, which: number): number {
  const { nx, ny, z } = surface;
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || row < 0 || col >= nx || row >= ny)
    throw new AnalysisError(
      'invalid-selection',
      `point ${which} (column ${col}, row ${row}) is outside the ${nx} × ${ny} surface`,
    );
  const r = Math.floor(radius);
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, row - r); y <= Math.min(ny - 1, row + r); y++)
    for (let x = Math.max(0, col - r); x <= Math.min(nx - 1, col + r); x++) {
      if ((x - col) ** 2 + (y - row) ** 2 > radius * radius) continue;
      const v = z[y * nx + x] as number;
      if (!Number.isNaN(v)) {
        sum += v;
        n++;
      }
    }
  if (n === 0)
    throw new AnalysisError(
      'no-pixel-selected',
      `point ${which} (column ${col}, row ${row}) has no valid sample within ${radius} pixels`,
    );
  return sum / n;
}

export const levelThreePoint = defineOperator({
  id: 'level.three-point',
  title: 'Level: subtract the plane through three picked points',
  kind: 'level',
  apply(surface, params: LevelThreePointParams) {
    const p = [
      [params.col1, params.row1],
      [params.col2, params.row2],
      [params.col3, params.row3],
    ] as const;
    const h = p.map(([c, r], k) => heightAround(surface, c, r, params.radius, k + 1));
    const [x1, y1] = p[0];
    const [x2, y2] = p[1];
    const [x3, y3] = p[2];
    const [z1, z2, z3] = h as [number, number, number];
    // Plane z = z1 + a (x − x1) + b (y − y1) in pixel units, by Cramer's rule on the two edge vectors.
    const ux = x2 - x1,
      uy = y2 - y1,
      uz = z2 - z1;
    const vx = x3 - x1,
      vy = y3 - y1,
      vz = z3 - z1;
    const det = ux * vy - uy * vx;
    if (det === 0)
      throw new AnalysisError('invalid-selection', 'the three points are on one line and define no plane');
    const a = (uz * vy - uy * vz) / det;
    const b = (ux * vz - uz * vx) / det;
    const { nx, ny } = surface;
    const z = new Float64Array(surface.z.length);
    for (let row = 0; row < ny; row++) {
      const base = row * nx;
      const rowPlane = z1 + b * (row - y1) - a * x1;
      for (let col = 0; col < nx; col++)
        z[base + col] = (surface.z[base + col] as number) - (rowPlane + a * col);
    }
    return { ...surface, z };
  },
});
