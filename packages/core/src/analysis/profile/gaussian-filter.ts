// Gaussian profile filter of ISO 16610-21:2011 §4: the weighting function
//   s(x) = 1/(α λc) · exp(−π (x / (α λc))²),  α = √(ln 2 / π) ≈ 0.4697,
// whose transmission is 50 % at the cut-off wavelength λc. The mean line (waviness) is the
// convolution of the profile with s; roughness is the profile minus that line.
//
// Choices stated: the kernel is truncated at ±λc (ISO 16610-21 §4.2 allows truncation; the weight
// there is 6.5·10⁻⁷ of the centre) and its discrete weights are renormalised to sum to one. End
// effects: near the ends, and around invalid (NaN) samples, the weights that fall on missing data
// are dropped and the rest renormalised — the zero-order end correction of ISO 16610-28:2016 §5.2
// (moment criterion of order 0) — so the whole profile stays usable instead of discarding λc/2 at
// each end. Cost is O(n · 2λc/Δx); there is no FFT because the renormalisation is position-dependent.

/** α of ISO 16610-21 §4.2. */
export const GAUSSIAN_ALPHA = Math.sqrt(Math.LN2 / Math.PI);

/**
 * The Gaussian mean line of `z` (length n, sample spacing `spacing`) for cut-off `cutoff` (both
 * metres) into `out` (length n). NaN where no valid sample lies within the kernel.
 */
export function gaussianMeanLine(
  z: Float64Array,
  spacing: number,
  cutoff: number,
  out: Float64Array = new Float64Array(z.length),
): Float64Array {
  const n = z.length;
  const halfWidth = Math.max(1, Math.ceil(cutoff / spacing));
  const weights = new Float64Array(halfWidth + 1);
  const scale = spacing / (GAUSSIAN_ALPHA * cutoff);
  for (let k = 0; k <= halfWidth; k++) weights[k] = Math.exp(-Math.PI * (k * scale) * (k * scale));
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - halfWidth);
    const hi = Math.min(n - 1, i + halfWidth);
    let sum = 0;
    let weightSum = 0;
    for (let j = lo; j <= hi; j++) {
      const v = z[j] as number;
      if (Number.isNaN(v)) continue;
      const w = weights[j > i ? j - i : i - j] as number;
      sum += w * v;
      weightSum += w;
    }
    out[i] = weightSum > 0 ? sum / weightSum : NaN;
  }
  return out;
}
