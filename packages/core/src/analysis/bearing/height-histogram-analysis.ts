// The height histogram tool (spec part 2 §6, plan feature heightHistogram): the bearing-ratio
// panel's histogram on its own, for callers that do not need the material-ratio curve (no sort).
import { defineAnalysis } from '../define-analysis.ts';
import { continuousHeightDensity, type ContinuousHeightDensity } from './continuous-height-density.ts';
import { heightHistogram, type HeightHistogram } from './height-histogram.ts';

export interface HeightHistogramParams {
  /** Bins (default 20, as the bearing-ratio panel). */
  readonly bins: number;
  readonly continuousHistogram: boolean;
}

export interface HeightHistogramResult {
  readonly histogram: HeightHistogram;
  readonly continuous: ContinuousHeightDensity | null;
}

export const heightHistogramAnalysis = defineAnalysis({
  id: 'height-histogram',
  title: 'Histogram and density of the heights',
  run(surface, params: HeightHistogramParams): HeightHistogramResult {
    return {
      histogram: heightHistogram(surface.z, params.bins),
      continuous: params.continuousHistogram ? continuousHeightDensity(surface.z) : null,
    };
  },
});
