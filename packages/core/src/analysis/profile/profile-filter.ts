// Separation of a profile into roughness and waviness (spec part 2 §5 "Filter options: gaussian,
// spline with default tension, spline with zero tension"; §9 default "spline beta", i.e. the spline
// with the standard's tension β). The waviness is the filter's mean line; the roughness is the
// profile minus it (ISO 16610-21, ISO 16610-22). The least-squares line is removed first
// (form removal, ISO 4287:1997 §3.1).
import { AnalysisError } from '../analysis-error.ts';
import { gaussianMeanLine, gaussianMeanLines } from './gaussian-filter.ts';
import { SPLINE_DEFAULT_TENSION, splineMeanLine } from './spline-filter.ts';

export const PROFILE_FILTERS = ['gaussian', 'spline', 'spline-zero-tension'] as const;
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];

/** Which part of the profile the parameters describe (spec §9: "Filter-cutoff types include roughness and waviness"). */
export const PROFILE_COMPONENTS = ['roughness', 'waviness'] as const;
export type ProfileComponent = (typeof PROFILE_COMPONENTS)[number];

export interface FilterSettings {
  readonly filter: ProfileFilter;
  /** Spline tension β in [0, 1]; only for 'spline'. Defaults to ISO/TS 16610-22's 0.625242. */
  readonly splineTension?: number | undefined;
}

/** The tension β of a spline setting, validated (filter-invalid-spline-tension). */
export function splineTensionOf(settings: FilterSettings): number {
  if (settings.filter === 'spline-zero-tension') return 0;
  const beta = settings.splineTension ?? SPLINE_DEFAULT_TENSION;
  if (!Number.isFinite(beta) || beta < 0 || beta > 1) {
    throw new AnalysisError(
      'filter-invalid-spline-tension',
      `the spline tension β must lie in 0..1 (got ${beta})`,
    );
  }
  return beta;
}

/** The mean line (waviness) of a levelled profile into `out`. */
export function meanLine(
  z: Float64Array,
  spacing: number,
  cutoff: number,
  settings: FilterSettings,
  out: Float64Array = new Float64Array(z.length),
): Float64Array {
  switch (settings.filter) {
    case 'gaussian':
      return gaussianMeanLine(z, spacing, cutoff, out);
    case 'spline':
    case 'spline-zero-tension':
      return splineMeanLine(z, spacing, cutoff, splineTensionOf(settings), out);
    default:
      throw new AnalysisError('filter-invalid', `unknown profile filter ${String(settings.filter)}`);
  }
}

/** Replaces the levelled profile `z` in place by its roughness or its waviness component. */
export function separateComponent(
  z: Float64Array,
  spacing: number,
  cutoff: number,
  settings: FilterSettings,
  component: ProfileComponent,
  scratch: Float64Array = new Float64Array(z.length),
): void {
  keepComponent(z, meanLine(z, spacing, cutoff, settings, scratch), component);
}

/** separateComponent for two profiles of one length; the Gaussian filter transforms both at once. */
export function separateComponents(
  a: Float64Array,
  b: Float64Array,
  spacing: number,
  cutoff: number,
  settings: FilterSettings,
  component: ProfileComponent,
  scratchA: Float64Array,
  scratchB: Float64Array,
): void {
  if (settings.filter !== 'gaussian') {
    separateComponent(a, spacing, cutoff, settings, component, scratchA);
    separateComponent(b, spacing, cutoff, settings, component, scratchB);
    return;
  }
  gaussianMeanLines(a, b, spacing, cutoff, scratchA, scratchB);
  keepComponent(a, scratchA, component);
  keepComponent(b, scratchB, component);
}

function keepComponent(z: Float64Array, waviness: Float64Array, component: ProfileComponent): void {
  if (component === 'waviness') {
    for (let i = 0; i < z.length; i++) z[i] = Number.isNaN(z[i]) ? NaN : (waviness[i] as number);
  } else {
    for (let i = 0; i < z.length; i++) z[i] = (z[i] as number) - (waviness[i] as number);
  }
}
