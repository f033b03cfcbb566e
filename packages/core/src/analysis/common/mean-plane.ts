// The least-squares mean plane of the valid points (ISO 25178-2:2021 §3.1.9 "least-squares plane"),
// used by `--level plane`, by analyses that work on a levelled surface and by the level operator.
// Coordinates are pixel indices centred on the grid so the normal equations stay well conditioned
// on 4096² fields; the plane is reported per pixel and per metre.
import type { Surface } from '../../surface/surface.ts';
import { PlaneFitSums } from './plane-fit.ts';

export interface Plane {
  /** Height of the plane at the grid centre, metres. */
  readonly z0: number;
  /** Slope per column and per row (metres per pixel). */
  readonly perColumn: number;
  readonly perRow: number;
}

/** NaN coefficients when fewer than three valid points, or all on one line, define no plane. */
export function fitMeanPlane(surface: Pick<Surface, 'nx' | 'ny' | 'z'>): Plane {
  const { nx, ny, z } = surface;
  const cx = (nx - 1) / 2;
  const cy = (ny - 1) / 2;
  const sums = new PlaneFitSums();
  // One pass, a row at a time in local sums (no call per point: 4096² fields are the common case).
  // Σx and Σx² of a row without invalid points are the same for every row.
  let fullSx = 0;
  let fullSxx = 0;
  for (let col = 0; col < nx; col++) {
    fullSx += col - cx;
    fullSxx += (col - cx) * (col - cx);
  }
  for (let row = 0; row < ny; row++) {
    const y = row - cy;
    const base = row * nx;
    // Branch-free sums first: a NaN poisons them, and only then is the row summed again with checks.
    let n = nx,
      sz = 0,
      sxz = 0;
    for (let col = 0; col < nx; col++) {
      const v = z[base + col] as number;
      sz += v;
      sxz += (col - cx) * v;
    }
    let sx = fullSx,
      sxx = fullSxx;
    if (Number.isNaN(sz) || Number.isNaN(sxz)) {
      n = 0;
      sz = 0;
      sxz = 0;
      sx = 0;
      sxx = 0;
      for (let col = 0; col < nx; col++) {
        const v = z[base + col] as number;
        if (Number.isNaN(v)) continue;
        const x = col - cx;
        n++;
        sz += v;
        sxz += x * v;
        sx += x;
        sxx += x * x;
      }
    }
    if (n > 0) sums.addSums(n, sx, y * n, sz, sxx, y * y * n, y * sx, sxz, y * sz);
  }
  const plane = sums.solve();
  if (!plane) return { z0: NaN, perColumn: NaN, perRow: NaN };
  // Back to the grid centre from the mean position of the valid points.
  return {
    z0: plane.meanZ - plane.slopeX * plane.meanX - plane.slopeY * plane.meanY,
    perColumn: plane.slopeX,
    perRow: plane.slopeY,
  };
}

/** The surface minus its mean plane (invalid points stay NaN); unchanged when no plane is defined. */
export function subtractMeanPlane(surface: Surface, plane: Plane = fitMeanPlane(surface)): Surface {
  if (Number.isNaN(plane.z0)) return surface;
  const { nx, ny } = surface;
  const cx = (nx - 1) / 2;
  const cy = (ny - 1) / 2;
  const z = new Float64Array(surface.z.length);
  const src = surface.z;
  const perColumn = plane.perColumn;
  for (let row = 0; row < ny; row++) {
    // The plane at column 0 of this row; then one multiply-add per point.
    const rowStart = plane.z0 + plane.perRow * (row - cy) - perColumn * cx;
    const base = row * nx;
    for (let col = 0; col < nx; col++)
      z[base + col] = (src[base + col] as number) - (rowStart + perColumn * col);
  }
  return { ...surface, z };
}
