// Deterministic synthetic fields for the areal parameters, shared by the Gwyddion peer generator
// (bench/gwyddion-peer/generate-areal-reference.ts) and the unit tests, so CI compares against the
// committed Gwyddion values (areal.json) and against closed forms without Gwyddion installed.
// Gwyddion has no NaN, so these fields have none; NaN handling is tested on closed forms.
import type { Surface } from '../../src/surface/surface.ts';

/** A small linear congruential generator: the same numbers on every platform. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function gaussianNoise(count: number, seed: number): Float64Array {
  const next = lcg(seed);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(Math.max(next(), 1e-300)));
    const angle = 2 * Math.PI * next();
    out[i] = r * Math.cos(angle);
    if (i + 1 < count) out[i + 1] = r * Math.sin(angle);
  }
  return out;
}

export function fieldOf(
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  height: (col: number, row: number) => number,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = height(col, row);
  return { nx, ny, dx, dy, x0: 0, y0: 0, z, meta: {} };
}

/** White Gaussian noise smoothed by a box of (2·half + 1)² pixels, plus a small tilt: a rough field. */
function roughField(nx: number, ny: number, half: number, seed: number): Surface {
  const wx = nx + 2 * half;
  const noise = gaussianNoise(wx * (ny + 2 * half), seed);
  return fieldOf(nx, ny, 2e-8, 3e-8, (col, row) => {
    let s = 0;
    for (let r = 0; r <= 2 * half; r++)
      for (let c = 0; c <= 2 * half; c++) s += noise[(row + r) * wx + col + c] as number;
    return (s / (2 * half + 1)) * 1e-7 + 1e-9 * col;
  });
}

export interface ArealReferenceField {
  readonly name: string;
  readonly surface: Surface;
}

/** The synthetic fields of areal.json, by name. */
export function arealReferenceFields(): ArealReferenceField[] {
  return [
    {
      name: 'sine-x',
      surface: fieldOf(128, 96, 1e-8, 1e-8, (col) => 2e-7 * Math.sin((2 * Math.PI * col) / 16)),
    },
    {
      name: 'sine-xy',
      surface: fieldOf(
        96,
        80,
        1e-8,
        2e-8,
        (col, row) => 1e-7 * Math.sin((2 * Math.PI * col) / 24) * Math.cos((2 * Math.PI * row) / 20),
      ),
    },
    { name: 'white-noise', surface: fieldOf(80, 64, 1e-8, 1e-8, noiseAt(80, 64, 11)) },
    { name: 'rough', surface: roughField(120, 90, 2, 5) },
    {
      name: 'tilted-plane',
      surface: fieldOf(64, 48, 1e-6, 1e-6, (col, row) => 5e-6 + 0.03e-6 * col - 0.04e-6 * row),
    },
    {
      name: 'two-level-step',
      surface: fieldOf(100, 40, 1e-6, 1e-6, (col) => (col < 30 ? 0 : 1e-6)),
    },
  ];
}

function noiseAt(nx: number, ny: number, seed: number): (col: number, row: number) => number {
  const noise = gaussianNoise(nx * ny, seed);
  return (col, row) => 1e-7 * (noise[row * nx + col] as number);
}

/** Real files of ../shared/surfaces compared with Gwyddion (all points valid in both readers). */
export const arealReferenceRealFiles = [
  'x3p/surfacetopography__x3p-2.x3p',
  'al3d/surfacetopography__al3d-1.al3d',
  'dat/surfacetopography__metropro-1.dat',
] as const;
