import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { colorScaleTicks } from './color-scale-ticks.ts';
import { colorScaleTicksAnalysis } from './color-scale-ticks-analysis.ts';

const labels = (t: { ticks: readonly { label: string }[] }): string[] => t.ticks.map((tick) => tick.label);

describe('colorScaleTicks', () => {
  it('puts 1-2-5 ticks on 0..1 µm', () => {
    const t = colorScaleTicks(0, 1e-6);
    expect(t.unit).toBe('micron');
    expect(t.unitSymbol).toBe('µm');
    expect(t.step).toBe(0.2);
    expect(labels(t)).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    expect(t.ticks[3]?.value).toBeCloseTo(0.6e-6, 18);
  });

  it('labels −3.7e-9..2.2e-9 m in nanometres with 0 among the ticks', () => {
    const t = colorScaleTicks(-3.7e-9, 2.2e-9);
    expect(t.unit).toBe('nanometer');
    expect(t.step).toBe(1);
    expect(labels(t)).toEqual(['-3', '-2', '-1', '0', '1', '2']);
    expect(t.ticks[0]?.value).toBeCloseTo(-3e-9, 20);
  });

  it('resolves a range of 1e-7 m at 1 mm height (1e-3..1.0001e-3 m) in nanometres', () => {
    const t = colorScaleTicks(1e-3, 1.0001e-3);
    expect(t.unit).toBe('nanometer');
    // Step 10 nm would give 11 ticks: 20 nm is the next 1-2-5 step.
    expect(t.step).toBe(20);
    expect(labels(t)).toEqual(['1000000', '1000020', '1000040', '1000060', '1000080', '1000100']);
    expect(t.ticks[0]?.value).toBeGreaterThanOrEqual(1e-3 - 1e-15);
  });

  it('uses a requested unit and swaps a reversed range', () => {
    const t = colorScaleTicks(2.54e-5 * 3, 0, { unit: 'milliinch' });
    expect(t.unit).toBe('milliinch');
    expect(t.unitSymbol).toBe('mil');
    expect(labels(t)).toEqual(['0.0', '0.5', '1.0', '1.5', '2.0', '2.5', '3.0']);
  });

  it('gives 5 to 10 ticks inside the range for any range (seeded sweep)', () => {
    let seed = 7;
    const random = (): number => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 4294967296;
    };
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** (-10 + 8 * random());
      const low = (random() - 0.5) * scale * 4;
      const high = low + scale * (0.01 + random());
      const t = colorScaleTicks(low, high);
      expect(t.ticks.length).toBeGreaterThanOrEqual(5);
      expect(t.ticks.length).toBeLessThanOrEqual(10);
      const width = high - low;
      for (const tick of t.ticks) {
        expect(tick.value).toBeGreaterThanOrEqual(low - 1e-6 * width);
        expect(tick.value).toBeLessThanOrEqual(high + 1e-6 * width);
      }
    }
  });

  it('falls back to a 2.5 step where 5 would leave only 4 ticks', () => {
    // 0.1..20.4 µm: step 2 gives 2..20 (10 ticks) — fine; 0..20.4 gives 11 with step 2 and 5 with 5.
    expect(colorScaleTicks(0, 20.4e-6, { unit: 'micron' }).step).toBe(5);
    // 2.4..22.6: step 2 → 4..22 = 10 ticks; -0.1..22.6: step 2 → 0..22 = 12, step 5 → 0..20 = 5.
    // 0.2..22.4 with step 2 → 2..22 = 11, step 5 → 5..20 = 4: the 2.5 step gives 2.5..22.5 → 9.
    const t = colorScaleTicks(0.2e-6, 22.4e-6, { unit: 'micron' });
    expect(t.step).toBe(2.5);
    expect(labels(t)).toEqual(['2.5', '5.0', '7.5', '10.0', '12.5', '15.0', '17.5', '20.0']);
  });

  it('answers a single tick for a flat range and refuses a non-finite one', () => {
    expect(colorScaleTicks(2e-6, 2e-6, { unit: 'micron' }).ticks).toEqual([
      { value: 2e-6, label: '2.000000' },
    ]);
    expect(() => colorScaleTicks(Number.NaN, 1)).toThrow(RangeError);
  });

  it('defaults to the surface range in the analysis', () => {
    const surface = makeSurface({ nx: 2, ny: 2, dx: 1, dy: 1 }, new Float64Array([0, 5e-9, NaN, 1e-8]));
    const t = colorScaleTicksAnalysis.run(surface, { unit: 'auto', maxTicks: 10 });
    expect(t.unit).toBe('nanometer');
    expect(labels(t)).toEqual(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].filter((l) => Number(l) % 2 === 0),
    );
    expect(
      colorScaleTicksAnalysis.run(surface, { minimum: 0, maximum: 1e-6, unit: 'micron', maxTicks: 10 }).step,
    ).toBe(0.2);
  });
});
