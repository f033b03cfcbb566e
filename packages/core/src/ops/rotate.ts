// Rotate (spec part 3 §1 "Rotate/Mirror"). Positive angles turn the image counter-clockwise as displayed
// (row 0 at the top), in degrees. Multiples of 90° are exact permutations of the grid: 90° and 270° swap
// nx/ny and dx/dy. Any other angle rotates about the field centre in physical coordinates (so
// non-square pixels stay correct) and keeps the same grid, like Gwyddion's gwy_data_field_new_rotated
// with GWY_ROTATE_RESIZE_SAME_SIZE: each result point samples the source at the rotated position with
// bilinear or bicubic (Keys, a = −0.5) interpolation; points whose source lies outside the original
// field's area (beyond half a pixel past the edge centres) become NaN (invalid) rather than being
// invented — Gwyddion fills them and returns an exterior mask instead. The origin x0/y0 is kept.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { makeSampler, type Interpolation } from './common/interpolate.ts';
import { defineOperator } from './define-operator.ts';

export interface RotateParams {
  /** Degrees, counter-clockwise as displayed. */
  readonly angle: number;
  /** Used for angles that are not multiples of 90°. */
  readonly interpolation: Interpolation;
}

/** Angles within this many degrees of a multiple of 90° take the exact path. */
const RIGHT_ANGLE_TOLERANCE = 1e-9;

function rotateQuarter(surface: Surface, quarters: 1 | 2 | 3): Surface {
  const { nx, ny } = surface;
  const source = surface.z;
  const z = new Float64Array(nx * ny);
  if (quarters === 2) {
    for (let i = 0; i < z.length; i++) z[i] = source[z.length - 1 - i] as number;
    return { ...surface, z };
  }
  // The result has nx' = ny columns and ny' = nx rows.
  for (let row = 0; row < nx; row++) {
    for (let col = 0; col < ny; col++) {
      // 90°: result (row, col) ← source (col, nx − 1 − row); 270°: ← source (ny − 1 − col, row).
      const index = quarters === 1 ? col * nx + (nx - 1 - row) : (ny - 1 - col) * nx + row;
      z[row * ny + col] = source[index] as number;
    }
  }
  return { ...surface, nx: ny, ny: nx, dx: surface.dy, dy: surface.dx, z };
}

function rotateArbitrary(surface: Surface, degrees: number, interpolation: Interpolation): Surface {
  const { nx, ny, dx, dy } = surface;
  const theta = (degrees * Math.PI) / 180;
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const cx = (nx - 1) / 2;
  const cy = (ny - 1) / 2;
  const sample = makeSampler(surface.z, nx, ny, interpolation);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const v = (row - cy) * dy;
    for (let col = 0; col < nx; col++) {
      const u = (col - cx) * dx;
      // Inverse of a counter-clockwise turn with y pointing down (display): source = R(θ)·destination
      // in y-up terms, which reads as below in row/column (y-down) coordinates.
      const sx = (c * u - s * v) / dx + cx;
      const sy = (s * u + c * v) / dy + cy;
      z[row * nx + col] =
        sx >= -0.5 && sx <= nx - 0.5 && sy >= -0.5 && sy <= ny - 0.5 ? sample(sx, sy) : Number.NaN;
    }
  }
  return { ...surface, z };
}

export const rotate = defineOperator({
  id: 'rotate',
  title: 'Rotate: by 90° steps exactly, or by any angle with interpolation (same grid, NaN outside)',
  kind: 'geometry',
  apply(surface, params: RotateParams) {
    if (!Number.isFinite(params.angle))
      throw new AnalysisError('invalid-request', `the rotation angle must be finite (got ${params.angle})`);
    const normalised = ((params.angle % 360) + 360) % 360;
    const quarters = Math.round(normalised / 90);
    if (Math.abs(normalised - quarters * 90) <= RIGHT_ANGLE_TOLERANCE) {
      const q = quarters % 4;
      return q === 0 ? { ...surface, z: surface.z.slice() } : rotateQuarter(surface, q as 1 | 2 | 3);
    }
    return rotateArbitrary(surface, normalised, params.interpolation);
  },
});
