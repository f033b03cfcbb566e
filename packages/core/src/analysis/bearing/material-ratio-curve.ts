// The Abbott–Firestone curve (ISO 25178-2:2021 §3.3.1 "areal material ratio function"; ISO 13565-2
// for profiles): the height c at which a fraction mr of the surface is material, i.e. the inverse of
// Smr(c) = fraction of valid points with z ≥ c. Heights are sampled at evenly spaced material ratios
// 0, 1/(P−1), …, 1 (fractions, never percent).
//
// Decision: the empirical inverse uses the midpoint plotting positions of the heights sorted from the
// highest down (the k-th highest of n sits at mr = (k + ½)/n) with linear interpolation between them
// and the extremes held over the first and last half step, so a linear ramp gives a linear curve
// (within 1/n) and a sine the arcsine law c(mr) = A·cos(π·mr), both tested.

import { orderStatistics } from './order-statistics.ts';

export interface MaterialRatioCurve {
  /** 0..1, increasing. */
  readonly materialRatio: number[];
  /** Metres, non-increasing: the highest point at mr = 0, the lowest at mr = 1. */
  readonly height: number[];
}

export function materialRatioCurve(z: Float64Array, points: number): MaterialRatioCurve {
  if (!Number.isInteger(points) || points < 2) throw new RangeError(`points must be an integer ≥ 2`);
  let n = 0;
  for (let i = 0; i < z.length; i++) if ((z[i] as number) - (z[i] as number) === 0) n++;
  const materialRatio = Array.from({ length: points }, (_, p) => p / (points - 1));
  if (n === 0) return { materialRatio, height: materialRatio.map(() => NaN) };

  // The k-th highest of n sits at mr = (k + ½)/n; interpolate between the two ranks around each mr
  // (ascending ranks n−1−k and n−2−k), holding the extremes over the first and last half step.
  const wanted: number[] = [];
  const plan = materialRatio.map((mr) => {
    const rank = Math.min(n - 1, Math.max(0, mr * n - 0.5));
    const k = Math.min(n - 1, Math.floor(rank));
    const upper = n - 1 - k;
    const lower = Math.max(0, upper - 1);
    wanted.push(upper, lower);
    return rank - k;
  });
  const { values } = orderStatistics(z, wanted);
  const height = plan.map((t, p) => {
    const upper = values[2 * p] as number;
    const lower = values[2 * p + 1] as number;
    return t === 0 ? upper : upper + t * (lower - upper);
  });
  return { materialRatio, height };
}
