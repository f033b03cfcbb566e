// The areal Gaussian mean surface shared by filter.gaussian, filter.robust-gaussian, spatial.gaussian and
// spatial.sharpen: the weighting function of ISO 16610-61:2015 (clause 4),
//   s(x, y) = 1/(α² λc²) · exp(−π (x² + y²) / (α λc)²),  α = √(ln 2 / π),
// is the product of two profile kernels of ISO 16610-21, so the convolution runs rows then columns with
// the core's profile Gaussian (analysis/profile/gaussian-filter.ts: kernel truncated at ±λc, direct sum
// for short kernels, FFT convolution for long ones).
//
// Edge and invalid-point treatment (ISO 16610-28 zero-order end correction, extended to 2D): the mean at a
// point is Σ s·w·z / Σ s·w over the points of the field, w the point weight (1 valid, 0 NaN; the Tukey
// weights of the robust filter). Both sums are separable convolutions; the profile routine returns each
// row's convolution divided by that row's complete-row weight sum (a known factor per position), and the
// factors of numerator and denominator cancel, so the ratio of the two separable passes is exactly the
// 2D renormalised convolution, not the approximation "renormalise rows, then renormalise columns".
import { gaussianMeanLine, gaussianMeanLines } from '../analysis/profile/gaussian-filter.ts';

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

/** Each of `count` lines of length n: two lines per call, so long kernels share one complex FFT. */
function smoothLines(
  src: Float64Array,
  n: number,
  count: number,
  spacing: number,
  cutoff: number,
  out: Float64Array,
): void {
  let r = 0;
  for (; r + 1 < count; r += 2) {
    gaussianMeanLines(
      src.subarray(r * n, (r + 1) * n),
      src.subarray((r + 1) * n, (r + 2) * n),
      spacing,
      cutoff,
      out.subarray(r * n, (r + 1) * n),
      out.subarray((r + 1) * n, (r + 2) * n),
    );
  }
  if (r < count) gaussianMeanLine(src.subarray(r * n, (r + 1) * n), spacing, cutoff, out.subarray(r * n));
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
