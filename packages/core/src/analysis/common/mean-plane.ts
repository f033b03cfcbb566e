// The least-squares mean plane of the valid points (ISO 25178-2:2021 §3.1.9 "least-squares plane"),
// used by `--level plane`, by analyses that work on a levelled surface and by the level operator.
// Coordinates are pixel indices centred on the grid so the normal equations stay well conditioned
// on 4096² fields; the plane is reported per pixel and per metre.
import type { Surface } from '../../surface/surface.ts';

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
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sz = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  let sxz = 0;
  let syz = 0;
  for (let row = 0; row < ny; row++) {
    const y = row - cy;
    const base = row * nx;
    for (let col = 0; col < nx; col++) {
      const v = z[base + col] as number;
      if (Number.isNaN(v)) continue;
      const x = col - cx;
      n++;
      sx += x;
      sy += y;
      sz += v;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      sxz += x * v;
      syz += y * v;
    }
  }
  if (n < 3) return { z0: NaN, perColumn: NaN, perRow: NaN };
  // Solve the 3×3 normal equations [n sx sy; sx sxx sxy; sy sxy syy]·[a b c] = [sz sxz syz] by Cramer.
  const det = n * (sxx * syy - sxy * sxy) - sx * (sx * syy - sxy * sy) + sy * (sx * sxy - sxx * sy);
  const scale = n * sxx * syy;
  if (!(Math.abs(det) > 1e-12 * Math.abs(scale))) return { z0: NaN, perColumn: NaN, perRow: NaN };
  const a =
    (sz * (sxx * syy - sxy * sxy) - sx * (sxz * syy - sxy * syz) + sy * (sxz * sxy - sxx * syz)) / det;
  const b = (n * (sxz * syy - sxy * syz) - sz * (sx * syy - sxy * sy) + sy * (sx * syz - sxz * sy)) / det;
  const c = (n * (sxx * syz - sxz * sxy) - sx * (sx * syz - sxz * sy) + sz * (sx * sxy - sxx * sy)) / det;
  return { z0: a, perColumn: b, perRow: c };
}

/** The surface minus its mean plane (invalid points stay NaN); unchanged when no plane is defined. */
export function subtractMeanPlane(surface: Surface): Surface {
  const plane = fitMeanPlane(surface);
  if (Number.isNaN(plane.z0)) return surface;
  const { nx, ny } = surface;
  const cx = (nx - 1) / 2;
  const cy = (ny - 1) / 2;
  const z = new Float64Array(surface.z.length);
  for (let row = 0; row < ny; row++) {
    const rowPlane = plane.z0 + plane.perRow * (row - cy);
    const base = row * nx;
    for (let col = 0; col < nx; col++) {
      z[base + col] = (surface.z[base + col] as number) - (rowPlane + plane.perColumn * (col - cx));
    }
  }
  return { ...surface, z };
}
