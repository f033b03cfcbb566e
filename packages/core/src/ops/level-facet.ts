// Facet level (spec part 3 §1 "Level", facet): levels the surface so that its prevalent facet is
// horizontal, Gwyddion 2.62's "Facet Level" (modules/process/facet-level.c over
// gwy_data_field_fit_facet_plane in libprocess/level.c), reproduced step by step:
//   1. local slopes of every pixel square from its four corners,
//      vx = ((z[i][j] + z[i−1][j]) − (z[i][j−1] + z[i−1][j−1])) / (2 dx), vy likewise along rows;
//   2. σ² = mean(vx² + vy²) / 20;
//   3. the facet slope is the mean of (vx, vy) weighted by exp(−(vx² + vy²) / σ²), so steep squares
//      (edges, particles, other facets) hardly count and the dominant facet wins;
//   4. the plane of that slope (through the field centre) is subtracted and 1–3 repeat until the slope
//      correction² falls below 1e-9 (physical slope, dimensionless) or 100 rounds pass.
// Squares with an invalid (NaN) corner are left out (Gwyddion's masked squares); invalid points stay NaN.
// The centre is Gwyddion's: the plane is zero at pixel position (nx/2, ny/2).
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';

/** Gwyddion's convergence threshold on bx² + by² (slopes in metres per metre). */
const EPSILON = 1e-9;
const MAX_ROUNDS = 100;

/** The facet slope (metres per pixel along columns and rows), or undefined for fewer than 4 squares. */
function facetSlope(
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  z: Float64Array,
): { bx: number; by: number } | undefined {
  let sigma2 = 0;
  let n = 0;
  for (let i = 1; i < ny; i++) {
    const prev = (i - 1) * nx;
    const cur = i * nx;
    for (let j = 1; j < nx; j++) {
      const a = z[cur + j] as number,
        b = z[prev + j] as number;
      const c = z[cur + j - 1] as number,
        d = z[prev + j - 1] as number;
      const vx = (0.5 * (a + b - c - d)) / dx;
      const vy = (0.5 * (c + a - d - b)) / dy;
      const q = vx * vx + vy * vy;
      if (Number.isNaN(q)) continue;
      sigma2 += q;
      n++;
    }
  }
  if (n < 4) return undefined;
  sigma2 = sigma2 / 20 / n;
  let sx = 0;
  let sy = 0;
  let sw = 0;
  for (let i = 1; i < ny; i++) {
    const prev = (i - 1) * nx;
    const cur = i * nx;
    for (let j = 1; j < nx; j++) {
      const a = z[cur + j] as number,
        b = z[prev + j] as number;
      const c = z[cur + j - 1] as number,
        d = z[prev + j - 1] as number;
      const vx = (0.5 * (a + b - c - d)) / dx;
      const vy = (0.5 * (c + a - d - b)) / dy;
      const q = vx * vx + vy * vy;
      if (Number.isNaN(q)) continue;
      // A perfectly flat field has σ² = 0: every square then has the same (zero) slope, weight 1.
      const w = sigma2 > 0 ? Math.exp(-q / sigma2) : 1;
      sx += vx * w;
      sy += vy * w;
      sw += w;
    }
  }
  if (!(sw > 0)) return { bx: 0, by: 0 };
  return { bx: (sx / sw) * dx, by: (sy / sw) * dy };
}

export const levelFacet = defineOperator({
  id: 'level.facet',
  title: 'Level: make the prevalent facet horizontal (Gwyddion facet level)',
  kind: 'level',
  apply(surface, _params: Record<string, never>) {
    const { nx, ny, dx, dy } = surface;
    const z = Float64Array.from(surface.z);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const slope = facetSlope(nx, ny, dx, dy, z);
      if (!slope) {
        if (round === 0)
          throw new AnalysisError(
            'invalid-request',
            'facet levelling needs at least four valid pixel squares',
          );
        break;
      }
      const { bx, by } = slope;
      const c = -0.5 * (bx * nx + by * ny);
      for (let row = 0; row < ny; row++) {
        const base = row * nx;
        const rb = c + by * row;
        for (let col = 0; col < nx; col++) z[base + col] = (z[base + col] as number) - (rb + bx * col);
      }
      const b2 = (bx / dx) ** 2 + (by / dy) ** 2;
      if (b2 < EPSILON) break;
    }
    return { ...surface, z };
  },
});
