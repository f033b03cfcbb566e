import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis-error.ts';
import { gaussianNoise, surfaceOf } from '../step-height/synthetic-steps.ts';
import { stepHeightHistogram, type StepHeightHistogramParams } from './step-height-histogram.ts';

const defaults: StepHeightHistogramParams = {
  bins: 100,
  groupSpread: 'adjacent',
  minimumRelativeFrequency: 0.1,
  proportional: 0,
  variation: 0,
};
const H = 250e-9;
const BASE = 7e-6;

describe('step-height histogram', () => {
  it('finds the two levels of a perfect step exactly, the larger one primary', () => {
    // 60 % of the columns low, 40 % high.
    const surface = surfaceOf(100, 30, (col) => BASE + (col >= 60 ? H : 0));
    const result = stepHeightHistogram.run(surface, defaults);
    expect(result.groups).toHaveLength(2);
    expect(Math.abs(result.stepHeight - H) / H).toBeLessThan(1e-12);
    const primary = result.groups[result.primaryIndex];
    const secondary = result.groups[result.secondaryIndex];
    expect(primary?.count).toBe(1800);
    expect(primary?.fraction).toBeCloseTo(0.6, 15);
    expect(secondary?.count).toBe(1200);
    expect(primary?.mean).toBe(BASE);
    expect(result.data.counts[0]).toBe(1800);
    expect(result.data.counts[99]).toBe(1200);
    expect(result.data.total).toBe(3000);
  });

  it('stays within 3σ·√(1/n1 + 1/n2) under Gaussian noise', () => {
    const sigma = 6e-9;
    const noise = gaussianNoise(17);
    const surface = surfaceOf(120, 80, (col) => (col >= 50 ? H : 0) + sigma * noise());
    const result = stepHeightHistogram.run(surface, defaults);
    const p = result.groups[result.primaryIndex];
    const s = result.groups[result.secondaryIndex];
    expect(p?.count).toBe(70 * 80);
    expect(s?.count).toBe(50 * 80);
    expect(Math.abs(result.stepHeight - H)).toBeLessThan(3 * sigma * Math.sqrt(1 / 5600 + 1 / 4000));
  });

  it('drops groups below minimumRelativeFrequency of all points', () => {
    // Levels 0 (50 %), H (45 %) and 3H (5 %).
    const surface = surfaceOf(100, 20, (col) => (col < 50 ? 0 : col < 95 ? H : 3 * H));
    const kept = stepHeightHistogram.run(surface, defaults);
    expect(kept.groups.map((g) => g.count)).toEqual([1000, 900]);
    const all = stepHeightHistogram.run(surface, { ...defaults, minimumRelativeFrequency: 0.01 });
    expect(all.groups.map((g) => g.count)).toEqual([1000, 900, 100]);
    expect(all.secondaryIndex).toBe(1);
  });

  it('bridges empty bins with variation and splits shallow valleys with proportional', () => {
    // Heights 0..9 (one point each per column group) make 10 occupied bins with gaps of one bin.
    const surface = surfaceOf(20, 10, (col) => Math.floor(col / 2) * 2e-9);
    const split = stepHeightHistogram.run(surface, { ...defaults, bins: 19, minimumRelativeFrequency: 0 });
    expect(split.groups).toHaveLength(10);
    const bridged = stepHeightHistogram.run(surface, {
      ...defaults,
      bins: 19,
      minimumRelativeFrequency: 0,
      variation: 1,
    });
    expect(bridged.groups).toHaveLength(1);
    expect(bridged.stepHeight).toBeNaN();
    // Two dense modes joined by a thin ramp: proportional 0.05 cuts the ramp out.
    const ramp = surfaceOf(200, 10, (col) => (col < 80 ? 0 : col < 120 ? ((col - 80) / 40) * H : H));
    expect(stepHeightHistogram.run(ramp, { ...defaults, bins: 20 }).groups).toHaveLength(1);
    const cut = stepHeightHistogram.run(ramp, { ...defaults, bins: 20, proportional: 0.05 });
    expect(cut.groups).toHaveLength(2);
    expect(Math.abs(cut.stepHeight - H) / H).toBeLessThan(0.02);
  });

  it('answers NaN with secondaryIndex −1 for a single level, and no-pixel-selected without valid points', () => {
    const flat = stepHeightHistogram.run(
      surfaceOf(10, 10, () => BASE),
      defaults,
    );
    expect(flat.stepHeight).toBeNaN();
    expect(flat.primaryIndex).toBe(0);
    expect(flat.secondaryIndex).toBe(-1);
    expect(() =>
      stepHeightHistogram.run(
        surfaceOf(4, 4, () => NaN),
        defaults,
      ),
    ).toThrow(AnalysisError);
    expect(() =>
      stepHeightHistogram.run(
        surfaceOf(4, 4, () => 0),
        { ...defaults, bins: 1 },
      ),
    ).toThrow(AnalysisError);
  });
});
