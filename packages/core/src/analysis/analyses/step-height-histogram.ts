// Step height from the height histogram (spec part 2 §3 "Step height (histogram)", plan feature
// stepHeightHistogram; POST …/step-height/histogram): the two most populated height groups of
// step-height/height-histogram-groups.ts are the levels, and the step height is the distance between
// their mean heights (upper minus lower, so never negative: a histogram does not know which level is
// where). With fewer than two groups the step height is NaN — the spec's transport carries "NaN" —
// and secondaryIndex is −1.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import {
  type HeightGroup,
  type HeightHistogram,
  heightHistogramGroups,
} from '../step-height/height-histogram-groups.ts';
import { type StepFitQuality, stepFitQuality } from '../step-height/step-fit-quality.ts';

export interface StepHeightHistogramParams {
  readonly bins: number;
  readonly groupSpread: 'adjacent';
  readonly minimumRelativeFrequency: number;
  readonly proportional: number;
  readonly variation: number;
}

export interface StepHeightHistogramResult {
  readonly stepHeight: number;
  readonly groups: HeightGroup[];
  /** Index into groups of the most populated group, −1 when there is none. */
  readonly primaryIndex: number;
  /** Index into groups of the second most populated group, −1 when there is none. */
  readonly secondaryIndex: number;
  /** The histogram the groups come from. */
  readonly data: HeightHistogram;
  /**
   * The two groups' spreads (residual1: lower, residual2: upper group) against their distance, and
   * whether that is a step (step-fit-quality.ts); with fewer than two groups no step is found.
   */
  readonly quality: StepFitQuality;
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new AnalysisError('invalid-request', message);
}

export const stepHeightHistogram = defineAnalysis({
  id: 'step-height-histogram',
  title: 'Step height between the two main modes of the height histogram',
  run(surface: Surface, params: StepHeightHistogramParams): StepHeightHistogramResult {
    check(
      Number.isInteger(params.bins) && params.bins >= 2 && params.bins <= 100_000,
      'bins must be an integer from 2 to 100000',
    );
    check(
      params.minimumRelativeFrequency >= 0 && params.minimumRelativeFrequency <= 1,
      'minimumRelativeFrequency must lie within 0..1',
    );
    check(
      params.proportional >= 0 && params.proportional < 1,
      'proportional must lie within 0..1 (exclusive)',
    );
    check(
      Number.isInteger(params.variation) && params.variation >= 0,
      'variation must be a non-negative integer',
    );
    const { histogram, groups } = heightHistogramGroups(surface.z, params);
    if (histogram.total === 0) throw new AnalysisError('no-pixel-selected', 'the image has no valid point');
    let primaryIndex = -1;
    let secondaryIndex = -1;
    groups.forEach((group, index) => {
      const primary = groups[primaryIndex];
      if (primary === undefined || group.count > primary.count) {
        secondaryIndex = primaryIndex;
        primaryIndex = index;
      } else if (secondaryIndex === -1 || group.count > (groups[secondaryIndex] as HeightGroup).count) {
        secondaryIndex = index;
      }
    });
    const primary = groups[primaryIndex];
    const secondary = groups[secondaryIndex];
    const stepHeight =
      primary !== undefined && secondary !== undefined ? Math.abs(secondary.mean - primary.mean) : NaN;
    const [lower, upper] =
      primary !== undefined && secondary !== undefined
        ? primary.mean <= secondary.mean
          ? [primary, secondary]
          : [secondary, primary]
        : [undefined, undefined];
    const quality =
      lower !== undefined && upper !== undefined
        ? stepFitQuality(stepHeight, lower.spread, lower.count, upper.spread, upper.count)
        : {
            ...stepFitQuality(NaN, NaN, 0, NaN, 0),
            warning: `no step found: the histogram has ${groups.length} height group${groups.length === 1 ? '' : 's'} holding at least ${params.minimumRelativeFrequency} of the points, a step needs two`,
          };
    return { stepHeight, groups, primaryIndex, secondaryIndex, data: histogram, quality };
  },
});
