// The amplitude moments of ISO 25178-2:2021 §4.1 (Sa, Sq, Ssk, Sku, Sp, Sv) of the valid heights,
// about their mean. NaN and ±Infinity are skipped (DESIGN.md §3).
//
// Central powers, never raw moments: a one-pass raw-moment formula loses all digits of Ssk/Sku on
// fields with a large offset (a 1 mm stage height under 10 nm roughness). The powers are taken about
// a centre c close to the mean and shifted to the mean afterwards (exact algebra, error ~ (δ/σ)·ulp).
// The centre used to need a pass of its own (the plain mean); now it is the mean of 16 384 points
// spread over the field (scattered reads, ~1 % of a pass), so one streaming pass does it all. Sa is
// the one moment the shift cannot carry (|d − δ| ≠ |d| − δ where d and d − δ differ in sign): every
// point with |d| < band, a band that holds the true mean with a wide margin (6 standard errors of
// the sample mean), is kept aside and its |d − δ| summed exactly at the end; outside the band
// |d − δ| = |d| − δ·sign(d). When the sample misses the mean by more than the band (a field whose
// sampled points are not representative) or too many points fall in the band, the two-pass version
// below runs instead, so results never depend on the sample beyond rounding.

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

const EMPTY: HeightMoments = {
  count: 0,
  mean: NaN,
  min: NaN,
  max: NaN,
  absoluteDeviation: NaN,
  meanSquare: NaN,
  meanCube: NaN,
  meanFourth: NaN,
};

/** Moments of `length` values from `offset` every `stride` (defaults: the whole array). */
export function heightMoments(
  z: Float64Array,
  length: number = z.length,
  stride = 1,
  offset = 0,
): HeightMoments {
  const sampled = sampledCentre(z, length, stride, offset);
  return (
    (sampled && onePassMoments(z, length, stride, offset, sampled.centre, sampled.band)) ??
    twoPassHeightMoments(z, length, stride, offset)
  );
}

const SAMPLES = 16384;
/** Half-width of the band around the sampled mean, in standard errors of that mean. */
const BAND_ERRORS = 6;
/** The one-pass version gives up when more than this fraction of the points lies in the band. */
const BAND_FRACTION = 1 / 8;

/** Mean and band half-width from a deterministic scatter of points (null if too few are valid). */
function sampledCentre(
  z: Float64Array,
  length: number,
  stride: number,
  offset: number,
): { readonly centre: number; readonly band: number } | null {
  if (length < 4 * SAMPLES) return null;
  const sample = new Float64Array(SAMPLES);
  let valid = 0;
  const segment = length / SAMPLES;
  for (let j = 0; j < SAMPLES; j++) {
    // One point per segment, at a golden-ratio jitter so that it does not fall in the same column.
    const jitter = (j * 0.6180339887498949) % 1;
    const v = z[offset + stride * Math.floor((j + jitter) * segment)] as number;
    if (v - v === 0) sample[valid++] = v;
  }
  if (valid < SAMPLES / 4) return null;
  let sum = 0;
  for (let j = 0; j < valid; j++) sum += sample[j] as number;
  const centre = sum / valid;
  let square = 0;
  for (let j = 0; j < valid; j++) square += ((sample[j] as number) - centre) ** 2;
  const band = (BAND_ERRORS * Math.sqrt(square / valid)) / Math.sqrt(valid);
  return { centre, band };
}

/**
 * The moments in one pass about `centre` (null when the mean lies outside the band or the band holds
 * too many points: use two passes). The loop has no branch that a first call may not have taken before
 * V8 optimises it on the stack (a grow-on-demand buffer there made every call fall back to the
 * interpreter mid-pass, 4× slower): the band buffer is allocated whole, and writes past its end, which
 * typed arrays ignore, are detected after the loop.
 */
function onePassMoments(
  z: Float64Array,
  length: number,
  stride: number,
  offset: number,
  centre: number,
  band: number,
): HeightMoments | null {
  const near = new Float64Array(Math.floor(length * BAND_FRACTION));
  let nearCount = 0;
  let count = 0;
  let residual = 0;
  let farAbsolute = 0;
  let farSign = 0;
  let square = 0;
  let cube = 0;
  let fourth = 0;
  let low = Infinity;
  let high = -Infinity;
  let min = NaN;
  let max = NaN;
  for (let i = 0, k = offset; i < length; i++, k += stride) {
    const v = z[k] as number;
    if (v - v !== 0) continue;
    count++;
    const d = v - centre;
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
    square += d2;
    cube += d2 * d;
    fourth += d2 * d2;
    const a = d < 0 ? -d : d;
    if (a < band) {
      near[nearCount] = d;
      nearCount++;
    } else {
      farAbsolute += a;
      farSign += d < 0 ? -1 : 1;
    }
  }
  if (count === 0) return EMPTY;
  if (nearCount > near.length) return null;
  const delta = residual / count;
  // Outside the band sign(d − δ) = sign(d) needs |δ| < band (or δ = 0 exactly).
  if (!(Math.abs(delta) < band) && delta !== 0) return null;
  const absolute = farAbsolute - delta * farSign + absoluteDeviationSum(near, nearCount, delta);
  return shiftedMoments(count, centre, delta, min, max, absolute, square, cube, fourth);
}

/** Σ |d − δ| over the first `count` values of `d`. */
function absoluteDeviationSum(d: Float64Array, count: number, delta: number): number {
  let sum = 0;
  for (let j = 0; j < count; j++) sum += Math.abs((d[j] as number) - delta);
  return sum;
}

/** Moments about the mean c + δ from sums of the powers of d = z − c (shift by δ). */
function shiftedMoments(
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
  if (count === 0) return EMPTY;
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
