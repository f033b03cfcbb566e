// The Abbott–Firestone curve (ISO 25178-2:2021 §3.3.1 "areal material ratio function"; ISO 13565-2
// for profiles): the height c at which a fraction mr of the surface is material, i.e. the inverse of
// Smr(c) = fraction of valid points with z ≥ c. Heights are sampled at evenly spaced material ratios
// 0, 1/(P−1), …, 1 (fractions, never percent).
//
// Decision: the empirical inverse uses the midpoint plotting positions of the heights sorted from the
// highest down (the k-th highest of n sits at mr = (k + ½)/n) with linear interpolation between them
// and the extremes held over the first and last half step, so a linear ramp gives a linear curve
// (within 1/n) and a sine the arcsine law c(mr) = A·cos(π·mr), both tested.

export interface MaterialRatioCurve {
  /** 0..1, increasing. */
  readonly materialRatio: number[];
  /** Metres, non-increasing: the highest point at mr = 0, the lowest at mr = 1. */
  readonly height: number[];
}

export function materialRatioCurve(z: Float64Array, points: number): MaterialRatioCurve {
  if (!Number.isInteger(points) || points < 2) throw new RangeError(`points must be an integer ≥ 2`);
  let n = 0;
  for (let i = 0; i < z.length; i++) if (Number.isFinite(z[i])) n++;
  const sorted = new Float64Array(n);
  for (let i = 0, k = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (Number.isFinite(v)) sorted[k++] = v;
  }
  sorted.sort();
  const materialRatio: number[] = [];
  const height: number[] = [];
  for (let p = 0; p < points; p++) {
    const mr = p / (points - 1);
    materialRatio.push(mr);
    height.push(n === 0 ? NaN : heightAtMaterialRatio(sorted, mr));
  }
  return { materialRatio, height };
}

/** `ascending` holds n ≥ 1 sorted heights; the k-th highest sits at mr = (k + ½)/n. */
function heightAtMaterialRatio(ascending: Float64Array, mr: number): number {
  const n = ascending.length;
  const highest = ascending[n - 1] as number;
  const lowest = ascending[0] as number;
  if (n === 1) return highest;
  // Position among the heights sorted downwards; the extremes stretch to mr = 0 and mr = 1.
  const rank = mr * n - 0.5;
  if (rank <= 0) return highest;
  if (rank >= n - 1) return lowest;
  const k = Math.floor(rank);
  const t = rank - k;
  const upper = ascending[n - 1 - k] as number;
  const lower = ascending[n - 2 - k] as number;
  return upper + t * (lower - upper);
}
