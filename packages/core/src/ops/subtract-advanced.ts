// Advanced subtract (spec part 3 §1): the other surface is first brought onto this one's grid and
// aligned, then subtracted over the overlap.
// - Pixel sizes may differ by at most `pixelTolerance` (relative, default 2 %); otherwise, or when the
//   alignment finds no overlap of at least `minOverlap` of the smaller image, size-mismatch.
// - A different pixel size is resampled bilinearly onto this surface's pixel size (the other surface's
//   extent kept), so that the correlation compares like with like.
// - The offset is the integer shift of maximum normalised cross-correlation (correlation-offset.ts);
//   the result keeps this surface's grid, the difference where both have data and NaN elsewhere (no
//   part of this image is invented or moved). Heights are subtracted as they are (no mean levelling):
//   the difference of two measurements is what is asked for.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { correlationOffset } from './correlation-offset.ts';
import { defineOperator } from './define-operator.ts';
import { describeGrid, otherSurface, ownName } from './subtract.ts';

export interface SubtractAdvancedParams {
  readonly otherFileGuid: string;
  /** Largest relative difference of the pixel sizes resampled, 0 … 0.5. */
  readonly pixelTolerance: number;
  /** Smallest overlap considered, as a fraction of the smaller image, 0 … 1. */
  readonly minOverlap: number;
}

/**
 * `s` resampled bilinearly to pixels of dx × dy from the same origin, as many as fit inside its extent
 * (no extrapolation past the last pixel centre but half a pixel; NaN-propagating).
 */
export function resampleTo(s: Surface, dx: number, dy: number): Surface {
  if (dx === s.dx && dy === s.dy) return s;
  const nx = Math.max(1, Math.floor((s.nx * s.dx) / dx + 1e-9));
  const ny = Math.max(1, Math.floor((s.ny * s.dy) / dy + 1e-9));
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const y = Math.min(Math.max(((row + 0.5) * dy) / s.dy - 0.5, 0), s.ny - 1);
    const r0 = Math.min(Math.floor(y), s.ny - 2 < 0 ? 0 : s.ny - 2);
    const fy = s.ny > 1 ? y - r0 : 0;
    const r1 = Math.min(r0 + 1, s.ny - 1);
    for (let col = 0; col < nx; col++) {
      const x = Math.min(Math.max(((col + 0.5) * dx) / s.dx - 0.5, 0), s.nx - 1);
      const c0 = Math.min(Math.floor(x), s.nx - 2 < 0 ? 0 : s.nx - 2);
      const fx = s.nx > 1 ? x - c0 : 0;
      const c1 = Math.min(c0 + 1, s.nx - 1);
      const at = (r: number, c: number) => s.z[r * s.nx + c] as number;
      z[row * nx + col] =
        (1 - fy) * ((1 - fx) * at(r0, c0) + fx * at(r0, c1)) + fy * ((1 - fx) * at(r1, c0) + fx * at(r1, c1));
    }
  }
  return { ...s, nx, ny, dx, dy, z };
}

export const subtractAdvanced = defineOperator({
  id: 'subtract.advanced',
  title: 'Subtract another surface after resampling it and aligning it by cross-correlation',
  kind: 'combine',
  apply(surface, params: SubtractAdvancedParams, inputs) {
    const other = otherSurface(inputs);
    const both = () =>
      `${describeGrid(ownName(surface), surface)} and ${describeGrid(other.name, other.surface)}`;
    const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
    if (
      rel(surface.dx, other.surface.dx) > params.pixelTolerance ||
      rel(surface.dy, other.surface.dy) > params.pixelTolerance
    )
      throw new AnalysisError('size-mismatch', `the pixel sizes of ${both()} differ too much to resample`);
    const b = resampleTo(other.surface, surface.dx, surface.dy);
    const smaller = Math.min(surface.nx * surface.ny, b.nx * b.ny);
    const found = correlationOffset(surface, b, {
      minOverlapPixels: Math.max(4, Math.ceil(params.minOverlap * smaller)),
    });
    if (!found) throw new AnalysisError('size-mismatch', `${both()} do not overlap`);
    const { nx, ny } = surface;
    const z = new Float64Array(nx * ny).fill(NaN);
    for (let row = Math.max(0, found.oy); row < Math.min(ny, found.oy + b.ny); row++)
      for (let col = Math.max(0, found.ox); col < Math.min(nx, found.ox + b.nx); col++)
        z[row * nx + col] =
          (surface.z[row * nx + col] as number) - (b.z[(row - found.oy) * b.nx + (col - found.ox)] as number);
    return { ...surface, z };
  },
});
