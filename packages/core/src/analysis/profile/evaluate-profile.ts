// From a raw profile to its parameter evaluation: least-squares form removal (ISO 4287:1997 §3.1),
// roughness/waviness separation by the chosen filter, then the evaluation length of `sections`
// sampling lengths lr = λc (ISO 4288:1996), centred in the profile. Because both filters
// correct their own end effects (see gaussian-filter.ts, spline-filter.ts), "max samples" uses as
// many whole sampling lengths as the profile holds instead of reserving λc/2 run-in and run-out.
import { AnalysisError } from '../analysis-error.ts';
import { resolveCutoff, type CutoffLength } from './cutoff-length.ts';
import { subtractLeastSquaresLine } from './least-squares-line.ts';
import {
  separateComponent,
  separateComponents,
  type FilterSettings,
  type ProfileComponent,
} from './profile-filter.ts';
import { ProfileEvaluation } from './profile-evaluation.ts';

export const NUMBER_OF_SAMPLES_TYPES = ['max-samples', 'user-specified'] as const;
export type NumberOfSamplesType = (typeof NUMBER_OF_SAMPLES_TYPES)[number];

/** Spec part 2 §5: user-specified section counts lie in 1..100; §9: default 5. */
export const MAX_SECTIONS = 100;

export interface NumberOfSamples {
  readonly type: NumberOfSamplesType;
  readonly customValue: number;
}

export interface ProfileEvaluationSettings extends FilterSettings {
  /** Apply the filter (roughness/waviness separation); without it the levelled primary profile is evaluated. */
  readonly includeFilter: boolean;
  readonly component: ProfileComponent;
  readonly cutoffLength: CutoffLength;
  readonly numberOfSamples: NumberOfSamples;
  /** Level c of Rmr(c), metres relative to the mean line. */
  readonly materialRatioLevel: number;
}

/** The evaluation layout shared by every profile of one request (same length, same spacing). */
export interface EvaluationLayout {
  readonly cutoff: number;
  readonly sections: number;
  /** Samples per sampling length and in the evaluation length, and the first evaluated sample. */
  readonly samplesPerSection: number;
  readonly evaluationSamples: number;
  readonly offset: number;
}

export function evaluationLayout(
  samples: number,
  spacing: number,
  settings: ProfileEvaluationSettings,
): EvaluationLayout {
  const profileLength = (samples - 1) * spacing;
  const userSpecified = settings.numberOfSamples.type === 'user-specified';
  const wanted = settings.numberOfSamples.customValue;
  if (userSpecified && (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_SECTIONS)) {
    throw new AnalysisError(
      'invalid-request',
      `the number of sampling lengths must be an integer 1..${MAX_SECTIONS}`,
    );
  }
  // An automatic λc (CUSTOM without a value) makes the requested sampling lengths fill the profile.
  const cutoff = resolveCutoff(
    settings.cutoffLength,
    profileLength,
    spacing,
    userSpecified ? wanted : undefined,
  );
  const fit = Math.floor(profileLength / cutoff + 1e-9);
  let sections = fit;
  if (userSpecified) {
    if (wanted > fit) {
      throw new AnalysisError(
        'filter-invalid-cutoff-length',
        `${wanted} sampling lengths of ${cutoff} m do not fit in the profile (${profileLength} m holds ${fit})`,
      );
    }
    sections = wanted;
  }
  sections = Math.max(1, Math.min(MAX_SECTIONS, sections));
  const samplesPerSection = Math.max(1, Math.round(cutoff / spacing));
  const evaluationSamples = Math.min(samples, sections * samplesPerSection);
  return {
    cutoff,
    sections,
    samplesPerSection,
    evaluationSamples,
    offset: Math.floor((samples - evaluationSamples) / 2),
  };
}

/**
 * Levels and filters `z` in place (scratch: same length, reused between calls) and returns the
 * evaluation over the layout's evaluation length; null when fewer than two samples are valid.
 */
export function evaluateProfile(
  z: Float64Array,
  spacing: number,
  layout: EvaluationLayout,
  settings: ProfileEvaluationSettings,
  scratch: Float64Array,
): ProfileEvaluation | null {
  if (!subtractLeastSquaresLine(z)) return null;
  if (settings.includeFilter)
    separateComponent(z, spacing, layout.cutoff, settings, settings.component, scratch);
  const evaluated = z.subarray(layout.offset, layout.offset + layout.evaluationSamples);
  return new ProfileEvaluation(evaluated, spacing, layout.sections, settings.materialRatioLevel);
}

/** evaluateProfile for two profiles of one length, filtered together where the filter can. */
export function evaluateProfiles(
  a: Float64Array,
  b: Float64Array,
  spacing: number,
  layout: EvaluationLayout,
  settings: ProfileEvaluationSettings,
  scratchA: Float64Array,
  scratchB: Float64Array,
): [ProfileEvaluation | null, ProfileEvaluation | null] {
  const levelledA = subtractLeastSquaresLine(a);
  const levelledB = subtractLeastSquaresLine(b);
  if (settings.includeFilter) {
    if (levelledA && levelledB) {
      separateComponents(a, b, spacing, layout.cutoff, settings, settings.component, scratchA, scratchB);
    } else if (levelledA) {
      separateComponent(a, spacing, layout.cutoff, settings, settings.component, scratchA);
    } else if (levelledB) {
      separateComponent(b, spacing, layout.cutoff, settings, settings.component, scratchB);
    }
  }
  const evaluate = (z: Float64Array, levelled: boolean): ProfileEvaluation | null =>
    levelled
      ? new ProfileEvaluation(
          z.subarray(layout.offset, layout.offset + layout.evaluationSamples),
          spacing,
          layout.sections,
          settings.materialRatioLevel,
        )
      : null;
  return [evaluate(a, levelledA), evaluate(b, levelledB)];
}
