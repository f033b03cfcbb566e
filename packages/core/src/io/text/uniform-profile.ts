// An x, z line scan → a profile on a uniform grid (a surface with ny = 1). Stylus exports often
// print x rounded (Dektak: 0.1 µm steps for a 0.156 µm sampling), so the positions are only
// "uniform" up to rounding: within 1 % they are taken as uniform. Otherwise the profile is
// resampled by linear interpolation onto the same number of points over the same x range — this
// keeps the point count (no invented resolution, bounded memory) and the sampling the instrument
// used on average; a NaN neighbour makes the interpolated point NaN.
import { SurfaceError } from '../../surface/surface-error.ts';
import { uniformSpacing } from './xyz-grid.ts';

export interface UniformProfile {
  readonly nx: number;
  readonly x0: number;
  readonly dx: number;
  readonly z: Float64Array;
  /** Whether the positions were not uniform and the profile was interpolated. */
  readonly resampled: boolean;
}

/**
 * Builds a uniform profile from positions and heights (already in metres). Positions must be
 * finite and strictly monotonic (decreasing scans are reversed).
 */
export function uniformProfile(xIn: Float64Array, zIn: Float64Array): UniformProfile {
  const n = xIn.length;
  if (n < 2) throw new SurfaceError('corrupt-file', 'a profile needs at least two points');
  const decreasing = (xIn[n - 1] as number) < (xIn[0] as number);
  const x = decreasing ? xIn.slice().reverse() : xIn;
  const z = decreasing ? zIn.slice().reverse() : zIn;
  for (let i = 0; i < n; i++) {
    const v = x[i] as number;
    if (!Number.isFinite(v) || (i > 0 && !(v > (x[i - 1] as number)))) {
      throw new SurfaceError(
        'unsupported-image-type',
        `x positions are not strictly monotonic (point ${i + 1})`,
      );
    }
  }
  const x0 = x[0] as number;
  const dx = ((x[n - 1] as number) - x0) / (n - 1);
  if (Number.isFinite(uniformSpacing(x))) return { nx: n, x0, dx, z: Float64Array.from(z), resampled: false };
  const out = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const xi = x0 + i * dx;
    while (k < n - 2 && (x[k + 1] as number) < xi) k++;
    const xa = x[k] as number;
    const xb = x[k + 1] as number;
    const t = Math.min(1, Math.max(0, (xi - xa) / (xb - xa)));
    const za = z[k] as number;
    const zb = z[k + 1] as number;
    // A point on a sample takes its value alone (a NaN neighbour must not spoil it).
    out[i] = t === 0 ? za : t === 1 ? zb : za + t * (zb - za);
  }
  return { nx: n, x0, dx, z: out, resampled: true };
}
