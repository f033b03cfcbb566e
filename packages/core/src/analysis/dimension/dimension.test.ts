import { describe, expect, it } from 'vitest';
import { makeSurface } from '../../surface/build.ts';
import { isAnalysisError } from '../analysis-error.ts';
import { fitCircle } from './circle-fit.ts';
import { dimensionAnalysis, heightAt } from './dimension-analysis.ts';

// A tilted plane z = 0.01·x + 0.02·y on 50 × 40 pixels of 1 µm.
const plane = (() => {
  const nx = 50;
  const ny = 40;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 0.01 * (col + 0.5) * 1e-6 + 0.02 * (row + 0.5) * 1e-6;
  return makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
})();

describe('dimension', () => {
  it('measures a 3-4-5 line with its height difference and direction', () => {
    const { lines } = dimensionAnalysis.run(plane, {
      lines: [{ name: 'L', start: { x: 10e-6, y: 10e-6 }, end: { x: 13e-6, y: 14e-6 } }],
      angles: [],
      circles: [],
    });
    const line = lines[0];
    expect(line?.name).toBe('L');
    expect(line?.length).toBeCloseTo(5e-6, 18);
    // Bilinear interpolation is exact on a plane: 0.01·3 µm + 0.02·4 µm.
    expect(line?.deltaZ).toBeCloseTo(0.11e-6, 18);
    expect(line?.length3d).toBeCloseTo(Math.hypot(5e-6, 0.11e-6), 18);
    expect(line?.direction).toBeCloseTo(-Math.atan2(4, 3), 12);
  });

  it('answers NaN heights off the image', () => {
    expect(heightAt(plane, { x: -1e-6, y: 5e-6 })).toBeNaN();
    expect(heightAt(plane, { x: 0.5e-6, y: 0.5e-6 })).toBeCloseTo(0.015e-6, 18);
    expect(heightAt(plane, { x: 49.5e-6, y: 39.5e-6 })).toBeCloseTo(0.01 * 49.5e-6 + 0.02 * 39.5e-6, 18);
  });

  it('measures angles at b in radians, exact near 0 and π', () => {
    const { angles } = dimensionAnalysis.run(plane, {
      lines: [],
      angles: [
        { a: { x: 1, y: 0 }, b: { x: 0, y: 0 }, c: { x: 0, y: 1 } },
        { a: { x: 1, y: 0 }, b: { x: 0, y: 0 }, c: { x: -1, y: 1e-12 } },
        { a: { x: 1, y: 0 }, b: { x: 0, y: 0 }, c: { x: 1, y: 1 } },
        { a: { x: 0, y: 0 }, b: { x: 0, y: 0 }, c: { x: 1, y: 1 } },
      ],
      circles: [],
    });
    expect(angles[0]?.angle).toBeCloseTo(Math.PI / 2, 15);
    // π − 1e-12 is stored to π's precision (4e-16), so the small remainder is exact to 1e-3.
    expect((Math.PI - (angles[1]?.angle ?? 0)) / 1e-12).toBeCloseTo(1, 3);
    expect(angles[2]?.angle).toBeCloseTo(Math.PI / 4, 15);
    expect(angles[3]?.angle).toBeNaN();
    expect(angles[0]?.name).toBe('angle 1');
  });

  it('fits a circle exactly through noiseless points, also on a short arc', () => {
    const cx = 23.4e-6;
    const cy = 17.1e-6;
    const r = 8.25e-6;
    for (const span of [2 * Math.PI, 0.3]) {
      const t = Array.from({ length: 7 }, (_, i) => 0.2 + (span * i) / 7);
      const circle = fitCircle(
        t.map((a) => cx + r * Math.cos(a)),
        t.map((a) => cy + r * Math.sin(a)),
      );
      expect(circle?.x).toBeCloseTo(cx, 17);
      expect(circle?.y).toBeCloseTo(cy, 17);
      expect(circle?.radius).toBeCloseTo(r, 17);
      expect(circle?.rmsResidual).toBeLessThan(1e-18);
    }
  });

  it('gives the geometric (not the algebraic) least-squares circle for noisy points', () => {
    // Points alternately 0.1 inside and outside a unit circle: the geometric fit keeps r = 1.
    const t = Array.from({ length: 12 }, (_, i) => (2 * Math.PI * i) / 12);
    const rr = t.map((_, i) => (i % 2 === 0 ? 1.1 : 0.9));
    const circle = fitCircle(
      t.map((a, i) => (rr[i] as number) * Math.cos(a)),
      t.map((a, i) => (rr[i] as number) * Math.sin(a)),
    );
    expect(circle?.radius).toBeCloseTo(1, 12);
    expect(circle?.rmsResidual).toBeCloseTo(0.1, 12);
  });

  it('refuses a circle through collinear or too few points with invalid-selection', () => {
    expect(fitCircle([0, 1, 2], [0, 1, 2])).toBeNull();
    expect(fitCircle([0, 1], [0, 1])).toBeNull();
    try {
      dimensionAnalysis.run(plane, {
        lines: [],
        angles: [],
        circles: [
          {
            points: [
              { x: 0, y: 0 },
              { x: 1, y: 1 },
            ],
          },
        ],
      });
      expect.unreachable();
    } catch (error) {
      expect(isAnalysisError(error) && error.code).toBe('invalid-selection');
    }
  });
});
