// The automatic cut-off λc (cutoffLength CUSTOM without a value), chosen as ISO 4288:1996 §7 and
// ISO 21920-3:2021 choose it, from the standard series 0.08, 0.25, 0.8, 2.5, 8 mm:
//
// 1. By the profile's roughness (ISO 4288:1996 Tables 1 and 3, the same ranges in ISO 21920-3):
//    non-periodic profiles by Ra — ≤ 0.02 µm → 0.08 mm, ≤ 0.1 µm → 0.25 mm, ≤ 2 µm → 0.8 mm,
//    ≤ 10 µm → 2.5 mm, above → 8 mm (Table 2 gives the same steps by Rz: 0.1, 0.5, 10, 50 µm);
//    periodic profiles by RSm — ≤ 0.04 mm → 0.08 mm, ≤ 0.13 → 0.25, ≤ 0.4 → 0.8, ≤ 1.3 → 2.5,
//    above → 8 mm. The §7.2 procedure: estimate the parameter on the levelled, unfiltered profile,
//    take the table's λc, measure again with it and move to the λc the measurement asks for until
//    the two agree (at most five rounds; if they alternate, the longer λc).
// 2. The evaluation-length rule (ISO 21920-3:2021 Table 3, ISO 4288 §4.4: the evaluation length is
//    five sampling lengths lr = λc, i.e. ln = 0.4, 1.25, 4, 12.5, 40 mm): when the profile cannot hold
//    the sampling lengths asked for (five by default) of the roughness rule's λc, the longest standard
//    λc that it can hold is used instead.
// 3. A profile shorter than five sampling lengths of 0.08 mm (0.4 mm, typical for AFM) is outside
//    the standard series: λc is the profile length divided by the sampling lengths asked for, as
//    before, and the rule says so.
// A profile is periodic when its autocorrelation, after first falling below zero, rises again to a
// maximum of at least 0.5 (a clear repetition); otherwise Ra decides.
import { profileParameters } from './profile-parameter-definitions.ts';
import { evaluateProfile, evaluationLayout, type ProfileEvaluationSettings } from './evaluate-profile.ts';
import { subtractLeastSquaresLine } from './least-squares-line.ts';
import { ProfileEvaluation } from './profile-evaluation.ts';

export const CUTOFF_RULES = [
  /** λc given as a custom value. */
  'custom',
  /** λc chosen from the standard series by the caller. */
  'standard',
  /** ISO 4288 Table 1 by Ra (non-periodic profile). */
  'iso4288-ra',
  /** ISO 4288 Table 3 by RSm (periodic profile). */
  'iso4288-rsm',
  /** The roughness rule's λc did not fit: the longest standard λc the profile holds (ISO 21920-3). */
  'evaluation-length',
  /** The profile is shorter than the standard series allows: profile length / sampling lengths. */
  'profile-length',
] as const;
export type CutoffRule = (typeof CUTOFF_RULES)[number];

export interface CutoffChoice {
  /** λc, metres. */
  readonly cutoff: number;
  readonly rule: CutoffRule;
  /** Ra (iso4288-ra) or RSm (iso4288-rsm) that chose λc by the tables, metres; null for the other rules. */
  readonly basis: number | null;
  /** Whether the profile counted as periodic (RSm decides); null when not examined. */
  readonly periodic: boolean | null;
}

export const STANDARD_CUTOFFS = [0.08e-3, 0.25e-3, 0.8e-3, 2.5e-3, 8e-3] as const;
/** Upper Ra bounds of ISO 4288 Table 1 for the first four cut-offs (above: 8 mm). */
const RA_BOUNDS = [0.02e-6, 0.1e-6, 2e-6, 10e-6] as const;
/** Upper RSm bounds of ISO 4288 Table 3. */
const RSM_BOUNDS = [0.04e-3, 0.13e-3, 0.4e-3, 1.3e-3] as const;
const PERIODIC_ACF_PEAK = 0.5;
const MAX_ROUNDS = 5;

function byTable(value: number, bounds: readonly number[]): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return STANDARD_CUTOFFS[index < 0 ? STANDARD_CUTOFFS.length - 1 : index] as number;
}

/**
 * The automatic λc for profiles of `samples` points `spacing` apart (`profiles`: raw heights, not
 * modified), evaluated over `sections` sampling lengths.
 */
export function automaticCutoff(
  profiles: readonly Float64Array[],
  spacing: number,
  sections: number,
  settings: ProfileEvaluationSettings,
): CutoffChoice {
  const samples = profiles[0]?.length ?? 0;
  const profileLength = (samples - 1) * spacing;
  const holds = (cutoff: number): boolean => sections * cutoff <= profileLength * (1 + 1e-9);
  const longestHeld = [...STANDARD_CUTOFFS].reverse().find(holds);
  if (longestHeld === undefined) {
    return { cutoff: profileLength / sections, rule: 'profile-length', basis: null, periodic: null };
  }
  const levelled = profiles.map((z) => {
    const copy = Float64Array.from(z);
    return subtractLeastSquaresLine(copy) ? copy : null;
  });
  const usable: Float64Array[] = [];
  for (const z of levelled) if (z !== null) usable.push(z);
  if (usable.length === 0)
    return { cutoff: longestHeld, rule: 'evaluation-length', basis: null, periodic: null };
  const periodic = usable.filter(isPeriodic).length * 2 > usable.length;
  const parameterId = periodic ? 'RSm' : 'Ra';
  const parameter = profileParameters.find((p) => p.id === parameterId);
  if (!parameter) throw new Error(`profile parameter ${parameterId} missing`);
  const bounds = periodic ? RSM_BOUNDS : RA_BOUNDS;
  const mean = (values: number[]): number => {
    const finite = values.filter(Number.isFinite);
    return finite.length > 0 ? finite.reduce((s, v) => s + v, 0) / finite.length : NaN;
  };
  // The estimate: the parameter of the levelled primary profile over its whole length.
  const estimate = mean(usable.map((z) => parameter.compute(new ProfileEvaluation(z, spacing, 1, 0))));
  let basis = estimate;
  let cutoff = byTable(estimate, bounds);
  const tried = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS && holds(cutoff) && Number.isFinite(basis); round++) {
    tried.add(cutoff);
    const measured = measure(usable, spacing, cutoff, settings, (evaluation) =>
      parameter.compute(evaluation),
    );
    if (!Number.isFinite(measured)) break;
    const next = byTable(measured, bounds);
    basis = measured;
    if (next === cutoff) break;
    if (tried.has(next)) {
      cutoff = Math.max(cutoff, next);
      break;
    }
    cutoff = next;
  }
  if (!Number.isFinite(basis))
    return { cutoff: longestHeld, rule: 'evaluation-length', basis: null, periodic };
  if (!holds(cutoff)) return { cutoff: longestHeld, rule: 'evaluation-length', basis, periodic };
  return { cutoff, rule: periodic ? 'iso4288-rsm' : 'iso4288-ra', basis, periodic };
}

/** Mean of `compute` over the roughness profiles filtered at `cutoff` (the request's filter). */
function measure(
  profiles: readonly Float64Array[],
  spacing: number,
  cutoff: number,
  settings: ProfileEvaluationSettings,
  compute: (evaluation: ProfileEvaluation) => number,
): number {
  const roughness: ProfileEvaluationSettings = {
    ...settings,
    includeFilter: true,
    component: 'roughness',
    cutoffLength: { type: 'CUSTOM', customValue: cutoff },
    numberOfSamples: { type: 'max-samples', customValue: 5 },
  };
  const layout = evaluationLayout(profiles[0]?.length ?? 0, spacing, roughness);
  const scratch = new Float64Array(profiles[0]?.length ?? 0);
  let sum = 0;
  let count = 0;
  for (const z of profiles) {
    const evaluation = evaluateProfile(Float64Array.from(z), spacing, layout, roughness, scratch);
    const value = evaluation ? compute(evaluation) : NaN;
    if (Number.isFinite(value)) {
      sum += value;
      count++;
    }
  }
  return count > 0 ? sum / count : NaN;
}

/** A clear repetition: after the autocorrelation first drops below 0 it climbs back to ≥ 0.5. */
export function isPeriodic(z: Float64Array): boolean {
  const n = z.length;
  let mean = 0;
  let valid = 0;
  for (const v of z)
    if (v === v) {
      mean += v;
      valid++;
    }
  if (valid < 8) return false;
  mean /= valid;
  const centred = Float64Array.from(z, (v) => (v === v ? v - mean : 0));
  let variance = 0;
  for (const v of centred) variance += v * v;
  if (!(variance > 0)) return false;
  const maxLag = Math.floor(n / 2);
  let belowZero = false;
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += (centred[i] as number) * (centred[i + lag] as number);
    // Normalised per pair, so the shrinking overlap at long lags does not lower the peaks.
    const acf = (sum / (n - lag)) * (n / variance);
    if (!belowZero) belowZero = acf < 0;
    else if (acf >= PERIODIC_ACF_PEAK) return true;
  }
  return false;
}
