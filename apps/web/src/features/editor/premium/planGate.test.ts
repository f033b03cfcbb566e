import { withFeatureFlagOverrides } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { effectiveTierOf, planGate } from './planGate.ts';

describe('planGate', () => {
  const withSubscriptions = withFeatureFlagOverrides({ subscriptions: true });

  it('allows features up to the account tier with subscriptions on', () => {
    const free = planGate(0, withSubscriptions);
    expect(free('slice')).toBe(true);
    expect(free('arealParameters')).toBe(false);
    expect(free('volume')).toBe(false);
    const basic = planGate(1, withSubscriptions);
    expect(basic('arealParameters')).toBe(true);
    expect(basic('averagePsd')).toBe(false);
    expect(planGate(2, withSubscriptions)('averagePsd')).toBe(true);
  });

  it('allows every unflagged feature with subscriptions off', () => {
    const gate = planGate(0, withFeatureFlagOverrides({ subscriptions: false }));
    expect(gate('volume')).toBe(true);
    expect(gate('particles')).toBe(true);
    // A feature behind a switched-off flag stays off whatever the plan.
    expect(gate('subtract')).toBe(false);
  });
});

describe('effectiveTierOf', () => {
  it('reads 0, 1 or 2 and counts anything else as Free', () => {
    expect(effectiveTierOf({ effectiveTier: 2 })).toBe(2);
    expect(effectiveTierOf({ effectiveTier: 1 })).toBe(1);
    expect(effectiveTierOf({ effectiveTier: 7 })).toBe(0);
    expect(effectiveTierOf({ effectiveTier: '2' })).toBe(0);
    expect(effectiveTierOf(undefined)).toBe(0);
  });
});
