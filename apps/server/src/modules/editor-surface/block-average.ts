// Downsampling of a fork for the editor's views: the mean of each factor × factor block of valid
// heights (NaN-aware: invalid points are left out of the mean, a block without any valid point stays
// invalid). Averaging rather than picking every factor-th point keeps the relief's mean level and
// does not alias fine periodic texture into false coarse patterns.
import type { Surface } from '@asperity/core';

export interface BlockAveraged {
  readonly cols: number;
  readonly rows: number;
  readonly factor: number;
  /** cols · rows means in metres, row-major, NaN where a block has no valid point. */
  readonly heights: Float32Array;
  /** Lowest and highest valid height of the full-resolution surface; null when none is valid. */
  readonly zMin: number | null;
  readonly zMax: number | null;
}

/** The smallest integer factor such that neither side of the averaged grid exceeds maxSide. */
export function blockFactor(nx: number, ny: number, maxSide: number): number {
  if (!(maxSide >= 1)) throw new RangeError(`maxSide must be at least 1, got ${maxSide}`);
  return Math.max(1, Math.ceil(nx / maxSide), Math.ceil(ny / maxSide));
}

export function blockAverage(surface: Surface, maxSide: number): BlockAveraged {
  const { nx, ny, z } = surface;
  const factor = blockFactor(nx, ny, maxSide);
  // Blocks at the right and top edges may be partial (fewer than factor columns or rows).
  const cols = Math.ceil(nx / factor);
  const rows = Math.ceil(ny / factor);
  const sum = new Float64Array(cols * rows);
  const count = new Uint32Array(cols * rows);
  let zMin = Infinity;
  let zMax = -Infinity;
  for (let j = 0; j < ny; j++) {
    const target = Math.floor(j / factor) * cols;
    const source = j * nx;
    for (let i = 0; i < nx; i++) {
      const v = z[source + i] ?? Number.NaN;
      if (!Number.isFinite(v)) continue;
      if (v < zMin) zMin = v;
      if (v > zMax) zMax = v;
      const t = target + Math.floor(i / factor);
      sum[t] = (sum[t] ?? 0) + v;
      count[t] = (count[t] ?? 0) + 1;
    }
  }
  const heights = new Float32Array(cols * rows);
  for (let t = 0; t < heights.length; t++) {
    const n = count[t] ?? 0;
    heights[t] = n > 0 ? (sum[t] ?? 0) / n : Number.NaN;
  }
  const anyValid = zMin <= zMax;
  return { cols, rows, factor, heights, zMin: anyValid ? zMin : null, zMax: anyValid ? zMax : null };
}
