// Test surfaces and helpers shared by the operator tests (stitch, subtract, tip deconvolution).
import { AnalysisError } from '../src/analysis/analysis-error.ts';
import { makeSurface } from '../src/surface/build.ts';
import type { Surface } from '../src/surface/surface.ts';

/** A rough, deterministic surface: random-phase waves plus uniform noise (LCG seeded). */
export function roughSurface(nx: number, ny: number, seed: number, dx = 1e-6): Surface {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const waves = Array.from({ length: 12 }, () => ({
    kx: (random() - 0.5) * 0.6,
    ky: (random() - 0.5) * 0.6,
    phase: random() * 2 * Math.PI,
    a: random() * 1e-7,
  }));
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      let v = 2e-8 * (random() - 0.5);
      for (const w of waves) v += w.a * Math.cos(w.kx * col + w.ky * row + w.phase);
      z[row * nx + col] = v;
    }
  return makeSurface({ nx, ny, dx, dy: dx }, z, { title: `rough ${seed}` });
}

/** The window of `s` from (col0, row0), w × h pixels, plus a constant. */
export function window(s: Surface, col0: number, row0: number, w: number, h: number, add = 0): Surface {
  const z = new Float64Array(w * h);
  for (let row = 0; row < h; row++)
    for (let col = 0; col < w; col++)
      z[row * w + col] = (s.z[(row + row0) * s.nx + col + col0] as number) + add;
  return makeSurface({ nx: w, ny: h, dx: s.dx, dy: s.dy, x0: s.x0 + col0 * s.dx, y0: s.y0 + row0 * s.dy }, z);
}

export function codeAndReason(run: () => unknown): [string, string] | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AnalysisError) return [error.code, error.message];
    throw error;
  }
  return undefined;
}
