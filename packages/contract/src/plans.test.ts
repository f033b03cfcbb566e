import { describe, expect, it } from 'vitest';
import { BYTES_PER_GB, BYTES_PER_MB } from './constants.ts';
import {
  DEFAULT_TRIAL_DAYS,
  effectiveTier,
  planName,
  plans,
  quotaBytes,
  TRIAL_TIER,
  trialRunning,
  type PlanTier,
} from './plans.ts';

describe('plans', () => {
  it('has the tiers, storage and prices of part 1 §9', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(plans.free).toMatchObject({ tier: 0, name: 'Free', storageBytes: 100_000_000, price: 0 });
    expect(plans.basic).toMatchObject({
      tier: 1,
      name: 'Basic',
      storageBytes: BYTES_PER_GB,
      price: 29,
      stockPrice: 24,
    });
    expect(plans.advanced).toMatchObject({
      tier: 2,
      name: 'Advanced',
      storageBytes: 10_000_000_000,
      price: 49,
      stockPrice: 39,
    });
    expect(TRIAL_TIER).toBe(2);
    expect([0, 1, 2].map((t) => planName(t as PlanTier))).toEqual(['Free', 'Basic', 'Advanced']);
  });

  // Rows: account tier, override tier, expected with subscriptions on.
  const matrix: [number | null | undefined, number | null | undefined, PlanTier][] = [
    [0, null, 0],
    [0, undefined, 0],
    [1, null, 1],
    [2, null, 2],
    [0, 1, 1],
    [0, 2, 2],
    [1, 0, 1],
    [2, 1, 2],
    [1, 2, 2],
    [null, null, 0],
    [7, null, 0],
    [-1, 1, 1],
    [1.5, null, 0],
  ];
  it.each(matrix)('effectiveTier(%s, %s) = %s with subscriptions on', (account, override, expected) => {
    expect(effectiveTier(account, override, { subscriptions: true })).toBe(expected);
  });

  it.each(matrix)('effectiveTier(%s, %s) is Advanced with subscriptions off', (account, override) => {
    expect(effectiveTier(account, override, { subscriptions: false })).toBe(2);
  });

  it('gives Advanced during the trial', () => {
    expect(effectiveTier(0, null, { subscriptions: true, trialActive: true })).toBe(2);
    expect(effectiveTier(0, null, { subscriptions: true, trialActive: false })).toBe(0);
  });

  it('runs a trial until its end, and never without a readable end', () => {
    const end = '2026-05-01T00:00:00.000Z';
    expect(DEFAULT_TRIAL_DAYS).toBe(30);
    expect(trialRunning(end, Date.parse(end) - 1)).toBe(true);
    expect(trialRunning(end, Date.parse(end))).toBe(false);
    expect(trialRunning(end, Date.parse(end) + 86_400_000)).toBe(false);
    expect(trialRunning(null, 0)).toBe(false);
    expect(trialRunning(undefined, 0)).toBe(false);
    expect(trialRunning('not a date', 0)).toBe(false);
  });

  it('adds the additional quota to the plan storage', () => {
    expect(quotaBytes(0, 0)).toBe(100_000_000);
    expect(quotaBytes(0)).toBe(100_000_000);
    expect(quotaBytes(1, 500_000_000)).toBe(1_500_000_000);
    expect(quotaBytes(2, null)).toBe(10_000_000_000);
    expect(quotaBytes(0, -5)).toBe(100_000_000);
    expect(quotaBytes(0, Number.NaN)).toBe(100_000_000);
    expect(quotaBytes(0, Number.POSITIVE_INFINITY)).toBe(100_000_000);
  });
});
