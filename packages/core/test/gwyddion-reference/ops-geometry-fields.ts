// Deterministic fields shared by the Gwyddion peer generator (bench/gwyddion-peer/generate-ops-geometry-reference.ts)
// and the unit test that compares resize, rotate, invalids.fill and glitches.remove against the committed
// ops-geometry.json, so CI checks Gwyddion agreement without Gwyddion installed.
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

export interface GeometryCase {
  readonly surface: Surface;
  /** 1 where the point is invalid (NaN in `surface`), the mask Gwyddion's Laplace solve fills. */
  readonly holes: Float64Array;
  readonly newNx: number;
  readonly newNy: number;
  /** Degrees, counter-clockwise as displayed (the rotate operator's convention). */
  readonly angle: number;
}

function disc(holes: Float64Array, nx: number, cx: number, cy: number, r: number): void {
  for (let i = 0; i < holes.length; i++) {
    const row = Math.floor(i / nx);
    const col = i % nx;
    if ((col - cx) ** 2 + (row - cy) ** 2 <= r * r) holes[i] = 1;
  }
}

/** Smooth waves, a tilt and mild noise (nm), with two interior holes and one on the top edge. */
export function smoothCase(): GeometryCase {
  const nx = 48;
  const ny = 40;
  const random = lcg(2024);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] =
        1e-9 * (Math.sin(col / 5) * Math.cos(row / 7) + 0.02 * col - 0.01 * row + 0.05 * (random() - 0.5));
  const holes = new Float64Array(nx * ny);
  disc(holes, nx, 15, 12, 6);
  disc(holes, nx, 35, 28, 4);
  for (let row = 0; row < 3; row++) holes.fill(1, row * nx + 20, row * nx + 28);
  for (let i = 0; i < z.length; i++) if (holes[i] === 1) z[i] = Number.NaN;
  return { surface: makeSurface({ nx, ny, dx: 1e-8, dy: 1e-8 }, z), holes, newNx: 70, newNy: 29, angle: 23 };
}

/** A rippled, noisy field with raised and lowered strokes of several widths and lengths. */
export function scarsCase(): GeometryCase {
  const nx = 96;
  const ny = 64;
  const random = lcg(77);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 1e-9 * (Math.sin(col / 6) * Math.cos(row / 5) + 0.3 * (random() - 0.5));
  const strokes = [
    { row: 10, width: 1, from: 5, to: 60, shift: 2.5 },
    { row: 20, width: 2, from: 30, to: 90, shift: 3 },
    { row: 31, width: 1, from: 0, to: 40, shift: -2.5 },
    { row: 40, width: 3, from: 50, to: 80, shift: 2 },
    { row: 50, width: 1, from: 10, to: 20, shift: 3 }, // 10 px: shorter than the minimum length
    { row: 55, width: 4, from: 20, to: 70, shift: -2 },
  ];
  for (const s of strokes)
    for (let row = s.row; row < s.row + s.width; row++)
      for (let col = s.from; col < s.to; col++)
        z[row * nx + col] = (z[row * nx + col] as number) + 1e-9 * s.shift;
  return {
    surface: makeSurface({ nx, ny, dx: 1e-8, dy: 1e-8 }, z),
    holes: new Float64Array(nx * ny),
    newNx: 50,
    newNy: 80,
    angle: -37,
  };
}

export const GEOMETRY_CASES = { smooth: smoothCase, scars: scarsCase } as const;
