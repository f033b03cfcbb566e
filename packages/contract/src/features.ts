// Feature gating by plan (spec part 3 §6, part 2 §6): each feature's minimum tier, and the feature
// flag it additionally needs where there is one. The server refuses gated calls with plan-required
// (402); the web app shows "Upgrade to {plan} to use this feature" with requiredPlanName().
//
// Decisions:
// - Each tier includes the features of the tiers below it ("Basic (1), in addition").
// - subtract is listed among premium features with its flag off but without a tier. It is placed
//   at Advanced (the tier of the other multi-surface tool, stitching) and needs the `subtract`
//   flag, so it stays unavailable to everybody until the flag is switched on.
// - Flag-backed features (resize, printReport, stitching, batchAnalysis, subtract) need their flag
//   on whatever the plan, and also when subscriptions are off: a flag switches a feature off for
//   the whole installation, a plan only limits who may use it.
import type { AnalysisFeatureKind } from './constants.ts';
import { withFeatureFlagOverrides, type FeatureFlagName, type FeatureFlags } from './flags.ts';
import { PLAN_TIER, planName, type PlanTier } from './plans.ts';

interface FeatureRule {
  readonly minTier: PlanTier;
  readonly flag?: FeatureFlagName;
}

const free = PLAN_TIER.free;
const basic = PLAN_TIER.basic;
const advanced = PLAN_TIER.advanced;

export const featureGates = {
  // Free (0)
  dimension: { minTier: free },
  slice: { minTier: free },
  adjustRowsColumns: { minTier: free },
  crop: { minTier: free },
  fillInvalids: { minTier: free },
  removeDrift: { minTier: free },
  removeGlitches: { minTier: free },
  rotateMirror: { minTier: free },
  resize: { minTier: free, flag: 'resize' },
  printReport: { minTier: free, flag: 'printReport' },
  interactiveVisualisation: { minTier: free },
  heightProfile: { minTier: free },
  // Basic (1)
  arealParameters: { minTier: basic },
  profileParameters: { minTier: basic },
  stepHeightLine: { minTier: basic },
  deconvolveTip: { minTier: basic },
  filter: { minTier: basic },
  level: { minTier: basic },
  removeForm: { minTier: basic },
  removeParticles: { minTier: basic },
  spatialFilter: { minTier: basic },
  // Advanced (2)
  averagePsd: { minTier: advanced },
  bearingRatio: { minTier: advanced },
  particles: { minTier: advanced },
  stepHeightHistogram: { minTier: advanced },
  stepHeightRectangle: { minTier: advanced },
  volume: { minTier: advanced },
  fftFilter: { minTier: advanced },
  removeOutliers: { minTier: advanced },
  batchAnalysis: { minTier: advanced, flag: 'batchAnalysis' },
  encryption: { minTier: advanced },
  recipes: { minTier: advanced },
  stitching: { minTier: advanced, flag: 'stitching' },
  heightHistogram: { minTier: advanced },
  subtract: { minTier: advanced, flag: 'subtract' },
} as const satisfies Record<string, FeatureRule>;

export type FeatureId = keyof typeof featureGates;
export const featureIds = Object.keys(featureGates) as FeatureId[];

export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && Object.hasOwn(featureGates, value);
}

export function featureMinTier(feature: FeatureId): PlanTier {
  return featureGates[feature].minTier;
}

/** The feature flag a feature needs besides its plan, if any. */
export function featureFlagOf(feature: FeatureId): FeatureFlagName | undefined {
  const rule: FeatureRule = featureGates[feature];
  return rule.flag;
}

/**
 * Whether an account of (effective) `tier` may use `feature`. With subscriptions off every account
 * counts as Advanced. `flags` defaults to the spec's defaults with `subscriptions` as given.
 */
export function canUse(
  feature: FeatureId,
  tier: PlanTier,
  options: { subscriptions: boolean; flags?: FeatureFlags },
): boolean {
  const flags = options.flags ?? withFeatureFlagOverrides({ subscriptions: options.subscriptions });
  const flag = featureFlagOf(feature);
  if (flag && !flags[flag]) return false;
  const effective = options.subscriptions ? tier : PLAN_TIER.advanced;
  return effective >= featureMinTier(feature);
}

/** The plan needed for a feature, for "Upgrade to {plan} to use this feature". */
export function requiredPlanName(feature: FeatureId): string {
  return planName(featureMinTier(feature));
}

/** Features a tier includes (ignoring flags), in table order: the plans page lists these. */
export function featuresOfTier(tier: PlanTier): FeatureId[] {
  return featureIds.filter((id) => featureMinTier(id) <= tier);
}

// Every recipe/analysis feature kind must have a gate: a new kind without one fails type-checking.
type KindGateId = Uncapitalize<AnalysisFeatureKind>;
const everyKindIsGated: KindGateId extends FeatureId ? true : never = true;
void everyKindIsGated;

/** Recipe/analysis feature kinds (`StepHeightLine`) map to gate ids (`stepHeightLine`). */
export function featureOfKind(kind: AnalysisFeatureKind): FeatureId {
  return (kind.charAt(0).toLowerCase() + kind.slice(1)) as KindGateId;
}
