import { describe, expect, it } from 'vitest';
import { makeSurface } from '../../surface/build.ts';
import { bearingRatioAnalysis } from './bearing-ratio-analysis.ts';
import { continuousHeightDensity } from './continuous-height-density.ts';
import { heightHistogram } from './height-histogram.ts';
import { heightHistogramAnalysis } from './height-histogram-analysis.ts';
import { materialRatioCurve } from './material-ratio-curve.ts';

describe('material-ratio curve (Abbott–Firestone)', () => {
  it('is linear for a linear ramp, within 1/n', () => {
    const n = 1000;
    const z = Float64Array.from({ length: n }, (_, k) => k / (n - 1));
    const curve = materialRatioCurve(z, 101);
    expect(curve.height[0]).toBe(1);
    expect(curve.height[100]).toBe(0);
    curve.materialRatio.forEach((mr, i) =>
      expect(Math.abs((curve.height[i] as number) - (1 - mr))).toBeLessThan(1 / n),
    );
  });

  it('follows the arcsine law c(mr) = A·cos(π·mr) for a sine', () => {
    const a = 2e-6;
    const nx = 4000;
    // Whole periods sampled at cell centres, any row: the height distribution of a sine.
    const z = Float64Array.from({ length: nx }, (_, i) => a * Math.sin((2 * Math.PI * 5 * (i + 0.5)) / nx));
    const curve = materialRatioCurve(z, 51);
    let worst = 0;
    curve.materialRatio.forEach((mr, i) => {
      worst = Math.max(worst, Math.abs((curve.height[i] as number) - a * Math.cos(Math.PI * mr)));
    });
    // The sampling error is largest at the flat extremes of the arcsine law: ~A·(π/n·5)² there.
    expect(worst).toBeLessThan(a * 2e-3);
    expect(curve.height[25]).toBeCloseTo(0, 12);
  });

  it('skips NaN and answers NaN for a surface without valid points', () => {
    const curve = materialRatioCurve(new Float64Array([NaN, 3, NaN, 1]), 3);
    expect(curve.height).toEqual([3, 2, 1]);
    expect(materialRatioCurve(new Float64Array([NaN]), 2).height).toEqual([NaN, NaN]);
  });
});

describe('height histogram', () => {
  it('counts sum to the valid points and the density integrates to 1', () => {
    const z = Float64Array.from({ length: 997 }, (_, i) => (i % 13 === 0 ? NaN : Math.sin(i * 0.37) * 1e-6));
    const h = heightHistogram(z, 20);
    const valid = z.filter((v) => !Number.isNaN(v)).length;
    expect(h.validCount).toBe(valid);
    expect(h.counts.reduce((s, c) => s + c, 0)).toBe(valid);
    expect(h.density.reduce((s, d) => s + d * h.binWidth, 0)).toBeCloseTo(1, 12);
    expect(h.cumulative[19]).toBe(1);
    expect(h.binCentres[0]).toBeCloseTo(h.min + h.binWidth / 2, 18);
  });

  it('puts the maximum into the last bin and every point of a flat surface into one bin', () => {
    expect(heightHistogram(new Float64Array([0, 1, 2, 3, 3]), 3).counts).toEqual([1, 1, 3]);
    const flat = heightHistogram(new Float64Array([5, 5, 5]), 4);
    expect(flat.counts).toEqual([3, 0, 0, 0]);
    expect(flat.density[0]).toBeNaN();
    expect(heightHistogram(new Float64Array([NaN]), 2).validCount).toBe(0);
  });

  it('walks a column with stride and offset', () => {
    const z = Float64Array.from({ length: 12 }, (_, i) => i);
    expect(heightHistogram(z, 2, 3, 4, 1).counts).toEqual([1, 2]);
  });
});

describe('continuous height density', () => {
  it('approaches the normal density for Gaussian heights and integrates to 1', () => {
    // Deterministic normal sample by inverse-CDF-free Box–Muller over a regular grid of uniforms.
    const n = 40000;
    const z = new Float64Array(n);
    for (let i = 0; i < n / 2; i++) {
      const u1 = (i + 0.5) / (n / 2);
      const u2 = ((i * 0.618033988749895) % 1) + 1e-12;
      const r = Math.sqrt(-2 * Math.log(u1));
      z[2 * i] = r * Math.cos(2 * Math.PI * u2) * 1e-6;
      z[2 * i + 1] = r * Math.sin(2 * Math.PI * u2) * 1e-6;
    }
    const d = continuousHeightDensity(z);
    expect(d).not.toBeNull();
    if (!d) return;
    const step = (d.height[1] as number) - (d.height[0] as number);
    expect(d.density.reduce((s, v) => s + v * step, 0)).toBeCloseTo(1, 3);
    const peak = 1 / (1e-6 * Math.sqrt(2 * Math.PI));
    const centre = d.density[d.height.findIndex((h) => h >= 0)] as number;
    expect(Math.abs(centre - peak) / peak).toBeLessThan(0.03);
    expect(continuousHeightDensity(new Float64Array([1, 1, 1]))).toBeNull();
  });
});

describe('binned kernel density', () => {
  it('equals the direct Gaussian kernel sum to 0.1 % of the peak', () => {
    const n = 3000;
    const z = Float64Array.from(
      { length: n },
      (_, i) => 1e-6 * (Math.sin(i * 1.7) + 0.3 * Math.cos(i * 0.37)),
    );
    const d = continuousHeightDensity(z);
    if (!d) throw new Error('no density');
    const h = d.bandwidth;
    let peak = 0;
    let worst = 0;
    d.height.forEach((x, g) => {
      let direct = 0;
      for (const v of z) direct += Math.exp(-0.5 * ((x - v) / h) ** 2);
      direct /= n * h * Math.sqrt(2 * Math.PI);
      peak = Math.max(peak, direct);
      worst = Math.max(worst, Math.abs((d.density[g] as number) - direct));
    });
    expect(worst / peak).toBeLessThan(1e-3);
  });
});

describe('bearing-ratio and height-histogram analyses', () => {
  const surface = makeSurface(
    { nx: 4, ny: 3, dx: 1e-6, dy: 1e-6 },
    new Float64Array([0, 1, 2, 3, 3, 2, 1, 0, 1, 1, 2, 2]),
  );

  it('return the curve, the histogram and optionally the continuous density', () => {
    const result = bearingRatioAnalysis.run(surface, { bins: 4, continuousHistogram: true, curvePoints: 5 });
    expect(result.histogram.counts).toEqual([2, 4, 4, 2]);
    // Gwyddion's gwy_data_field_dh gives 2/9, 4/9, 4/9, 2/9 for this field (density per unit height).
    expect(result.histogram.density).toEqual([2 / 9, 4 / 9, 4 / 9, 2 / 9]);
    expect(result.curve.height).toHaveLength(5);
    expect(result.continuous?.density.length).toBe(256);
    const histogramOnly = heightHistogramAnalysis.run(surface, { bins: 4, continuousHistogram: false });
    expect(histogramOnly.histogram).toEqual(result.histogram);
    expect(histogramOnly.continuous).toBeNull();
  });
});
