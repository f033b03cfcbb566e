// Synthetic fields for the level/form/row operators compared with Gwyddion 2.62
// (bench/gwyddion-peer/ops-level.c): deterministic, odd widths (so both medians are the middle value).
import { makeSurface } from '../../src/surface/build.ts';
import type { Surface } from '../../src/surface/surface.ts';

export const OPS_PIXEL = 2e-7;

function lcg(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647) * 2 - 1;
}

/** A cubic-ish form with waviness, row offsets and noise. */
function formed(nx: number, ny: number, seed: number): Surface {
  const rand = lcg(seed);
  const rowOffset = Array.from({ length: ny }, () => 2e-8 * rand());
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      const x = col / nx,
        y = row / ny;
      z[row * nx + col] =
        1e-6 * (0.3 + 0.8 * x - 0.5 * y + 0.7 * x * x - 0.4 * x * y + 0.9 * y * y * y - 0.6 * x * x * y) +
        3e-8 * Math.sin(17 * x + 5 * y) +
        (rowOffset[row] as number) +
        5e-9 * rand();
    }
  return makeSurface({ nx, ny, dx: OPS_PIXEL, dy: OPS_PIXEL }, z);
}

/** A tilted, noisy terrace with a raised block: the case facet level is for. */
function terrace(nx: number, ny: number, seed: number): Surface {
  const rand = lcg(seed);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] =
        0.05 * OPS_PIXEL * col -
        0.08 * OPS_PIXEL * row +
        (col > nx / 2 && row > ny / 3 ? 4e-8 : 0) +
        2e-10 * rand();
  return makeSurface({ nx, ny, dx: OPS_PIXEL, dy: OPS_PIXEL }, z);
}

export const opsLevelReferenceFields: Record<string, () => Surface> = {
  formed: () => formed(41, 33, 11),
  terrace: () => terrace(57, 45, 5),
};
