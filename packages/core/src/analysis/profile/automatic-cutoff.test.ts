import { describe, expect, it } from 'vitest';
import { gaussian, mulberry32 } from '../../generate/prng.ts';
import { profileParametersAnalysis, type ProfileParametersParams } from '../analyses/profile-parameters.ts';
import { surfaceOf } from './test-surfaces.ts';
import { isPeriodic } from './automatic-cutoff.ts';

const automatic: ProfileParametersParams = {
  line: { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } },
  averageEntire: false,
  includeFilter: true,
  filter: 'gaussian',
  component: 'roughness',
  cutoffLength: { type: 'CUSTOM' },
  numberOfSamples: { type: 'max-samples', customValue: 5 },
  materialRatioLevel: 0,
};

/** Non-periodic roughness: white noise smoothed over ~20 samples, scaled to the wanted Ra (roughly). */
function randomProfile(samples: number, spacing: number, rms: number, seed: number) {
  const random = mulberry32(seed);
  const noise = Array.from({ length: samples + 40 }, () => gaussian(random));
  const smooth = Array.from({ length: samples }, (_, i) => {
    let s = 0;
    for (let k = 0; k < 40; k++) s += noise[i + k] as number;
    return (s / Math.sqrt(40)) * rms;
  });
  return surfaceOf(samples, 1, spacing, (x) => smooth[Math.round(x / spacing)] as number);
}

describe('automatic cut-off λc (ISO 4288 tables, ISO 21920-3 evaluation length)', () => {
  it('non-periodic, Ra between 0.1 and 2 µm, 4 mm long: 0.8 mm by Ra', () => {
    const r = profileParametersAnalysis.run(randomProfile(4001, 1e-6, 0.6e-6, 3), automatic);
    expect(r.cutoffRule).toBe('iso4288-ra');
    expect(r.cutoff).toBe(0.8e-3);
    expect(r.sections).toBe(5);
    // The Ra that chose it, measured with that λc, lies in Table 1's range for 0.8 mm.
    expect(r.cutoffBasis).toBeGreaterThan(0.1e-6);
    expect(r.cutoffBasis).toBeLessThanOrEqual(2e-6);
    expect(r.cutoffBasis).toBeCloseTo(r.values.Ra as number, 12);
  });

  it('Ra below 0.1 µm: 0.25 mm; Ra below 0.02 µm: 0.08 mm', () => {
    const fine = profileParametersAnalysis.run(randomProfile(4001, 1e-6, 0.05e-6, 4), automatic);
    expect(fine.cutoffRule).toBe('iso4288-ra');
    expect(fine.cutoff).toBe(0.25e-3);
    const finest = profileParametersAnalysis.run(randomProfile(4001, 1e-6, 0.01e-6, 5), automatic);
    expect(finest.cutoff).toBe(0.08e-3);
  });

  it('a profile too short for five sampling lengths of the table λc gets the longest it holds', () => {
    // 1.96 mm (the case of the issue: L/5 = 391.7 µm was used): Ra asks for 0.8 mm, 5 × 0.25 mm fit.
    const r = profileParametersAnalysis.run(randomProfile(1959, 1e-6, 0.6e-6, 3), automatic);
    expect(r.cutoffRule).toBe('evaluation-length');
    expect(r.cutoff).toBe(0.25e-3);
    expect(r.sections).toBe(7);
    expect(r.cutoffBasis).toBeGreaterThan(0.1e-6);
  });

  it('periodic profiles by RSm: a sine of 80 µm period gets 0.25 mm', () => {
    const sine = surfaceOf(4001, 1, 1e-6, (x) => 1e-6 * Math.sin((2 * Math.PI * x) / 80e-6));
    const r = profileParametersAnalysis.run(sine, automatic);
    expect(r.cutoffRule).toBe('iso4288-rsm');
    expect(r.cutoff).toBe(0.25e-3);
    expect(Math.abs((r.cutoffBasis as number) / 80e-6 - 1)).toBeLessThan(1e-3);
    const coarse = surfaceOf(8001, 1, 1e-6, (x) => 1e-6 * Math.sin((2 * Math.PI * x) / 200e-6));
    expect(profileParametersAnalysis.run(coarse, automatic).cutoff).toBe(0.8e-3);
  });

  it('below 0.4 mm (AFM) the standard series does not apply: λc = L/5, said so', () => {
    const afm = profileParametersAnalysis.run(randomProfile(513, 0.1e-6, 1e-9, 6), automatic);
    expect(afm.cutoffRule).toBe('profile-length');
    expect(afm.cutoff).toBeCloseTo((512 * 0.1e-6) / 5, 15);
    expect(afm.cutoffBasis).toBeNull();
  });

  it('reports custom and standard choices as such', () => {
    const surface = randomProfile(4001, 1e-6, 0.6e-6, 3);
    const custom = profileParametersAnalysis.run(surface, {
      ...automatic,
      cutoffLength: { type: 'CUSTOM', customValue: 0.5e-3 },
    });
    expect([custom.cutoffRule, custom.cutoff]).toEqual(['custom', 0.5e-3]);
    const standard = profileParametersAnalysis.run(surface, {
      ...automatic,
      cutoffLength: { type: '2.5mm' },
    });
    expect([standard.cutoffRule, standard.cutoff]).toEqual(['standard', 2.5e-3]);
  });

  it('tells periodic from random profiles by the autocorrelation', () => {
    const sine = Float64Array.from({ length: 1000 }, (_, i) => Math.sin(i / 7));
    const random = mulberry32(9);
    const noise = Float64Array.from({ length: 1000 }, () => gaussian(random));
    expect(isPeriodic(sine)).toBe(true);
    expect(isPeriodic(noise)).toBe(false);
  });
});
