import { describe, expect, it } from 'vitest';
import { ANALYSIS_FEATURE_KINDS } from './constants.ts';
import {
  canUse,
  featureIds,
  featureMinTier,
  featureOfKind,
  featuresOfTier,
  requiredPlanName,
  type FeatureId,
} from './features.ts';
import { featureFlagDefaults, withFeatureFlagOverrides } from './flags.ts';
import type { PlanTier } from './plans.ts';

const expectedTier: Record<FeatureId, PlanTier> = {
  dimension: 0,
  slice: 0,
  adjustRowsColumns: 0,
  crop: 0,
  fillInvalids: 0,
  removeDrift: 0,
  removeGlitches: 0,
  rotateMirror: 0,
  resize: 0,
  printReport: 0,
  interactiveVisualisation: 0,
  heightProfile: 0,
  arealParameters: 1,
  profileParameters: 1,
  stepHeightLine: 1,
  deconvolveTip: 1,
  filter: 1,
  level: 1,
  removeForm: 1,
  removeParticles: 1,
  spatialFilter: 1,
  averagePsd: 2,
  bearingRatio: 2,
  particles: 2,
  stepHeightHistogram: 2,
  stepHeightRectangle: 2,
  volume: 2,
  fftFilter: 2,
  removeOutliers: 2,
  batchAnalysis: 2,
  encryption: 2,
  recipes: 2,
  stitching: 2,
  heightHistogram: 2,
  subtract: 2,
};

describe('feature gating', () => {
  it('has exactly the table of part 3 §6 and part 2 §6', () => {
    expect([...featureIds].sort()).toEqual(Object.keys(expectedTier).sort());
    for (const id of featureIds) expect(featureMinTier(id)).toBe(expectedTier[id]);
  });

  it.each(featureIds.filter((id) => id !== 'subtract'))('%s: usable from its tier upwards', (id) => {
    for (const tier of [0, 1, 2] as const) {
      expect(canUse(id, tier, { subscriptions: true })).toBe(tier >= expectedTier[id]);
    }
  });

  it.each(featureIds.filter((id) => id !== 'subtract'))(
    '%s: usable by everybody with subscriptions off',
    (id) => {
      for (const tier of [0, 1, 2] as const) expect(canUse(id, tier, { subscriptions: false })).toBe(true);
    },
  );

  it('keeps subtract off while its flag is off, whatever the plan', () => {
    expect(featureFlagDefaults.subtract).toBe(false);
    expect(canUse('subtract', 2, { subscriptions: true })).toBe(false);
    expect(canUse('subtract', 2, { subscriptions: false })).toBe(false);
    const flags = withFeatureFlagOverrides({ subtract: true, subscriptions: true });
    expect(canUse('subtract', 2, { subscriptions: true, flags })).toBe(true);
    expect(canUse('subtract', 1, { subscriptions: true, flags })).toBe(false);
  });

  it('switches off flag-backed features for every plan', () => {
    const flags = withFeatureFlagOverrides({ stitching: false, resize: false });
    expect(canUse('stitching', 2, { subscriptions: true, flags })).toBe(false);
    expect(canUse('stitching', 2, { subscriptions: false, flags })).toBe(false);
    expect(canUse('resize', 0, { subscriptions: true, flags })).toBe(false);
    expect(canUse('crop', 0, { subscriptions: true, flags })).toBe(true);
  });

  it('names the plan for the upgrade prompt', () => {
    expect(requiredPlanName('volume')).toBe('Advanced');
    expect(requiredPlanName('arealParameters')).toBe('Basic');
    expect(requiredPlanName('slice')).toBe('Free');
  });

  it('lists what each tier includes', () => {
    expect(featuresOfTier(0)).toHaveLength(12);
    expect(featuresOfTier(1)).toHaveLength(21);
    expect(featuresOfTier(2)).toHaveLength(featureIds.length);
  });

  it('maps every feature kind to a gate', () => {
    expect(ANALYSIS_FEATURE_KINDS.map(featureOfKind)).toEqual([
      'arealParameters',
      'averagePsd',
      'bearingRatio',
      'dimension',
      'particles',
      'profileParameters',
      'slice',
      'stepHeightHistogram',
      'stepHeightLine',
      'stepHeightRectangle',
      'volume',
    ]);
  });
});
