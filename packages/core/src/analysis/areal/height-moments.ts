// The amplitude moments of ISO 25178-2:2021 §4.1 (Sa, Sq, Ssk, Sku, Sp, Sv) of the valid heights,
// about their mean. NaN and ±Infinity are skipped (DESIGN.md §3).
//
// Central powers, never raw moments: a one-pass raw-moment formula loses all digits of Ssk/Sku on
// fields with a large offset (a 1 mm stage height under 10 nm roughness). Two streaming passes: the
// plain mean, then the powers of d = z − mean, shifted afterwards by δ = mean of d (exact algebra,
// error ~ (δ/σ)·ulp). A one-pass version about a sampled centre (c740da4, a6bb6a7) was dropped: its
// loop (twelve accumulators and a branch to keep the points near the mean aside for Sa) measured
// 85–210 ms CPU at 4096² against 40 ms for these two lean passes (2026-11-27, same process).
//
// Both passes are sums over fixed blocks of MOMENT_BLOCK points, added in block order, so the blocks
// can be spread over threads and merged with the same result to the bit whatever the number of
// threads (docs/adr/0020-multicore-kernels.md).

export interface HeightMoments {
  /** Number of finite heights. */
  readonly count: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** Mean |z − mean|. */
  readonly absoluteDeviation: number;
  /** Mean (z − mean)² (the variance about the mean, divided by n, not n − 1). */
  readonly meanSquare: number;
  /** Mean (z − mean)³ and (z − mean)⁴. */
  readonly meanCube: number;
  readonly meanFourth: number;
}

export const EMPTY_MOMENTS: HeightMoments = {
  count: 0,
  mean: NaN,
  min: NaN,
  max: NaN,
  absoluteDeviation: NaN,
  meanSquare: NaN,
  meanCube: NaN,
  meanFourth: NaN,
};

/**
 * Points per block. Fixed by the length alone (not by the number of threads), so that the order in
 * which the partial sums are added never changes. 2^16 rather than 2^20: many short calls let V8
 * optimise the block loops as whole functions within the first few blocks, where with 16 long calls
 * a 4096² field often ran them unoptimised throughout (220 against 50 ms).
 */
export const MOMENT_BLOCK = 1 << 16;

export function momentBlockCount(length: number): number {
  return Math.ceil(length / MOMENT_BLOCK);
}

/** The first pass over one block: how many finite heights, and their plain sum. */
export interface SumBlock {
  readonly count: number;
  readonly sum: number;
}

/** The second pass over one block: powers of d = z − mean and the extremes. */
export interface CentralBlock {
  readonly count: number;
  readonly residual: number;
  readonly absolute: number;
  readonly square: number;
  readonly cube: number;
  readonly fourth: number;
  /** Least and greatest d, and the heights they belong to. */
  readonly low: number;
  readonly high: number;
  readonly min: number;
  readonly max: number;
}

/** Moments of `length` values from `offset` every `stride` (defaults: the whole array). */
export function heightMoments(
  z: Float64Array,
  length: number = z.length,
  stride = 1,
  offset = 0,
): HeightMoments {
  const blocks = momentBlockCount(length);
  const sums: SumBlock[] = [];
  for (let b = 0; b < blocks; b++) sums.push(sumBlock(z, length, stride, offset, b));
  const mean = mergedMean(sums);
  if (Number.isNaN(mean)) return EMPTY_MOMENTS;
  const central: CentralBlock[] = [];
  for (let b = 0; b < blocks; b++) central.push(centralBlock(z, length, stride, offset, b, mean));
  return mergeCentralBlocks(central, mean);
}

/**
 * The hot loops write their sums here rather than into an object literal: V8 compiles a loop on the
 * stack during its first call, before the code after it has ever run, and named stores there (an
 * object literal's properties) then lack type feedback, deoptimising at the end of every call until
 * V8 gives up optimising; the same pass ran 3–4× slower at random (220 against 50–60 ms at 4096²).
 */
const scratch = new Float64Array(10);

/** Block b's first pass. */
export function sumBlock(
  z: Float64Array,
  length: number,
  stride: number,
  offset: number,
  b: number,
): SumBlock {
  const start = b * MOMENT_BLOCK;
  sumPass(z, start, Math.min(length, start + MOMENT_BLOCK), stride, offset, scratch);
  return { count: scratch[0] as number, sum: scratch[1] as number };
}

function sumPass(
  z: Float64Array,
  start: number,
  end: number,
  stride: number,
  offset: number,
  out: Float64Array,
): void {
  let count = 0;
  let sum = 0;
  for (let i = start, k = offset + stride * start; i < end; i++, k += stride) {
    const v = z[k] as number;
    // v - v is NaN for NaN and ±Infinity: one comparison rejects both.
    if (v - v === 0) {
      count++;
      sum += v;
    }
  }
  out[0] = count;
  out[1] = sum;
}

/** The provisional mean from the blocks' first passes, added in block order (NaN: no finite height). */
export function mergedMean(blocks: readonly SumBlock[]): number {
  let count = 0;
  let sum = 0;
  for (const block of blocks) {
    count += block.count;
    sum += block.sum;
  }
  return count === 0 ? NaN : sum / count;
}

/** Block b's second pass, about the provisional mean. */
export function centralBlock(
  z: Float64Array,
  length: number,
  stride: number,
  offset: number,
  b: number,
  mean: number,
): CentralBlock {
  const start = b * MOMENT_BLOCK;
  centralPass(z, start, Math.min(length, start + MOMENT_BLOCK), stride, offset, mean, scratch);
  const [count, residual, absolute, square, cube, fourth, low, high, min, max] = scratch as unknown as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { count, residual, absolute, square, cube, fourth, low, high, min, max };
}

function centralPass(
  z: Float64Array,
  start: number,
  end: number,
  stride: number,
  offset: number,
  mean: number,
  out: Float64Array,
): void {
  let count = 0;
  let absolute = 0;
  let square = 0;
  let cube = 0;
  let fourth = 0;
  let residual = 0;
  // x − mean is monotonic in x, so the extreme d belongs to the extreme height.
  let low = Infinity;
  let high = -Infinity;
  let min = NaN;
  let max = NaN;
  for (let i = start, k = offset + stride * start; i < end; i++, k += stride) {
    const v = z[k] as number;
    if (v - v !== 0) continue;
    count++;
    const d = v - mean;
    if (d < low) {
      low = d;
      min = v;
    }
    if (d > high) {
      high = d;
      max = v;
    }
    const d2 = d * d;
    residual += d;
    absolute += d < 0 ? -d : d;
    square += d2;
    cube += d2 * d;
    fourth += d2 * d2;
  }
  out[0] = count;
  out[1] = residual;
  out[2] = absolute;
  out[3] = square;
  out[4] = cube;
  out[5] = fourth;
  out[6] = low;
  out[7] = high;
  out[8] = min;
  out[9] = max;
}

/** The moments from the blocks' second passes, added in block order. */
export function mergeCentralBlocks(blocks: readonly CentralBlock[], provisionalMean: number): HeightMoments {
  let count = 0;
  let residual = 0;
  let absolute = 0;
  let square = 0;
  let cube = 0;
  let fourth = 0;
  let low = Infinity;
  let high = -Infinity;
  let min = NaN;
  let max = NaN;
  for (const b of blocks) {
    count += b.count;
    residual += b.residual;
    absolute += b.absolute;
    square += b.square;
    cube += b.cube;
    fourth += b.fourth;
    // Strict comparisons keep the first block's extreme on ties, as one pass over all points does.
    if (b.low < low) {
      low = b.low;
      min = b.min;
    }
    if (b.high > high) {
      high = b.high;
      max = b.max;
    }
  }
  if (count === 0) return EMPTY_MOMENTS;
  // |d − δ| averaged differs from |d| averaged by at most |δ|, which is at rounding level here.
  return shiftedMoments(count, provisionalMean, residual / count, min, max, absolute, square, cube, fourth);
}

/** Moments about the mean c + δ from sums of the powers of d = z − c (shift by δ). */
export function shiftedMoments(
  count: number,
  centre: number,
  delta: number,
  min: number,
  max: number,
  absolute: number,
  square: number,
  cube: number,
  fourth: number,
): HeightMoments {
  const m2 = square / count - delta * delta;
  const m3 = cube / count - 3 * delta * (square / count) + 2 * delta * delta * delta;
  const m4 =
    fourth / count -
    4 * delta * (cube / count) +
    6 * delta * delta * (square / count) -
    3 * delta * delta * delta * delta;
  return {
    count,
    mean: centre + delta,
    min,
    max,
    absoluteDeviation: absolute / count,
    meanSquare: Math.max(0, m2),
    meanCube: m3,
    meanFourth: Math.max(0, m4),
  };
}

/** heightMoments in two passes: the plain mean first, then the central powers about it. */
export function twoPassHeightMoments(
  z: Float64Array,
  length: number = z.length,
  stride = 1,
  offset = 0,
): HeightMoments {
  let count = 0;
  let sum = 0;
  for (let i = 0, k = offset; i < length; i++, k += stride) {
    const v = z[k] as number;
    // v - v is NaN for NaN and ±Infinity: one comparison rejects both.
    if (v - v === 0) {
      count++;
      sum += v;
    }
  }
  if (count === 0) return EMPTY_MOMENTS;
  // The plain sum can be off by ~n·ulp; one corrective pass keeps the mean exact to rounding.
  let mean = sum / count;
  let absolute = 0;
  let square = 0;
  let cube = 0;
  let fourth = 0;
  let residual = 0;
  // Extremes are tracked here, on d, rather than in the first pass, which then stays a bare sum: ~12 %
  // less CPU at 2048² (V8 compiles this loop shape better). x − mean is monotonic in x, so the extreme
  // d belongs to the extreme height.
  let low = Infinity;
  let high = -Infinity;
  let min = NaN;
  let max = NaN;
  for (let i = 0, k = offset; i < length; i++, k += stride) {
    const v = z[k] as number;
    if (v - v !== 0) continue;
    const d = v - mean;
    if (d < low) {
      low = d;
      min = v;
    }
    if (d > high) {
      high = d;
      max = v;
    }
    const d2 = d * d;
    residual += d;
    absolute += d < 0 ? -d : d;
    square += d2;
    cube += d2 * d;
    fourth += d2 * d2;
  }
  // Moments about the corrected mean from moments about the provisional one (shift by δ).
  const delta = residual / count;
  mean += delta;
  const m2 = square / count - delta * delta;
  const m3 = cube / count - 3 * delta * (square / count) + 2 * delta * delta * delta;
  const m4 =
    fourth / count -
    4 * delta * (cube / count) +
    6 * delta * delta * (square / count) -
    3 * delta * delta * delta * delta;
  return {
    count,
    mean,
    min,
    max,
    // |d − δ| averaged differs from |d| averaged by at most |δ|, which is at rounding level here.
    absoluteDeviation: absolute / count,
    meanSquare: Math.max(0, m2),
    meanCube: m3,
    meanFourth: Math.max(0, m4),
  };
}
