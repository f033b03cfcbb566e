// Every analysis of the editor, by id: the one place to add one (a new file plus one line here).
// The contract (packages/contract/src/analyses.ts) pairs each id with its settings schema and the
// plan feature that gates it; the server runs them in the compute pool.
import type { AnalysisDefinition } from './define-analysis.ts';
import { dimensionAnalysis } from './dimension/dimension-analysis.ts';
import { grainsAnalysis } from './grains/grains-analysis.ts';
import { averagePsd } from './analyses/average-psd.ts';
import { autocorrelation } from './analyses/autocorrelation.ts';
import { psd2d } from './analyses/psd-2d.ts';
import { stepHeightHistogram } from './analyses/step-height-histogram.ts';
import { stepHeightLine } from './analyses/step-height-line.ts';
import { stepHeightRectangles } from './analyses/step-height-rectangles.ts';
import { stepHeightRectanglesLeveling } from './analyses/step-height-rectangles-leveling.ts';
import { stepHeightRectanglesPreview } from './analyses/step-height-rectangles-preview.ts';
import { profileAnalysis } from './analyses/profile.ts';
import { profileParametersAnalysis } from './analyses/profile-parameters.ts';
import { bearingRatioAnalysis } from './bearing/bearing-ratio-analysis.ts';
import { heightHistogramAnalysis } from './bearing/height-histogram-analysis.ts';
import { volumeAnalysis } from './volume/volume-analysis.ts';
import { arealParametersAnalysis } from './analyses/areal-parameters.ts';
import { colorScaleTicksAnalysis } from '../format/color-scale-ticks-analysis.ts';

export const analyses = [
  dimensionAnalysis,
  grainsAnalysis,
  stepHeightLine,
  stepHeightRectanglesPreview,
  stepHeightRectanglesLeveling,
  stepHeightRectangles,
  stepHeightHistogram,
  bearingRatioAnalysis,
  heightHistogramAnalysis,
  volumeAnalysis,
  colorScaleTicksAnalysis,
  arealParametersAnalysis,
  profileParametersAnalysis,
  profileAnalysis,
  averagePsd,
  autocorrelation,
  psd2d,
] as const satisfies readonly AnalysisDefinition<string, never, unknown>[];

export type AnalysisId = (typeof analyses)[number]['id'];
