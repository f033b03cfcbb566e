import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { NO_INPUTS } from './define-operator.ts';
import { fftFilter, type FftFilterParams } from './fft-filter.ts';

const DX = 1e-6;
const DY = 0.5e-6;

/** Sum of plane waves a·cos(2π(kx·col/nx + ky·row/ny)) on nx × ny with pixel DX × DY, plus an offset. */
function waves(
  nx: number,
  ny: number,
  list: readonly { kx: number; ky: number; a: number }[],
  offset = 0,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      let v = offset;
      for (const w of list) v += w.a * Math.cos(2 * Math.PI * ((w.kx * col) / nx + (w.ky * row) / ny));
      z[row * nx + col] = v;
    }
  return makeSurface({ nx, ny, dx: DX, dy: DY }, z);
}

const BASE: FftFilterParams = {
  filter: 'none',
  shortCutoff: 2.5e-6,
  longCutoff: 8e-4,
  edge: 'sharp',
  spots: [],
  spotRadius: 1,
};

function worstDifference(a: Surface, b: Surface): number {
  let worst = 0;
  for (let i = 0; i < a.z.length; i++)
    worst = Math.max(worst, Math.abs((a.z[i] as number) - (b.z[i] as number)));
  return worst;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AnalysisError) return error.code;
    throw error;
  }
  return undefined;
}

describe('fft-filter', () => {
  // 64 × 48 px of 1 µm × 0.5 µm: x span 64 µm, y span 24 µm.
  const long = { kx: 2, ky: 0, a: 1e-7 }; // λ = 32 µm
  const short = { kx: 16, ky: 0, a: 3e-8 }; // λ = 4 µm
  const surface = waves(64, 48, [long, short], 5e-6);

  it('a sharp low pass keeps the long sine and removes the short one, mean restored', () => {
    const out = fftFilter.apply(surface, { ...BASE, filter: 'low-pass', shortCutoff: 8e-6 }, NO_INPUTS);
    expect(worstDifference(out, waves(64, 48, [long], 5e-6))).toBeLessThan(1e-20);
    // The input is not modified.
    expect(surface.z[0]).toBeCloseTo(5e-6 + 1e-7 + 3e-8, 20);
    expect(out.z).not.toBe(surface.z);
  });

  it('a sharp high pass keeps the short sine and the mean, removes the long one', () => {
    const out = fftFilter.apply(surface, { ...BASE, filter: 'high-pass', longCutoff: 8e-6 }, NO_INPUTS);
    expect(worstDifference(out, waves(64, 48, [short], 5e-6))).toBeLessThan(1e-20);
  });

  it('a band pass keeps only the band of wavelengths, in x and y alike (radial frequency)', () => {
    const inY = { kx: 0, ky: 3, a: 2e-8 }; // λ = 8 µm along y
    const input = waves(64, 48, [long, short, inY]);
    const out = fftFilter.apply(
      input,
      { ...BASE, filter: 'band-pass', shortCutoff: 6e-6, longCutoff: 16e-6 },
      NO_INPUTS,
    );
    expect(worstDifference(out, waves(64, 48, [inY]))).toBeLessThan(1e-20);
  });

  it('a smooth low pass transmits 50 % at the cutoff wavelength and ~all well below', () => {
    const out = fftFilter.apply(
      waves(64, 48, [short, long]),
      { ...BASE, filter: 'low-pass', shortCutoff: 4e-6, edge: 'smooth' },
      NO_INPUTS,
    );
    // Gaussian gain at λ = 32 µm with λc = 4 µm: exp(−ln2·(4/32)²) ≈ 0.98923.
    const expected = waves(64, 48, [
      { ...short, a: short.a * 0.5 },
      { ...long, a: long.a * Math.exp(-Math.LN2 / 64) },
    ]);
    expect(worstDifference(out, expected)).toBeLessThan(1e-20);
  });

  it('removing a spot removes exactly that periodic pattern; the conjugate spot counts as the same', () => {
    const oblique = { kx: 3, ky: 5, a: 4e-8 };
    const other = { kx: 3, ky: -5, a: 2e-8 }; // the mirrored direction: a different pattern
    const input = waves(64, 48, [oblique, other, long], 1e-6);
    const fx = 3 / (64 * DX);
    const fy = 5 / (48 * DY);
    for (const spot of [
      { fx, fy },
      { fx: -fx, fy: -fy },
    ]) {
      const out = fftFilter.apply(input, { ...BASE, spots: [spot], spotRadius: 0.4 / (64 * DX) }, NO_INPUTS);
      expect(worstDifference(out, waves(64, 48, [other, long], 1e-6))).toBeLessThan(1e-20);
    }
  });

  it('works on odd sizes (no Nyquist column)', () => {
    const a = { kx: 2, ky: 1, a: 1e-8 };
    const b = { kx: 12, ky: 0, a: 1e-8 };
    const input = waves(45, 27, [a, b]);
    // λ of b = 45/12 µm = 3.75 µm; λ of a along x 22.5 µm, along y 13.5 µm → radial λ ≈ 11.6 µm.
    const out = fftFilter.apply(input, { ...BASE, filter: 'low-pass', shortCutoff: 6e-6 }, NO_INPUTS);
    expect(worstDifference(out, waves(45, 27, [a]))).toBeLessThan(1e-20);
  });

  it('fills invalid points with the mean for the transform and gives them back as NaN', () => {
    const flat = makeSurface({ nx: 16, ny: 16, dx: DX, dy: DX }, new Float64Array(256).fill(3e-6));
    const z = new Float64Array(flat.z);
    z[17] = NaN;
    z[200] = NaN;
    const holed = { ...flat, z };
    const out = fftFilter.apply(holed, { ...BASE, filter: 'high-pass', longCutoff: 4e-6 }, NO_INPUTS);
    expect(out.z[17]).toBeNaN();
    expect(out.z[200]).toBeNaN();
    for (let i = 0; i < 256; i++) if (i !== 17 && i !== 200) expect(out.z[i]).toBeCloseTo(3e-6, 18);
  });

  it('refuses parameters it cannot apply with catalogue codes', () => {
    const run = (p: Partial<FftFilterParams>) => () => fftFilter.apply(surface, { ...BASE, ...p }, NO_INPUTS);
    expect(codeOf(run({ filter: 'low-pass', shortCutoff: 0 }))).toBe('filter-invalid-cutoff');
    expect(codeOf(run({ filter: 'high-pass', longCutoff: -1 }))).toBe('filter-invalid-cutoff');
    expect(codeOf(run({ filter: 'band-pass', shortCutoff: 1e-5, longCutoff: 1e-6 }))).toBe(
      'filter-invalid-cutoff',
    );
    expect(codeOf(run({ filter: 'none' }))).toBe('filter-invalid');
    expect(codeOf(run({ spots: [{ fx: 1, fy: 1 }], spotRadius: 0 }))).toBe('filter-invalid');
  });
});
