import { describe, expect, it } from 'vitest';
import { rmsAboutMean } from '../analysis/rms-height.ts';
import { sampleGrating, sampleParticles, sampleStep, sampleSurfaces } from './sample-surfaces.ts';

describe('sample surfaces', () => {
  it('are deterministic and named as x3p files', { timeout: 30_000 }, () => {
    const a = sampleSurfaces();
    const b = sampleSurfaces();
    expect(a.map((s) => s.name)).toEqual([
      'grating-10um.x3p',
      'step-200nm.x3p',
      'machined-surface.x3p',
      'particles.x3p',
    ]);
    for (const [i, s] of a.entries()) {
      const other = b[i]!.surface.z;
      expect(s.surface.z.length).toBe(other.length);
      expect(s.surface.z.every((v, k) => Object.is(v, other[k]))).toBe(true);
    }
  });

  it('grating: Sq ≈ A/√2 of the 0.5 µm sine', () => {
    expect(rmsAboutMean(sampleGrating().z)).toBeCloseTo(0.5e-6 / Math.SQRT2, 8);
  });

  it('step: the two halves differ by 200 nm once the known tilt is removed', () => {
    const s = sampleStep();
    let left = 0;
    let right = 0;
    for (let row = 0; row < s.ny; row++) {
      for (let col = 0; col < s.nx; col++) {
        const v = s.z[row * s.nx + col]! - 2e-5 * col * s.dx - 1e-5 * row * s.dy;
        if (col < s.nx / 2 - 5) left += v;
        else if (col > s.nx / 2 + 5) right += v;
      }
    }
    const half = (s.nx / 2 - 5) * s.ny;
    expect(right / (half - s.ny) - left / half).toBeCloseTo(200e-9, 9);
  });

  it('particles: a flat substrate with raised caps', () => {
    const z = sampleParticles().z;
    const raised = z.filter((v) => v > 10e-9).length;
    expect(raised / z.length).toBeGreaterThan(0.02);
    expect(raised / z.length).toBeLessThan(0.5);
  });
});
