// Step height along a line (spec part 2 §3 "Step height (line)", plan feature stepHeightLine):
// the ISO 5436-1:2000 type A1 evaluation of a profile drawn across a step edge.
//
// Settings, as this implementation reads the spec's names:
// - l1Position, l2Position: the ends of the drawn line, fractions of the image; the profile runs
//   from l1 to l2 and the step height is the level near l2 minus the level near l1.
// - s1Position, s2Position: the part of the line (fractions 0..1 of its length) searched for the
//   edge; default the whole line.
// - featureThreshold (default 0.5): where between the two levels the edge is placed.
// - width: the evaluation width W each side of the edge as a fraction of the line length, or 'auto'
//   for as wide as the shorter side allows; the third of W next to the edge is excluded.
// - average: number of parallel lines (one pixel apart) averaged into the profile; samplingSize:
//   number of samples along the line, or 'auto' for one per pixel of length.
// - leveling: fit the two levels as parallel lines (tilt-proof) rather than horizontal ones.
// - dissimilarMaterials, material1 (level at l1), material2 (level at l2), interferometry: the
//   phase-on-reflection correction of materials.ts.
// The spec's other fields (featureType, levelSize, measure, progress, secondarySamplingSize, step)
// are editor state and do not change the numbers.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { fitStepLevels } from '../step-height/fit-step-levels.ts';
import { type FractionPoint, sampleProfile } from '../step-height/line-profile.ts';
import { locateStepEdge } from '../step-height/locate-step-edge.ts';
import {
  type InterferometryMode,
  type MaterialChoice,
  dissimilarMaterialCorrection,
} from '../step-height/materials.ts';
import { requireStepHeight } from '../step-height/require-step-height.ts';
import { ResidualAccumulator, type StepFitQuality, stepFitQuality } from '../step-height/step-fit-quality.ts';

export interface StepHeightLineParams {
  readonly l1Position: FractionPoint;
  readonly l2Position: FractionPoint;
  readonly s1Position: number;
  readonly s2Position: number;
  readonly featureThreshold: number;
  readonly width: number | 'auto';
  readonly average: number;
  readonly samplingSize: number | 'auto';
  readonly leveling: boolean;
  readonly dissimilarMaterials: boolean;
  readonly material1: MaterialChoice;
  readonly material2: MaterialChoice;
  readonly interferometry: InterferometryMode;
}

export interface StepHeightLineResult {
  /** Metres, level at l2 minus level at l1, after the material correction when asked. */
  readonly stepHeight: number;
  /** Before the material correction. */
  readonly measuredStepHeight: number;
  /** Added for dissimilar materials (0 otherwise), metres. */
  readonly materialCorrection: number;
  /** Standard uncertainty of the fit (type A), metres. */
  readonly uncertainty: number;
  /** Distance of the edge from l1, metres, and the edge as a fraction point of the image. */
  readonly edgeDistance: number;
  readonly edge: FractionPoint;
  /** Common slope of the fitted levels along the line, metres per metre. */
  readonly slope: number;
  /** The two evaluation regions as distances from l1, metres. */
  readonly regionA: { readonly from: number; readonly to: number };
  readonly regionB: { readonly from: number; readonly to: number };
  /** The evaluated profile: sample spacing (m) and heights (m, NaN where invalid). */
  readonly profile: { readonly spacing: number; readonly heights: number[] };
  /** Scatter of regions A (residual1) and B (residual2) about their fitted lines, and the step against it. */
  readonly quality: StepFitQuality;
}

function fractionOnLine(p: number, name: string): number {
  if (!(p >= 0 && p <= 1))
    throw new AnalysisError('invalid-request', `${name} must lie within 0..1, not ${p}`);
  return p;
}

export const stepHeightLine = defineAnalysis({
  id: 'step-height-line',
  title: 'Step height across a drawn line (ISO 5436-1 type A1 evaluation)',
  run(surface: Surface, params: StepHeightLineParams): StepHeightLineResult {
    const { l1Position: l1, l2Position: l2 } = params;
    const profile = sampleProfile(surface, l1, l2, params.samplingSize, params.average);
    if (!(profile.spacing > 0)) {
      throw new AnalysisError(
        'step-height-invalid-step-edge-line',
        'the line has no length: it crosses no step',
      );
    }
    const last = profile.heights.length - 1;
    const s1 = fractionOnLine(params.s1Position, 's1Position');
    const s2 = fractionOnLine(params.s2Position, 's2Position');
    const edge = locateStepEdge(
      profile.heights,
      Math.ceil(Math.min(s1, s2) * last),
      Math.floor(Math.max(s1, s2) * last),
      params.featureThreshold,
    );
    const width = params.width === 'auto' ? last : params.width * last;
    if (!(width > 0))
      throw new AnalysisError('invalid-request', `width must be positive or 'auto', not ${params.width}`);
    const fit = fitStepLevels(profile.heights, edge.index, width, params.leveling);
    // A straight slope or flat noise has no level change the fit can tell from zero.
    let span = 0;
    for (const v of profile.heights)
      if (Number.isFinite(v)) span = Math.max(span, Math.abs(v - edge.startLevel));
    if (!(Math.abs(fit.stepHeight) > 3 * fit.uncertainty + 1e-9 * span)) {
      throw new AnalysisError(
        'step-height-invalid-step-edge-line',
        'the line crosses no step: the two levels do not differ',
      );
    }
    const materialCorrection = params.dissimilarMaterials
      ? dissimilarMaterialCorrection(params.material1, params.material2, params.interferometry)
      : 0;
    // Residuals of each region about its fitted line (line B = line A + the step).
    const residualsA = new ResidualAccumulator();
    const residualsB = new ResidualAccumulator();
    const lineAt = (i: number): number => fit.levelA + fit.slopePerSample * (i - edge.index);
    for (let i = Math.max(0, fit.regionA.first); i <= Math.min(last, fit.regionA.last); i++) {
      const v = profile.heights[i] as number;
      if (Number.isFinite(v)) residualsA.add(v - lineAt(i));
    }
    for (let i = Math.max(0, fit.regionB.first); i <= Math.min(last, fit.regionB.last); i++) {
      const v = profile.heights[i] as number;
      if (Number.isFinite(v)) residualsB.add(v - lineAt(i) - fit.stepHeight);
    }
    const t = edge.index / last;
    return {
      stepHeight: requireStepHeight(fit.stepHeight + materialCorrection),
      measuredStepHeight: fit.stepHeight,
      materialCorrection,
      uncertainty: fit.uncertainty,
      edgeDistance: edge.index * profile.spacing,
      edge: { x: l1.x + (l2.x - l1.x) * t, y: l1.y + (l2.y - l1.y) * t },
      slope: fit.slopePerSample / profile.spacing,
      regionA: { from: fit.regionA.first * profile.spacing, to: fit.regionA.last * profile.spacing },
      regionB: { from: fit.regionB.first * profile.spacing, to: fit.regionB.last * profile.spacing },
      profile: { spacing: profile.spacing, heights: Array.from(profile.heights) },
      quality: stepFitQuality(
        fit.stepHeight,
        residualsA.rms(),
        residualsA.count,
        residualsB.rms(),
        residualsB.count,
      ),
    };
  },
});
