// The step-height histogram as three stacked bar series: the bins of the primary group (most points),
// of the secondary group, and the rest, so the two levels whose mean heights give the step stand out.
import type { StepHeightHistogramResult } from '@asperity/core';

export interface StepHistogramChartData {
  /** Bin centres in the display unit. */
  readonly heights: number[];
  readonly primary: number[];
  readonly secondary: number[];
  readonly other: number[];
}

export function stepHistogramChartData(
  result: StepHeightHistogramResult,
  metresPerUnit: number,
): StepHistogramChartData {
  const { min, binWidth, counts } = result.data;
  const groupOf = (index: number) => result.groups[index];
  const inGroup = (bin: number, index: number) => {
    const group = groupOf(index);
    return group !== undefined && bin >= group.firstBin && bin <= group.lastBin;
  };
  const heights = counts.map((_, bin) =>
    Number(((min + (bin + 0.5) * binWidth) / metresPerUnit).toPrecision(6)),
  );
  const primary: number[] = [];
  const secondary: number[] = [];
  const other: number[] = [];
  counts.forEach((count, bin) => {
    const isPrimary = inGroup(bin, result.primaryIndex);
    const isSecondary = !isPrimary && inGroup(bin, result.secondaryIndex);
    primary.push(isPrimary ? count : 0);
    secondary.push(isSecondary ? count : 0);
    other.push(isPrimary || isSecondary ? 0 : count);
  });
  return { heights, primary, secondary, other };
}
