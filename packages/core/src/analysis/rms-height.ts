// RMS height about the mean of the valid points, with no levelling: Sq of ISO 25178-2:2021 §4.1.4
// evaluated on the unfiltered field with only the mean plane z = mean removed. This is what
// `asperity info` reports and what instrument readers are verified against (MANIFEST.md §3.0,
// SurfaceTopography's rms_height_from_area).

/** NaN when no point is valid. Two passes (mean, then squares) for accuracy on large offsets. */
export function rmsAboutMean(z: Float64Array, length: number = z.length, stride = 1, offset = 0): number {
  let count = 0;
  let sum = 0;
  for (let i = 0, k = offset; i < length; i++, k += stride) {
    const v = z[k] as number;
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
  }
  if (count === 0) return NaN;
  const mean = sum / count;
  let squares = 0;
  for (let i = 0, k = offset; i < length; i++, k += stride) {
    const v = z[k] as number;
    if (Number.isFinite(v)) squares += (v - mean) * (v - mean);
  }
  return Math.sqrt(squares / count);
}
