// The ISO 13565-2 / ISO 25178-2 core construction and the volume parameters against closed forms, on
// surfaces whose material ratio curve is known exactly: heights at the quantiles (k + ½)/n of a
// Gaussian and of a sinusoid (arcsine law), so only the curve's discretisation (O(1/n)) remains.
import { describe, expect, it } from 'vitest';
import { normalCdf, normalDensity, normalQuantile } from '../../generate/normal-distribution.ts';
import type { Surface } from '../../surface/surface.ts';
import { createArealContext } from './areal-context.ts';
import { Sk, Smr1, Smr2, Spk, Svk, Vmc, Vmp, Vvc, Vvv } from './functional-parameters.ts';

function surfaceOf(heights: (k: number, n: number) => number, nx: number, ny: number, offset = 0): Surface {
  const n = nx * ny;
  const z = new Float64Array(n);
  // Spread the quantiles over the field in a scrambled order (the curve does not depend on it).
  for (let k = 0; k < n; k++) z[(k * 7919) % n] = offset + heights(k, n);
  return { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z, meta: {} };
}

function values(surface: Surface): Record<string, number> {
  const c = createArealContext(surface);
  const out: Record<string, number> = {};
  for (const p of [Sk, Spk, Svk, Smr1, Smr2, Vmp, Vmc, Vvc, Vvv]) out[p.id] = p.compute(c);
  return out;
}

describe('core roughness and volume parameters on closed forms', () => {
  it('Gaussian heights: unique central secant, Sk = 2·probit(0.7)/0.4·σ ≈ 2.622σ, Spk = Svk, V parameters', () => {
    const sigma = 1e-6;
    const v = values(surfaceOf((k, n) => sigma * normalQuantile((k + 0.5) / n), 256, 256));
    const z7 = normalQuantile(0.7);
    const skOverSigma = (2 * z7) / 0.4;
    expect(skOverSigma).toBeCloseTo(2.622, 3);
    // The equivalent line runs through the curve at mr = 0.3 and 0.7, so it meets mr = 0 at Sk/2.
    const top = 0.5 * skOverSigma;
    const smr1 = 1 - normalCdf(top);
    // Triangle of the same area as the peaks: Spk = 2·E[(Z − t)⁺]/Smr1.
    const spk = (2 * (normalDensity(top) - top * smr1)) / smr1;
    const relativeTo = (value: number | undefined, expected: number) =>
      Math.abs((value as number) / expected - 1);
    expect(relativeTo(v.Sk, skOverSigma * sigma)).toBeLessThan(1e-4);
    expect(relativeTo(v.Smr1, smr1)).toBeLessThan(1e-3);
    expect(relativeTo(v.Smr2, 1 - smr1)).toBeLessThan(1e-4);
    expect(relativeTo(v.Spk, spk * sigma)).toBeLessThan(2e-3);
    expect(relativeTo(v.Svk, spk * sigma)).toBeLessThan(2e-3);
    expect(Math.abs((v.Spk as number) - (v.Svk as number)) / sigma).toBeLessThan(1e-3);
    // Vm(p) = σ(φ(z_p) − p·z_p), Vv(p) = σ(φ(z_p) + (1 − p)·z_p), z_p = Φ⁻¹(1 − p).
    const zp = normalQuantile(0.9);
    const zq = normalQuantile(0.2);
    const vm = (p: number, z: number) => normalDensity(z) - p * z;
    const vv = (p: number, z: number) => normalDensity(z) + (1 - p) * z;
    expect(relativeTo(v.Vmp, vm(0.1, zp) * sigma)).toBeLessThan(2e-3);
    expect(relativeTo(v.Vmc, (vm(0.8, zq) - vm(0.1, zp)) * sigma)).toBeLessThan(1e-4);
    expect(relativeTo(v.Vvc, (vv(0.1, zp) - vv(0.8, zq)) * sigma)).toBeLessThan(1e-4);
    expect(relativeTo(v.Vvv, vv(0.8, zq) * sigma)).toBeLessThan(1e-3);
  });

  it('symmetric sinusoid: the tie between the two end secants goes to mr = 0 whatever the rounding', () => {
    const A = 2e-7;
    // Arcsine law: h(mr) = A·cos(π·mr). Least-gradient secants at both ends; the first one wins.
    const sk = (A * (1 - Math.cos(0.4 * Math.PI))) / 0.4;
    const bottom = A - sk;
    const smr2 = Math.acos(bottom / A) / Math.PI;
    // Svk = 2/(1 − Smr2)·∫ (bottom − A cos πmr) dmr over [Smr2, 1].
    const svk = 2 * (bottom + (A * Math.sin(Math.PI * smr2)) / Math.PI / (1 - smr2));
    // Offsets change the rounding of z − z̄; lifting the deepest point by 1e-10·A makes the dale-end
    // secant less steep by a rounding-sized amount, which alone used to move the core to the dales.
    const cases = [0, 1e-3, -3.7e-5, 5e-9].flatMap((offset) => [
      { offset, lift: 0 },
      { offset, lift: 1e-10 * A },
    ]);
    for (const { offset, lift } of cases) {
      const n = 256 * 128;
      const curve = (k: number): number => A * Math.cos((Math.PI * (k + 0.5)) / n) + (k === n - 1 ? lift : 0);
      const v = values(surfaceOf(curve, 256, 128, offset));
      expect(v.Spk, `offset ${offset}, lift ${lift}`).toBe(0);
      expect(v.Smr1 as number, `offset ${offset}, lift ${lift}`).toBeLessThanOrEqual(1 / n);
      expect(Math.abs((v.Sk as number) / sk - 1), `offset ${offset}, lift ${lift}`).toBeLessThan(1e-5);
      expect(Math.abs((v.Smr2 as number) - smr2), `offset ${offset}, lift ${lift}`).toBeLessThan(1e-4);
      expect(Math.abs((v.Svk as number) / svk - 1), `offset ${offset}, lift ${lift}`).toBeLessThan(1e-3);
    }
    // A sampled sine field (not quantiles) takes the same end.
    const nx = 256;
    const z = new Float64Array(nx * 64);
    for (let i = 0; i < z.length; i++) z[i] = A * Math.sin((2 * Math.PI * (i % nx)) / 64);
    const sampled = values({ nx, ny: 64, dx: 1e-8, dy: 1e-8, x0: 0, y0: 0, z, meta: {} });
    expect(sampled.Spk).toBe(0);
    // 64 samples per period: a staircase of 33 distinct heights, 2 % from the continuous curve's Sk.
    expect(Math.abs((sampled.Sk as number) / sk - 1)).toBeLessThan(0.03);
    expect(sampled.Svk).toBeGreaterThan(0);
  });
});
