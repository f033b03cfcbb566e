// The areal Gaussian mean surface shared by filter.gaussian, filter.robust-gaussian, spatial.gaussian and
// spatial.sharpen: the weighting function of ISO 16610-61:2015 (clause 4),
//   s(x, y) = 1/(α² λc²) · exp(−π (x² + y²) / (α λc)²),  α = √(ln 2 / π),
// is the product of two profile kernels of ISO 16610-21, so the convolution runs rows then columns
// (columns as rows of the transposed field), kernel truncated at ±λc (6.5·10⁻⁷ of the centre weight) as
// the profile filter does. Short kernels (≤ DIRECT_MAX_HALF_WIDTH pixels) are summed directly with the
// symmetric weights folded; longer ones are a linear convolution by FFT (length ≥ n + half-width, so
// nothing wraps) with the WebAssembly SIMD batched FFT (analysis/fft/batched-fft.ts): two real lines per
// complex lane, LANES lanes per batch, whose cost does not grow with λc. Both divide by the kernel weight
// that falls inside the line at each position (zero-order end correction, ISO 16610-28).
//
// Edge and invalid-point treatment (ISO 16610-28 zero-order end correction, extended to 2D): the mean at a
// point is Σ s·w·z / Σ s·w over the points of the field, w the point weight (1 valid, 0 NaN; the Tukey
// weights of the robust filter). Both sums are separable convolutions; the profile routine returns each
// row's convolution divided by that row's complete-row weight sum (a known factor per position), and the
// factors of numerator and denominator cancel, so the ratio of the two separable passes is exactly the
// 2D renormalised convolution, not the approximation "renormalise rows, then renormalise columns".
import { batchedFft } from '../analysis/fft/batched-fft.ts';
import { nextFastLength } from '../analysis/fft/complex-fft.ts';
import { GAUSSIAN_ALPHA } from '../analysis/profile/gaussian-filter.ts';

/** Below this relative kernel weight no valid point lies within the kernel: the mean is undefined. */
const MINIMUM_WEIGHT = 1e-9;

/**
 * The weighted Gaussian mean surface of z (nx × ny, row-major), cut-offs in metres along x and y with
 * pixel spacings dx and dy. `weights` null means: every finite point with weight 1, NaN points 0.
 * NaN where no point with positive weight lies within the kernel.
 */
export function gaussianMeanSurface(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  cutoffX: number,
  cutoffY: number,
  weights: Float64Array | null = null,
): Float64Array {
  const n = nx * ny;
  let complete = weights === null;
  if (complete) for (let i = 0; i < n && complete; i++) if (Number.isNaN(z[i])) complete = false;
  if (complete) return smoothComplete(z, nx, ny, dx, dy, cutoffX, cutoffY);
  const wz = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = z[i] as number;
    const weight = Number.isNaN(v) ? 0 : weights ? (weights[i] as number) : 1;
    w[i] = weight;
    wz[i] = weight === 0 ? 0 : weight * v;
  }
  const numerator = smoothComplete(wz, nx, ny, dx, dy, cutoffX, cutoffY);
  const denominator = smoothComplete(w, nx, ny, dx, dy, cutoffX, cutoffY);
  for (let i = 0; i < n; i++) {
    const d = denominator[i] as number;
    numerator[i] = d > MINIMUM_WEIGHT ? (numerator[i] as number) / d : NaN;
  }
  return numerator;
}

/** Rows then columns of a field without NaN: conv₂(x) divided by the complete-field weight sums. */
function smoothComplete(
  x: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  cutoffX: number,
  cutoffY: number,
): Float64Array {
  const rows = new Float64Array(nx * ny);
  smoothLines(x, nx, ny, dx, cutoffX, rows);
  const columns = transpose(rows, nx, ny);
  const smoothed = new Float64Array(nx * ny);
  smoothLines(columns, ny, nx, dy, cutoffY, smoothed);
  return transpose(smoothed, ny, nx);
}

/** Half-widths (pixels) up to which the folded direct sum beats the FFT convolution (measured). */
const DIRECT_MAX_HALF_WIDTH = 8;
/** Complex lanes per FFT batch (two lines each): even, for the SIMD stages. */
const LANES = 16;

/** Each of `count` complete lines of length n smoothed into `out`. */
function smoothLines(
  src: Float64Array,
  n: number,
  count: number,
  spacing: number,
  cutoff: number,
  out: Float64Array,
): void {
  const halfWidth = Math.max(1, Math.ceil(cutoff / spacing));
  const w = kernelWeights(spacing, cutoff, halfWidth);
  const inverse = inverseWeightSums(w, n);
  if (halfWidth <= DIRECT_MAX_HALF_WIDTH) directLines(src, n, count, w, inverse, out);
  else fftLines(src, n, count, w, inverse, out);
}

/** s(kΔx) for k = 0 … halfWidth, s(0) = 1 (the ratio to the weight sum normalises). */
function kernelWeights(spacing: number, cutoff: number, halfWidth: number): Float64Array {
  const w = new Float64Array(halfWidth + 1);
  const scale = spacing / (GAUSSIAN_ALPHA * cutoff);
  for (let k = 0; k <= halfWidth; k++) w[k] = Math.exp(-Math.PI * (k * scale) * (k * scale));
  return w;
}

/** 1 / (kernel weight inside a line of n samples) at each position. */
function inverseWeightSums(w: Float64Array, n: number): Float64Array {
  const h = w.length - 1;
  let total = w[0] as number;
  for (let k = 1; k <= h; k++) total += 2 * (w[k] as number);
  const inverse = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = total;
    // Remove the weights that fall outside: k > i on the left, k > n − 1 − i on the right.
    for (let k = i + 1; k <= h; k++) sum -= w[k] as number;
    for (let k = n - i; k <= h; k++) sum -= w[k] as number;
    inverse[i] = 1 / sum;
  }
  return inverse;
}

function fftLines(
  src: Float64Array,
  n: number,
  count: number,
  w: Float64Array,
  inverse: Float64Array,
  out: Float64Array,
): void {
  const h = w.length - 1;
  const size = nextFastLength(n + h);
  const fft = batchedFft(size, LANES);
  // The kernel's spectrum (real: the kernel is even), divided by the length (the inverse is unnormalised).
  const kernel = batchedFft(size, 2);
  for (let k = 0; k <= h; k++) {
    kernel.re[2 * k] = w[k] as number;
    if (k > 0) kernel.re[2 * (size - k)] = w[k] as number;
  }
  kernel.run(false);
  const spectrum = new Float64Array(size);
  for (let k = 0; k < size; k++) spectrum[k] = (kernel.re[2 * k] as number) / size;
  const { re, im } = fft;
  for (let first = 0; first < count; first += 2 * LANES) {
    re.fill(0);
    im.fill(0);
    for (let lane = 0; lane < LANES; lane++) {
      const a = first + 2 * lane;
      if (a < count) for (let i = 0; i < n; i++) re[lane + LANES * i] = src[a * n + i] as number;
      if (a + 1 < count) for (let i = 0; i < n; i++) im[lane + LANES * i] = src[(a + 1) * n + i] as number;
    }
    fft.run(false);
    for (let k = 0; k < size; k++) {
      const g = spectrum[k] as number;
      const base = LANES * k;
      for (let lane = 0; lane < LANES; lane++) {
        re[base + lane] = (re[base + lane] as number) * g;
        im[base + lane] = (im[base + lane] as number) * g;
      }
    }
    fft.run(true);
    for (let lane = 0; lane < LANES; lane++) {
      const a = first + 2 * lane;
      if (a < count)
        for (let i = 0; i < n; i++)
          out[a * n + i] = (re[lane + LANES * i] as number) * (inverse[i] as number);
      if (a + 1 < count)
        for (let i = 0; i < n; i++)
          out[(a + 1) * n + i] = (im[lane + LANES * i] as number) * (inverse[i] as number);
    }
  }
}

/** The folded direct sum w₀ x[i] + Σₖ wₖ (x[i−k] + x[i+k]) over the samples inside the line. */
function directLines(
  src: Float64Array,
  n: number,
  count: number,
  w: Float64Array,
  inverse: Float64Array,
  out: Float64Array,
): void {
  const h = w.length - 1;
  const w0 = w[0] as number;
  const interiorFrom = Math.min(h, n);
  const interiorTo = Math.max(interiorFrom, n - h);
  for (let line = 0; line < count; line++) {
    const base = line * n;
    for (let i = 0; i < interiorFrom; i++)
      out[base + i] = edgeSum(src, base, n, i, w) * (inverse[i] as number);
    for (let i = interiorFrom; i < interiorTo; i++) {
      const c = base + i;
      let acc = w0 * (src[c] as number);
      for (let k = 1; k <= h; k++)
        acc += (w[k] as number) * ((src[c - k] as number) + (src[c + k] as number));
      out[c] = acc * (inverse[i] as number);
    }
    for (let i = interiorTo; i < n; i++) out[base + i] = edgeSum(src, base, n, i, w) * (inverse[i] as number);
  }
}

function edgeSum(src: Float64Array, base: number, n: number, i: number, w: Float64Array): number {
  let acc = (w[0] as number) * (src[base + i] as number);
  for (let k = 1; k < w.length; k++) {
    if (i - k >= 0) acc += (w[k] as number) * (src[base + i - k] as number);
    if (i + k < n) acc += (w[k] as number) * (src[base + i + k] as number);
  }
  return acc;
}

const BLOCK = 32;

/** The transpose of a rows × cols row-major field (cols × rows), in cache-sized blocks. */
export function transpose(src: Float64Array, cols: number, rows: number): Float64Array {
  const out = new Float64Array(src.length);
  for (let r0 = 0; r0 < rows; r0 += BLOCK) {
    const r1 = Math.min(rows, r0 + BLOCK);
    for (let c0 = 0; c0 < cols; c0 += BLOCK) {
      const c1 = Math.min(cols, c0 + BLOCK);
      for (let r = r0; r < r1; r++) {
        const base = r * cols;
        for (let c = c0; c < c1; c++) out[c * rows + r] = src[base + c] as number;
      }
    }
  }
  return out;
}
