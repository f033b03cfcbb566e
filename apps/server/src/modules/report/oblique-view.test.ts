// The report's 3D view: cells far to near, the relief exaggerated as the previews' '3d' rendering
// does, invalid points left out, the drawing inside its stated extent.
import { makeSurface } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { obliqueView } from './oblique-view.ts';
import { niceTicks, pdfText } from './pdf-builder.ts';

function ramp(nx: number, ny: number, nanAt?: number): ReturnType<typeof makeSurface> {
  const z = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++) for (let c = 0; c < nx; c++) z[r * nx + c] = c * 1e-9;
  if (nanAt !== undefined) z[nanAt] = NaN;
  return makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
}

describe('obliqueView', () => {
  it('draws one polygon per cell of the coarse grid, inside the extent, far to near', () => {
    const view = obliqueView(ramp(40, 20), { grid: 10 });
    expect(view.polygons).toHaveLength(10 * 5);
    for (const polygon of view.polygons) {
      expect(polygon.points).toHaveLength(4);
      for (const [x, y] of polygon.points) {
        expect(x).toBeGreaterThanOrEqual(-1e-12);
        expect(x).toBeLessThanOrEqual(view.width + 1e-12);
        expect(y).toBeGreaterThanOrEqual(-1e-12);
        expect(y).toBeLessThanOrEqual(view.height + 1e-12);
      }
    }
    // Painter's order: the mean screen y (depth grows downwards on the page) does not decrease much.
    const meanY = view.polygons.map((p) => p.points.reduce((s, [, y]) => s + y, 0) / 4);
    expect(meanY[0]!).toBeLessThan(meanY[meanY.length - 1]!);
  });

  it('exaggerates a relief flatter than a fifth of the lateral size', () => {
    // 39 nm over 40 µm: scaled so it spans 0.2 × 40 µm.
    const view = obliqueView(ramp(40, 20), { grid: 40 });
    expect(view.zScale).toBeCloseTo((0.2 * 40e-6) / 39e-9, -1);
  });

  it('leaves a cell without a valid point out', () => {
    const full = obliqueView(ramp(4, 4), { grid: 4 });
    const holed = obliqueView(ramp(4, 4, 5), { grid: 4 });
    expect(full.polygons).toHaveLength(16);
    expect(holed.polygons).toHaveLength(15);
  });

  it('draws nothing for a surface without valid points', () => {
    const z = new Float64Array(9).fill(NaN);
    const view = obliqueView(makeSurface({ nx: 3, ny: 3, dx: 1, dy: 1 }, z));
    expect(view.polygons).toHaveLength(0);
  });
});

describe('report text helpers', () => {
  it('keeps WinAnsi text and replaces the rest', () => {
    expect(pdfText('Sq 1.5 µm² − ok')).toBe('Sq 1.5 µm² - ok');
    expect(pdfText('表面.png')).toBe('??.png');
  });

  it('puts round ticks over a range', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-1.3, 2.2, 5)).toEqual([-1, 0, 1, 2]);
    expect(niceTicks(3, 3)).toEqual([3]);
  });
});
