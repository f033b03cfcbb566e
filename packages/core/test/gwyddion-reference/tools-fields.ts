// Deterministic synthetic fields shared by the Gwyddion peer generator
// (bench/gwyddion-peer/generate-tools-reference.ts) and the unit tests that compare against the
// committed tools.json, so CI checks Gwyddion agreement without Gwyddion installed.
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
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

/** Discs of several radii (one cut by the left edge) on a gently rippled floor, 1e-8 m pixels. */
export function discsField(): Surface {
  const nx = 128;
  const ny = 96;
  const discs = [
    { cx: 30.5, cy: 30.5, r: 12, h: 100e-9 },
    { cx: 80, cy: 40, r: 20, h: 80e-9 },
    { cx: 100.5, cy: 80.5, r: 6, h: 120e-9 },
    { cx: 2, cy: 75, r: 9, h: 90e-9 },
    { cx: 50, cy: 80, r: 2, h: 110e-9 },
  ];
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    for (let col = 0; col < nx; col++) {
      let v = 2e-9 * Math.sin(col / 7) * Math.cos(row / 5);
      for (const d of discs) {
        const rr = (col - d.cx) ** 2 + (row - d.cy) ** 2;
        if (rr <= d.r * d.r) v += d.h * (1 - (0.3 * rr) / (d.r * d.r));
      }
      z[row * nx + col] = v;
    }
  }
  return makeSurface({ nx, ny, dx: 1e-8, dy: 1e-8 }, z);
}

/** Random heights smoothed by a 5×5 box filter (periodic), ~10 nm: irregular grains of every shape. */
export function roughField(): Surface {
  const nx = 96;
  const ny = 80;
  const random = lcg(12345);
  const white = Float64Array.from({ length: nx * ny }, () => random() - 0.5);
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    for (let col = 0; col < nx; col++) {
      let sum = 0;
      for (let i = -2; i <= 2; i++) {
        for (let j = -2; j <= 2; j++) {
          sum += white[((row + i + ny) % ny) * nx + ((col + j + nx) % nx)] as number;
        }
      }
      z[row * nx + col] = sum * 1e-8;
    }
  }
  return makeSurface({ nx, ny, dx: 2e-8, dy: 3e-8 }, z);
}

/** A square pyramid of base 2·half pixels and height h on a zero floor, centred in the field. */
export function pyramidField(n = 101, half = 40, h = 1e-6, pixel = 1e-6): Surface {
  const z = new Float64Array(n * n);
  const c = (n - 1) / 2;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const d = Math.max(Math.abs(col - c), Math.abs(row - c));
      z[row * n + col] = d < half ? h * (1 - d / half) : 0;
    }
  }
  return makeSurface({ nx: n, ny: n, dx: pixel, dy: pixel }, z);
}

/** Real instrument files of ../shared/surfaces (channel 0) also compared with Gwyddion. */
export const REAL_TOOLS_FILES = {
  'chip-gwy': 'gwy/scifidatasets__GwiddionReader_chip.gwy',
  'bipm-gwy': 'gwy/scifidatasets__GwiddionReader_bipm.gwy',
} as const;

export function realField(bytes: Uint8Array, fileName: string): Surface {
  const channel = readSurfaceFile(bytes, fileName).channels[0];
  if (!channel) throw new Error(`${fileName} has no channel`);
  return channel.surface;
}

/** An octagon over the middle of the image (metres), for the masked-volume comparison. */
export function octagonOf(surface: Surface): { xs: number[]; ys: number[] } {
  const w = surface.nx * surface.dx;
  const h = surface.ny * surface.dy;
  return {
    xs: [0.3, 0.7, 0.9, 0.9, 0.7, 0.3, 0.1, 0.1].map((f) => surface.x0 + f * w),
    ys: [0.1, 0.1, 0.3, 0.7, 0.9, 0.9, 0.7, 0.3].map((f) => surface.y0 + f * h),
  };
}
