import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis-error.ts';
import { dissimilarMaterialCorrection } from '../step-height/materials.ts';
import { centreOf, gaussianNoise, surfaceOf } from '../step-height/synthetic-steps.ts';
import { type StepHeightLineParams, stepHeightLine } from './step-height-line.ts';

const NX = 200;
const NY = 41;
const H = 120e-9;
const BASE = 3e-6;

const defaults: StepHeightLineParams = {
  l1Position: { x: centreOf(10, NX), y: centreOf(20, NY) },
  l2Position: { x: centreOf(189, NX), y: centreOf(20, NY) },
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

const step = (col: number): number => (col >= 100 ? H : 0);

function expectCode(action: () => unknown, code: string): void {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as AnalysisError).code).toBe(code);
    return;
  }
  expect.fail(`expected AnalysisError ${code}`);
}

describe('step-height line (ISO 5436-1 type A1)', () => {
  it('measures a perfect two-level step exactly, with the sign of the drawn direction', () => {
    const surface = surfaceOf(NX, NY, (col) => BASE + step(col));
    const result = stepHeightLine.run(surface, defaults);
    expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
    expect(result.uncertainty).toBeLessThan(1e-12 * H);
    // The edge lies half way between columns 99 and 100: 89.5 samples from column 10.
    expect(result.edgeDistance).toBeCloseTo(89.5e-6, 12);
    const reversed = stepHeightLine.run(surface, {
      ...defaults,
      l1Position: defaults.l2Position,
      l2Position: defaults.l1Position,
    });
    expect(Math.abs(reversed.stepHeight + H) / H).toBeLessThan(1e-12);
  });

  it('excludes the third of the width next to the edge and uses the shorter side for W', () => {
    const surface = surfaceOf(NX, NY, (col) => step(col));
    const result = stepHeightLine.run(surface, { ...defaults, width: 0.3 });
    // 180 samples, W = 0.3·179 = 53.7 samples; edge at 89.5.
    expect(result.regionA.from).toBeCloseTo(Math.ceil(89.5 - 53.7) * 1e-6, 12);
    expect(result.regionA.to).toBeCloseTo(Math.floor(89.5 - 53.7 / 3) * 1e-6, 12);
    expect(result.regionB.from).toBeCloseTo(Math.ceil(89.5 + 53.7 / 3) * 1e-6, 12);
    expect(result.regionB.to).toBeCloseTo(Math.floor(89.5 + 53.7) * 1e-6, 12);
  });

  it('measures a vertical step along a vertical line', () => {
    const surface = surfaceOf(30, 90, (_col, row) => (row < 40 ? -H : 0));
    const result = stepHeightLine.run(surface, {
      ...defaults,
      l1Position: { x: 0.5, y: centreOf(2, 90) },
      l2Position: { x: 0.5, y: centreOf(87, 90) },
    });
    expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
  });

  it('measures a diagonal step along a diagonal line with sub-pixel sampling and averaging', () => {
    const surface = surfaceOf(100, 100, (col, row) => (col + row >= 100 ? H : 0));
    const result = stepHeightLine.run(surface, {
      ...defaults,
      l1Position: { x: centreOf(10, 100), y: centreOf(10, 100) },
      l2Position: { x: centreOf(89, 100), y: centreOf(89, 100) },
      average: 5,
    });
    expect(result.profile.heights).toHaveLength(Math.ceil(79 * Math.SQRT2) + 1);
    expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
    // The edge (col + row = 99.5 between the last low and first high pixel) is half way along.
    expect(result.edge.x).toBeCloseTo(0.5, 2);
    expect(result.edge.y).toBeCloseTo(0.5, 2);
  });

  it('is exact on a tilted step with leveling; without it the tilt biases by slope × region distance', () => {
    const slopeX = 4e-9; // metres per column
    const slopeY = -3e-9; // per row, across the line: cancels in the symmetric average
    const surface = surfaceOf(NX, NY, (col, row) => BASE + step(col) + slopeX * col + slopeY * row);
    const levelled = stepHeightLine.run(surface, { ...defaults, average: 7 });
    expect(Math.abs(levelled.stepHeight - H) / H).toBeLessThan(1e-12);
    expect(levelled.slope).toBeCloseTo(slopeX / 1e-6, 12);

    const flat = stepHeightLine.run(surface, { ...defaults, leveling: false });
    const centre = (region: { from: number; to: number }): number => (region.from + region.to) / 2 / 1e-6;
    const bias = slopeX * (centre(flat.regionB) - centre(flat.regionA));
    expect(Math.abs(flat.stepHeight - (H + bias)) / H).toBeLessThan(1e-12);
    expect(bias).toBeGreaterThan(0.5 * H);
  });

  it('stays within 3 standard uncertainties of the true height under Gaussian noise, and the uncertainty is right', () => {
    const sigma = 8e-9;
    const average = 5;
    const noise = gaussianNoise(11);
    const surface = surfaceOf(NX, NY, (col) => BASE + step(col) + sigma * noise());
    const result = stepHeightLine.run(surface, { ...defaults, average });
    // Closed form for parallel lines with one offset each: var(h) = σ²(1/nA + 1/nB + (x̄B − x̄A)²/S).
    const a = { first: Math.round(result.regionA.from / 1e-6), last: Math.round(result.regionA.to / 1e-6) };
    const b = { first: Math.round(result.regionB.from / 1e-6), last: Math.round(result.regionB.to / 1e-6) };
    const stats = (r: { first: number; last: number }): { n: number; mean: number; s: number } => {
      const n = r.last - r.first + 1;
      return { n, mean: (r.first + r.last) / 2, s: (n * (n * n - 1)) / 12 };
    };
    const sa = stats(a);
    const sb = stats(b);
    const sigmaProfile = sigma / Math.sqrt(average);
    const expectedUncertainty =
      sigmaProfile * Math.sqrt(1 / sa.n + 1 / sb.n + (sb.mean - sa.mean) ** 2 / (sa.s + sb.s));
    expect(result.uncertainty / expectedUncertainty).toBeGreaterThan(0.8);
    expect(result.uncertainty / expectedUncertainty).toBeLessThan(1.25);
    expect(Math.abs(result.stepHeight - H)).toBeLessThan(3 * expectedUncertainty);
  });

  it('places the edge where a sloped transition passes featureThreshold of the way between the levels', () => {
    // Linear ramp from column 90 (level 0) to column 110 (level H).
    const surface = surfaceOf(NX, NY, (col) => (col <= 90 ? 0 : col >= 110 ? H : ((col - 90) / 20) * H));
    for (const featureThreshold of [0.25, 0.5, 0.75]) {
      const result = stepHeightLine.run(surface, { ...defaults, featureThreshold });
      // Column 90 + 20·threshold, counted from column 10 where the line starts.
      expect(result.edgeDistance).toBeCloseTo((80 + 20 * featureThreshold) * 1e-6, 12);
      expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
    }
  });

  it('skips invalid points in the profile', () => {
    const surface = surfaceOf(NX, NY, (col) => (col % 7 === 3 ? NaN : BASE + step(col)));
    const result = stepHeightLine.run(surface, defaults);
    expect(result.profile.heights.filter((v) => Number.isNaN(v)).length).toBeGreaterThan(20);
    expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
  });

  it('adds the phase correction of dissimilar materials', () => {
    const surface = surfaceOf(NX, NY, (col) => step(col));
    const result = stepHeightLine.run(surface, {
      ...defaults,
      dissimilarMaterials: true,
      material1: 'Si',
      material2: 'Al',
    });
    const phi = (n: number, k: number): number => Math.atan2(2 * k, 1 - n * n - k * k);
    const expected = ((phi(4.08, 0.028) - phi(0.958, 6.69)) * 550e-9) / (4 * Math.PI);
    expect(result.materialCorrection).toBeCloseTo(expected, 20);
    expect(result.materialCorrection).toBe(dissimilarMaterialCorrection('Si', 'Al', 'vsi'));
    expect(Math.abs(result.stepHeight - (H + expected)) / H).toBeLessThan(1e-12);
    expect(Math.abs(result.measuredStepHeight - H) / H).toBeLessThan(1e-12);
  });

  it('refuses lines that cross no step with step-height-invalid-step-edge-line', () => {
    const flat = surfaceOf(NX, NY, () => BASE);
    expectCode(() => stepHeightLine.run(flat, defaults), 'step-height-invalid-step-edge-line');
    const tilted = surfaceOf(NX, NY, (col, row) => BASE + 5e-9 * col + 1e-9 * row);
    expectCode(() => stepHeightLine.run(tilted, defaults), 'step-height-invalid-step-edge-line');
    const noise = gaussianNoise(5);
    const noisy = surfaceOf(NX, NY, () => 1e-8 * noise());
    expectCode(() => stepHeightLine.run(noisy, defaults), 'step-height-invalid-step-edge-line');
    const stepped = surfaceOf(NX, NY, (col) => step(col));
    expectCode(
      () => stepHeightLine.run(stepped, { ...defaults, l2Position: defaults.l1Position }),
      'step-height-invalid-step-edge-line',
    );
    // The step lies outside the searched part of the line.
    expectCode(
      () => stepHeightLine.run(stepped, { ...defaults, s1Position: 0, s2Position: 0.3 }),
      'step-height-invalid-step-edge-line',
    );
    const invalid = surfaceOf(NX, NY, () => NaN);
    expectCode(() => stepHeightLine.run(invalid, defaults), 'step-height-invalid-step-edge-line');
  });

  it('refuses points outside the image', () => {
    const surface = surfaceOf(NX, NY, (col) => step(col));
    expectCode(
      () => stepHeightLine.run(surface, { ...defaults, l2Position: { x: 1.2, y: 0.5 } }),
      'invalid-selection',
    );
  });
});
