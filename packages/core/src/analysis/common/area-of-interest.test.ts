import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis-error.ts';
import { DEFAULT_RESTRICTED_AREA, pixelRectOf, surfaceInArea } from './area-of-interest.ts';
import type { Surface } from '../../surface/surface.ts';

const grid = (nx: number, ny: number): Surface => ({
  nx,
  ny,
  dx: 2,
  dy: 3,
  x0: 10,
  y0: 20,
  z: Float64Array.from({ length: nx * ny }, (_, i) => i),
  meta: {},
});

describe('area of interest', () => {
  it('crops the default restricted area to the middle half each way', () => {
    const s = surfaceInArea(grid(8, 4), DEFAULT_RESTRICTED_AREA);
    expect([s.nx, s.ny, s.x0, s.y0]).toEqual([4, 2, 14, 23]);
    expect(Array.from(s.z)).toEqual([10, 11, 12, 13, 18, 19, 20, 21]);
  });

  it('keeps the whole surface for the entire image', () => {
    const s = grid(3, 3);
    expect(surfaceInArea(s, 'entire')).toBe(s);
  });

  it('keeps at least one pixel of a tiny rectangle', () => {
    expect(pixelRectOf({ nx: 10, ny: 10 }, { left: 0.5, top: 0.5, right: 0.51, bottom: 0.51 })).toEqual({
      col0: 5,
      row0: 5,
      col1: 6,
      row1: 6,
    });
  });

  it('refuses inverted, empty or out-of-range rectangles with invalid-selection', () => {
    for (const rect of [
      { left: 0.6, top: 0, right: 0.5, bottom: 1 },
      { left: 0, top: 0.5, right: 1, bottom: 0.5 },
      { left: -0.1, top: 0, right: 1, bottom: 1 },
      { left: 0, top: 0, right: NaN, bottom: 1 },
    ]) {
      expect(() => pixelRectOf({ nx: 4, ny: 4 }, rect)).toThrow(AnalysisError);
    }
  });
});
