// Sampling a height field between its pixel centres, for the geometry operators (resize, rotate).
// Coordinates are fractional column/row indices: (0, 0) is the centre of the first pixel. Outside the
// grid the edge values are repeated (clamped indices), so a point half a pixel past the edge is still
// defined; Gwyddion mirrors the data there instead, which differs only within two pixels of the border.
// NaN-aware by propagation: every stencil point with a non-zero weight must be valid, otherwise the
// sample is NaN (an interpolated value next to a hole would be an invention; invalids.fill can fill it).

export type Interpolation = 'bilinear' | 'bicubic';

/**
 * Keys' cubic convolution kernel with a = −0.5 (R. G. Keys, IEEE TASSP 29 (1981) 1153), the same as
 * Gwyddion's GWY_INTERPOLATION_KEY: interpolating (1 at 0, 0 at the other integers) and exact for
 * quadratics. Writes the four weights of the points floor(t)−1 … floor(t)+2 for the fraction f ∈ [0,1).
 */
function keysWeights(f: number, w: Float64Array): void {
  const f2 = f * f;
  const f3 = f2 * f;
  w[0] = -0.5 * f3 + f2 - 0.5 * f;
  w[1] = 1.5 * f3 - 2.5 * f2 + 1;
  w[2] = -1.5 * f3 + 2 * f2 + 0.5 * f;
  w[3] = 0.5 * f3 - 0.5 * f2;
}

function clampIndex(i: number, n: number): number {
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/** A sampler of the field `z` (nx × ny, row-major) at fractional (column, row) coordinates. */
export function makeSampler(
  z: Float64Array,
  nx: number,
  ny: number,
  interpolation: Interpolation,
): (x: number, y: number) => number {
  if (interpolation === 'bilinear') {
    return (x, y) => {
      const i = Math.floor(x);
      const j = Math.floor(y);
      const fx = x - i;
      const fy = y - j;
      let sum = 0;
      for (let b = 0; b < 2; b++) {
        const wy = b === 0 ? 1 - fy : fy;
        if (wy === 0) continue;
        const rowBase = clampIndex(j + b, ny) * nx;
        for (let a = 0; a < 2; a++) {
          const wx = a === 0 ? 1 - fx : fx;
          if (wx === 0) continue;
          sum += wx * wy * (z[rowBase + clampIndex(i + a, nx)] as number);
        }
      }
      return sum;
    };
  }
  const wx = new Float64Array(4);
  const wy = new Float64Array(4);
  return (x, y) => {
    const i = Math.floor(x);
    const j = Math.floor(y);
    keysWeights(x - i, wx);
    keysWeights(y - j, wy);
    let sum = 0;
    for (let b = 0; b < 4; b++) {
      const wb = wy[b] as number;
      if (wb === 0) continue;
      const rowBase = clampIndex(j + b - 1, ny) * nx;
      for (let a = 0; a < 4; a++) {
        const wa = wx[a] as number;
        if (wa === 0) continue;
        sum += wa * wb * (z[rowBase + clampIndex(i + a - 1, nx)] as number);
      }
    }
    return sum;
  };
}
