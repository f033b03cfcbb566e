// Where a profile crosses its step (spec part 2 §3 "featureThreshold", default 0.5): the levels
// before and after the step are taken as the medians of the first and last quarter of the valid
// samples in the search window, and the edge is where the profile passes the height
// zStart + featureThreshold·(zEnd − zStart). With noise the profile crosses that height many times,
// so the edge is the split that misclassifies the fewest samples (before: start side, after: end
// side), refined to a sub-sample position by linear interpolation across the crossing.
import { AnalysisError } from '../analysis-error.ts';

export interface StepEdge {
  /** Fractional sample index of the edge. */
  readonly index: number;
  readonly startLevel: number;
  readonly endLevel: number;
}

/** A split that misclassifies more than this share of samples is no step but noise or a slope. */
const MAXIMUM_MISCLASSIFIED_SHARE = 0.25;
const MINIMUM_SAMPLES = 8;

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function invalidEdge(reason: string): AnalysisError {
  return new AnalysisError('step-height-invalid-step-edge-line', reason);
}

/** Searches samples first..last (inclusive) of `heights`; throws when the window holds no step. */
export function locateStepEdge(
  heights: Float64Array,
  first: number,
  last: number,
  featureThreshold: number,
): StepEdge {
  if (!(featureThreshold > 0 && featureThreshold < 1)) {
    throw new AnalysisError(
      'invalid-request',
      `featureThreshold must lie strictly between 0 and 1, not ${featureThreshold}`,
    );
  }
  const indices: number[] = [];
  for (let i = Math.max(0, first); i <= Math.min(last, heights.length - 1); i++) {
    if (Number.isFinite(heights[i])) indices.push(i);
  }
  if (indices.length < MINIMUM_SAMPLES) {
    throw invalidEdge(
      `the line holds ${indices.length} valid samples where the step is searched; at least ${MINIMUM_SAMPLES} are needed`,
    );
  }
  const quarter = Math.max(1, Math.floor(indices.length / 4));
  const valueAt = (k: number): number => heights[indices[k] as number] as number;
  const startLevel = median(indices.slice(0, quarter).map((i) => heights[i] as number));
  const endLevel = median(indices.slice(-quarter).map((i) => heights[i] as number));
  const rise = endLevel - startLevel;
  if (!(Math.abs(rise) > 0))
    throw invalidEdge('both ends of the line are at the same height: it crosses no step');
  const threshold = startLevel + featureThreshold * rise;
  const onEndSide = (v: number): boolean => (v - threshold) * rise > 0;

  // Misclassified count for a split before valid sample k: end-side samples before it plus
  // start-side samples from it on. Start with the split before sample 0 and move it right.
  let misclassified = 0;
  for (let k = 0; k < indices.length; k++) if (!onEndSide(valueAt(k))) misclassified++;
  let best = misclassified;
  let bestSplit = 0;
  for (let k = 0; k < indices.length; k++) {
    misclassified += onEndSide(valueAt(k)) ? 1 : -1;
    if (misclassified < best) {
      best = misclassified;
      bestSplit = k + 1;
    }
  }
  if (
    bestSplit === 0 ||
    bestSplit === indices.length ||
    best > MAXIMUM_MISCLASSIFIED_SHARE * indices.length
  ) {
    throw invalidEdge('the profile does not change level across the line: no step edge found');
  }
  const before = indices[bestSplit - 1] as number;
  const after = indices[bestSplit] as number;
  const vBefore = heights[before] as number;
  const vAfter = heights[after] as number;
  const crosses = (vBefore - threshold) * (vAfter - threshold) <= 0 && vAfter !== vBefore;
  const index = crosses
    ? before + ((threshold - vBefore) / (vAfter - vBefore)) * (after - before)
    : (before + after) / 2;
  return { index, startLevel, endLevel };
}
