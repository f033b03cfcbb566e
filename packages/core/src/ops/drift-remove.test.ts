import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { driftModel, driftRemove, rowShift } from './drift-remove.ts';

const nx = 128,
  ny = 64;
const feature = (x: number, y: number): number =>
  1e-7 *
  (Math.sin((2 * Math.PI * x) / 23) +
    0.6 * (1 + 0.1 * Math.cos(y * 0.05)) * Math.sin((2 * Math.PI * x) / 9.7) +
    0.3 * Math.cos((2 * Math.PI * x) / 41));

describe('drift.remove', () => {
  it('finds the sub-pixel shift between two rows', () => {
    const a = new Float64Array(nx);
    const b = new Float64Array(nx);
    for (let j = 0; j < nx; j++) {
      b[j] = feature(j, 0);
      a[j] = feature(j - 2.3, 0); // a is b moved right by 2.3 pixels
    }
    expect(rowShift(a, b, 5)).toBeCloseTo(2.3, 0);
    expect(Math.abs(rowShift(a, b, 5) - 2.3)).toBeLessThan(0.15);
  });

  it('realigns rows displaced by a linear drift along the slow axis', () => {
    const drift = (row: number): number => 0.12 * (row - (ny - 1) / 2); // pixels, centred
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = feature(col - drift(row), row);
    const surface = makeSurface({ nx, ny, dx: 1e-7, dy: 1e-7 }, z);
    const before = Float64Array.from(z);
    const out = driftRemove.apply(surface, { maxShift: 3, degree: 1 }, NO_INPUTS);
    expect(surface.z).toEqual(before);
    // Away from the edges the corrected rows match the undrifted feature (linear interpolation error only).
    let worst = 0;
    let worstBefore = 0;
    for (let row = 0; row < ny; row++)
      for (let col = 10; col < nx - 10; col++) {
        worst = Math.max(worst, Math.abs((out.z[row * nx + col] as number) - feature(col, row)));
        worstBefore = Math.max(worstBefore, Math.abs((z[row * nx + col] as number) - feature(col, row)));
      }
    expect(worstBefore).toBeGreaterThan(1e-7);
    // What remains is the linear interpolation's own error on this feature (≤ ~4e-9 for the 9.7 px sine).
    expect(worst).toBeLessThan(5e-9);
    // The drift itself: one round is off by the cumulated sub-pixel bias, the two-round model is not.
    const once = driftModel(z, nx, ny, 3, 1);
    let worstDrift = 0;
    for (let row = 0; row < ny; row++)
      worstDrift = Math.max(worstDrift, Math.abs((once[row] as number) - drift(row)));
    expect(worstDrift).toBeGreaterThan(0.05);
    expect(worstDrift).toBeLessThan(0.2);
    // Samples shifted in from outside the row are invalid, not invented.
    expect(out.z[0]).toBeNaN();
    expect(out.z[(ny - 1) * nx + nx - 1]).toBeNaN();
  });

  it('leaves an undrifted surface unchanged and refuses a field with one row', () => {
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = feature(col, row);
    const out = driftRemove.apply(
      makeSurface({ nx, ny, dx: 1e-7, dy: 1e-7 }, z),
      { maxShift: 5, degree: 2 },
      NO_INPUTS,
    );
    // Interior samples stay (a residual shift of a small fraction of a pixel at most).
    for (let row = 0; row < ny; row++)
      for (let col = 2; col < nx - 2; col++)
        expect(Math.abs((out.z[row * nx + col] as number) - (z[row * nx + col] as number))).toBeLessThan(
          2e-9,
        );
    expect(() =>
      driftRemove.apply(
        makeSurface({ nx: 10, ny: 1, dx: 1, dy: 1 }, new Float64Array(10)),
        { maxShift: 2, degree: 1 },
        NO_INPUTS,
      ),
    ).toThrow(/at least 2 rows/);
  });
});
