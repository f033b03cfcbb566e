import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { NO_INPUTS } from './define-operator.ts';
import { formPolynomial, type FormPolynomialParams } from './form-polynomial.ts';
import { polynomialTerms } from './polynomial-surface.ts';

const defaults: FormPolynomialParams = {
  degree: 3,
  ignoreOutliers: false,
  outlierThreshold: 3,
  outlierIterations: 2,
};

/** Σ c_ij x^i y^j over i + j ≤ degree with x, y in micrometres from an off-centre origin. */
function polynomialField(nx: number, ny: number, degree: number, seed = 1): Surface {
  const terms = polynomialTerms(degree);
  let s = seed;
  const rand = (): number => ((s = (s * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const c = terms.map(([i, j]) => (rand() * 1e-7) / 10 ** (i + j));
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      const x = col * 0.5 + 3;
      const y = row * 0.5 - 7;
      let v = 0;
      terms.forEach(([i, j], k) => (v += (c[k] as number) * x ** i * y ** j));
      z[row * nx + col] = v;
    }
  return makeSurface({ nx, ny, dx: 5e-7, dy: 5e-7 }, z);
}

function maxAbs(z: Float64Array): number {
  let m = 0;
  for (const v of z) if (!Number.isNaN(v)) m = Math.max(m, Math.abs(v));
  return m;
}

function rms(z: Float64Array): number {
  let s = 0,
    n = 0;
  for (const v of z)
    if (!Number.isNaN(v)) {
      s += v * v;
      n++;
    }
  return Math.sqrt(s / n);
}

describe('form.polynomial', () => {
  it('flattens a polynomial surface of degree ≤ N to zero for every degree 1 … 11', () => {
    for (let degree = 1; degree <= 11; degree++) {
      const surface = polynomialField(64, 48, degree, degree + 3);
      const scale = maxAbs(surface.z);
      const out = formPolynomial.apply(surface, { ...defaults, degree }, NO_INPUTS);
      expect(maxAbs(out.z) / scale, `degree ${degree}`).toBeLessThan(1e-9);
    }
  });

  it('does not remove what is above the degree: a degree-2 fit leaves x³ minus its best quadratic', () => {
    const nx = 41,
      ny = 41;
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = ((col - 20) / 20) ** 3 * 1e-6;
    const surface = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
    const out2 = formPolynomial.apply(surface, { ...defaults, degree: 2 }, NO_INPUTS);
    // u³ − (3/5)·u·c with the discrete Legendre projection: the residual is clearly non-zero …
    expect(maxAbs(out2.z)).toBeGreaterThan(1e-7);
    // … and degree 3 removes it.
    expect(maxAbs(formPolynomial.apply(surface, { ...defaults, degree: 3 }, NO_INPUTS).z)).toBeLessThan(
      1e-18,
    );
  });

  it('ignores NaN points, keeps them NaN and leaves the input untouched', () => {
    const surface = polynomialField(40, 30, 3);
    const holes = [0, 17, 333, 600, 1199];
    for (const h of holes) surface.z[h] = NaN;
    for (let col = 0; col < 40; col++) surface.z[10 * 40 + col] = NaN; // a whole invalid row
    const before = Float64Array.from(surface.z);
    const out = formPolynomial.apply(surface, defaults, NO_INPUTS);
    for (const h of holes) expect(out.z[h]).toBeNaN();
    expect(maxAbs(out.z) / maxAbs(surface.z)).toBeLessThan(1e-9);
    expect(surface.z).toEqual(before);
  });

  it('with ignoreOutliers, spikes do not bend the fit', () => {
    const surface = polynomialField(50, 50, 2, 9);
    const clean = Float64Array.from(surface.z);
    const spikes = [55, 777, 1234, 2001];
    for (const k of spikes) surface.z[k] = (surface.z[k] as number) + 5e-5;
    const plain = formPolynomial.apply(surface, { ...defaults, degree: 2 }, NO_INPUTS);
    const robust = formPolynomial.apply(surface, { ...defaults, degree: 2, ignoreOutliers: true }, NO_INPUTS);
    const off = (z: Float64Array): number => {
      let m = 0;
      for (let k = 0; k < z.length; k++) if (!spikes.includes(k)) m = Math.max(m, Math.abs(z[k] as number));
      return m;
    };
    expect(off(plain.z)).toBeGreaterThan(1e-7);
    expect(off(robust.z) / maxAbs(clean)).toBeLessThan(1e-9);
    // Outliers are kept (with their residual), not removed.
    for (const k of spikes) expect(robust.z[k]).toBeCloseTo(5e-5, 12);
    expect(rms(robust.z)).toBeGreaterThan(0);
  });

  it('refuses a degree the valid points cannot determine', () => {
    const surface = polynomialField(3, 3, 1);
    expect(() => formPolynomial.apply(surface, { ...defaults, degree: 4 }, NO_INPUTS)).toThrow(AnalysisError);
    const line = polynomialField(20, 1, 1);
    try {
      formPolynomial.apply(line, { ...defaults, degree: 2 }, NO_INPUTS);
      expect.unreachable();
    } catch (e) {
      expect((e as AnalysisError).code).toBe('invalid-request');
    }
  });
});
