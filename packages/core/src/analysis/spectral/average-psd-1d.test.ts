import { describe, expect, it } from 'vitest';
import reference from '../../../test/gwyddion-reference/spectral.json' with { type: 'json' };
import {
  gaussianNoise,
  PIXEL,
  spectralReferenceFields,
} from '../../../test/gwyddion-reference/spectral-fields.ts';
import { makeSurface } from '../../surface/build.ts';
import type { Surface } from '../../surface/surface.ts';
import { averagePsd1d } from './average-psd-1d.ts';
import { maskedAveragePsd1d } from './masked-average-psd-1d.ts';
import { psdWindow, type PsdWindow } from './psd-window.ts';

interface GwyLine {
  real: number;
  values: number[];
}
interface GwyField {
  rowPsdf: Record<'NONE' | 'HANN' | 'HAMMING' | 'WELCH', GwyLine>;
  columnPsdfNone: { NONE: GwyLine };
}
const fields = reference.fields as unknown as Record<keyof typeof spectralReferenceFields, GwyField>;
const none = { window: 'NONE', tukeyCoefficient: 1, mirror: false } as const;

function meanRowVariance(surface: Surface): number {
  let total = 0;
  for (let row = 0; row < surface.ny; row++) {
    const line = surface.z.subarray(row * surface.nx, (row + 1) * surface.nx);
    const mean = line.reduce((a, b) => a + b, 0) / line.length;
    total += line.reduce((a, b) => a + (b - mean) ** 2, 0) / line.length;
  }
  return total / surface.ny;
}

function integral(values: Float64Array, df: number): number {
  return values.reduce((a, b) => a + b, 0) * df;
}

describe('averagePsd1d', () => {
  const field = spectralReferenceFields.gaussian128x96();

  it('satisfies Parseval: Σ P·Δf is the mean variance of the rows, with and without mirroring', () => {
    const variance = meanRowVariance(field);
    const plain = averagePsd1d(field, 'x', none);
    expect(integral(plain.values, plain.df) / variance).toBeCloseTo(1, 12);
    const mirrored = averagePsd1d(field, 'x', { ...none, mirror: true });
    expect(mirrored.values.length).toBe(129);
    expect(mirrored.df).toBeCloseTo(plain.df / 2, 6);
    expect(integral(mirrored.values, mirrored.df) / variance).toBeCloseTo(1, 12);
  });

  it('keeps the frequency grid of a 640 × 480 field (no padding): Δf = 1/(640·Δx), 1/(480·Δy)', () => {
    const surface = makeSurface({ nx: 640, ny: 480, dx: PIXEL, dy: 2 * PIXEL }, gaussianNoise(640 * 480, 8));
    const x = averagePsd1d(surface, 'x', none);
    const y = averagePsd1d(surface, 'y', none);
    expect(x.values.length).toBe(321);
    expect(y.values.length).toBe(241);
    expect(x.df * 640 * PIXEL).toBeCloseTo(1, 12);
    expect(y.df * 480 * 2 * PIXEL).toBeCloseTo(1, 12);
    expect(integral(x.values, x.df) / meanRowVariance(surface)).toBeCloseTo(1, 12);
  });

  it('puts a sine of wavelength λ at f = 1/λ with its whole power A²/2', () => {
    const nx = 256;
    const ny = 8;
    const amplitude = 30e-9;
    const z = new Float64Array(nx * ny).map((_, i) => amplitude * Math.sin((2 * Math.PI * (i % nx)) / 16));
    const psd = averagePsd1d(makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z), 'x', none);
    const peak = psd.values.indexOf(Math.max(...psd.values));
    expect(psd.frequencies[peak]).toBeCloseTo(1 / (16 * PIXEL), 0);
    expect(((psd.values[peak] as number) * psd.df) / (amplitude ** 2 / 2)).toBeCloseTo(1, 12);
  });

  it('gives white noise a flat PSD at 2σ²·Δx', () => {
    const n = 256;
    const sigma = 5e-9;
    const z = gaussianNoise(n * n, 99).map((v) => v * sigma);
    const psd = averagePsd1d(makeSurface({ nx: n, ny: n, dx: PIXEL, dy: PIXEL }, z), 'x', none);
    const interior = psd.values.subarray(1, -1);
    const level = interior.reduce((a, b) => a + b, 0) / interior.length;
    expect(Math.abs(level / (2 * sigma ** 2 * PIXEL) - 1)).toBeLessThan(0.02);
    // And flat: the low and high halves agree.
    const low = interior.subarray(0, 63).reduce((a, b) => a + b, 0) / 63;
    const high = interior.subarray(63).reduce((a, b) => a + b, 0) / (interior.length - 63);
    expect(Math.abs(low / high - 1)).toBeLessThan(0.05);
  });

  it('invalid points: the masked estimate equals the periodogram on complete data, for every window and mirroring', () => {
    for (const window of ['NONE', 'HANN', 'TUKEY', 'WELCH'] as const)
      for (const mirror of [false, true])
        for (const axis of ['x', 'y'] as const) {
          const settings = { window, tukeyCoefficient: 0.4, mirror };
          const plain = averagePsd1d(field, axis, settings);
          const masked = maskedAveragePsd1d(field, axis, settings);
          expect(masked.profiles).toBe(plain.profiles);
          const peak = Math.max(...plain.values);
          plain.values.forEach((v, k) =>
            expect(Math.abs((masked.values[k] as number) - v) / peak).toBeLessThan(1e-10),
          );
        }
  });

  it('invalid points: a 99 % valid field keeps every row and the spectrum of the complete one', () => {
    const z = field.z.slice();
    const holes = gaussianNoise(field.nx * field.ny, 17);
    let removed = 0;
    for (let i = 0; i < z.length; i++)
      if ((holes[i] as number) > 2.326) {
        z[i] = NaN; // about 1 % of the points
        removed++;
      }
    expect(removed / z.length).toBeGreaterThan(0.005);
    const complete = averagePsd1d(field, 'x', none);
    const holey = averagePsd1d(makeSurface(field, z), 'x', none);
    expect(holey.profiles).toBe(field.ny);
    // Parseval: the variance carried by the spectrum stays that of the rows, within a few per cent.
    const power = (p: Float64Array, df: number) => p.reduce((a, b) => a + b, 0) * df;
    expect(Math.abs(power(holey.values, holey.df) / power(complete.values, complete.df) - 1)).toBeLessThan(
      0.03,
    );
    // Band by band (eight bands of many bins): within 3 % where the spectrum carries its power; the
    // gaps leak a little power into the bands where this smooth field has almost none (≤ 0.1 % of all).
    const bands = 8;
    const width = Math.floor(complete.values.length / bands);
    const total = complete.values.reduce((a, c) => a + c, 0);
    for (let b = 0; b < bands; b++) {
      const sum = (p: Float64Array) => p.subarray(b * width, (b + 1) * width).reduce((a, c) => a + c, 0);
      expect(Math.abs(sum(holey.values) - sum(complete.values))).toBeLessThan(
        0.03 * sum(complete.values) + 1e-3 * total,
      );
    }
  });

  it('invalid points: says why when no row has two valid points', () => {
    const allHoles = new Float64Array(field.z.length).fill(NaN);
    expect(() => averagePsd1d(makeSurface(field, allHoles), 'x', none)).toThrow(/no row has 2 valid points/);
    expect(() => averagePsd1d(makeSurface(field, allHoles), 'y', none)).toThrow(
      /no column has 2 valid points/,
    );
  });

  // Gwyddion's row PSDF (gwy_data_field_area_row_psdf, level 1) is a density in angular frequency and
  // two-sided: W = P/(4π) inside, P/(2π) at 0 and Nyquist (which P counts once). Its abscissa spans
  // real = 2π/Δx over ⌊n/2⌋+1 samples.
  describe.each(Object.keys(fields) as (keyof typeof spectralReferenceFields)[])(
    'agrees with Gwyddion on %s',
    (name) => {
      const surface = spectralReferenceFields[name]();
      const gwy = fields[name];
      const compare = (ours: Float64Array, theirs: GwyLine, n: number): void => {
        expect(theirs.values.length).toBe(ours.length);
        expect(theirs.real / ((2 * Math.PI) / PIXEL)).toBeCloseTo(1, 12);
        const scale = Math.max(...theirs.values);
        for (let k = 0; k < ours.length; k++) {
          const ends = k === 0 || (n % 2 === 0 && k === n / 2);
          const expected = (ours[k] as number) / ((ends ? 2 : 4) * Math.PI);
          // Relative to the spectrum's peak: weak bins carry rounding noise of both transforms.
          expect(Math.abs((theirs.values[k] as number) - expected)).toBeLessThan(1e-10 * scale);
        }
      };
      it.each(['NONE', 'HANN', 'HAMMING', 'WELCH'] as const)('row PSD with window %s', (window) => {
        compare(averagePsd1d(surface, 'x', { ...none, window }).values, gwy.rowPsdf[window], surface.nx);
      });
      it('column PSD', () => {
        compare(averagePsd1d(surface, 'y', none).values, gwy.columnPsdfNone.NONE, surface.ny);
      });
    },
  );
});

describe('psdWindow', () => {
  it.each<[PsdWindow, number[]]>([
    ['HANN', [0.03806, 0.308658, 0.691342, 0.96194]],
    ['HAMMING', [0.115015, 0.363966, 0.716034, 0.964985]],
    ['WELCH', [0.234375, 0.609375, 0.859375, 0.984375]],
  ])('%s matches gwy_fft_window at n = 8', (window, firstHalf) => {
    const w = psdWindow(window, 8);
    firstHalf.forEach((v, i) => {
      expect(w[i]).toBeCloseTo(v, 6);
      expect(w[7 - i]).toBeCloseTo(v, 6);
    });
  });

  it('Tukey runs from no window (α = 0) to Hann (α = 1)', () => {
    expect([...psdWindow('TUKEY', 16, 0)]).toEqual(new Array(16).fill(1));
    const hann = psdWindow('HANN', 16);
    psdWindow('TUKEY', 16, 1).forEach((v, i) => expect(v).toBeCloseTo(hann[i] as number, 14));
    const half = psdWindow('TUKEY', 16, 0.5);
    expect(half[8]).toBe(1);
    expect(half[0]).toBeLessThan(0.1);
  });
});
