// Robust Gaussian regression filter of ISO 16610-71:2014 (areal form of ISO 16610-31), zeroth-order
// regression: the mean surface is the Gaussian-weighted mean of ISO 16610-61 in which each point also
// carries a Tukey biweight δ = (1 − (r/c)²)² for |r| < c, 0 otherwise, of its residual r = z − mean, with
// c = 4.4 · median |r| (4.4 ≈ 3 / 0.6745 · 1 MAD in σ units, the constant of ISO 16610-31). Start: the
// plain Gaussian mean surface; iterate until the mean moves by less than 10⁻⁴ c or ten iterations.
// Zeroth order (local weighted mean) rather than second order: the areal second-order regression needs a
// 6 × 6 weighted least-squares system per point; zeroth order has the Gaussian filter's transmission and
// end behaviour (renormalised kernel, ISO 16610-28) and is what the separable convolution evaluates.
// Outliers (spikes, pits, scratches) get zero weight and leave the mean surface instead of pulling it.
import { gaussianMeanSurface } from './areal-gaussian-mean.ts';
import { defineOperator } from './define-operator.ts';
import { checkCutoff } from './filter-cutoff.ts';
import { checkFilterOutput, filterOutput, type FilterOutput } from './filter-gaussian.ts';

export interface RobustGaussianFilterParams {
  /** Cut-off wavelength λc, metres. */
  readonly cutoff: number;
  readonly type: FilterOutput;
}

/** c = TUKEY_FACTOR · median |residual| (ISO 16610-31 / -71). */
export const TUKEY_FACTOR = 4.4;
const MAX_ITERATIONS = 10;
const CONVERGENCE = 1e-4;

export function robustGaussianMeanSurface(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  cutoff: number,
): Float64Array {
  let mean = gaussianMeanSurface(z, nx, ny, dx, dy, cutoff, cutoff);
  const n = z.length;
  const weights = new Float64Array(n);
  const residuals = new Float64Array(n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let count = 0;
    for (let i = 0; i < n; i++) {
      const r = (z[i] as number) - (mean[i] as number);
      if (!Number.isNaN(r)) residuals[count++] = Math.abs(r);
    }
    if (count === 0) break;
    const c = TUKEY_FACTOR * median(residuals.subarray(0, count));
    if (!(c > 0)) break;
    for (let i = 0; i < n; i++) {
      const u = ((z[i] as number) - (mean[i] as number)) / c;
      weights[i] = Math.abs(u) < 1 ? (1 - u * u) ** 2 : 0;
    }
    const next = gaussianMeanSurface(z, nx, ny, dx, dy, cutoff, cutoff, weights);
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const v = next[i] as number;
      // Where every nearby point is an outlier the weighted mean is undefined: keep the previous one.
      if (Number.isNaN(v)) next[i] = mean[i] as number;
      else moved = Math.max(moved, Math.abs(v - (mean[i] as number)));
    }
    mean = next;
    if (moved < CONVERGENCE * c) break;
  }
  return mean;
}

/** The median of `values` (reordered in place): the mean of the two middle values for an even count. */
function median(values: Float64Array): number {
  const n = values.length;
  const upper = select(values, n >> 1);
  if (n % 2 === 1) return upper;
  // After selection everything left of n/2 is ≤ the upper middle: the lower middle is their maximum.
  let lower = -Infinity;
  for (let i = 0; i < n >> 1; i++) lower = Math.max(lower, values[i] as number);
  return (lower + upper) / 2;
}

/** The k-th smallest value (0-based), Hoare quickselect with a median-of-three pivot. */
function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    const x = a[lo] as number;
    const y = a[mid] as number;
    const w = a[hi] as number;
    const pivot = x < y ? (y < w ? y : x < w ? w : x) : x < w ? x : y < w ? w : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] as number;
  }
  return a[k] as number;
}

export const filterRobustGaussian = defineOperator({
  id: 'filter.robust-gaussian',
  title: 'Filter: robust Gaussian regression filter (ISO 16610-71, zeroth order), roughness or waviness',
  kind: 'filter',
  apply(surface, params: RobustGaussianFilterParams) {
    checkCutoff(surface, params.cutoff);
    checkFilterOutput(params.type);
    const { z, nx, ny, dx, dy } = surface;
    const mean = robustGaussianMeanSurface(z, nx, ny, dx, dy, params.cutoff);
    return { ...surface, z: filterOutput(z, mean, params.type) };
  },
});
