import { describe, expect, it } from 'vitest';
import { stepHeightHistogram } from '../analyses/step-height-histogram.ts';
import { stepHeightLine, type StepHeightLineParams } from '../analyses/step-height-line.ts';
import { stepHeightRectangles, type StepHeightRectanglesParams } from '../analyses/step-height-rectangles.ts';
import { centreOf, gaussianNoise, surfaceOf } from './synthetic-steps.ts';
import { MIN_STEP_TO_NOISE, stepFitQuality } from './step-fit-quality.ts';

const NX = 200;
const NY = 60;
const SIGMA = 10e-9;

const line: StepHeightLineParams = {
  l1Position: { x: centreOf(10, NX), y: centreOf(30, NY) },
  l2Position: { x: centreOf(189, NX), y: centreOf(30, NY) },
  s1Position: 0,
  s2Position: 1,
  featureThreshold: 0.5,
  width: 'auto',
  average: 1,
  samplingSize: 'auto',
  leveling: true,
  dissimilarMaterials: false,
  material1: 'Dielectric',
  material2: 'Dielectric',
  interferometry: 'vsi',
};

const rectangles: StepHeightRectanglesParams = {
  area: { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 },
  manual: false,
  line: { x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 },
  rectangle: null,
  rectangle2: null,
  independent: false,
  leveling: true,
  levelingSource: 2,
  dissimilarMaterials: false,
  material1: 'Dielectric',
  material2: 'Dielectric',
  interferometry: 'vsi',
};

const histogram = {
  bins: 100,
  groupSpread: 'adjacent',
  minimumRelativeFrequency: 0.1,
  proportional: 0,
  variation: 0,
} as const;

function noisy(stepHeight: number, seed: number) {
  const noise = gaussianNoise(seed);
  return surfaceOf(NX, NY, (col) => 5e-6 + (col >= 100 ? stepHeight : 0) + SIGMA * noise());
}

describe('step-height fit quality', () => {
  it('a real step: each level’s residual is the noise, the step many times it', () => {
    const H = 200e-9;
    const surface = noisy(H, 1);
    for (const quality of [
      stepHeightLine.run(surface, line).quality,
      stepHeightRectangles.run(surface, rectangles).quality,
      stepHeightHistogram.run(surface, histogram).quality,
    ]) {
      expect(quality.stepFound).toBe(true);
      expect(quality.warning).toBeNull();
      expect(Math.abs(quality.residual1 / SIGMA - 1)).toBeLessThan(0.15);
      expect(Math.abs(quality.residual2 / SIGMA - 1)).toBeLessThan(0.15);
      expect(Math.abs(quality.stepToNoise / (H / SIGMA) - 1)).toBeLessThan(0.15);
    }
  });

  it('no step: a warning with the reason instead of a step, the numbers still reported', () => {
    // Two levels 2.5 σ apart (σ: ±σ alternating from pixel to pixel): the line's fit tells them from
    // zero (|h| > 3 standard errors) but the levels overlap, so this is no step.
    const shallow = surfaceOf(
      NX,
      NY,
      (col) => 5e-6 + (col >= 100 ? 2.5 * SIGMA : 0) + (col % 2 ? SIGMA : -SIGMA),
    );
    const fromLine = stepHeightLine.run(shallow, line);
    expect(fromLine.quality.stepFound).toBe(false);
    expect(fromLine.quality.stepToNoise).toBeLessThan(MIN_STEP_TO_NOISE);
    expect(fromLine.quality.stepToNoise).toBeGreaterThan(2.3);
    expect(fromLine.quality.warning).toMatch(
      /^no step found: the two levels differ by .* times their scatter/,
    );
    expect(Number.isFinite(fromLine.stepHeight)).toBe(true);
    // A rough surface without any step, cut in two by the rectangles.
    const rough = noisy(0, 3);
    const fromRectangles = stepHeightRectangles.run(rough, {
      ...rectangles,
      independent: true,
      rectangle: { left: 0.1, top: 0.2, right: 0.4, bottom: 0.8 },
      rectangle2: { left: 0.6, top: 0.2, right: 0.9, bottom: 0.8 },
    });
    expect(fromRectangles.quality.stepFound).toBe(false);
    expect(fromRectangles.quality.stepToNoise).toBeLessThan(0.5);
    expect(fromRectangles.quality.warning).toContain('no step found');
    // Its histogram has a single height group.
    const fromHistogram = stepHeightHistogram.run(rough, histogram);
    expect(fromHistogram.quality.stepFound).toBe(false);
    expect(fromHistogram.quality.warning).toBe(
      'no step found: the histogram has 1 height group holding at least 0.1 of the points, a step needs two',
    );
  });

  it('pools the residuals by points and handles noise-free levels', () => {
    const q = stepFitQuality(1, 3, 1, 1, 3);
    expect(q.noise).toBeCloseTo(Math.sqrt((9 + 3) / 4), 15);
    expect(stepFitQuality(1e-7, 0, 10, 0, 10)).toMatchObject({ stepToNoise: Infinity, stepFound: true });
    expect(stepFitQuality(0, 0, 10, 0, 10)).toMatchObject({ stepToNoise: 0, stepFound: false });
  });
});
