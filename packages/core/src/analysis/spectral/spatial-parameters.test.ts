import { describe, expect, it } from 'vitest';
import {
  gaussianRandomField,
  groovesField,
  PIXEL,
  withHoles,
} from '../../../test/gwyddion-reference/spectral-fields.ts';
import { makeSurface } from '../../surface/build.ts';
import { autocorrelation2d } from './autocorrelation-2d.ts';
import { spatialParameters } from './spatial-parameters.ts';

describe('autocorrelation2d', () => {
  it('equals the direct sum over valid pairs, NaN points excluded', () => {
    const nx = 9;
    const ny = 7;
    const z = new Float64Array(nx * ny).map((_, i) => Math.sin(i * 1.7) + 0.3 * Math.cos(i * 0.4));
    z[5] = NaN;
    z[30] = NaN;
    const acf = autocorrelation2d(makeSurface({ nx, ny, dx: 1, dy: 1 }, z), 4, 3);
    const valid = [...z].filter((v) => !Number.isNaN(v));
    const mean = valid.reduce((a, b) => a + b, 0) / valid.length;
    const direct = (i: number, j: number): number => {
      let s = 0;
      let n = 0;
      for (let y = 0; y < ny; y++)
        for (let x = 0; x < nx; x++) {
          const a = z[y * nx + x] as number;
          if (x + i < 0 || x + i >= nx || y + j < 0 || y + j >= ny) continue;
          const b = z[(y + j) * nx + x + i] as number;
          if (Number.isNaN(a) || Number.isNaN(b)) continue;
          s += (a - mean) * (b - mean);
          n++;
        }
      return s / n;
    };
    const r0 = direct(0, 0);
    expect(acf.variance).toBeCloseTo(r0, 12);
    for (const [i, j] of [
      [1, 0],
      [0, 1],
      [-3, 2],
      [4, -3],
      [2, 2],
    ] as const)
      expect(acf.values[(acf.maxLagY + j) * acf.width + acf.maxLagX + i]).toBeCloseTo(direct(i, j) / r0, 12);
  });
});

describe('spatialParameters', () => {
  // ACF exp(−r²/τ²): Sal = τ·√(−ln s). τ = 8 px → 10.15 px at s = 0.2.
  const tau = 8;
  const field = gaussianRandomField(256, 256, tau, tau, 11);

  it('finds Sal of a Gaussian random field of known correlation length within 5 %', () => {
    const { Sal, Str } = spatialParameters(field, 0.2);
    const expected = tau * Math.sqrt(-Math.log(0.2)) * PIXEL;
    expect(Math.abs(Sal / expected - 1)).toBeLessThan(0.05);
    // Isotropic: shortest and longest decay close.
    expect(Str).toBeGreaterThan(0.8);
    const atHalf = spatialParameters(field, 0.5).Sal;
    expect(Math.abs(atHalf / (tau * Math.sqrt(Math.log(2)) * PIXEL) - 1)).toBeLessThan(0.05);
  });

  it('gives nearly the same Sal with 10 % of the points missing', () => {
    const full = spatialParameters(field, 0.2).Sal;
    const holed = spatialParameters(withHoles(field, 0.1, 3), 0.2).Sal;
    expect(Math.abs(holed / full - 1)).toBeLessThan(0.02);
  });

  it('measures anisotropy: τx = 16, τy = 4 → Str ≈ 1/4 and the lay along x', () => {
    const { Sal, Str, Std } = spatialParameters(gaussianRandomField(256, 256, 16, 4, 5), 0.2);
    expect(Math.abs(Sal / (4 * Math.sqrt(-Math.log(0.2)) * PIXEL) - 1)).toBeLessThan(0.08);
    expect(Str).toBeGreaterThan(0.2);
    expect(Str).toBeLessThan(0.3);
    expect(Math.abs(Std)).toBeLessThan(0.05);
  });

  it.each([0, Math.PI / 6, Math.PI / 4, -Math.PI / 3, Math.PI / 2])(
    'grooves at %f rad: Str near 0 and Std = the groove direction',
    (angle) => {
      const { Str, Std } = spatialParameters(groovesField(200, 160, angle, 12, 50e-9, 2e-9, 9), 0.2);
      expect(Str).toBeLessThan(0.1);
      // Directions are defined modulo π.
      const difference = Math.abs(((Std - angle + 1.5 * Math.PI) % Math.PI) - Math.PI / 2);
      // The peak sits between spectral grid points at oblique angles: about 1° resolution.
      expect(difference).toBeLessThan(0.02);
    },
  );

  it('a lay that never decays to s within the lags gives a small Str bounded by the lag domain, not 0', () => {
    // z depends on the row only: the ACF is 1 all along x, so the longest decay is the lag domain's
    // edge (ISO 25178-2 takes the farthest lag where the ACF ≥ s), never infinite.
    const nx = 128;
    const ny = 96;
    const surface = groovesField(nx, ny, 0, 10, 50e-9, 0, 3);
    const { Sal, Str } = spatialParameters(surface, 0.2);
    const lagX = (nx >> 1) * PIXEL;
    expect(Number.isFinite(Sal)).toBe(true);
    expect(Str).toBeGreaterThan(0);
    // Longest between the x extent of the lags and the farthest point of the band |ty| ≤ Sal inside it.
    expect(Str).toBeLessThanOrEqual(Sal / lagX + 1e-12);
    expect(Str).toBeGreaterThanOrEqual(Sal / Math.hypot(lagX, 1.1 * Sal));
  });

  it('refuses a threshold outside 0 ≤ s < 1', () => {
    expect(() => spatialParameters(field, 1)).toThrow(/threshold/);
    expect(() => spatialParameters(field, -0.1)).toThrow(/threshold/);
  });
});
