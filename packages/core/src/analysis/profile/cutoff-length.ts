// The cut-off wavelength λc of the profile filter (spec part 2 §3 "cutoffLength (type, customValue)",
// §9: default type CUSTOM). The standard series of ISO 4288:1996 and ISO 21920-3:2021 (its tables pick one by
// Ra, Rz or RSm range): 0.08, 0.25, 0.8, 2.5 and 8 mm. The sampling length lr equals λc (ISO 4288).
import { AnalysisError } from '../analysis-error.ts';

export const STANDARD_CUTOFF_TYPES = ['0.08mm', '0.25mm', '0.8mm', '2.5mm', '8mm'] as const;
export const CUTOFF_LENGTH_TYPES = ['CUSTOM', ...STANDARD_CUTOFF_TYPES] as const;
export type CutoffLengthType = (typeof CUTOFF_LENGTH_TYPES)[number];

export interface CutoffLength {
  readonly type: CutoffLengthType;
  /**
   * Metres; used when type is CUSTOM. When absent, λc is the profile length divided by the number of
   * sampling lengths asked for (five with "max samples", the ISO 4288 default), so they fill the profile.
   */
  readonly customValue?: number | undefined;
}

const STANDARD_CUTOFF_METRES: Readonly<Record<(typeof STANDARD_CUTOFF_TYPES)[number], number>> = {
  '0.08mm': 0.08e-3,
  '0.25mm': 0.25e-3,
  '0.8mm': 0.8e-3,
  '2.5mm': 2.5e-3,
  '8mm': 8e-3,
};

/** Sampling lengths assumed when λc is automatic and the count is "max samples" (the ISO 4288:1996 default of five). */
export const AUTOMATIC_CUTOFF_SECTIONS = 5;

/**
 * λc in metres for a profile of `profileLength` metres sampled every `spacing` metres. Refuses a
 * non-positive value (filter-invalid-cutoff) and one the profile cannot resolve: longer than the
 * profile or shorter than five samples, below which the discrete filter no longer has its nominal
 * transmission (filter-invalid-cutoff-length).
 */
export function resolveCutoff(
  cutoff: CutoffLength,
  profileLength: number,
  spacing: number,
  automaticSections: number = AUTOMATIC_CUTOFF_SECTIONS,
): number {
  const value =
    cutoff.type === 'CUSTOM'
      ? (cutoff.customValue ?? profileLength / automaticSections)
      : STANDARD_CUTOFF_METRES[cutoff.type];
  if (!Number.isFinite(value) || value <= 0) {
    throw new AnalysisError(
      'filter-invalid-cutoff',
      `the cut-off wavelength must be a positive length (got ${value})`,
    );
  }
  if (value > profileLength) {
    throw new AnalysisError(
      'filter-invalid-cutoff-length',
      `the cut-off wavelength ${value} m is longer than the profile (${profileLength} m)`,
    );
  }
  if (value < MIN_SAMPLES_PER_CUTOFF * spacing) {
    throw new AnalysisError(
      'filter-invalid-cutoff-length',
      `the cut-off wavelength ${value} m is shorter than ${MIN_SAMPLES_PER_CUTOFF} samples (${spacing} m each)`,
    );
  }
  return value;
}

/** Fewest samples per cut-off wavelength the filters accept. */
export const MIN_SAMPLES_PER_CUTOFF = 5;
