// The "continuous histogram" of the bearing-ratio panel (spec part 2 §3 continuousHistogram): a
// smooth estimate of the height density instead of bars. A Gaussian kernel density estimate with
// Silverman's rule-of-thumb bandwidth h = 1.06·σ·n^(−1/5) (Silverman 1986, eq. 3.28), evaluated by
// linear binning onto a regular grid and a truncated (±4h) discrete convolution, which is exact to
// O(grid step²) and costs O(n + grid·kernel) instead of O(n·grid) for millions of points.

export interface ContinuousHeightDensity {
  /** Kernel bandwidth, metres. */
  readonly bandwidth: number;
  /** Grid heights, metres, from min − 3h to max + 3h. */
  readonly height: number[];
  /** Density, 1/m; integrates to 1. */
  readonly density: number[];
}

/** null when fewer than two valid points or no spread define a bandwidth. */
export function continuousHeightDensity(z: Float64Array, points = 256): ContinuousHeightDensity | null {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) continue;
    n++;
    const delta = v - mean;
    mean += delta / n;
    m2 += delta * (v - mean);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (n < 2) return null;
  const sigma = Math.sqrt(m2 / (n - 1));
  const bandwidth = 1.06 * sigma * n ** -0.2;
  if (!(bandwidth > 0)) return null;

  const start = min - 3 * bandwidth;
  const step = (max - min + 6 * bandwidth) / (points - 1);
  const weights = new Float64Array(points);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) continue;
    const position = (v - start) / step;
    const cell = Math.min(points - 2, Math.floor(position));
    const fraction = position - cell;
    weights[cell] = (weights[cell] as number) + (1 - fraction);
    weights[cell + 1] = (weights[cell + 1] as number) + fraction;
  }
  const reach = Math.min(points - 1, Math.ceil((4 * bandwidth) / step));
  const kernel = new Float64Array(reach + 1);
  const norm = 1 / (n * bandwidth * Math.sqrt(2 * Math.PI));
  for (let k = 0; k <= reach; k++) kernel[k] = norm * Math.exp(-0.5 * ((k * step) / bandwidth) ** 2);

  const height: number[] = [];
  const density: number[] = [];
  for (let g = 0; g < points; g++) {
    let sum = 0;
    const lo = Math.max(0, g - reach);
    const hi = Math.min(points - 1, g + reach);
    for (let j = lo; j <= hi; j++) sum += (weights[j] as number) * (kernel[Math.abs(g - j)] as number);
    height.push(start + g * step);
    density.push(sum);
  }
  return { bandwidth, height, density };
}
