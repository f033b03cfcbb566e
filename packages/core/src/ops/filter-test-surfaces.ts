// Analytic surfaces for the filter operators' tests: sines along x or y, and the interior amplitude of a
// filtered sine (half the peak-to-peak over the middle half of the field, away from end effects).
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';

export const PIXEL = 1e-6;

export function sineSurface(
  nx: number,
  ny: number,
  wavelength: number,
  axis: 'x' | 'y',
  amplitude = 1e-6,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      const t = axis === 'x' ? col * PIXEL : row * PIXEL;
      z[row * nx + col] = amplitude * Math.sin((2 * Math.PI * t) / wavelength);
    }
  return makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z);
}

/** Half the peak-to-peak of z over the middle half of the field (both axes). */
export function interiorAmplitude(surface: Surface, z: Float64Array = surface.z): number {
  let lo = Infinity;
  let hi = -Infinity;
  const { nx, ny } = surface;
  for (let row = Math.floor(ny / 4); row < Math.ceil((3 * ny) / 4); row++)
    for (let col = Math.floor(nx / 4); col < Math.ceil((3 * nx) / 4); col++) {
      const v = z[row * nx + col] as number;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  return (hi - lo) / 2;
}

/** A deterministic rough field (sum of sines and an LCG noise), metres, with optional NaN holes. */
export function roughSurface(nx: number, ny: number, holes: readonly number[] = [], seed = 12345): Surface {
  const z = new Float64Array(nx * ny);
  let s = seed >>> 0;
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      z[row * nx + col] =
        1e-6 * Math.sin(col / 7) * Math.cos(row / 11) +
        2e-7 * Math.sin((col + 2 * row) / 3) +
        3e-7 * (s / 2 ** 32 - 0.5);
    }
  for (const i of holes) z[i] = NaN;
  return makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z);
}
