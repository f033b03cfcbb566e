// The editor's plan gate (spec part 2 §6, part 3 §6): a feature is usable when the account's effective
// tier reaches the feature's tier and the feature's flag (if any) is on; with subscriptions off every
// account counts as Advanced. The server enforces the same rule (402 plan-required); this only decides
// whether the panel opens or the upgrade prompt does.
import { canUse, type FeatureFlags, type FeatureId, type PlanTier } from '@asperity/contract';

/** Reads a profile's effectiveTier defensively: anything but 0, 1 or 2 counts as Free. */
export function effectiveTierOf(profile: { effectiveTier?: unknown } | undefined): PlanTier {
  const tier = profile?.effectiveTier;
  return tier === 1 || tier === 2 ? tier : 0;
}

export function planGate(tier: PlanTier, flags: FeatureFlags): (feature: FeatureId) => boolean {
  return (feature) => canUse(feature, tier, { subscriptions: flags.subscriptions, flags });
}
