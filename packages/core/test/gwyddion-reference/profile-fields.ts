// Deterministic fields shared by the Gwyddion/scipy profile peer generator
// (bench/gwyddion-peer/generate-profile-reference.ts) and the unit test that compares against the
// committed profile.json, so CI checks the agreement without Gwyddion or scipy installed.
import { makeSurface } from '../../src/surface/build.ts';
import type { Surface } from '../../src/surface/surface.ts';

/** A small linear congruential generator: the same numbers on every platform. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Size of the rough profile field: odd so fractions 0.25/0.5/0.75 fall on pixel centres. */
export const PROFILE_FIELD = { nx: 1025, ny: 33, dx: 0.5e-6, dy: 0.5e-6 } as const;

/**
 * Rows of random-phase sines of wavelengths 4 µm … 200 µm plus uniform noise and a tilt, so form
 * removal, filtering and every parameter have something to do.
 */
export function roughProfileField(): Surface {
  const { nx, ny, dx, dy } = PROFILE_FIELD;
  const next = lcg(20240611);
  const waves = Array.from({ length: 12 }, (_, k) => ({
    wavelength: 4e-6 * 1.45 ** k,
    amplitude: 40e-9 * (0.5 + next()) * 1.2 ** k,
    phaseX: 2 * Math.PI * next(),
    phaseY: 2 * Math.PI * next(),
  }));
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    for (let col = 0; col < nx; col++) {
      const x = col * dx;
      const y = row * dy;
      let v = 3e-4 * x - 1e-4 * y + 30e-9 * (next() - 0.5);
      for (const w of waves) {
        v +=
          w.amplitude *
          Math.sin((2 * Math.PI * x) / w.wavelength + w.phaseX + (y / (7 * w.wavelength)) * w.phaseY);
      }
      z[row * nx + col] = v;
    }
  }
  return makeSurface({ nx, ny, dx, dy }, z);
}
