import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { fillHarmonic, fillInvalids } from './fill-invalids.ts';

function field(n: number, f: (col: number, row: number) => number) {
  const z = new Float64Array(n * n);
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) z[row * n + col] = f(col, row);
  return makeSurface({ nx: n, ny: n, dx: 1e-6, dy: 1e-6 }, z);
}

function punch(z: Float64Array, n: number, cx: number, cy: number, r: number) {
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if ((col - cx) ** 2 + (row - cy) ** 2 <= r * r) z[row * n + col] = Number.NaN;
}

describe('invalids.fill', () => {
  it('reproduces a discrete-harmonic function (x² − y²) in holes exactly', () => {
    // x² − y² satisfies the 5-point Laplace equation exactly, so the fill must give it back.
    const exact = field(64, (c, r) => 1e-9 * ((c - 20) ** 2 - (r - 30) ** 2));
    const holed = { ...exact, z: exact.z.slice() };
    punch(holed.z, 64, 20, 30, 12);
    punch(holed.z, 64, 48, 12, 6);
    const filled = fillInvalids.apply(holed, {}, NO_INPUTS);
    let worst = 0;
    for (let i = 0; i < exact.z.length; i++)
      worst = Math.max(worst, Math.abs((filled.z[i] as number) - (exact.z[i] as number)));
    expect(worst).toBeLessThan(1e-9 * 1e-9);
    expect(Number.isNaN(holed.z[30 * 64 + 20] as number)).toBe(true);
  });

  it('reproduces a smooth harmonic function e^x·cos y to discretisation accuracy', () => {
    const h = 0.05;
    const exact = field(80, (c, r) => Math.exp(c * h) * Math.cos(r * h));
    const holed = { ...exact, z: exact.z.slice() };
    punch(holed.z, 80, 40, 40, 15);
    const filled = fillInvalids.apply(holed, {}, NO_INPUTS);
    let worst = 0;
    for (let i = 0; i < exact.z.length; i++)
      worst = Math.max(
        worst,
        Math.abs((filled.z[i] as number) - (exact.z[i] as number)) / (exact.z[i] as number),
      );
    expect(worst).toBeLessThan(1e-3);
  });

  it('fills a hole on the border with no flux across the edge, converges, and copies a complete field', () => {
    const s = field(20, (c) => c); // linear in x: harmonic, zero normal derivative at top/bottom
    for (let row = 0; row < 3; row++) s.z.fill(Number.NaN, row * 20 + 5, row * 20 + 15); // touches the top edge
    const result = fillHarmonic(s.z, 20, 20);
    expect(result.converged).toBe(true);
    for (let i = 0; i < 60; i++) expect(result.z[i]).toBeCloseTo(i % 20, 9);
    const complete = field(5, (c, r) => c + r);
    const copy = fillInvalids.apply(complete, {}, NO_INPUTS);
    expect(Array.from(copy.z)).toEqual(Array.from(complete.z));
    expect(copy.z).not.toBe(complete.z);
  });

  it('refuses a field with no valid point', () => {
    const empty = makeSurface({ nx: 3, ny: 3, dx: 1, dy: 1 }, new Float64Array(9).fill(Number.NaN));
    expect(() => fillInvalids.apply(empty, {}, NO_INPUTS)).toThrow(
      expect.objectContaining({ code: 'no-pixel-selected' }),
    );
  });
});
