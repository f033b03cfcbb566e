// Deterministic synthetic fields shared by the Gwyddion spectral peer generator
// (bench/gwyddion-peer/generate-spectral-reference.ts) and the spectral unit tests, so CI checks the
// numbers against Gwyddion and against closed forms without Gwyddion installed.
import { makeSurface } from '../../src/surface/build.ts';
import type { Surface } from '../../src/surface/surface.ts';

/** 1e-8 m pixels everywhere: 10 nm. */
export const PIXEL = 1e-8;

/** A small linear congruential generator: the same numbers on every platform. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Standard normal deviates by Box–Muller on the generator above. */
export function gaussianNoise(count: number, seed: number): Float64Array {
  const next = lcg(seed);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const u = Math.max(next(), 1e-300);
    const v = next();
    const r = Math.sqrt(-2 * Math.log(u));
    out[i] = r * Math.cos(2 * Math.PI * v);
    if (i + 1 < count) out[i + 1] = r * Math.sin(2 * Math.PI * v);
  }
  return out;
}

/**
 * White noise smoothed by the kernel exp(−2r²/τ²), so the ACF is exp(−r²/τ²) (τ in pixels) and the
 * ISO Sal at s is τ·√(−ln s)·PIXEL. Convolved separably from a larger noise field (no wrap-around),
 * scaled to an rms height of 100 nm. `tauY` ≠ `tauX` makes it anisotropic.
 */
export function gaussianRandomField(
  nx: number,
  ny: number,
  tauX: number,
  tauY: number,
  seed: number,
): Surface {
  const halfX = Math.ceil(3 * tauX);
  const halfY = Math.ceil(3 * tauY);
  const wx = nx + 2 * halfX;
  const wy = ny + 2 * halfY;
  const noise = gaussianNoise(wx * wy, seed);
  const kernelX = Array.from({ length: 2 * halfX + 1 }, (_, k) =>
    Math.exp((-2 * (k - halfX) ** 2) / tauX ** 2),
  );
  const kernelY = Array.from({ length: 2 * halfY + 1 }, (_, k) =>
    Math.exp((-2 * (k - halfY) ** 2) / tauY ** 2),
  );
  const rowsSmoothed = new Float64Array(nx * wy);
  for (let row = 0; row < wy; row++)
    for (let col = 0; col < nx; col++) {
      let s = 0;
      for (let k = 0; k < kernelX.length; k++)
        s += (kernelX[k] as number) * (noise[row * wx + col + k] as number);
      rowsSmoothed[row * nx + col] = s;
    }
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      let s = 0;
      for (let k = 0; k < kernelY.length; k++)
        s += (kernelY[k] as number) * (rowsSmoothed[(row + k) * nx + col] as number);
      z[row * nx + col] = s;
    }
  let sum = 0;
  let sum2 = 0;
  for (const v of z) {
    sum += v;
    sum2 += v * v;
  }
  const mean = sum / z.length;
  const rms = Math.sqrt(sum2 / z.length - mean * mean);
  for (let i = 0; i < z.length; i++) z[i] = (((z[i] as number) - mean) / rms) * 100e-9;
  return makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z);
}

/**
 * Sinusoidal grooves of amplitude `amplitude` m and wavelength `wavelength` pixels whose crests run at
 * `angle` radians from +x towards +y (angle 0: grooves parallel to x, heights vary along y), plus
 * `noise` m rms of white noise.
 */
export function groovesField(
  nx: number,
  ny: number,
  angle: number,
  wavelength: number,
  amplitude: number,
  noise: number,
  seed: number,
): Surface {
  const white = gaussianNoise(nx * ny, seed);
  const z = new Float64Array(nx * ny);
  const nxDir = -Math.sin(angle);
  const nyDir = Math.cos(angle);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      const across = col * nxDir + row * nyDir;
      z[row * nx + col] =
        amplitude * Math.sin((2 * Math.PI * across) / wavelength) + noise * (white[row * nx + col] as number);
    }
  return makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z);
}

/** The same surface with a deterministic scatter of invalid points (about `fraction` of them). */
export function withHoles(surface: Surface, fraction: number, seed: number): Surface {
  const next = lcg(seed);
  const z = surface.z.slice();
  for (let i = 0; i < z.length; i++) if (next() < fraction) z[i] = NaN;
  return makeSurface(surface, z);
}

/** The fields of spectral.json, by name: sizes that are not powers of two on purpose. */
export const spectralReferenceFields = {
  gaussian128x96: () => gaussianRandomField(128, 96, 6, 6, 21),
  grooves120x100: () => groovesField(120, 100, Math.PI / 6, 10, 50e-9, 5e-9, 4),
};
