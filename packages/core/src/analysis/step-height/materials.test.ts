import { describe, expect, it } from 'vitest';
import {
  REFERENCE_WAVELENGTH,
  apparentHeightOffset,
  dissimilarMaterialCorrection,
  materialIds,
  phaseOnReflection,
  refractiveIndexAt550nm,
} from './materials.ts';

describe('phase change on reflection', () => {
  it('is π for every dielectric and between π/2 and π for the metals of the table', () => {
    expect(phaseOnReflection({ n: 1.5, k: 0 })).toBe(Math.PI);
    expect(phaseOnReflection({ n: 3.9, k: 0 })).toBe(Math.PI);
    for (const id of materialIds) {
      const phi = phaseOnReflection(refractiveIndexAt550nm[id]);
      expect(phi).toBeGreaterThan(Math.PI / 2);
      expect(phi).toBeLessThanOrEqual(Math.PI);
    }
  });

  it('equals the argument of r = (1 − N)/(1 + N) with N = n − ik (e^{+iωt} convention)', () => {
    const { n, k } = refractiveIndexAt550nm.Au;
    // (1 − n + ik)/(1 + n − ik), multiplied out by the conjugate of the denominator.
    const re = (1 - n) * (1 + n) - k * k;
    const im = k * (1 + n) + k * (1 - n);
    expect(phaseOnReflection({ n, k })).toBeCloseTo(Math.atan2(im, re), 15);
  });

  it('corrects a gold film on glass by (π − φ_Au)·λ/4π ≈ 33 nm: metal films look thinner', () => {
    const phiAu = Math.atan2(2 * 2.46, 1 - 0.43 ** 2 - 2.46 ** 2);
    const expected = ((Math.PI - phiAu) * 550e-9) / (4 * Math.PI);
    expect(dissimilarMaterialCorrection('Dielectric', 'Au', 'psi')).toBeCloseTo(expected, 20);
    expect(expected).toBeGreaterThan(30e-9);
    expect(expected).toBeLessThan(36e-9);
    // Reversing the materials reverses the sign; equal materials need nothing.
    expect(dissimilarMaterialCorrection('Au', 'Dielectric', 'vsi')).toBeCloseTo(-expected, 20);
    expect(dissimilarMaterialCorrection('Al', 'Al', 'vsi')).toBe(0);
  });

  it('uses custom Psi/Vsi offsets per mode', () => {
    const custom = { psi: 10e-9, vsi: 4e-9 };
    expect(dissimilarMaterialCorrection(custom, { psi: 0, vsi: 0 }, 'psi')).toBe(10e-9);
    expect(dissimilarMaterialCorrection(custom, { psi: 0, vsi: 0 }, 'vsi')).toBe(4e-9);
    expect(apparentHeightOffset({ n: 1.5, k: 0 })).toBeCloseTo(REFERENCE_WAVELENGTH / 4, 20);
  });
});
