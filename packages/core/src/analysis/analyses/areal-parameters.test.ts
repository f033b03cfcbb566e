import { describe, expect, it } from 'vitest';
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { spatialParameters } from '../spectral/spatial-parameters.ts';
import {
  DEFAULT_AREAL_PARAMETERS,
  evaluateArealParameters,
  type ArealParametersParams,
  type ArealParametersResult,
} from './areal-parameters.ts';

const defaults = DEFAULT_AREAL_PARAMETERS;

function fieldOf(nx: number, ny: number, d: number, height: (col: number, row: number) => number): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = height(col, row);
  return { nx, ny, dx: d, dy: d, x0: 0, y0: 0, z, meta: {} };
}

/** Every statistic by id (the first category listing it). */
function values(result: ArealParametersResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const category of result.categories) for (const s of category.statistics) out[s.id] ??= s.value;
  return out;
}

const run = (surface: Surface, params: Partial<ArealParametersParams> = {}): Record<string, number> =>
  values(evaluateArealParameters(surface, { ...defaults, ...params }));

const relative = (actual: number, expected: number): number => Math.abs(actual / expected - 1);

describe('areal parameters on closed forms', () => {
  const A = 2e-7;
  const period = 16;
  const sine = fieldOf(128, 96, 1e-8, (col) => A * Math.sin((2 * Math.PI * col) / period));

  it('sine: Sq = A/√2, Sku = 1.5, Ssk = 0, Sp = Sv = A, Sa = 2A/π up to sampling', () => {
    const v = run(sine);
    expect(relative(v.Sq!, A / Math.SQRT2)).toBeLessThan(1e-12);
    expect(v.Sku).toBeCloseTo(1.5, 12);
    expect(Math.abs(v.Ssk!)).toBeLessThan(1e-12);
    expect(relative(v.Sp!, A)).toBeLessThan(1e-12);
    expect(relative(v.Sv!, A)).toBeLessThan(1e-12);
    expect(relative(v.Sz!, 2 * A)).toBeLessThan(1e-12);
    // Sampled at N points per period through the zero crossings, mean |sin| is (2/N)·cot(π/N) exactly,
    // which tends to 2/π: 1.3 % below it at N = 16.
    expect(relative(v.Sa!, (A * (2 / period)) / Math.tan(Math.PI / period))).toBeLessThan(1e-12);
    expect(relative(v.Sa!, (2 * A) / Math.PI)).toBeLessThan(0.014);
    expect(relative(v.Sa!, (2 * A) / Math.PI)).toBeGreaterThan(0.012);
  });

  it('Gaussian white noise: Sku ≈ 3 (ISO kurtosis, not excess), Ssk ≈ 0', () => {
    let state = 12345;
    const uniform = (): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return (state + 0.5) / 4294967296;
    };
    const gaussian = (): number => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const v = run(fieldOf(256, 256, 1e-8, () => 1e-7 * gaussian()));
    // Standard errors at n = 65536: Sku ±0.02, Ssk ±0.01.
    expect(Math.abs(v.Sku! - 3)).toBeLessThan(0.08);
    expect(Math.abs(v.Ssk!)).toBeLessThan(0.04);
    expect(relative(v.Sq!, 1e-7)).toBeLessThan(0.02);
    expect(relative(v.Sa!, 1e-7 * Math.sqrt(2 / Math.PI))).toBeLessThan(0.02);
  });

  it('tilted plane: Sdq = tan θ; Sdr = 1/cos θ − 1 inside with level border strips (Gwyddion); Sdar = Spar·(1 + Sdr)', () => {
    // Slopes 0.03 along x and −0.04 along y: tan θ = 0.05.
    const v = run(fieldOf(64, 48, 1e-6, (col, row) => 5e-6 + 0.03e-6 * col - 0.04e-6 * row));
    expect(v.Sdq).toBeCloseTo(0.05, 14);
    // Cells: 63·47 of √(1 + tan²θ); half-pixel strips along x: 63 of √(1 + a²), along y: 47 of
    // √(1 + b²); four flat corner quarters.
    const developed =
      63 * 47 * Math.sqrt(1 + 0.05 ** 2) + 63 * Math.sqrt(1 + 0.03 ** 2) + 47 * Math.sqrt(1 + 0.04 ** 2) + 1;
    expect(relative(v.Sdr!, developed / (64 * 48) - 1)).toBeLessThan(1e-9);
    expect(relative(v.Spar!, 64 * 48 * 1e-12)).toBeLessThan(1e-12);
    expect(relative(v.Sdar!, v.Spar! * (1 + v.Sdr!))).toBeLessThan(1e-12);
  });

  it('two-level step: moments of a Bernoulli distribution, Smr at the mean = upper fraction, no core', () => {
    const h = 1e-6;
    const p = 0.7;
    const v = run(fieldOf(100, 40, 1e-6, (col) => (col < 30 ? 0 : h)));
    expect(relative(v.average!, p * h)).toBeLessThan(1e-12);
    expect(relative(v.Sa!, 2 * p * (1 - p) * h)).toBeLessThan(1e-12);
    expect(relative(v.Sq!, Math.sqrt(p * (1 - p)) * h)).toBeLessThan(1e-12);
    expect(v.Ssk).toBeCloseTo((1 - 2 * p) / Math.sqrt(p * (1 - p)), 10);
    expect(v.Sku).toBeCloseTo((1 - 3 * p * (1 - p)) / (p * (1 - p)), 10);
    expect(v.Smr).toBeCloseTo(p, 12);
    expect(v.Sk).toBeCloseTo(0, 15);
    expect(relative(v.Smc!, (1 - p) * h)).toBeLessThan(1e-12);
  });

  it('linear ramp: Smr(c) is linear, the curve is one straight line (Sk = range, Spk = Svk = 0), volumes p²/2', () => {
    const nx = 100;
    const ny = 50;
    const n = nx * ny;
    const step = 1e-9;
    const ramp = fieldOf(nx, ny, 1e-6, (col, row) => (row * nx + col) * step);
    const range = (n - 1) * step;
    for (const c of [-2e-6, -1e-6, 0, 0.5e-6, 2e-6]) {
      // Heights relative to the mean run from −range/2 to +range/2.
      const v = run(ramp, { materialRatioHeight: c });
      expect(Math.abs(v.Smr! - (range / 2 - c) / range)).toBeLessThan(1.5 / n);
    }
    for (const mr of [0.05, 0.3, 0.5, 0.9]) {
      const v = run(ramp, { materialRatio: mr });
      expect(v.Smc).toBeCloseTo(range / 2 - ((mr * n - 0.5) / (n - 1)) * range, 15);
    }
    const v = run(ramp);
    // The curve is flat beyond its first and last points (mr < ½n, mr > 1 − ½n): Sk is exact to 1/n.
    expect(relative(v.Sk!, range)).toBeLessThan(1 / n);
    expect(v.Spk!).toBeLessThan(range / n);
    expect(v.Svk!).toBeLessThan(range / n);
    expect(v.Smr1!).toBeLessThanOrEqual(1 / n);
    expect(v.Smr2!).toBeGreaterThanOrEqual(1 - 1 / n);
    expect(relative(v.Vm!, (range * 0.1 ** 2) / 2)).toBeLessThan(2 / 100);
    expect(relative(v.Vv!, (range * 0.9 ** 2) / 2)).toBeLessThan(1e-3);
    expect(relative(v.Vvv!, (range * 0.2 ** 2) / 2)).toBeLessThan(1e-2);
    expect(relative(v.Vmc!, (range * (0.8 ** 2 - 0.1 ** 2)) / 2)).toBeLessThan(1e-2);
    expect(relative(v.Vvc!, (range * (0.9 ** 2 - 0.2 ** 2)) / 2)).toBeLessThan(1e-2);
    expect(relative(v.Sxp!, range * (0.5 - 0.025))).toBeLessThan(1e-3);
  });

  it('skips NaN points: the parameters are those of the valid points alone', () => {
    const holes = fieldOf(64, 64, 1e-8, (col, row) =>
      (col * 7 + row * 3) % 11 === 0 ? NaN : 1e-7 * Math.sin(col / 3) + 2e-8 * Math.cos(row / 5),
    );
    const valid = holes.z.filter((v) => !Number.isNaN(v));
    const compact: Surface = { ...holes, nx: valid.length, ny: 1, z: Float64Array.from(valid) };
    const a = run(holes);
    const b = run(compact);
    for (const id of [
      'average',
      'min',
      'max',
      'Sa',
      'Sq',
      'Ssk',
      'Sku',
      'Sp',
      'Sv',
      'Smr',
      'Smc',
      'Sk',
      'Vmc',
    ])
      expect(a[id]).toBeCloseTo(b[id]!, 20);
    expect(Number.isFinite(a.Sdq)).toBe(true);
  });
});

describe('areal-parameters analysis', () => {
  const tilt = (col: number, row: number): number => 3e-7 * col - 1e-7 * row + 1e-5;
  const texture = (col: number, row: number): number => 5e-8 * Math.sin(col / 2) * Math.cos(row / 3);
  const tilted = fieldOf(80, 60, 1e-6, (c, r) => tilt(c, r) + texture(c, r));

  it('level plane removes the tilt before any parameter', () => {
    const levelled = run(tilted, { level: 'plane' });
    const flat = run(fieldOf(80, 60, 1e-6, texture), { level: 'plane' });
    for (const id of ['Sa', 'Sq', 'Ssk', 'Sku', 'Sz', 'Sdq', 'Sdr', 'Sk', 'Vmc'])
      expect(relative(levelled[id]!, flat[id]!)).toBeLessThan(1e-6);
    expect(run(tilted).Sq!).toBeGreaterThan(10 * levelled.Sq!);
  });

  it('restricted area evaluates the middle of the image only', () => {
    // Heights 1 inside the default restricted area, 0 outside: the area sees a flat surface.
    const framed = fieldOf(40, 40, 1e-6, (c, r) => (c >= 10 && c < 30 && r >= 10 && r < 30 ? 1e-6 : 0));
    const v = run(framed, { areaOfInterest: { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 } });
    expect([v.average, v.Sq, v.range]).toEqual([1e-6, 0, 0]);
    expect(
      evaluateArealParameters(framed, {
        ...defaults,
        areaOfInterest: { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 },
      }).validPoints,
    ).toBe(400);
  });

  it('an offset shifts average, min and max but not the range or the ISO parameters', () => {
    const a = run(tilted);
    const b = run(tilted, { offset: 2e-6 });
    expect(b.average! - a.average!).toBeCloseTo(2e-6, 18);
    expect(b.min! - a.min!).toBeCloseTo(2e-6, 18);
    expect(b.max! - a.max!).toBeCloseTo(2e-6, 18);
    expect([b.range, b.Sa, b.Sp, b.Smc]).toEqual([a.range, a.Sa, a.Sp, a.Smc]);
  });

  it('groups the statistics by category in a stable order, with kinds and details', () => {
    const result = evaluateArealParameters(tilted, defaults);
    expect(result.categories.map((c) => c.id)).toEqual([
      'general',
      'iso25178-height',
      'iso25178-spatial',
      'iso25178-hybrid',
      'iso25178-functions',
      'iso25178-features',
      'eur15178n-amplitude',
      'eur15178n-hybrid',
      'asme-b46.1-3d',
    ]);
    const byId = (category: string): string[] =>
      result.categories.find((c) => c.id === category)!.statistics.map((s) => s.id);
    expect(byId('general')).toEqual(['average', 'min', 'max', 'range']);
    expect(byId('iso25178-height')).toEqual(['Sa', 'Sq', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz']);
    expect(byId('iso25178-hybrid')).toEqual(['Sdq', 'Sdr']);
    expect(byId('eur15178n-hybrid')).toEqual(['Sdq', 'Sdr', 'Sdar', 'Spar']);
    expect(byId('iso25178-features')).toEqual(['Spd', 'Spc', 'S5p', 'S5v', 'S10z']);
    const functions = result.categories.find((c) => c.id === 'iso25178-functions')!.statistics;
    expect(functions.find((s) => s.id === 'Smr')).toMatchObject({
      kind: 'fraction',
      details: 'c = 0 m above the mean plane',
    });
    expect(functions.find((s) => s.id === 'Vvc')).toMatchObject({
      kind: 'volume-per-area',
      details: 'p = 0.1, q = 0.8',
    });
  });

  it('reports Sal, Str and Std of the spectral analysis with the requested threshold', () => {
    const grooves = fieldOf(64, 64, 1e-6, (c, r) => 1e-7 * Math.sin(c / 2 + r / 9));
    for (const s of [0.2, 0.5]) {
      const v = run(grooves, { spatialThreshold: s });
      const expected = spatialParameters(grooves, s);
      expect([v.Sal, v.Str, v.Std]).toEqual([expected.Sal, expected.Str, expected.Std]);
      expect(Number.isFinite(v.Sal)).toBe(true);
    }
  });

  it('refuses bad settings and empty areas with catalogue codes', () => {
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (error) {
        return error instanceof AnalysisError ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => run(tilted, { spatialThreshold: 0 }))).toBe('invalid-request');
    expect(code(() => run(tilted, { spatialThreshold: 1 }))).toBe('invalid-request');
    expect(code(() => run(tilted, { materialRatio: 1.5 }))).toBe('invalid-request');
    expect(code(() => run(tilted, { areaOfInterest: { left: 0.5, top: 0, right: 0.4, bottom: 1 } }))).toBe(
      'invalid-selection',
    );
    expect(code(() => run(fieldOf(4, 4, 1e-6, () => NaN)))).toBe('no-pixel-selected');
  });
});
