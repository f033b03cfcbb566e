import { describe, expect, it } from 'vitest';
import { polygonInMetres } from './polygonInMetres.ts';

describe('polygonInMetres', () => {
  const data = { cols: 200, rows: 100, pixelSize: 1e-6, pixelSizeY: 2e-6, x0: 0, y0: 0 };

  it('scales normalised vertices by the image extent', () => {
    const { xs, ys } = polygonInMetres([{ x: 0.5, y: 0.25 }], data);
    expect(xs[0]).toBeCloseTo(1e-4, 18);
    expect(ys[0]).toBeCloseTo(5e-5, 18);
  });

  it("places them in the surface's frame when the image corner is not at the origin (a crop, an x3p offset)", () => {
    const { xs, ys } = polygonInMetres(
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
      { ...data, x0: 1e-3, y0: -5e-4 },
    );
    expect(xs[0]).toBeCloseTo(1e-3, 18);
    expect(xs[1]).toBeCloseTo(1e-3 + 2e-4, 18);
    expect(ys[0]).toBeCloseTo(-5e-4, 18);
    expect(ys[1]).toBeCloseTo(-5e-4 + 2e-4, 18);
  });
});
