// The "Profile parameters" analysis (spec part 2 §3, issue 4 item 2): ISO 4287 / ISO 21920-2 and
// ASME B46.1 2D parameters of the profile along a horizontal, vertical or diagonal line, or the
// average over every row (columns for a vertical line) when averageEntire is set.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis, type Cancellation } from '../define-analysis.ts';
import {
  evaluateProfile,
  evaluateProfiles,
  evaluationLayout,
  type ProfileEvaluationSettings,
} from '../profile/evaluate-profile.ts';
import { automaticCutoff, type CutoffChoice, type CutoffRule } from '../profile/automatic-cutoff.ts';
import { AUTOMATIC_CUTOFF_SECTIONS } from '../profile/cutoff-length.ts';
import { extractProfile, type ProfileLine } from '../profile/extract-profile.ts';
import { profileParameters } from '../profile/profile-parameter-definitions.ts';
import type { ProfileEvaluation } from '../profile/profile-evaluation.ts';

export interface ProfileParametersParams extends ProfileEvaluationSettings {
  readonly line: ProfileLine;
  /** Average the parameters of every row (every column for a vertical line) instead of one line. */
  readonly averageEntire: boolean;
}

export interface ProfileParametersResult {
  /** Parameter id → value in SI units (m, fractions, slopes), NaN where undefined. */
  readonly values: Record<string, number>;
  /** The cut-off λc = sampling length used, metres. */
  readonly cutoff: number;
  /** Which rule chose λc (automatic-cutoff.ts): custom, standard, iso4288-ra, iso4288-rsm, evaluation-length, profile-length. */
  readonly cutoffRule: CutoffRule;
  /** The Ra (iso4288-ra) or RSm (iso4288-rsm) that chose λc from the ISO 4288 tables, metres; null otherwise. */
  readonly cutoffBasis: number | null;
  readonly sections: number;
  readonly evaluationLength: number;
  readonly spacing: number;
  /** Number of profiles averaged (1 unless averageEntire). */
  readonly profiles: number;
  /** The evaluated ordinates of the single profile (empty when averageEntire), for the chart. */
  readonly evaluatedProfile: number[];
}

export const profileParametersAnalysis = defineAnalysis({
  id: 'profile-parameters',
  title: 'Profile parameters (ISO 4287, ISO 21920-2, ASME B46.1) along a line or averaged over all rows',
  run(
    surface: Surface,
    params: ProfileParametersParams,
    cancellation?: Cancellation,
  ): ProfileParametersResult {
    if (!params.averageEntire) {
      const profile = extractProfile(surface, params.line);
      const choice = chooseCutoff([profile.z], profile.spacing, params);
      const layout = evaluationLayout(profile.z.length, profile.spacing, withCutoff(params, choice));
      const evaluation = evaluateProfile(
        profile.z,
        profile.spacing,
        layout,
        params,
        new Float64Array(profile.z.length),
      );
      return {
        values: valuesOf(evaluation),
        cutoff: layout.cutoff,
        cutoffRule: choice.rule,
        cutoffBasis: choice.basis,
        sections: layout.sections,
        evaluationLength: layout.evaluationSamples * profile.spacing,
        spacing: profile.spacing,
        profiles: evaluation ? 1 : 0,
        evaluatedProfile: evaluation ? Array.from(evaluation.z) : [],
      };
    }
    const alongColumns = params.line.type === 'vertical';
    const samples = alongColumns ? surface.ny : surface.nx;
    const lines = alongColumns ? surface.nx : surface.ny;
    const spacing = alongColumns ? surface.dy : surface.dx;
    if (samples < 2)
      throw new AnalysisError('invalid-selection', 'the image lines are shorter than two samples');
    const copyLine = (line: number, target: Float64Array): void => {
      if (!alongColumns) target.set(surface.z.subarray(line * samples, (line + 1) * samples));
      else for (let i = 0; i < samples; i++) target[i] = surface.z[i * surface.nx + line] as number;
    };
    // The automatic λc looks at up to eight evenly spaced lines (its filtering is repeated per round).
    const examined = Array.from({ length: Math.min(8, lines) }, (_, k) => {
      const line = new Float64Array(samples);
      copyLine(Math.floor(((k + 0.5) * lines) / Math.min(8, lines)), line);
      return line;
    });
    const choice = chooseCutoff(examined, spacing, params);
    const settings = withCutoff(params, choice);
    const layout = evaluationLayout(samples, spacing, settings);
    // Lines go in pairs: the Gaussian filter transforms two complete lines at once.
    const a = new Float64Array(samples);
    const b = new Float64Array(samples);
    const scratchA = new Float64Array(samples);
    const scratchB = new Float64Array(samples);
    const sums = new Float64Array(profileParameters.length);
    const counts = new Float64Array(profileParameters.length);
    let profiles = 0;
    const accumulate = (evaluation: ProfileEvaluation | null): void => {
      if (!evaluation) return;
      profiles++;
      profileParameters.forEach((parameter, k) => {
        const value = parameter.compute(evaluation);
        if (Number.isNaN(value)) return;
        sums[k] = (sums[k] as number) + value;
        counts[k] = (counts[k] as number) + 1;
      });
    };
    for (let line = 0; line < lines; line += 2) {
      if (cancellation?.aborted) throw new AnalysisError('invalid-request', 'cancelled');
      copyLine(line, a);
      if (line + 1 < lines) {
        copyLine(line + 1, b);
        const [first, second] = evaluateProfiles(a, b, spacing, layout, settings, scratchA, scratchB);
        accumulate(first);
        accumulate(second);
      } else {
        accumulate(evaluateProfile(a, spacing, layout, settings, scratchA));
      }
    }
    const values: Record<string, number> = {};
    profileParameters.forEach((parameter, k) => {
      values[parameter.id] = (counts[k] as number) > 0 ? (sums[k] as number) / (counts[k] as number) : NaN;
    });
    return {
      values,
      cutoff: layout.cutoff,
      cutoffRule: choice.rule,
      cutoffBasis: choice.basis,
      sections: layout.sections,
      evaluationLength: layout.evaluationSamples * spacing,
      spacing,
      profiles,
      evaluatedProfile: [],
    };
  },
});

/** λc as asked, or chosen by automatic-cutoff.ts when the request leaves it open (CUSTOM without a value). */
function chooseCutoff(
  profiles: readonly Float64Array[],
  spacing: number,
  params: ProfileParametersParams,
): CutoffChoice {
  const { cutoffLength, numberOfSamples } = params;
  if (cutoffLength.type !== 'CUSTOM') return { cutoff: NaN, rule: 'standard', basis: null, periodic: null };
  if (cutoffLength.customValue !== undefined)
    return { cutoff: cutoffLength.customValue, rule: 'custom', basis: null, periodic: null };
  const sections =
    numberOfSamples.type === 'user-specified' ? numberOfSamples.customValue : AUTOMATIC_CUTOFF_SECTIONS;
  if (!Number.isInteger(sections) || sections < 1)
    return { cutoff: NaN, rule: 'custom', basis: null, periodic: null };
  return automaticCutoff(profiles, spacing, sections, params);
}

function withCutoff(params: ProfileParametersParams, choice: CutoffChoice): ProfileParametersParams {
  return choice.rule === 'custom' || choice.rule === 'standard'
    ? params
    : { ...params, cutoffLength: { type: 'CUSTOM', customValue: choice.cutoff } };
}

function valuesOf(evaluation: ProfileEvaluation | null): Record<string, number> {
  const values: Record<string, number> = {};
  for (const parameter of profileParameters)
    values[parameter.id] = evaluation ? parameter.compute(evaluation) : NaN;
  return values;
}
