import { describe, expect, it } from 'vitest';
import { runClosedFormChecks } from './closed-form-checks.ts';

describe('closed-form checks', () => {
  const outcomes = runClosedFormChecks();

  it('cover the height, hybrid, functional and feature parameters of five surfaces', () => {
    expect(new Set(outcomes.map((o) => o.surface)).size).toBe(5);
    expect(outcomes.map((o) => o.parameter)).toEqual(
      expect.arrayContaining(['Sxp', 'Sk', 'Spk', 'Svk', 'Smr1', 'Smr2', 'Vmp', 'Vmc', 'Vvc', 'Vvv']),
    );
    expect(outcomes.map((o) => o.parameter)).toEqual(
      expect.arrayContaining(['Spd', 'Spc', 'S5p', 'S5v', 'S10z']),
    );
    expect(outcomes.map((o) => o.parameter)).toEqual(
      expect.arrayContaining(['Sq', 'Sa', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz', 'Sdq', 'Sdr', 'Smr', 'Smc']),
    );
  });

  it('all pass, each within its stated tolerance', () => {
    for (const outcome of outcomes) {
      expect(Number.isFinite(outcome.computed), `${outcome.parameter} on ${outcome.surface}`).toBe(true);
      expect(outcome.error, `${outcome.parameter} on ${outcome.surface}`).toBeLessThanOrEqual(
        outcome.tolerance,
      );
      expect(outcome.passed).toBe(true);
    }
  });

  it('measure the error as stated: the sampled sine mean lies 1.3 % below 2A/π', () => {
    const sa = outcomes.find((o) => o.parameter === 'Sa' && o.surface.startsWith('sine'));
    expect(sa && Math.abs(sa.computed / ((2 * 2e-7) / Math.PI) - 1)).toBeGreaterThan(0.012);
    const ssk = outcomes.find((o) => o.parameter === 'Ssk' && o.surface.startsWith('sine'));
    expect(ssk?.comparison).toBe('absolute');
    expect(ssk?.error).toBe(Math.abs(ssk?.computed ?? NaN));
  });
});
