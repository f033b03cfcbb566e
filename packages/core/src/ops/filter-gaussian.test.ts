import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { GAUSSIAN_ALPHA } from '../analysis/profile/gaussian-filter.ts';
import { NO_INPUTS } from './define-operator.ts';
import { filterGaussian } from './filter-gaussian.ts';
import { interiorAmplitude, PIXEL, roughSurface, sineSurface } from './filter-test-surfaces.ts';

const waviness = (cutoff: number) => ({ cutoff, type: 'waviness' as const });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AnalysisError) return e.code;
    throw e;
  }
  return undefined;
}

describe('filter.gaussian (ISO 16610-61)', () => {
  it.each([
    [20, 'x'],
    [20, 'y'],
    [64, 'x'], // long kernel: the FFT convolution path
    [64, 'y'],
  ] as const)(
    'transmits half the amplitude of a sine at the cut-off wavelength (λc = $0 px along $1)',
    (px, axis) => {
      const cutoff = px * PIXEL;
      const s = axis === 'x' ? sineSurface(512, 24, cutoff, 'x') : sineSurface(24, 512, cutoff, 'y');
      const w = filterGaussian.apply(s, waviness(cutoff), NO_INPUTS);
      // The middle half of the long axis is ≥ λc from the ends; rows along the short axis see a constant.
      const ratio = interiorAmplitude(s, w.z) / interiorAmplitude(s);
      expect(ratio).toBeGreaterThan(0.49);
      expect(ratio).toBeLessThan(0.51);
    },
  );

  it('keeps a sine of 10·λc and removes one of λc/10 in waviness; roughness + waviness = z', () => {
    const cutoff = 32 * PIXEL;
    const long = sineSurface(1280, 8, 10 * cutoff, 'x');
    const wl = filterGaussian.apply(long, waviness(cutoff), NO_INPUTS);
    expect(interiorAmplitude(long, wl.z) / interiorAmplitude(long)).toBeGreaterThan(0.99);
    const short = sineSurface(256, 8, cutoff / 10, 'x');
    const ws = filterGaussian.apply(short, waviness(cutoff), NO_INPUTS);
    expect(interiorAmplitude(short, ws.z) / interiorAmplitude(short)).toBeLessThan(0.01);
    const r = filterGaussian.apply(short, { cutoff, type: 'roughness' }, NO_INPUTS);
    for (let i = 0; i < short.z.length; i++)
      expect((r.z[i] as number) + (ws.z[i] as number)).toBeCloseTo(short.z[i] as number, 18);
  });

  it.each([6, 10, 16])(
    'equals the 2D renormalised convolution (edges and NaN points excluded), keeps NaN points NaN (λc = $0 px: direct and FFT sums)',
    (px) => {
      const nx = 30;
      const ny = 22;
      const holes = [0, 31, 100, 101, 102, 250, 400, nx * ny - 1];
      const surface = roughSurface(nx, ny, holes);
      const before = surface.z.slice();
      const cutoff = px * PIXEL;
      const out = filterGaussian.apply(surface, waviness(cutoff), NO_INPUTS);
      expect(surface.z).toEqual(before);
      const half = Math.ceil(cutoff / PIXEL);
      const scale = PIXEL / (GAUSSIAN_ALPHA * cutoff);
      let worst = 0;
      for (let r = 0; r < ny; r++)
        for (let c = 0; c < nx; c++) {
          const i = r * nx + c;
          if (holes.includes(i)) {
            expect(out.z[i]).toBeNaN();
            continue;
          }
          let num = 0;
          let den = 0;
          for (let rr = Math.max(0, r - half); rr <= Math.min(ny - 1, r + half); rr++)
            for (let cc = Math.max(0, c - half); cc <= Math.min(nx - 1, c + half); cc++) {
              const v = surface.z[rr * nx + cc] as number;
              if (Number.isNaN(v)) continue;
              const w =
                Math.exp(-Math.PI * ((cc - c) * scale) ** 2) * Math.exp(-Math.PI * ((rr - r) * scale) ** 2);
              num += w * v;
              den += w;
            }
          worst = Math.max(worst, Math.abs((out.z[i] as number) - num / den));
        }
      expect(worst).toBeLessThan(1e-19);
    },
  );

  it('keeps a constant surface constant up to the edges and around holes', () => {
    const surface = roughSurface(40, 30, [5, 6, 7, 45, 46, 600]);
    const z = surface.z.map((v) => (Number.isNaN(v) ? NaN : 3e-6));
    const out = filterGaussian.apply({ ...surface, z }, waviness(12 * PIXEL), NO_INPUTS);
    for (let i = 0; i < z.length; i++) {
      if (Number.isNaN(z[i])) expect(out.z[i]).toBeNaN();
      else expect(Math.abs((out.z[i] as number) - 3e-6)).toBeLessThan(1e-20);
    }
  });

  it('refuses a non-positive cut-off and one outside five pixels … the field size', () => {
    const s = roughSurface(40, 30);
    expect(codeOf(() => filterGaussian.apply(s, waviness(0), NO_INPUTS))).toBe('filter-invalid-cutoff');
    expect(codeOf(() => filterGaussian.apply(s, waviness(Number.NaN), NO_INPUTS))).toBe(
      'filter-invalid-cutoff',
    );
    expect(codeOf(() => filterGaussian.apply(s, waviness(4 * PIXEL), NO_INPUTS))).toBe(
      'filter-invalid-cutoff-length',
    );
    expect(codeOf(() => filterGaussian.apply(s, waviness(41 * PIXEL), NO_INPUTS))).toBe(
      'filter-invalid-cutoff-length',
    );
    expect(codeOf(() => filterGaussian.apply(s, waviness(40 * PIXEL), NO_INPUTS))).toBeUndefined();
    expect(
      codeOf(() => filterGaussian.apply(s, { cutoff: 10 * PIXEL, type: 'form' as 'roughness' }, NO_INPUTS)),
    ).toBe('filter-invalid');
  });
});
