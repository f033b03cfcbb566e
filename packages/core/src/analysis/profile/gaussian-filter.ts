// Gaussian profile filter of ISO 16610-21:2011 (weighting function, clause 4):
//   s(x) = 1/(α λc) · exp(−π (x / (α λc))²),  α = √(ln 2 / π) ≈ 0.4697,
// whose transmission is 50 % at the cut-off wavelength λc. The mean line (waviness) is the
// convolution of the profile with s; roughness is the profile minus that line.
//
// Choices stated: the kernel is truncated at ±λc (ISO 16610-21 allows truncation; the weight
// there is 6.5·10⁻⁷ of the centre) and its discrete weights are renormalised to sum to one. End
// effects: near the ends, and around invalid (NaN) samples, the weights that fall on missing data
// are dropped and the rest renormalised — the zero-order end correction of ISO 16610-28:2016
// (moment criterion of order 0) — so the whole profile stays usable instead of discarding λc/2 at
// each end. The renormalised mean line is the ratio of two convolutions, (valid·z) ∗ s over
// valid ∗ s, so long kernels use one complex FFT convolution of both at once (the same numbers as
// the direct sum to rounding, O(n log n) instead of O(n · 2λc/Δx)); short kernels sum directly.
// The FFT is the core's mixed-radix one (analysis/fft/complex-fft.ts) on the shortest length 2^k,
// 3·2^k or 5·2^k ≥ n + λc/Δx (linear, not circular, convolution; lengths with several factors of 5 or 3
// measured two to three times slower per point than these). Rows without invalid samples
// share one denominator, so two such rows ride in one complex transform (gaussianMeanLines).
import { complexFft, type ComplexFft } from '../fft/complex-fft.ts';

/** α of ISO 16610-21: the 50 % transmission constant √(ln 2 / π). */
export const GAUSSIAN_ALPHA = Math.sqrt(Math.LN2 / Math.PI);

/** Above this kernel half-width (samples) the FFT convolution is cheaper than the direct sum. */
const DIRECT_MAX_HALF_WIDTH = 48;

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
  const halfWidth = Math.max(1, Math.ceil(cutoff / spacing));
  if (usesFft(z.length, halfWidth)) return fftPlan(z.length, spacing, cutoff, halfWidth).meanLine(z, out);
  return directMeanLine(z, gaussianWeights(spacing, cutoff, halfWidth), out);
}

/** The mean lines of two profiles of one length at once: half the transforms when both are complete. */
export function gaussianMeanLines(
  a: Float64Array,
  b: Float64Array,
  spacing: number,
  cutoff: number,
  outA: Float64Array,
  outB: Float64Array,
): void {
  const halfWidth = Math.max(1, Math.ceil(cutoff / spacing));
  if (a.length === b.length && usesFft(a.length, halfWidth)) {
    const plan = fftPlan(a.length, spacing, cutoff, halfWidth);
    if (plan.meanLinePair(a, b, outA, outB)) return;
  }
  gaussianMeanLine(a, spacing, cutoff, outA);
  gaussianMeanLine(b, spacing, cutoff, outB);
}

function usesFft(n: number, halfWidth: number): boolean {
  return halfWidth > DIRECT_MAX_HALF_WIDTH && n > 2 * DIRECT_MAX_HALF_WIDTH;
}

/** Discrete weights s(kΔx) for k = 0..halfWidth, unnormalised (s(0) = 1): the ratio normalises. */
function gaussianWeights(spacing: number, cutoff: number, halfWidth: number): Float64Array {
  const weights = new Float64Array(halfWidth + 1);
  const scale = spacing / (GAUSSIAN_ALPHA * cutoff);
  for (let k = 0; k <= halfWidth; k++) weights[k] = Math.exp(-Math.PI * (k * scale) * (k * scale));
  return weights;
}

function directMeanLine(z: Float64Array, weights: Float64Array, out: Float64Array): Float64Array {
  const n = z.length;
  const halfWidth = weights.length - 1;
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

class GaussianFftPlan {
  private readonly fft: ComplexFft;
  private readonly size: number;
  /** Kernel spectrum divided by the transform length (the inverse is unnormalised); real, the kernel is even. */
  private readonly kernelSpectrum: Float64Array;
  /** valid ∗ s for a profile without invalid samples: the shared denominator. */
  private readonly completeWeights: Float64Array;
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
    this.size = convolutionLength(n + halfWidth);
    this.fft = complexFft(this.size);
    const weights = gaussianWeights(spacing, cutoff, halfWidth);
    const kr = new Float64Array(this.size);
    const ki = new Float64Array(this.size);
    for (let k = 0; k <= halfWidth; k++) {
      kr[k] = weights[k] as number;
      if (k > 0) kr[this.size - k] = weights[k] as number;
    }
    this.fft.transform(kr, ki, 0, false);
    for (let k = 0; k < this.size; k++) kr[k] = (kr[k] as number) / this.size;
    this.kernelSpectrum = kr;
    this.re = new Float64Array(this.size);
    this.im = new Float64Array(this.size);
    this.minimumWeight = 0.5 * (weights[halfWidth] as number);
    // The all-valid denominator: the mask convolution of a complete profile.
    this.re.fill(0, n);
    this.re.fill(1, 0, n);
    this.im.fill(0);
    this.convolve();
    this.completeWeights = this.re.slice(0, n);
  }

  /** re + i·im ← (re + i·im) ∗ s, in place. */
  private convolve(): void {
    const { re, im, kernelSpectrum } = this;
    this.fft.transform(re, im, 0, false);
    for (let k = 0; k < this.size; k++) {
      const h = kernelSpectrum[k] as number;
      re[k] = (re[k] as number) * h;
      im[k] = (im[k] as number) * h;
    }
    this.fft.transform(re, im, 0, true);
  }

  meanLine(z: Float64Array, out: Float64Array): Float64Array {
    const { re, im, n } = this;
    // The mask rides at the data's magnitude: FFT rounding is relative to the larger of the two
    // channels, and heights of 1e-6 m next to a mask of 1 would lose five digits.
    let scale = 0;
    for (let i = 0; i < n; i++) {
      const v = Math.abs(z[i] as number);
      if (v > scale) scale = v;
    }
    if (!(scale > 0)) scale = 1;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < n; i++) {
      const v = z[i] as number;
      if (Number.isNaN(v)) continue;
      re[i] = v;
      im[i] = scale;
    }
    // Data and mask ride in one complex transform; the kernel spectrum is real, so they stay apart.
    this.convolve();
    const minimum = this.minimumWeight * scale;
    for (let i = 0; i < n; i++) {
      const weight = im[i] as number;
      out[i] = weight > minimum ? ((re[i] as number) / weight) * scale : NaN;
    }
    return out;
  }

  /** Both mean lines in one transform when neither profile has an invalid sample; false otherwise. */
  meanLinePair(a: Float64Array, b: Float64Array, outA: Float64Array, outB: Float64Array): boolean {
    const { re, im, n } = this;
    for (let i = 0; i < n; i++) {
      const va = a[i] as number;
      const vb = b[i] as number;
      if (Number.isNaN(va) || Number.isNaN(vb)) return false;
      re[i] = va;
      im[i] = vb;
    }
    re.fill(0, n);
    im.fill(0, n);
    this.convolve();
    const weights = this.completeWeights;
    for (let i = 0; i < n; i++) {
      const w = weights[i] as number;
      outA[i] = (re[i] as number) / w;
      outB[i] = (im[i] as number) / w;
    }
    return true;
  }
}

/** The shortest of 2^k, 3·2^k and 5·2^k that is at least m. */
function convolutionLength(m: number): number {
  let best = Infinity;
  for (const base of [1, 3, 5]) {
    let length = base;
    while (length < m) length *= 2;
    if (length < best) best = length;
  }
  return best;
}

// The plan of the last profile shape: averaging every row of an image filters thousands of rows of
// one length with one cut-off, and the kernel spectrum is the expensive part.
let lastPlan: GaussianFftPlan | null = null;

function fftPlan(n: number, spacing: number, cutoff: number, halfWidth: number): GaussianFftPlan {
  if (!lastPlan || lastPlan.n !== n || lastPlan.spacing !== spacing || lastPlan.cutoff !== cutoff) {
    lastPlan = new GaussianFftPlan(n, spacing, cutoff, halfWidth);
  }
  return lastPlan;
}
