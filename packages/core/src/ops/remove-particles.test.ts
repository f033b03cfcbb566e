import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { removeParticles, type RemoveParticlesParams } from './remove-particles.ts';

const NX = 30;
const NY = 24;
const plane = (col: number, row: number) => 2e-7 + 1e-9 * col - 2e-9 * row;

/** A tilted plane with a 5 × 4 bump (+h) at (8, 6), a 2-pixel bump at (20, 15) and a 3 × 3 pit at (22, 4). */
function sample(h = 1e-6) {
  const z = new Float64Array(NX * NY);
  for (let row = 0; row < NY; row++)
    for (let col = 0; col < NX; col++) {
      let v = plane(col, row);
      if (col >= 8 && col < 13 && row >= 6 && row < 10) v += h;
      if (row === 15 && (col === 20 || col === 21)) v += h;
      if (col >= 22 && col < 25 && row >= 4 && row < 7) v -= h;
      z[row * NX + col] = v;
    }
  return makeSurface({ nx: NX, ny: NY, dx: 1e-6, dy: 1e-6 }, z);
}

const BASE: RemoveParticlesParams = {
  threshold: 0.75,
  above: true,
  minSize: 3,
  replaceBy: 'background-plane',
  margin: 2,
};

describe('particles.remove', () => {
  it('replaces particles of at least minSize by the local background plane and keeps smaller ones', () => {
    const input = sample();
    const out = removeParticles.apply(input, BASE, NO_INPUTS);
    for (let row = 0; row < NY; row++)
      for (let col = 0; col < NX; col++) {
        const i = row * NX + col;
        const small = row === 15 && (col === 20 || col === 21);
        const pit = col >= 22 && col < 25 && row >= 4 && row < 7;
        if (small || pit) expect(out.z[i]).toBe(input.z[i]);
        else expect(out.z[i]).toBeCloseTo(plane(col, row), 20);
      }
    // The input is untouched.
    expect(input.z[6 * NX + 8]).toBeCloseTo(plane(8, 6) + 1e-6, 20);
  });

  it('with minSize 1 removes the small bump too; below the threshold removes the pit', () => {
    const input = sample();
    const all = removeParticles.apply(input, { ...BASE, minSize: 1 }, NO_INPUTS);
    expect(all.z[15 * NX + 20]).toBeCloseTo(plane(20, 15), 20);
    const pits = removeParticles.apply(input, { ...BASE, above: false, threshold: 0.25 }, NO_INPUTS);
    expect(pits.z[5 * NX + 23]).toBeCloseTo(plane(23, 5), 20);
    expect(pits.z[6 * NX + 8]).toBe(input.z[6 * NX + 8]);
  });

  it("replaceBy 'invalid' marks the particle NaN; invalid input points stay NaN", () => {
    const input = sample();
    const z = new Float64Array(input.z);
    z[0] = NaN;
    const out = removeParticles.apply({ ...input, z }, { ...BASE, replaceBy: 'invalid' }, NO_INPUTS);
    let nan = 0;
    for (const v of out.z) if (Number.isNaN(v)) nan++;
    expect(nan).toBe(1 + 20);
    expect(out.z[7 * NX + 10]).toBeNaN();
  });

  it('refuses a threshold outside 0..1 and a minimum size below one pixel', () => {
    const code = (p: Partial<RemoveParticlesParams>) => {
      try {
        removeParticles.apply(sample(), { ...BASE, ...p }, NO_INPUTS);
      } catch (error) {
        if (error instanceof AnalysisError) return error.code;
      }
      return undefined;
    };
    expect(code({ threshold: 1.5 })).toBe('invalid-request');
    expect(code({ minSize: 0 })).toBe('invalid-request');
    expect(code({ margin: 0 })).toBe('invalid-request');
  });
});
