// Profile parameters and extraction against Gwyddion 2.62 (libgwyprocess line statistics and
// gwy_data_field_get_profile) and the profile filters against independent numpy/scipy
// implementations, from the committed profile.json (bench/gwyddion-peer/generate-profile-reference.ts).
import { describe, expect, it } from 'vitest';
import { profileParametersAnalysis } from '../../src/analysis/analyses/profile-parameters.ts';
import { extractProfile } from '../../src/analysis/profile/extract-profile.ts';
import { gaussianMeanLine } from '../../src/analysis/profile/gaussian-filter.ts';
import { subtractLeastSquaresLine } from '../../src/analysis/profile/least-squares-line.ts';
import { splineMeanLine } from '../../src/analysis/profile/spline-filter.ts';
import reference from './profile.json' with { type: 'json' };
import { roughProfileField } from './profile-fields.ts';

interface GwyddionRow {
  Ra: number;
  Rq: number;
  skew: number;
  excessKurtosis: number;
  Rpm: number;
  Rvm: number;
  Rtm: number;
  Rt: number;
  tanBeta0: number;
}

const surface = roughProfileField();
const rows = reference.gwyddion.rows as GwyddionRow[];
const n = surface.nx;

function unfilteredRow(row: number): Record<string, number> {
  return profileParametersAnalysis.run(surface, {
    line: {
      type: 'horizontal',
      start: { x: 0, y: row / (surface.ny - 1) },
      end: { x: 1, y: row / (surface.ny - 1) },
    },
    averageEntire: false,
    includeFilter: false,
    filter: 'spline',
    component: 'roughness',
    // Sampling lengths that divide the whole row, as Gwyddion's sections do (not the automatic λc of
    // the standard series).
    cutoffLength: { type: 'CUSTOM', customValue: ((n - 1) * surface.dx) / reference.sections },
    numberOfSamples: { type: 'user-specified', customValue: reference.sections },
    materialRatioLevel: 0,
  }).values;
}

const relative = (a: number | undefined, b: number): number => Math.abs((a as number) / b - 1);

describe('profile parameters agree with Gwyddion 2.62 on levelled, unfiltered rows', () => {
  it('has one reference row per image row', () => {
    expect(rows.length).toBe(surface.ny);
  });
  for (const row of [0, 7, 16, 32]) {
    it(`row ${row}: Ra Rq Rt Rpm Rvm Rtm to 1e-12, Rsk and Rku (ISO, = excess + 3) within 1/N`, () => {
      const v = unfilteredRow(row);
      const g = rows[row] as GwyddionRow;
      for (const [ours, theirs] of [
        [v.Ra, g.Ra],
        [v.Rq, g.Rq],
        [v.Rt, g.Rt],
        [v.Rpm, g.Rpm],
        [v.Rvm, g.Rvm],
        [v.Rtm, g.Rtm],
        [v.Rz, g.Rtm],
      ] as const) {
        expect(relative(ours, theirs)).toBeLessThan(1e-12);
      }
      // Gwyddion's line skewness and kurtosis normalise slightly differently (measured: ours higher
      // by ≈ 0.5/N and 1/N relative for N samples); the ISO kurtosis is Gwyddion's excess + 3.
      expect(relative(v.Rsk, g.skew)).toBeLessThan(1 / n);
      expect(relative(v.Rku, g.excessKurtosis + 3)).toBeLessThan(1.5 / n);
      expect(relative(v.Rku, g.excessKurtosis + 3)).toBeGreaterThan(0.5 / n);
    });
  }

  it('RΔq uses a seven-point slope; Gwyddion’s tan β0 is the forward-difference RMS slope', () => {
    const z = Float64Array.from(surface.z.subarray(16 * n, 17 * n));
    subtractLeastSquaresLine(z);
    let sum = 0;
    for (let i = 0; i + 1 < n; i++) sum += (((z[i + 1] as number) - (z[i] as number)) / surface.dx) ** 2;
    const forward = Math.sqrt(sum / (n - 1));
    const g = rows[16] as GwyddionRow;
    expect(relative(forward, g.tanBeta0)).toBeLessThan(1e-9);
    // The noise in this field makes forward differences about 1 % steeper than the seven-point slope.
    const ratio = (unfilteredRow(16).Rdq as number) / g.tanBeta0;
    expect(ratio).toBeGreaterThan(0.985);
    expect(ratio).toBeLessThan(0.995);
  });
});

describe('profile extraction agrees with gwy_data_field_get_profile', () => {
  it('samples the same diagonal, one sample per pixel of the dominant axis, to 1e-20 m', () => {
    const { scol, srow, ecol, erow } = reference.diagonal;
    const p = extractProfile(surface, {
      type: 'diagonal',
      start: { x: scol / (surface.nx - 1), y: srow / (surface.ny - 1) },
      end: { x: ecol / (surface.nx - 1), y: erow / (surface.ny - 1) },
    });
    const g = reference.gwyddion.profile;
    expect(p.z.length).toBe(g.res);
    // Gwyddion's real length counts res samples of the same spacing.
    expect(relative(p.spacing * g.res, g.real)).toBeLessThan(1e-12);
    for (let i = 0; i < g.res; i++)
      expect(Math.abs((p.z[i] as number) - (g.z[i] as number))).toBeLessThan(1e-20);
  });
});

describe('profile filters agree with numpy/scipy implementations', () => {
  const [filtered] = reference.filters;
  if (!filtered) throw new Error('profile.json holds no filter reference');
  const z = Float64Array.from(surface.z.subarray(filtered.row * n, (filtered.row + 1) * n));
  subtractLeastSquaresLine(z);
  const scale = Math.max(...Array.from(z, Math.abs));
  const margin = Math.ceil(reference.cutoff / surface.dx);

  // scipy rounds its kernel radius differently; measured agreement ≈ 1e-8 of the range, asserted 1e-7.
  it('Gaussian mean line equals scipy gaussian_filter1d (σ = αλc/√(2π), ±λc) away from the ends', () => {
    const ours = gaussianMeanLine(z, surface.dx, reference.cutoff);
    for (let i = margin; i < n - margin; i++) {
      expect(Math.abs((ours[i] as number) - (filtered.gaussian[i] as number))).toBeLessThan(1e-7 * scale);
    }
  });

  for (const [beta, line] of Object.entries(filtered.splines)) {
    it(`spline mean line (β = ${beta}) equals a dense numpy solve everywhere, ends included`, () => {
      const ours = splineMeanLine(z, surface.dx, reference.cutoff, Number(beta));
      for (let i = 0; i < n; i++)
        expect(Math.abs((ours[i] as number) - (line[i] as number))).toBeLessThan(1e-9 * scale);
    });
  }
});
