// Height groups of the step-height histogram tool (spec part 2 §3 "Step height (histogram)", §9
// defaults bins 100, groupSpread adjacent, minimumRelativeFrequency 0.1, proportional 0, variation
// 0). A step between flat levels gives one histogram mode per level; runs of occupied bins are the
// groups and each group's mean height is that level.
//
// Definitional choices:
// - Bins split [min, max] of the valid heights into equal widths, the maximum in the last bin
//   (Gwyddion's gwy_data_field_dh does the same; its densities are the counts /(n·bin width)).
// - groupSpread 'adjacent': occupied bins that touch form one group. `variation` lets a group
//   bridge up to that many empty bins; `proportional` counts a bin as empty when it holds no more
//   than that fraction of the fullest bin, so a shallow valley between two noisy modes can split
//   them. The defaults (0, 0) give plain adjacency.
// - minimumRelativeFrequency: a group is kept when it holds at least that fraction of ALL valid
//   points (not of the largest group), so the threshold means the same on every image.
// - A group's height is the mean of its points (not of bin centres), so a noise-free step is exact.

export interface HeightGroup {
  /** Inclusive bin range. */
  readonly firstBin: number;
  readonly lastBin: number;
  /** Height range covered by the bins, metres. */
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** count / all valid points. */
  readonly fraction: number;
  /** Mean height of the group's points, metres. */
  readonly mean: number;
  /** Standard deviation of the group's heights about their mean, metres. */
  readonly spread: number;
}

export interface HeightHistogram {
  readonly min: number;
  readonly binWidth: number;
  readonly counts: number[];
  readonly total: number;
}

export interface GroupingSettings {
  readonly bins: number;
  readonly minimumRelativeFrequency: number;
  readonly proportional: number;
  readonly variation: number;
}

export interface HeightGroups {
  readonly histogram: HeightHistogram;
  /** Kept groups, in order of height. */
  readonly groups: HeightGroup[];
}

export function heightHistogramGroups(z: Float64Array, settings: GroupingSettings): HeightGroups {
  const { bins } = settings;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const counts = new Float64Array(bins);
  const sums = new Float64Array(bins);
  const squares = new Float64Array(bins);
  if (!(min <= max))
    return { histogram: { min: NaN, binWidth: NaN, counts: Array.from(counts), total: 0 }, groups: [] };
  const binWidth = (max - min) / bins;
  const perHeight = binWidth > 0 ? 1 / binWidth : 0;
  // Heights relative to the minimum keep the group sums precise on large offsets.
  let total = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) continue;
    const bin = Math.min(bins - 1, Math.floor((v - min) * perHeight));
    counts[bin] = (counts[bin] as number) + 1;
    sums[bin] = (sums[bin] as number) + (v - min);
    squares[bin] = (squares[bin] as number) + (v - min) * (v - min);
    total++;
  }
  let fullest = 0;
  for (let b = 0; b < bins; b++) fullest = Math.max(fullest, counts[b] as number);
  const occupied = (b: number): boolean =>
    (counts[b] as number) > settings.proportional * fullest && (counts[b] as number) > 0;

  const groups: HeightGroup[] = [];
  let b = 0;
  while (b < bins) {
    if (!occupied(b)) {
      b++;
      continue;
    }
    const firstBin = b;
    let lastBin = b;
    // Extend while the next occupied bin is at most `variation` empty bins away.
    for (let next = b + 1; next < bins && next - lastBin <= settings.variation + 1; next++) {
      if (occupied(next)) lastBin = next;
    }
    let count = 0;
    let sum = 0;
    let sumOfSquares = 0;
    for (let k = firstBin; k <= lastBin; k++) {
      count += counts[k] as number;
      sum += sums[k] as number;
      sumOfSquares += squares[k] as number;
    }
    if (count >= settings.minimumRelativeFrequency * total) {
      groups.push({
        firstBin,
        lastBin,
        from: min + firstBin * binWidth,
        to: lastBin === bins - 1 ? max : min + (lastBin + 1) * binWidth,
        count,
        fraction: count / total,
        mean: min + sum / count,
        spread: Math.sqrt(Math.max(0, sumOfSquares / count - (sum / count) ** 2)),
      });
    }
    b = lastBin + 1;
  }
  return { histogram: { min, binWidth, counts: Array.from(counts), total }, groups };
}
