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
// each end. The renormalised mean line is the ratio of two convolutions, (valid·z) ∗ s over
// valid ∗ s, so long kernels use one complex FFT convolution of both at once (the same numbers as
// the direct sum to rounding, O(n log n) instead of O(n · 2λc/Δx)); short kernels sum directly.
import { Radix2Fft } from './radix2-fft.ts';

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
  if (halfWidth > DIRECT_MAX_HALF_WIDTH && n > 2 * DIRECT_MAX_HALF_WIDTH) {
    return fftPlan(n, spacing, cutoff, halfWidth).meanLine(z, out);
  }
  const weights = gaussianWeights(spacing, cutoff, halfWidth);
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

/** Above this kernel half-width (samples) the FFT convolution is cheaper than the direct sum. */
const DIRECT_MAX_HALF_WIDTH = 48;

/** Discrete weights s(kΔx) for k = 0..halfWidth, unnormalised (s(0) = 1): the ratio normalises. */
function gaussianWeights(spacing: number, cutoff: number, halfWidth: number): Float64Array {
  const weights = new Float64Array(halfWidth + 1);
  const scale = spacing / (GAUSSIAN_ALPHA * cutoff);
  for (let k = 0; k <= halfWidth; k++) weights[k] = Math.exp(-Math.PI * (k * scale) * (k * scale));
  return weights;
}

class GaussianFftPlan {
  private readonly fft: Radix2Fft;
  private readonly kernelSpectrum: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  /** Below this the valid-weight sum is rounding noise: no valid sample lies within ±λc. */
  private readonly minimumWeight: number;

  constructor(
    readonly n: number,
    readonly spacing: number,
    readonly cutoff: number,
    halfWidth: number,
  ) {
    // Linear convolution: zeros beyond the profile must not wrap onto it, so N ≥ n + halfWidth.
    let size = 1;
    while (size < n + halfWidth) size <<= 1;
    this.fft = new Radix2Fft(size);
    const weights = gaussianWeights(spacing, cutoff, halfWidth);
    const kr = new Float64Array(size);
    const ki = new Float64Array(size);
    for (let k = 0; k <= halfWidth; k++) {
      kr[k] = weights[k] as number;
      if (k > 0) kr[size - k] = weights[k] as number;
    }
    this.fft.transform(kr, ki);
    this.kernelSpectrum = kr; // real: the kernel is even
    this.re = new Float64Array(size);
    this.im = new Float64Array(size);
    this.minimumWeight = 0.5 * (weights[halfWidth] as number);
  }

  meanLine(z: Float64Array, out: Float64Array): Float64Array {
    const { re, im, n } = this;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < n; i++) {
      const v = z[i] as number;
      if (Number.isNaN(v)) continue;
      re[i] = v;
      im[i] = 1;
    }
    // Both real sequences ride in one complex transform; the kernel spectrum is real, so they stay apart.
    this.fft.transform(re, im);
    for (let k = 0; k < re.length; k++) {
      const h = this.kernelSpectrum[k] as number;
      re[k] = (re[k] as number) * h;
      im[k] = (im[k] as number) * h;
    }
    this.fft.transform(re, im, true);
    for (let i = 0; i < n; i++) {
      const weight = im[i] as number;
      out[i] = weight > this.minimumWeight ? (re[i] as number) / weight : NaN;
    }
    return out;
  }
}

// The plan of the last profile shape: averaging every row of an image filters thousands of rows of
// one length with one cut-off, and the tables and kernel spectrum are the expensive part.
let lastPlan: GaussianFftPlan | null = null;

function fftPlan(n: number, spacing: number, cutoff: number, halfWidth: number): GaussianFftPlan {
  if (!lastPlan || lastPlan.n !== n || lastPlan.spacing !== spacing || lastPlan.cutoff !== cutoff) {
    lastPlan = new GaussianFftPlan(n, spacing, cutoff, halfWidth);
  }
  return lastPlan;
}
