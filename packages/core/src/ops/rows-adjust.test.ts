import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { NO_INPUTS } from './define-operator.ts';
import { medianOf, rowsAdjust, type RowsAdjustParams } from './rows-adjust.ts';

const nx = 31,
  ny = 24;
const base = (col: number, row: number): number =>
  1e-8 * Math.sin(col * 0.9) * Math.cos(row * 0.4) + 2e-9 * col;
const offset = (row: number): number => 1e-7 * Math.sin(row * 1.3) + 3e-8 * row;

function scanned(direction: 'rows' | 'columns'): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = base(col, row) + (direction === 'rows' ? offset(row) : offset(col));
  return makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
}
const p = (
  method: RowsAdjustParams['method'],
  direction: 'rows' | 'columns' = 'rows',
  degree = 1,
): RowsAdjustParams => ({
  method,
  direction,
  degree,
});

describe('rows.adjust', () => {
  it('median: every row ends with median 0', () => {
    const out = rowsAdjust.apply(scanned('rows'), p('median'), NO_INPUTS);
    for (let row = 0; row < ny; row++)
      expect(Math.abs(medianOf(out.z.slice(row * nx, (row + 1) * nx), nx))).toBeLessThan(1e-20);
  });

  it('median of differences and matching remove pure row offsets exactly, keeping row 0', () => {
    // Rows that differ by a constant only: both methods recover the offsets.
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = base(col, 0) + offset(row);
    const surface = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
    for (const method of ['medianDifference', 'matching'] as const) {
      const out = rowsAdjust.apply(surface, p(method), NO_INPUTS);
      for (let row = 0; row < ny; row++)
        for (let col = 0; col < nx; col++)
          expect(Math.abs((out.z[row * nx + col] as number) - (z[col] as number)), method).toBeLessThan(
            1e-20,
          );
    }
  });

  it('polynomial: each row minus its least-squares line; degree 0 is the row mean', () => {
    const out = rowsAdjust.apply(scanned('rows'), p('polynomial', 'rows', 0), NO_INPUTS);
    for (let row = 0; row < ny; row++) {
      let s = 0;
      for (let col = 0; col < nx; col++) s += out.z[row * nx + col] as number;
      expect(Math.abs(s / nx)).toBeLessThan(1e-20);
    }
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = offset(row) * (1 + col * 0.1) + 1e-9 * col * col;
    const out2 = rowsAdjust.apply(
      makeSurface({ nx, ny, dx: 1, dy: 1 }, z),
      p('polynomial', 'rows', 2),
      NO_INPUTS,
    );
    for (const v of out2.z) expect(Math.abs(v)).toBeLessThan(1e-20);
  });

  it('columns direction is the transposed operation', () => {
    const surface = scanned('columns');
    const out = rowsAdjust.apply(surface, p('median', 'columns'), NO_INPUTS);
    const col = new Float64Array(ny);
    for (let c = 0; c < nx; c++) {
      for (let r = 0; r < ny; r++) col[r] = out.z[r * nx + c] as number;
      expect(Math.abs(medianOf(col, ny))).toBeLessThan(1e-20);
    }
  });

  it('leaves NaN out of the statistics, keeps them NaN and does not touch the input', () => {
    const surface = scanned('rows');
    surface.z[3] = NaN;
    for (let col = 0; col < nx; col++) surface.z[5 * nx + col] = NaN;
    const before = Float64Array.from(surface.z);
    for (const method of ['median', 'polynomial', 'medianDifference', 'matching'] as const) {
      const out = rowsAdjust.apply(surface, p(method), NO_INPUTS);
      expect(out.z[3]).toBeNaN();
      expect(out.z[5 * nx + 7]).toBeNaN();
      let finite = 0;
      for (const v of out.z) if (Number.isFinite(v)) finite++;
      expect(finite, method).toBe(nx * ny - nx - 1);
    }
    expect(surface.z).toEqual(before);
  });

  it('medianOf takes the middle value, or the mean of the two middle values', () => {
    expect(medianOf(Float64Array.of(3, 1, 2), 3)).toBe(2);
    expect(medianOf(Float64Array.of(4, 1, 3, 2), 4)).toBe(2.5);
  });
});
