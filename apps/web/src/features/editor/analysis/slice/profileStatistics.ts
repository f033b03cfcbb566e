// Amplitude statistics of the slice's profile as drawn (spec part 2 §3 Statistics: Ra, Rq, Rsk, Rku,
// Rp, Rv, Rt): of the whole profile the server answered, relative to its own mean line, unfiltered —
// what the chart shows. The filtered, sampling-length based ISO 4287 values are the profile-parameters
// panel's. Invalid samples (NaN) are skipped; NaN everywhere when no sample is valid.
export interface ProfileStatistics {
  readonly Ra: number;
  readonly Rq: number;
  readonly Rsk: number;
  readonly Rku: number;
  /** Highest point above the mean line, m. */
  readonly Rp: number;
  /** Depth of the lowest point below the mean line (positive), m. */
  readonly Rv: number;
  readonly Rt: number;
}

export const PROFILE_STATISTIC_IDS = ['Ra', 'Rq', 'Rsk', 'Rku', 'Rp', 'Rv', 'Rt'] as const;

export function profileStatistics(heights: readonly number[]): ProfileStatistics {
  let count = 0;
  let sum = 0;
  for (const z of heights) {
    if (!Number.isFinite(z)) continue;
    count++;
    sum += z;
  }
  if (count === 0) return { Ra: NaN, Rq: NaN, Rsk: NaN, Rku: NaN, Rp: NaN, Rv: NaN, Rt: NaN };
  const mean = sum / count;
  let abs = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  let max = -Infinity;
  let min = Infinity;
  for (const z of heights) {
    if (!Number.isFinite(z)) continue;
    const d = z - mean;
    abs += Math.abs(d);
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
    if (d > max) max = d;
    if (d < min) min = d;
  }
  const Rq = Math.sqrt(m2 / count);
  return {
    Ra: abs / count,
    Rq,
    Rsk: Rq > 0 ? m3 / count / Rq ** 3 : NaN,
    Rku: Rq > 0 ? m4 / count / Rq ** 4 : NaN,
    Rp: max,
    Rv: -min,
    Rt: max - min,
  };
}
