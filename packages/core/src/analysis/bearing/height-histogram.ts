// Height distribution of the valid points (spec part 2 §3 "bearing ratio … histogram", bins default
// 20, §9): counts per equal-width bin between the minimum and the maximum height, the probability
// density (1/m) and the cumulative fraction. ISO 25178-2:2021 §3.3.2 defines the height density
// ("areal material probability density"); Gwyddion computes the same with gwy_data_field_dh
// (density) and gwy_data_field_cdh (cumulative), which the peer test compares bin by bin.
//
// Decisions (same as Gwyddion): bin i covers [min + i·w, min + (i+1)·w), the maximum falls into the
// last bin; density = count / (valid points · w); cumulative[i] = fraction of points ≤ the upper
// edge of bin i. A flat surface (max = min) puts every point into one bin of zero width, density NaN.

export interface HeightHistogram {
  /** Valid points counted. */
  readonly validCount: number;
  readonly min: number;
  readonly max: number;
  /** Bin width, metres. */
  readonly binWidth: number;
  /** Centre height of each bin, metres. */
  readonly binCentres: number[];
  readonly counts: number[];
  /** Probability density, 1/m: integrates to 1 over the bins. */
  readonly density: number[];
  /** Fraction of points at or below each bin's upper edge (the last is 1). */
  readonly cumulative: number[];
}

export function heightHistogram(
  z: Float64Array,
  bins: number,
  length: number = z.length,
  stride = 1,
  offset = 0,
): HeightHistogram {
  if (!Number.isInteger(bins) || bins < 1)
    throw new RangeError(`bins must be a positive integer, got ${bins}`);
  let min = Infinity;
  let max = -Infinity;
  let validCount = 0;
  const end = offset + length * stride;
  for (let index = offset; index < end; index += stride) {
    const v = z[index] as number;
    // v − v is 0 for finite values, NaN for NaN and ±Infinity (cheaper than Number.isFinite here).
    if (v - v !== 0) continue;
    validCount++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const counts = new Int32Array(bins);
  if (validCount === 0) {
    const nan = Array.from({ length: bins }, () => NaN);
    return {
      validCount,
      min: NaN,
      max: NaN,
      binWidth: NaN,
      binCentres: nan,
      counts: Array.from(counts),
      density: nan,
      cumulative: nan,
    };
  }
  const binWidth = (max - min) / bins;
  const scale = max > min ? bins / (max - min) : 0;
  for (let index = offset; index < end; index += stride) {
    const v = z[index] as number;
    if (v - v !== 0) continue;
    const bin = Math.min(bins - 1, Math.floor((v - min) * scale));
    counts[bin] = (counts[bin] as number) + 1;
  }
  const binCentres: number[] = [];
  const density: number[] = [];
  const cumulative: number[] = [];
  let running = 0;
  for (let bin = 0; bin < bins; bin++) {
    const count = counts[bin] as number;
    running += count;
    binCentres.push(min + (bin + 0.5) * binWidth);
    density.push(binWidth > 0 ? count / (validCount * binWidth) : NaN);
    cumulative.push(running / validCount);
  }
  return { validCount, min, max, binWidth, binCentres, counts: Array.from(counts), density, cumulative };
}
