import { describe, expect, it } from 'vitest';
import { gaussianMeanLine, gaussianMeanLines } from './gaussian-filter.ts';
import { SPLINE_DEFAULT_TENSION, splineMeanLine } from './spline-filter.ts';

// Amplitude transmission of a mean-line filter for a sine of wavelength `wavelength`, measured in the
// middle half of a profile of 16 cut-offs (away from the ends) by least squares against sin and cos.
function transmission(
  filter: (z: Float64Array) => Float64Array,
  wavelength: number,
  spacing: number,
  n: number,
): number {
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) z[i] = Math.sin((2 * Math.PI * i * spacing) / wavelength);
  const w = filter(z);
  let ss = 0;
  let sw = 0;
  for (let i = n >> 2; i < (3 * n) >> 2; i++) {
    ss += (z[i] as number) * (z[i] as number);
    sw += (z[i] as number) * (w[i] as number);
  }
  return sw / ss;
}

const spacing = 1e-6;
const cutoff = 80e-6;
const n = 16 * 80 + 1;

describe('Gaussian profile filter (ISO 16610-21)', () => {
  const gauss = (z: Float64Array): Float64Array => gaussianMeanLine(z, spacing, cutoff);
  it('transmits 50 % of a sine at the cut-off wavelength', () => {
    expect(transmission(gauss, cutoff, spacing, n)).toBeCloseTo(0.5, 2);
    expect(Math.abs(transmission(gauss, cutoff, spacing, n) - 0.5)).toBeLessThan(0.005);
  });
  it('follows exp(−π (α λc / λ)²) at other wavelengths', () => {
    const alpha = Math.sqrt(Math.LN2 / Math.PI);
    for (const lambda of [0.5 * cutoff, 2 * cutoff, 4 * cutoff]) {
      const expected = Math.exp(-Math.PI * ((alpha * cutoff) / lambda) ** 2);
      expect(Math.abs(transmission(gauss, lambda, spacing, n) - expected)).toBeLessThan(0.005);
    }
  });
  it('keeps a constant exactly up to the ends (zero-order end correction) and bridges NaN', () => {
    const z = new Float64Array(300).fill(3e-6);
    z[100] = NaN;
    const w = gaussianMeanLine(z, spacing, cutoff);
    // The long kernel goes through the FFT: rounding stays below 1e-12 of the value.
    for (const v of w) expect(Math.abs(v / 3e-6 - 1)).toBeLessThan(1e-12);
  });
});

describe('spline profile filter (ISO/TS 16610-22)', () => {
  for (const beta of [SPLINE_DEFAULT_TENSION, 0]) {
    const spline = (z: Float64Array): Float64Array => splineMeanLine(z, spacing, cutoff, beta);
    it(`transmits 50 % at the cut-off with tension β = ${beta}`, () => {
      expect(Math.abs(transmission(spline, cutoff, spacing, n) - 0.5)).toBeLessThan(0.005);
    });
    it(`follows 1/(1 + β α² s² + (1 − β) α⁴ s⁴) with β = ${beta}`, () => {
      const alpha = 1 / (2 * Math.sin((Math.PI * spacing) / cutoff));
      for (const lambda of [0.5 * cutoff, 2 * cutoff]) {
        const s2 = (2 * Math.sin((Math.PI * spacing) / lambda)) ** 2;
        const expected = 1 / (1 + beta * alpha ** 2 * s2 + (1 - beta) * alpha ** 4 * s2 * s2);
        expect(Math.abs(transmission(spline, lambda, spacing, n) - expected)).toBeLessThan(0.003);
      }
    });
  }
  it('reproduces a straight line exactly with zero tension, ends included (no end effect)', () => {
    const z = Float64Array.from({ length: 200 }, (_, i) => 1e-6 + 3e-8 * i);
    const w = splineMeanLine(z, spacing, cutoff, 0);
    for (let i = 0; i < z.length; i++) expect(w[i]).toBeCloseTo(z[i] as number, 15);
  });
  it('bridges invalid samples (zero data weight) on a constant', () => {
    const z = new Float64Array(200).fill(2e-6);
    z.fill(NaN, 50, 60);
    const w = splineMeanLine(z, spacing, cutoff);
    for (const v of w) expect(v).toBeCloseTo(2e-6, 15);
  });
});

describe('Gaussian filter: FFT convolution for long kernels', () => {
  it('gives the direct sum’s numbers, NaN gaps and ends included', () => {
    const m = 700;
    const z = Float64Array.from(
      { length: m },
      (_, i) => 1e-6 * Math.sin(i / 9) + 2e-7 * Math.cos(i / 2.3) + 1e-9 * i,
    );
    z.fill(NaN, 300, 320);
    // Half-width 120 samples takes the FFT path; the reference is the plain weighted sum.
    const viaFft = gaussianMeanLine(z, 1, 120);
    const direct = new Float64Array(m);
    const weights = Array.from({ length: 121 }, (_, k) =>
      Math.exp(-Math.PI * (k / (Math.sqrt(Math.LN2 / Math.PI) * 120)) ** 2),
    );
    for (let i = 0; i < m; i++) {
      let sum = 0;
      let weightSum = 0;
      for (let j = Math.max(0, i - 120); j <= Math.min(m - 1, i + 120); j++) {
        if (Number.isNaN(z[j])) continue;
        sum += (weights[Math.abs(j - i)] as number) * (z[j] as number);
        weightSum += weights[Math.abs(j - i)] as number;
      }
      direct[i] = sum / weightSum;
    }
    for (let i = 0; i < m; i++)
      expect(Math.abs((viaFft[i] as number) - (direct[i] as number))).toBeLessThan(1e-15);
  });
});

describe('Gaussian filter: two profiles in one transform', () => {
  it('gives each profile’s own mean line, and falls back when one has invalid samples', () => {
    const m = 500;
    const a = Float64Array.from({ length: m }, (_, i) => 1e-6 * Math.sin(i / 7) + 1e-9 * i);
    const b = Float64Array.from({ length: m }, (_, i) => 5e-7 * Math.cos(i / 13) - 2e-9 * i);
    const outA = new Float64Array(m);
    const outB = new Float64Array(m);
    gaussianMeanLines(a, b, 1, 100, outA, outB);
    const singleA = gaussianMeanLine(a, 1, 100);
    const singleB = gaussianMeanLine(b, 1, 100);
    for (let i = 0; i < m; i++) {
      expect(Math.abs((outA[i] as number) - (singleA[i] as number))).toBeLessThan(1e-15);
      expect(Math.abs((outB[i] as number) - (singleB[i] as number))).toBeLessThan(1e-15);
    }
    b[10] = NaN;
    gaussianMeanLines(a, b, 1, 100, outA, outB);
    const holed = gaussianMeanLine(b, 1, 100);
    for (let i = 0; i < m; i++) expect(outB[i]).toBe(holed[i]);
  });
});
