import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { filterGaussian } from './filter-gaussian.ts';
import { filterRobustGaussian } from './filter-robust-gaussian.ts';
import { filterSpline } from './filter-spline.ts';
import { interiorAmplitude, PIXEL, roughSurface, sineSurface } from './filter-test-surfaces.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AnalysisError) return e.code;
    throw e;
  }
  return undefined;
}

describe('filter.robust-gaussian (ISO 16610-71, zeroth order)', () => {
  it('keeps a long sine, removes a short one and is not pulled by spikes', () => {
    const cutoff = 16 * PIXEL;
    // A long sine with 50 nm of roughness (the Tukey scale c comes from the residuals' median).
    const wave = sineSurface(160, 96, 20 * cutoff, 'x');
    const noise = roughSurface(160, 96);
    const clean = { ...wave, z: wave.z.map((v, i) => v + 0.1 * (noise.z[i] as number)) };
    const z = clean.z.slice();
    const spikes = [48 * 160 + 80, 40 * 160 + 60, 60 * 160 + 100];
    for (const i of spikes) z[i] = (z[i] as number) + 2e-5;
    const spiky = { ...clean, z };
    const robust = filterRobustGaussian.apply(spiky, { cutoff, type: 'waviness' }, NO_INPUTS);
    const plain = filterGaussian.apply(spiky, { cutoff, type: 'waviness' }, NO_INPUTS);
    // Each against its own result on the spike-free surface.
    const robustClean = filterRobustGaussian.apply(clean, { cutoff, type: 'waviness' }, NO_INPUTS);
    const plainClean = filterGaussian.apply(clean, { cutoff, type: 'waviness' }, NO_INPUTS);
    let robustError = 0;
    let plainError = 0;
    for (let i = 0; i < z.length; i++) {
      robustError = Math.max(robustError, Math.abs((robust.z[i] as number) - (robustClean.z[i] as number)));
      plainError = Math.max(plainError, Math.abs((plain.z[i] as number) - (plainClean.z[i] as number)));
    }
    // 20 µm spikes on a 1 µm sine: the plain mean moves by ~0.35 µm (spike × the kernel's centre weight),
    // the robust one by less than a fiftieth of that.
    expect(plainError).toBeGreaterThan(2e-7);
    expect(robustError).toBeLessThan(plainError / 50);
    // Without outliers, one λc inside the edges, the robust mean stays within 3 % of the sine's amplitude
    // of the Gaussian one (at the edges the zero-order end effect makes larger residuals, down-weighted).
    let apart = 0;
    for (let r = 16; r < 96 - 16; r++)
      for (let c = 16; c < 160 - 16; c++)
        apart = Math.max(
          apart,
          Math.abs((robustClean.z[r * 160 + c] as number) - (plainClean.z[r * 160 + c] as number)),
        );
    expect(apart).toBeLessThan(3e-8);
    const short = sineSurface(64, 160, 4 * PIXEL, 'y');
    const ws = filterRobustGaussian.apply(short, { cutoff: 32 * PIXEL, type: 'waviness' }, NO_INPUTS);
    expect(interiorAmplitude(short, ws.z) / interiorAmplitude(short)).toBeLessThan(0.02);
  });

  it('transmits about half of a sine at λc and keeps NaN points NaN, constants constant', () => {
    const cutoff = 24 * PIXEL;
    const s = sineSurface(256, 16, cutoff, 'x');
    const w = filterRobustGaussian.apply(s, { cutoff, type: 'waviness' }, NO_INPUTS);
    const ratio = interiorAmplitude(s, w.z) / interiorAmplitude(s);
    expect(ratio).toBeGreaterThan(0.45);
    expect(ratio).toBeLessThan(0.55);
    const holes = roughSurface(30, 20, [3, 4, 77, 599]);
    const flat = { ...holes, z: holes.z.map((v) => (Number.isNaN(v) ? NaN : -2e-6)) };
    const before = flat.z.slice();
    const r = filterRobustGaussian.apply(flat, { cutoff: 8 * PIXEL, type: 'roughness' }, NO_INPUTS);
    expect(flat.z).toEqual(before);
    for (let i = 0; i < before.length; i++) {
      if (Number.isNaN(before[i])) expect(r.z[i]).toBeNaN();
      else expect(Math.abs(r.z[i] as number)).toBeLessThan(1e-20);
    }
  });

  it('refuses bad cut-offs and outputs', () => {
    const s = roughSurface(30, 20);
    expect(codeOf(() => filterRobustGaussian.apply(s, { cutoff: -1, type: 'waviness' }, NO_INPUTS))).toBe(
      'filter-invalid-cutoff',
    );
    expect(codeOf(() => filterRobustGaussian.apply(s, { cutoff: 1, type: 'waviness' }, NO_INPUTS))).toBe(
      'filter-invalid-cutoff-length',
    );
    expect(
      codeOf(() => filterRobustGaussian.apply(s, { cutoff: 8 * PIXEL, type: 'x' as 'waviness' }, NO_INPUTS)),
    ).toBe('filter-invalid');
  });
});

describe('filter.spline (ISO/TS 16610-22 rows then columns)', () => {
  it.each([
    ['default', 'x'],
    ['default', 'y'],
    ['zero', 'x'],
    ['zero', 'y'],
  ] as const)('transmits half of a sine at λc (tension $0, along $1)', (tension, axis) => {
    const cutoff = 20 * PIXEL;
    const s = axis === 'x' ? sineSurface(400, 12, cutoff, 'x') : sineSurface(12, 400, cutoff, 'y');
    const w = filterSpline.apply(s, { cutoff, type: 'waviness', tension }, NO_INPUTS);
    const ratio = interiorAmplitude(s, w.z) / interiorAmplitude(s);
    expect(ratio).toBeGreaterThan(0.49);
    expect(ratio).toBeLessThan(0.51);
  });

  it('keeps 10·λc, removes λc/10 (4 px of 40 px), and with zero tension leaves a tilted plane untouched to the edges', () => {
    const cutoff = 20 * PIXEL;
    const long = sineSurface(800, 8, 10 * cutoff, 'x');
    const wl = filterSpline.apply(long, { cutoff, type: 'waviness', tension: 'default' }, NO_INPUTS);
    expect(interiorAmplitude(long, wl.z) / interiorAmplitude(long)).toBeGreaterThan(0.99);
    const short = sineSurface(400, 8, 4 * PIXEL, 'x');
    const ws = filterSpline.apply(
      short,
      { cutoff: 40 * PIXEL, type: 'waviness', tension: 'zero' },
      NO_INPUTS,
    );
    expect(interiorAmplitude(short, ws.z) / interiorAmplitude(short)).toBeLessThan(0.01);
    const nx = 50;
    const ny = 40;
    const z = new Float64Array(nx * ny);
    for (let r = 0; r < ny; r++) for (let c = 0; c < nx; c++) z[r * nx + c] = 1e-6 + 2e-8 * c - 3e-8 * r;
    z[222] = NaN;
    const plane = makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z);
    const rough = filterSpline.apply(plane, { cutoff, type: 'roughness', tension: 'zero' }, NO_INPUTS);
    expect(rough.z[222]).toBeNaN();
    for (let i = 0; i < z.length; i++)
      if (i !== 222) expect(Math.abs(rough.z[i] as number)).toBeLessThan(1e-15);
  });

  it('refuses an unknown tension with filter-invalid-spline-tension', () => {
    const s = roughSurface(30, 20);
    expect(
      codeOf(() =>
        filterSpline.apply(s, { cutoff: 8 * PIXEL, type: 'waviness', tension: 'high' as 'zero' }, NO_INPUTS),
      ),
    ).toBe('filter-invalid-spline-tension');
    expect(
      codeOf(() => filterSpline.apply(s, { cutoff: 0, type: 'waviness', tension: 'zero' }, NO_INPUTS)),
    ).toBe('filter-invalid-cutoff');
  });
});
