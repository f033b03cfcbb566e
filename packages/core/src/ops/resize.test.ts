import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { resize } from './resize.ts';

function field(nx: number, ny: number, f: (col: number, row: number) => number) {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = f(col, row);
  return makeSurface({ nx, ny, dx: 1e-6, dy: 2e-6, x0: 5e-6, y0: 0 }, z);
}

describe('resize', () => {
  it('keeps the physical size and origin and changes the pixel size', () => {
    const r = resize.apply(
      field(40, 30, () => 1),
      { nx: 80, ny: 15, interpolation: 'bilinear' },
      NO_INPUTS,
    );
    expect([r.nx, r.ny, r.x0, r.y0]).toEqual([80, 15, 5e-6, 0]);
    expect(r.dx * r.nx).toBeCloseTo(40e-6, 18);
    expect(r.dy * r.ny).toBeCloseTo(60e-6, 18);
    expect(r.z.every((v) => v === 1)).toBe(true);
  });

  it('is the identity at the same size and picks every other pixel pair mean when halving (bilinear)', () => {
    const s = field(8, 6, (c, r) => c * c + 10 * r);
    expect(Array.from(resize.apply(s, { nx: 8, ny: 6, interpolation: 'bicubic' }, NO_INPUTS).z)).toEqual(
      Array.from(s.z),
    );
    const half = resize.apply(s, { nx: 4, ny: 3, interpolation: 'bilinear' }, NO_INPUTS);
    // New pixel (0, 0) samples old (0.5, 0.5): the mean of the four pixels around it.
    expect(half.z[0]).toBeCloseTo((0 + 1 + 0 + 1) / 4 + 5, 12);
  });

  it('reproduces a plane (bilinear) and a quadratic (bicubic) exactly in the interior', () => {
    const plane = field(20, 20, (c, r) => 3 * c - 2 * r);
    const quad = field(20, 20, (c, r) => c * c - 0.5 * r * r + c * r);
    const up = (s: typeof plane, interpolation: 'bilinear' | 'bicubic') =>
      resize.apply(s, { nx: 50, ny: 30, interpolation }, NO_INPUTS);
    const p = up(plane, 'bilinear');
    const q = up(quad, 'bicubic');
    for (let row = 5; row < 25; row++) {
      for (let col = 8; col < 42; col++) {
        const x = (col + 0.5) * (20 / 50) - 0.5;
        const y = (row + 0.5) * (20 / 30) - 0.5;
        expect(p.z[row * 50 + col]).toBeCloseTo(3 * x - 2 * y, 10);
        expect(q.z[row * 50 + col]).toBeCloseTo(x * x - 0.5 * y * y + x * y, 9);
      }
    }
  });

  it('makes a point whose stencil touches an invalid point NaN, and only those', () => {
    const s = field(10, 10, () => 1);
    s.z[55] = Number.NaN; // row 5, col 5
    const r = resize.apply(s, { nx: 20, ny: 20, interpolation: 'bilinear' }, NO_INPUTS);
    let nan = 0;
    for (const v of r.z) if (Number.isNaN(v)) nan++;
    // Old coordinate (i + ½)/2 − ½ lies in (4, 6) for i = 9 … 12: a 4 × 4 block of new points.
    expect(nan).toBe(16);
    expect(r.z[10 * 20 + 10]).toBeNaN();
    expect(s.z[54]).toBe(1);
  });

  it('refuses sizes out of 2 … 16384', () => {
    for (const [nx, ny] of [
      [1, 10],
      [10, 16385],
      [2.5, 10],
    ] as const)
      expect(() =>
        resize.apply(
          field(4, 4, () => 0),
          { nx, ny, interpolation: 'bilinear' },
          NO_INPUTS,
        ),
      ).toThrow(expect.objectContaining({ code: 'invalid-request' }));
  });
});
