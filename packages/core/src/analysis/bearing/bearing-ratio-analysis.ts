// The bearing-ratio panel (spec part 2 §3 "Bearing ratio settings": bins, continuousHistogram; result:
// curve and histogram; §7 GET /api/editor/bearing-ratio; bins default 20, §9): the Abbott–Firestone
// curve and the height histogram of the whole surface, computed together because the panel shows
// both. showCurve, showHistogram, vertical and grid lines are display settings, not inputs.
import { defineAnalysis } from '../define-analysis.ts';
import { continuousHeightDensity, type ContinuousHeightDensity } from './continuous-height-density.ts';
import { heightHistogram, type HeightHistogram } from './height-histogram.ts';
import { materialRatioCurve, type MaterialRatioCurve } from './material-ratio-curve.ts';

export interface BearingRatioParams {
  /** Histogram bins (default 20). */
  readonly bins: number;
  /** Also return a kernel density estimate of the heights (default false). */
  readonly continuousHistogram: boolean;
  /** Points of the material-ratio curve, at mr = 0 … 1 (default 101: every 1 %). */
  readonly curvePoints: number;
}

export interface BearingRatioResult {
  readonly curve: MaterialRatioCurve;
  readonly histogram: HeightHistogram;
  readonly continuous: ContinuousHeightDensity | null;
}

export const bearingRatioAnalysis = defineAnalysis({
  id: 'bearing-ratio',
  title: 'Abbott–Firestone curve (material ratio against height) and height histogram',
  run(surface, params: BearingRatioParams): BearingRatioResult {
    return {
      curve: materialRatioCurve(surface.z, params.curvePoints),
      histogram: heightHistogram(surface.z, params.bins),
      continuous: params.continuousHistogram ? continuousHeightDensity(surface.z) : null,
    };
  },
});
