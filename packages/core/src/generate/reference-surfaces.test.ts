import { describe, expect, it } from 'vitest';
import { DEFAULT_AREAL_PARAMETERS, evaluateArealParameters } from '../analysis/analyses/areal-parameters.ts';
import { referenceSurfaces } from './reference-surfaces.ts';

describe('reference surfaces with exact values', () => {
  for (const reference of referenceSurfaces()) {
    it(`${reference.id}: every stated parameter within its tolerance`, () => {
      const values = new Map<string, number>();
      for (const category of evaluateArealParameters(reference.surface, DEFAULT_AREAL_PARAMETERS).categories)
        for (const statistic of category.statistics) values.set(statistic.id, statistic.value);
      for (const expected of reference.values) {
        const computed = values.get(expected.parameter);
        expect(computed, expected.parameter).toBeTypeOf('number');
        const error =
          expected.comparison === 'relative'
            ? Math.abs((computed as number) / expected.value - 1)
            : Math.abs((computed as number) - expected.value);
        expect(error, `${expected.parameter}: ${computed} vs ${expected.value}`).toBeLessThanOrEqual(
          expected.tolerance,
        );
      }
    });
  }

  it('the egg-box is sampled through its extrema and the softgauge is exactly symmetric', () => {
    const [egg, gauss] = referenceSurfaces();
    expect(Math.max(...(egg?.surface.z ?? []))).toBe(1e-6);
    const z = Array.from(gauss?.surface.z ?? []).sort((a, b) => a - b);
    expect(z.every((v, i) => v === -(z[z.length - 1 - i] as number))).toBe(true);
  });
});
