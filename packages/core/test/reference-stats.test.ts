import { describe, expect, it } from 'vitest';
import { makeSurface } from '../src/index.ts';
import { rmsAfterCurvatureDetrend, rmsFromArea, rmsFromProfiles } from './reference-stats.ts';

const grid = (nx: number, ny: number, f: (x: number, y: number) => number) => {
  const z = new Float64Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) z[j * nx + i] = f(i, j);
  return makeSurface({ nx, ny, dx: 1, dy: 1 }, z);
};

describe('reference statistics', () => {
  it('rms from area of a ±1 checkerboard is 1, NaN points ignored', () => {
    const s = grid(4, 4, (i, j) => ((i + j) % 2 ? 1 : -1));
    expect(rmsFromArea(s)).toBeCloseTo(1, 12);
    const withHole = grid(4, 4, (i, j) => (i === 0 && j === 0 ? NaN : (i + j) % 2 ? 1 : -1));
    expect(rmsFromArea(withHole)).toBeCloseTo(Math.sqrt(1 - (1 / 15) ** 2), 12);
  });

  it('profile rms removes each profile mean: a y-only field has zero x-profile rms', () => {
    const s = grid(8, 6, (_i, j) => j);
    expect(rmsFromProfiles(s, 'x')).toBe(0);
    expect(rmsFromProfiles(s, 'y')).toBeCloseTo(Math.sqrt(35 / 12), 12);
  });

  it('curvature detrend removes any quadratic exactly', () => {
    const s = grid(20, 15, (x, y) => 3 + 0.5 * x - 2 * y + 0.1 * x * x + 0.03 * x * y - 0.2 * y * y);
    expect(rmsAfterCurvatureDetrend(s)).toBeLessThan(1e-9);
    expect(rmsFromArea(s)).toBeGreaterThan(1);
  });
});
