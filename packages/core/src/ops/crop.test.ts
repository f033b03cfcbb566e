import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { crop } from './crop.ts';
import { NO_INPUTS } from './define-operator.ts';

// z = 100·row + col, so every value names its pixel.
function indexed(nx: number, ny: number) {
  const z = Float64Array.from({ length: nx * ny }, (_, i) => 100 * Math.floor(i / nx) + (i % nx));
  return makeSurface({ nx, ny, dx: 2e-6, dy: 3e-6, x0: 1e-3, y0: -1e-3 }, z);
}

describe('crop', () => {
  it('keeps the pixels of the fractional rectangle and moves the origin to the first one', () => {
    const surface = indexed(10, 8);
    const result = crop.apply(surface, { left: 0.2, top: 0.25, right: 0.7, bottom: 1 }, NO_INPUTS);
    expect([result.nx, result.ny, result.dx, result.dy]).toEqual([5, 6, 2e-6, 3e-6]);
    expect(result.x0).toBeCloseTo(1e-3 + 2 * 2e-6, 18);
    expect(result.y0).toBeCloseTo(-1e-3 + 2 * 3e-6, 18);
    expect(Array.from(result.z.subarray(0, 5))).toEqual([202, 203, 204, 205, 206]);
    expect(result.z[result.z.length - 1]).toBe(706);
    expect(surface.z.length).toBe(80);
  });

  it('returns the whole field for the full rectangle', () => {
    const surface = indexed(4, 3);
    const result = crop.apply(surface, { left: 0, top: 0, right: 1, bottom: 1 }, NO_INPUTS);
    expect(Array.from(result.z)).toEqual(Array.from(surface.z));
    expect(result.z).not.toBe(surface.z);
  });

  it('refuses empty, inverted, out-of-range and too small rectangles with invalid-selection', () => {
    const surface = indexed(10, 10);
    for (const p of [
      { left: 0.5, top: 0, right: 0.5, bottom: 1 },
      { left: 0.6, top: 0, right: 0.4, bottom: 1 },
      { left: -0.1, top: 0, right: 0.5, bottom: 1 },
      { left: 0, top: 0, right: 1.2, bottom: 1 },
      { left: 0, top: 0, right: 0.14, bottom: 1 },
      { left: 0, top: 0, right: Number.NaN, bottom: 1 },
    ])
      expect(() => crop.apply(surface, p, NO_INPUTS)).toThrow(
        expect.objectContaining({ code: 'invalid-selection' }),
      );
  });

  it('refuses a rectangle of invalid points with no-pixel-selected', () => {
    const surface = indexed(10, 10);
    for (let row = 0; row < 5; row++) surface.z.fill(Number.NaN, row * 10, row * 10 + 5);
    expect(() => crop.apply(surface, { left: 0, top: 0, right: 0.5, bottom: 0.5 }, NO_INPUTS)).toThrow(
      expect.objectContaining({ code: 'no-pixel-selected' }),
    );
    const kept = crop.apply(surface, { left: 0, top: 0, right: 0.6, bottom: 0.5 }, NO_INPUTS);
    expect(kept.z[0]).toBeNaN();
    expect(kept.z[5]).toBe(5);
  });
});
