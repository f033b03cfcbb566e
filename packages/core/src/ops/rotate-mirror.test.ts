import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { mirror } from './mirror.ts';
import { rotate } from './rotate.ts';

// z = 100·row + col on a 3 × 2 grid with distinct pixel sizes:
//   0   1   2
// 100 101 102
function small() {
  return makeSurface({ nx: 3, ny: 2, dx: 1e-6, dy: 2e-6 }, Float64Array.from([0, 1, 2, 100, 101, 102]));
}

describe('rotate by right angles', () => {
  it('turns 90° counter-clockwise exactly, swapping nx/ny and dx/dy', () => {
    const r = rotate.apply(small(), { angle: 90, interpolation: 'bilinear' }, NO_INPUTS);
    expect([r.nx, r.ny, r.dx, r.dy]).toEqual([2, 3, 2e-6, 1e-6]);
    // The right column becomes the top row.
    expect(Array.from(r.z)).toEqual([2, 102, 1, 101, 0, 100]);
  });

  it('turns 180° and 270° (= −90°) exactly; four quarter turns are the identity', () => {
    expect(Array.from(rotate.apply(small(), { angle: 180, interpolation: 'bicubic' }, NO_INPUTS).z)).toEqual([
      102, 101, 100, 2, 1, 0,
    ]);
    const r270 = rotate.apply(small(), { angle: -90, interpolation: 'bicubic' }, NO_INPUTS);
    expect([r270.nx, r270.ny]).toEqual([2, 3]);
    expect(Array.from(r270.z)).toEqual([100, 0, 101, 1, 102, 2]);
    let s = small();
    for (let i = 0; i < 4; i++) s = rotate.apply(s, { angle: 90, interpolation: 'bilinear' }, NO_INPUTS);
    expect(Array.from(s.z)).toEqual(Array.from(small().z));
    expect([s.dx, s.dy]).toEqual([1e-6, 2e-6]);
  });

  it('keeps invalid points where they move to and leaves the input untouched', () => {
    const input = small();
    input.z[1] = Number.NaN;
    const r = rotate.apply(input, { angle: 90, interpolation: 'bilinear' }, NO_INPUTS);
    expect(r.z[2]).toBeNaN();
    expect(input.z[2]).toBe(2);
  });
});

describe('rotate by any angle', () => {
  const n = 41;
  // A plane is reproduced exactly by both interpolations wherever the stencil is inside the field.
  function plane(a: number, b: number) {
    const z = new Float64Array(n * n);
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) z[row * n + col] = a * col + b * row;
    return makeSurface({ nx: n, ny: n, dx: 1e-6, dy: 1e-6 }, z);
  }

  it('rotates a plane into the rotated plane inside and marks corners outside as NaN', () => {
    const theta = (30 * Math.PI) / 180;
    for (const interpolation of ['bilinear', 'bicubic'] as const) {
      const r = rotate.apply(plane(1, 0), { angle: 30, interpolation }, NO_INPUTS);
      expect([r.nx, r.ny]).toEqual([n, n]);
      expect(r.z[0]).toBeNaN(); // top-left corner: its source is outside the field
      const c = (n - 1) / 2;
      // z = col − c at the source, i.e. cosθ·u − sinθ·v at the destination offset (u, v).
      for (const [row, col] of [
        [20, 20],
        [10, 25],
        [30, 12],
      ] as const) {
        const expected = c + Math.cos(theta) * (col - c) - Math.sin(theta) * (row - c);
        expect(r.z[row * n + col]).toBeCloseTo(expected, 10);
      }
    }
  });

  it('agrees with the exact quarter turn at 90° ± 1e-12 for a square field', () => {
    const surface = plane(1, 0.37);
    const exact = rotate.apply(surface, { angle: 90, interpolation: 'bicubic' }, NO_INPUTS);
    const nearly = rotate.apply(surface, { angle: 90.0001, interpolation: 'bilinear' }, NO_INPUTS);
    expect(nearly.z[20 * n + 20]).toBeCloseTo(exact.z[20 * n + 20] as number, 3);
  });

  it('refuses a non-finite angle', () => {
    expect(() =>
      rotate.apply(plane(1, 0), { angle: Number.NaN, interpolation: 'bilinear' }, NO_INPUTS),
    ).toThrow(expect.objectContaining({ code: 'invalid-request' }));
  });
});

describe('mirror', () => {
  it('flips left–right and top–bottom exactly and twice is the identity', () => {
    expect(Array.from(mirror.apply(small(), { flip: 'horizontal' }, NO_INPUTS).z)).toEqual([
      2, 1, 0, 102, 101, 100,
    ]);
    const v = mirror.apply(small(), { flip: 'vertical' }, NO_INPUTS);
    expect(Array.from(v.z)).toEqual([100, 101, 102, 0, 1, 2]);
    expect([v.nx, v.ny, v.dx, v.dy, v.x0, v.y0]).toEqual([3, 2, 1e-6, 2e-6, 0, 0]);
    expect(Array.from(mirror.apply(v, { flip: 'vertical' }, NO_INPUTS).z)).toEqual(Array.from(small().z));
  });
});
