import { describe, expect, it } from 'vitest';
import { makeSurface } from '../../surface/build.ts';
import type { Surface } from '../../surface/surface.ts';
import { isAnalysisError } from '../analysis-error.ts';
import { polygonRuns } from './polygon-pixels.ts';
import { polygonVolume, volumeAnalysis } from './volume-analysis.ts';

function field(nx: number, ny: number, pixel: number, f: (x: number, y: number) => number): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) z[row * nx + col] = f((col + 0.5) * pixel, (row + 0.5) * pixel);
  return makeSurface({ nx, ny, dx: pixel, dy: pixel }, z);
}

const square = (x0: number, y0: number, x1: number, y1: number): { xs: number[]; ys: number[] } => ({
  xs: [x0, x1, x1, x0],
  ys: [y0, y0, y1, y1],
});

describe('volume', () => {
  it('of a square pyramid is base²·h/3 within 0.2 % (201² pixels, base 160 px)', () => {
    const pixel = 1e-6;
    const h = 2e-6;
    const half = 80e-6;
    const c = 100.5e-6;
    const pyramid = field(201, 201, pixel, (x, y) => {
      const d = Math.max(Math.abs(x - c), Math.abs(y - c));
      return d < half ? h * (1 - d / half) : 0;
    });
    const result = volumeAnalysis.run(pyramid, {
      ...square(10e-6, 10e-6, 191e-6, 191e-6),
      reference: 'outline',
    });
    const exact = ((2 * half) ** 2 * h) / 3;
    expect(Math.abs(result.bumps - exact) / exact).toBeLessThan(2e-3);
    expect(result.holes).toBe(0);
    expect(result.referencePlane.z0).toBe(0);
    expect(result.selectedPixels).toBe(181 * 181);
    expect(result.area).toBeCloseTo(181 * 181 * 1e-12, 20);
  });

  it('of a tilted plane relative to its own outline plane is zero', () => {
    const tilted = field(64, 48, 1e-6, (x, y) => 3e-7 + 0.02 * x - 0.05 * y);
    const result = polygonVolume(tilted, {
      xs: [5e-6, 50e-6, 40e-6, 8e-6],
      ys: [4e-6, 6e-6, 40e-6, 30e-6],
      reference: 'outline',
    });
    const scale = 0.05 * 48e-6 * result.area;
    expect(result.bumps / scale).toBeLessThan(1e-12);
    expect(result.holes / scale).toBeLessThan(1e-12);
    expect(result.referencePlane.slopeX).toBeCloseTo(0.02, 12);
    expect(result.referencePlane.slopeY).toBeCloseTo(-0.05, 12);
    // Against the zero plane the same surface is all bumps and holes.
    const zero = polygonVolume(tilted, { ...square(0, 0, 64e-6, 48e-6), reference: 'zero' });
    expect(zero.bumps).toBeGreaterThan(0);
    expect(zero.holes).toBeGreaterThan(0);
  });

  it('splits a sine into equal bumps and holes of 2A/π per unit area', () => {
    const a = 1e-6;
    const period = 32e-6;
    const sine = field(128, 16, 1e-6, (x) => a * Math.sin((2 * Math.PI * x) / period));
    const r = polygonVolume(sine, { ...square(0, 0, 128e-6, 16e-6), reference: 'zero' });
    // Mean of |A sin| over whole periods is 2A/π; half of it each side.
    const expected = (a / Math.PI) * r.area;
    expect(r.bumps / expected).toBeCloseTo(1, 2);
    expect(r.holes / expected).toBeCloseTo(1, 2);
    expect(Math.abs(r.net) / expected).toBeLessThan(1e-12);
  });

  it('selects pixels by their centres, even-odd, and counts invalid points apart', () => {
    const s = makeSurface({ nx: 4, ny: 4, dx: 1, dy: 1 }, new Float64Array(16).fill(1).fill(NaN, 5, 6));
    // The triangle y ≤ x: a centre on the diagonal counts (left edges are inclusive, right ones not).
    const flat = Array.from(polygonRuns(s, { xs: [0, 4, 4], ys: [0, 0, 4] }));
    const runs = [0, 3, 6, 9].map((i) => flat.slice(i, i + 3));
    expect(flat).toHaveLength(12);
    expect(runs).toEqual([
      [0, 0, 4],
      [1, 1, 4],
      [2, 2, 4],
      [3, 3, 4],
    ]);
    const r = polygonVolume(s, { ...square(0, 0, 2, 2), reference: 'zero' });
    expect(r.selectedPixels).toBe(3);
    expect(r.invalidPixels).toBe(1);
    expect(r.bumps).toBe(3);
  });

  it('refuses a bad polygon with invalid-selection and an empty one with no-pixel-selected', () => {
    const s = field(8, 8, 1, () => 0);
    const code = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (error) {
        return isAnalysisError(error) ? error.code : 'other';
      }
      return undefined;
    };
    expect(code(() => polygonVolume(s, { xs: [0, 1], ys: [0, 1], reference: 'zero' }))).toBe(
      'invalid-selection',
    );
    expect(code(() => polygonVolume(s, { xs: [0, 1, NaN], ys: [0, 1, 2], reference: 'zero' }))).toBe(
      'invalid-selection',
    );
    expect(code(() => polygonVolume(s, { xs: [0, 1, 2], ys: [0, 1, 2], reference: 'outline' }))).toBe(
      'invalid-selection',
    );
    expect(code(() => polygonVolume(s, { ...square(1.1, 1.1, 1.4, 1.4), reference: 'zero' }))).toBe(
      'no-pixel-selected',
    );
  });
});
