import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis-error.ts';
import { requireStepHeight } from './require-step-height.ts';

describe('requireStepHeight', () => {
  it('passes finite heights and answers "Step height is missing." otherwise', () => {
    expect(requireStepHeight(-2e-9)).toBe(-2e-9);
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(() => requireStepHeight(bad)).toThrow(
        new AnalysisError('step-height-missing', 'Step height is missing.'),
      );
      try {
        requireStepHeight(bad);
      } catch (error) {
        expect((error as AnalysisError).code).toBe('step-height-missing');
        expect((error as AnalysisError).reason).toBe('Step height is missing.');
      }
    }
  });
});
