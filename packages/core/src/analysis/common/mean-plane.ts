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

/**
 * Rows per block of the fit. The sums of a block's rows are added row by row, and the blocks' sums in
 * block order: the blocks are fixed by the size alone, so the compute pool can fit the blocks on
 * several threads and merge them with the same plane to the bit (docs/adr/0020-multicore-kernels.md).
 */
export const PLANE_ROW_BLOCK = 256;

export function planeRowBlockCount(ny: number): number {
  return Math.ceil(ny / PLANE_ROW_BLOCK);
}

/** The normal-equation sums of one block of rows (coordinates about the grid centre). */
export interface PlaneSumsBlock {
  readonly count: number;
  readonly sx: number;
  readonly sy: number;
  readonly sz: number;
  readonly sxx: number;
  readonly syy: number;
  readonly sxy: number;
  readonly sxz: number;
  readonly syz: number;
}

/** NaN coefficients when fewer than three valid points, or all on one line, define no plane. */
export function fitMeanPlane(surface: Pick<Surface, 'nx' | 'ny' | 'z'>): Plane {
  const blocks: PlaneSumsBlock[] = [];
  for (let b = 0; b < planeRowBlockCount(surface.ny); b++) blocks.push(planeSumsBlock(surface, b));
  return mergePlaneSums(surface, blocks);
}

/** The plane from the blocks' sums, added in block order. */
export function mergePlaneSums(
  surface: Pick<Surface, 'nx' | 'ny'>,
  blocks: readonly PlaneSumsBlock[],
): Plane {
  const sums = new PlaneFitSums();
  for (const b of blocks) sums.addSums(b.count, b.sx, b.sy, b.sz, b.sxx, b.syy, b.sxy, b.sxz, b.syz);
  const plane = sums.solve();
  if (!plane) return { z0: NaN, perColumn: NaN, perRow: NaN };
  // Back to the grid centre from the mean position of the valid points.
  return {
    z0: plane.meanZ - plane.slopeX * plane.meanX - plane.slopeY * plane.meanY,
    perColumn: plane.slopeX,
    perRow: plane.slopeY,
  };
}

/** The sums of block b's rows (b·PLANE_ROW_BLOCK … up to ny). */
export function planeSumsBlock(surface: Pick<Surface, 'nx' | 'ny' | 'z'>, b: number): PlaneSumsBlock {
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
  const last = Math.min(ny, (b + 1) * PLANE_ROW_BLOCK);
  for (let row = b * PLANE_ROW_BLOCK; row < last; row++) {
    const y = row - cy;
    const base = row * nx;
    // Branch-free sums first: a NaN poisons them, and only then is the row summed again with checks.
    // Two accumulators each (even and odd columns) halve the chains of dependent additions, and
    // Σ col·z is taken about column 0 then moved to the centre (Σ (col − cx)·z = Σ col·z − cx·Σ z):
    // this pass is half of the plane level's time on large fields.
    let sz0 = 0,
      sz1 = 0,
      scz0 = 0,
      scz1 = 0;
    let col = 0;
    for (; col + 1 < nx; col += 2) {
      const v0 = z[base + col] as number;
      const v1 = z[base + col + 1] as number;
      sz0 += v0;
      sz1 += v1;
      scz0 += col * v0;
      scz1 += (col + 1) * v1;
    }
    if (col < nx) {
      const v = z[base + col] as number;
      sz0 += v;
      scz0 += col * v;
    }
    let n = nx,
      sz = sz0 + sz1,
      sxz = scz0 + scz1 - cx * sz;
    let sx = fullSx,
      sxx = fullSxx;
    if (Number.isNaN(sz) || Number.isNaN(sxz)) {
      n = 0;
      sz = 0;
      sxz = 0;
      sx = 0;
      sxx = 0;
      for (let c = 0; c < nx; c++) {
        const v = z[base + c] as number;
        if (Number.isNaN(v)) continue;
        const x = c - cx;
        n++;
        sz += v;
        sxz += x * v;
        sx += x;
        sxx += x * x;
      }
    }
    if (n > 0) sums.addSums(n, sx, y * n, sz, sxx, y * y * n, y * sx, sxz, y * sz);
  }
  return sums.totals();
}

/**
 * The surface minus its mean plane (invalid points stay NaN); unchanged when no plane is defined. With
 * `inPlace` the result is written over `surface.z` and shares it: only for a caller that gives the surface
 * up (nobody else holds it), because fresh memory for a 4096² result costs more in page faults than the
 * levelling itself.
 */
export function subtractMeanPlane(
  surface: Surface,
  plane: Plane = fitMeanPlane(surface),
  inPlace = false,
): Surface {
  if (Number.isNaN(plane.z0)) return surface;
  const z = inPlace ? surface.z : new Float64Array(surface.z.length);
  subtractPlaneRows(surface.z, z, surface.nx, surface.ny, plane, 0, surface.ny);
  return inPlace ? surface : { ...surface, z };
}

/**
 * Rows `from` … `to` − 1 of `src` minus the plane, into `target` (which may be `src`). Each point is
 * computed alone, so rows written by different threads give the serial result to the bit.
 */
export function subtractPlaneRows(
  src: Float64Array,
  target: Float64Array,
  nx: number,
  ny: number,
  plane: Plane,
  from: number,
  to: number,
): void {
  const cx = (nx - 1) / 2;
  const cy = (ny - 1) / 2;
  const perColumn = plane.perColumn;
  for (let row = from; row < to; row++) {
    // The plane at column 0 of this row; then one multiply-add per point.
    const rowStart = plane.z0 + plane.perRow * (row - cy) - perColumn * cx;
    const base = row * nx;
    for (let col = 0; col < nx; col++)
      target[base + col] = (src[base + col] as number) - (rowStart + perColumn * col);
  }
}
