// Analytic step surfaces for the step-height tests: exact levels, tilt and reproducible Gaussian
// noise, so every expectation is a closed form.
import type { Surface } from '../../surface/surface.ts';

export function surfaceOf(
  nx: number,
  ny: number,
  height: (col: number, row: number) => number,
  pixel = 1e-6,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = height(col, row);
  return { nx, ny, dx: pixel, dy: pixel, x0: 0, y0: 0, z, meta: {} };
}

/** Standard normal deviates from a seeded generator (mulberry32 + Box–Muller). */
export function gaussianNoise(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** The fraction coordinate of a pixel centre, so a line through it samples whole pixels. */
export function centreOf(index: number, size: number): number {
  return (index + 0.5) / size;
}
