import { describe, expect, it } from 'vitest';
import { isAnalysisError } from '../analysis-error.ts';
import { surfaceOf } from '../profile/test-surfaces.ts';
import { profileParametersAnalysis, type ProfileParametersParams } from './profile-parameters.ts';

const A = 1e-6;
const lambda = 40e-6;
const dx = 0.5e-6;
// 50 wavelengths over 4000 samples; λc = 10 λ, so five sampling lengths hold 50 periods. The phase
// makes the profile even about its centre, so form removal (least-squares line) leaves it unchanged.
const centre = 2000 * dx;
const sine = surfaceOf(4001, 3, dx, (x) => A * Math.cos((2 * Math.PI * (x - centre)) / lambda));

const base: ProfileParametersParams = {
  line: { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } },
  averageEntire: false,
  includeFilter: true,
  filter: 'spline',
  component: 'roughness',
  cutoffLength: { type: 'CUSTOM', customValue: 10 * lambda },
  numberOfSamples: { type: 'max-samples', customValue: 5 },
  materialRatioLevel: 0,
};

function run(params: Partial<ProfileParametersParams>, surface = sine) {
  return profileParametersAnalysis.run(surface, { ...base, ...params });
}

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
  } catch (e) {
    return isAnalysisError(e) ? e.code : 'other';
  }
  return null;
}

describe('profile parameters on a sine (closed forms)', () => {
  for (const filter of ['gaussian', 'spline', 'spline-zero-tension'] as const) {
    it(`Ra = 2A/π, Rq = A/√2, Rsk = 0, Rku = 1.5, RSm = λ, RΔq = 2πA/(λ√2), Rc = Rz = 2A with the ${filter} filter`, () => {
      // Four sampling lengths centred in five leave λc/2 run-in and run-out, as ISO 4288 does.
      const r = run({
        filter,
        numberOfSamples: { type: 'user-specified', customValue: 4 },
        materialRatioLevel: A / 2,
      });
      expect(r.sections).toBe(4);
      expect(r.cutoff).toBe(10 * lambda);
      const v = r.values;
      const rel = (x: number | undefined, expected: number): number => Math.abs((x as number) / expected - 1);
      expect(rel(v.Ra, (2 * A) / Math.PI)).toBeLessThan(2e-3);
      expect(rel(v.Rq, A / Math.SQRT2)).toBeLessThan(2e-3);
      expect(Math.abs(v.Rsk as number)).toBeLessThan(1e-2);
      expect(rel(v.Rku, 1.5)).toBeLessThan(2e-3);
      expect(rel(v.RSm, lambda)).toBeLessThan(1e-3);
      expect(rel(v.Rdq, (2 * Math.PI * A) / lambda / Math.SQRT2)).toBeLessThan(2e-3);
      expect(rel(v.Rc, 2 * A)).toBeLessThan(2e-3);
      expect(rel(v.Rz, 2 * A)).toBeLessThan(2e-3);
      expect(rel(v.Rt, 2 * A)).toBeLessThan(2e-3);
      // Rmr at c = A/2: the cosine is above half its amplitude a third of the time (27 of 80 samples).
      expect(rel(v.Rmr, 1 / 3)).toBeLessThan(2e-2);
    });
  }

  it('evaluates the waviness component: a sine 20× longer than λc passes unchanged', () => {
    const longWave = surfaceOf(4001, 1, dx, (x) => A * Math.cos((2 * Math.PI * (x - centre)) / 400e-6));
    const r = run({ component: 'waviness', cutoffLength: { type: 'CUSTOM', customValue: 20e-6 } }, longWave);
    expect(Math.abs((r.values.Rq as number) / (A / Math.SQRT2) - 1)).toBeLessThan(1e-2);
    const rough = run(
      { component: 'roughness', cutoffLength: { type: 'CUSTOM', customValue: 20e-6 } },
      longWave,
    );
    expect(rough.values.Rq as number).toBeLessThan(0.01 * A);
  });
});

describe('section parameters on a square wave', () => {
  // Square wave ±A with period 100 samples; ten sampling lengths of 400 samples, all alike.
  // Even about the profile centre, so form removal leaves it unchanged.
  const square = surfaceOf(4000, 1, 1e-6, (x) =>
    Math.cos((2 * Math.PI * (x - 1999.5e-6)) / 100e-6) > 0 ? A : -A,
  );
  const r = run(
    {
      includeFilter: false,
      cutoffLength: { type: 'CUSTOM', customValue: 399e-6 },
      numberOfSamples: { type: 'user-specified', customValue: 10 },
    },
    square,
  );
  it('gives Rp = Rv = A, Rz = Rt = Rmax = Rtm = 2A, Ra = Rq = A, Rku = 1', () => {
    const v = r.values;
    for (const id of ['Rp', 'Rv', 'Rpm', 'Rvm', 'Rp1max', 'Rv1max', 'Ra', 'Rq'])
      expect(v[id]).toBeCloseTo(A, 12);
    for (const id of ['Rz', 'Rt', 'Rmax', 'Rz1max', 'Rtm', 'Rc']) expect(v[id]).toBeCloseTo(2 * A, 12);
    expect(v.Rku).toBeCloseTo(1, 6);
    expect(v.RSm).toBeCloseTo(100e-6, 9);
    expect(r.sections).toBe(10);
  });
  it('averages sampling lengths for Rz but takes the largest for Rz1max', () => {
    const z = Float64Array.from(square.z);
    z[1500] = 5 * A; // one spike in the fourth of ten sampling lengths (levelling shifts it slightly)
    const spiked = { ...square, z };
    const v = run(
      {
        includeFilter: false,
        cutoffLength: { type: 'CUSTOM', customValue: 399e-6 },
        numberOfSamples: { type: 'user-specified', customValue: 10 },
      },
      spiked,
    ).values;
    expect((v.Rp1max as number) / A).toBeCloseTo(5, 1);
    expect((v.Rp as number) / A).toBeCloseTo(1.4, 1);
    expect((v.Rz1max as number) / A).toBeCloseTo(6, 1);
    expect(v.Rmax).toBe(v.Rz1max);
    expect((v.Rz as number) / A).toBeCloseTo(2.4, 1);
    expect((v.Rt as number) / A).toBeCloseTo(6, 1);
  });
});

describe('averageEntire and settings', () => {
  it('averages every row: rows of amplitude A and 3A give the mean Ra', () => {
    const twoRows = surfaceOf(
      2001,
      2,
      dx,
      (x, y) => (y === 0 ? A : 3 * A) * Math.sin((2 * Math.PI * x) / lambda),
    );
    const r = run({ averageEntire: true }, twoRows);
    expect(r.profiles).toBe(2);
    expect(Math.abs((r.values.Ra as number) / ((4 * A) / Math.PI) - 1)).toBeLessThan(3e-3);
  });
  it('averages every column for a vertical line, with the row spacing dy', () => {
    const columns = surfaceOf(
      3,
      2001,
      2e-6,
      (_, y) => A * Math.cos((2 * Math.PI * (y - 2000 * dx)) / lambda),
      dx,
    );
    const r = run(
      { averageEntire: true, line: { type: 'vertical', start: { x: 0.5, y: 0 }, end: { x: 0.5, y: 1 } } },
      columns,
    );
    expect(r.profiles).toBe(3);
    expect(r.spacing).toBe(dx);
    expect(Math.abs((r.values.Ra as number) / ((2 * A) / Math.PI) - 1)).toBeLessThan(3e-3);
  });
  it('uses the standard cut-off series in metres', () => {
    const long = surfaceOf(4001, 1, 1e-6, (x) => A * Math.sin((2 * Math.PI * x) / 80e-6));
    expect(run({ cutoffLength: { type: '0.8mm' } }, long).cutoff).toBe(0.8e-3);
    expect(run({ cutoffLength: { type: '0.8mm' } }, long).sections).toBe(5);
    // An automatic λc comes from the series (automatic-cutoff.test.ts): RSm = 80 µm → 0.25 mm.
    expect(run({ cutoffLength: { type: 'CUSTOM' } }, long).cutoff).toBe(0.25e-3);
    const eight = run(
      { cutoffLength: { type: 'CUSTOM' }, numberOfSamples: { type: 'user-specified', customValue: 8 } },
      long,
    );
    expect(eight.cutoff).toBe(0.25e-3);
    expect(eight.sections).toBe(8);
    // Twenty sampling lengths of 0.25 mm do not fit in 4 mm: the longest standard λc that does.
    const twenty = run(
      { cutoffLength: { type: 'CUSTOM' }, numberOfSamples: { type: 'user-specified', customValue: 20 } },
      long,
    );
    expect([twenty.cutoff, twenty.cutoffRule]).toEqual([0.08e-3, 'evaluation-length']);
  });
  it('answers the filter-* codes for settings it cannot evaluate', () => {
    expect(codeOf(() => run({ cutoffLength: { type: 'CUSTOM', customValue: -1 } }))).toBe(
      'filter-invalid-cutoff',
    );
    expect(codeOf(() => run({ cutoffLength: { type: '8mm' } }))).toBe('filter-invalid-cutoff-length');
    expect(codeOf(() => run({ cutoffLength: { type: 'CUSTOM', customValue: 2 * dx } }))).toBe(
      'filter-invalid-cutoff-length',
    );
    expect(codeOf(() => run({ numberOfSamples: { type: 'user-specified', customValue: 6 } }))).toBe(
      'filter-invalid-cutoff-length',
    );
    expect(codeOf(() => run({ filter: 'spline', splineTension: 1.5 }))).toBe('filter-invalid-spline-tension');
    expect(codeOf(() => run({ filter: 'median' as never }))).toBe('filter-invalid');
  });
});
