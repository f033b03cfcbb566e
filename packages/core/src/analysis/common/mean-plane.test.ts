import { describe, expect, it } from 'vitest';
import { fitMeanPlane, subtractMeanPlane } from './mean-plane.ts';
import type { Surface } from '../../surface/surface.ts';

const surfaceOf = (nx: number, ny: number, f: (col: number, row: number) => number): Surface => {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = f(col, row);
  return { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z, meta: {} };
};

describe('fitMeanPlane', () => {
  it('recovers a tilted plane exactly, ignoring NaN points', () => {
    const s = surfaceOf(7, 5, (c, r) => (c === 2 && r === 1 ? NaN : 3 + 0.5 * c - 0.25 * r));
    const plane = fitMeanPlane(s);
    expect(plane.perColumn).toBeCloseTo(0.5, 12);
    expect(plane.perRow).toBeCloseTo(-0.25, 12);
    // Grid centre (3, 2): 3 + 1.5 − 0.5.
    expect(plane.z0).toBeCloseTo(4, 12);
    const levelled = subtractMeanPlane(s);
    expect(Number.isNaN(levelled.z[1 * 7 + 2])).toBe(true);
    for (const [i, v] of levelled.z.entries()) if (i !== 9) expect(Math.abs(v)).toBeLessThan(1e-12);
  });

  it('answers NaN for fewer than three points or collinear points', () => {
    expect(fitMeanPlane(surfaceOf(2, 1, () => 1)).z0).toBeNaN();
    expect(fitMeanPlane(surfaceOf(5, 1, (c) => c)).z0).toBeNaN();
    const s = surfaceOf(1, 3, () => 2);
    expect(subtractMeanPlane(s)).toBe(s);
  });

  it('removes a tilt without touching the roughness: level(sine + plane) = level(sine)', () => {
    const sine = (c: number): number => 1e-6 * Math.sin((2 * Math.PI * c) / 16);
    const tilted = subtractMeanPlane(surfaceOf(64, 64, (c, r) => sine(c) + 1e-7 * c + 2e-7 * r + 5e-6));
    const flat = subtractMeanPlane(surfaceOf(64, 64, (c) => sine(c)));
    for (let i = 0; i < flat.z.length; i++) {
      expect(Math.abs((tilted.z[i] as number) - (flat.z[i] as number))).toBeLessThan(1e-18);
    }
  });
});
