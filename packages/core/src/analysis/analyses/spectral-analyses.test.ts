import { describe, expect, it } from 'vitest';
import {
  gaussianNoise,
  gaussianRandomField,
  PIXEL,
} from '../../../test/gwyddion-reference/spectral-fields.ts';
import { makeSurface } from '../../surface/build.ts';
import { spatialParameters } from '../spectral/spatial-parameters.ts';
import { autocorrelation } from './autocorrelation.ts';
import { averagePsd, type AveragePsdParams } from './average-psd.ts';
import { psd2d } from './psd-2d.ts';

// The spec's defaults (part 2 §9) plus the full frequency range.
const defaults: AveragePsdParams = {
  selectedX: true,
  selectedY: false,
  windowTypeX: 'NONE',
  windowTypeY: 'NONE',
  tukeyCoefficientX: 1,
  tukeyCoefficientY: 1,
  mirrorX: false,
  mirrorY: false,
  fullFrequencyRangeX: true,
  fullFrequencyRangeY: true,
  lowFrequencyCutoffX: 0,
  lowFrequencyCutoffY: 0,
  highFrequencyCutoffX: null,
  highFrequencyCutoffY: null,
};

describe('average-psd analysis', () => {
  const field = gaussianRandomField(128, 64, 4, 4, 2);

  it('reports x only by default settings, y when selected, and the band rms', () => {
    const onlyX = averagePsd.run(field, defaults);
    expect(onlyX.y).toBeNull();
    expect(onlyX.x?.frequencies.length).toBe(65);
    expect(onlyX.x?.profiles).toBe(64);
    const both = averagePsd.run(field, { ...defaults, selectedY: true });
    expect(both.y?.frequencies.length).toBe(33);
    expect(both.y?.df).toBeCloseTo(1 / (64 * PIXEL), 0);
    // The field has rms 100 nm; row-wise variance is a little lower (rows lose their own mean).
    expect(both.x?.bandRms).toBeGreaterThan(90e-9);
    expect(both.x?.bandRms).toBeLessThan(100e-9);
  });

  it('keeps only the band between the cutoffs unless the full range is asked for', () => {
    const result = averagePsd.run(field, {
      ...defaults,
      fullFrequencyRangeX: false,
      lowFrequencyCutoffX: 5e6,
      highFrequencyCutoffX: 2e7,
    }).x;
    const df = 1 / (128 * PIXEL);
    expect(result?.frequencies[0]).toBeCloseTo(Math.ceil(5e6 / df - 1e-9) * df, 0);
    expect(Math.max(...(result?.frequencies ?? []))).toBeLessThanOrEqual(2e7);
    const full = averagePsd.run(field, defaults).x;
    expect(result?.bandRms).toBeLessThan(full?.bandRms ?? 0);
  });

  it('refuses no direction and an empty band with invalid-request', () => {
    expect(() => averagePsd.run(field, { ...defaults, selectedX: false })).toThrow(/invalid-request/);
    const inverted = { fullFrequencyRangeX: false, lowFrequencyCutoffX: 2e7, highFrequencyCutoffX: 1e7 };
    expect(() => averagePsd.run(field, { ...defaults, ...inverted })).toThrow(/invalid-request/);
  });
});

describe('psd-2d analysis', () => {
  it('satisfies Parseval on the grid and is flat at σ²·Δx·Δy for white noise', () => {
    const n = 96;
    const sigma = 3e-9;
    const z = gaussianNoise(n * n, 5).map((v) => v * sigma);
    const surface = makeSurface({ nx: n, ny: n, dx: PIXEL, dy: 2 * PIXEL }, z);
    const result = psd2d.run(surface, { window: 'NONE', tukeyCoefficient: 1 });
    const { grid } = result;
    expect(grid.width).toBe(n);
    const total = grid.values.reduce((a, b) => a + b, 0) * grid.dfx * grid.dfy;
    let mean = 0;
    for (const v of z) mean += v;
    mean /= z.length;
    let variance = 0;
    for (const v of z) variance += (v - mean) ** 2;
    variance /= z.length;
    expect(total / variance).toBeCloseTo(1, 10);
    const level = sigma ** 2 * PIXEL * 2 * PIXEL;
    const rings = result.radial.psd.slice(5, 40);
    const ringMean = rings.reduce((a, b) => a + b, 0) / rings.length;
    expect(Math.abs(ringMean / level - 1)).toBeLessThan(0.05);
  });

  it('puts a sine at ±(1/λ, 0) with power A²/4 each', () => {
    const nx = 64;
    const ny = 32;
    const amplitude = 10e-9;
    const z = new Float64Array(nx * ny).map((_, i) => amplitude * Math.cos((2 * Math.PI * (i % nx)) / 8));
    const { grid } = psd2d.run(makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z), {
      window: 'NONE',
      tukeyCoefficient: 1,
    });
    const centre = (ny / 2) * nx + nx / 2;
    const at = (kx: number): number => (grid.values[centre + kx] as number) * grid.dfx * grid.dfy;
    expect(at(8) / (amplitude ** 2 / 4)).toBeCloseTo(1, 10);
    expect(at(-8) / (amplitude ** 2 / 4)).toBeCloseTo(1, 10);
  });

  it('block-averages large spectra to at most 256 a side', () => {
    const z = gaussianNoise(600 * 20, 1);
    const { grid } = psd2d.run(makeSurface({ nx: 600, ny: 20, dx: PIXEL, dy: PIXEL }, z), {
      window: 'HANN',
      tukeyCoefficient: 1,
    });
    expect(grid.binX).toBe(3);
    expect(grid.width).toBe(200);
    expect(grid.height).toBe(20);
  });
});

describe('autocorrelation analysis', () => {
  it('returns Sal, Str, Std and the centre of the normalised ACF', () => {
    const field = gaussianRandomField(128, 128, 5, 5, 8);
    const result = autocorrelation.run(field, { spatialThreshold: 0.2, gridRadius: 10 });
    expect(result.grid.width).toBe(21);
    expect(result.grid.values[10 * 21 + 10]).toBe(1);
    // The closed-form checks of Sal/Str/Std are in spectral/spatial-parameters.test.ts.
    expect(result.Sal).toBe(spatialParameters(field, 0.2).Sal);
    expect(result.Sal).toBeGreaterThan(4 * PIXEL);
    expect(result.variance).toBeCloseTo(1e-14, 20);
    expect(() => autocorrelation.run(field, { spatialThreshold: 0.2, gridRadius: 0 })).toThrow(
      /invalid-request/,
    );
  });
});
