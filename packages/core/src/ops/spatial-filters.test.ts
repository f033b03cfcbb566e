import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { PIXEL, roughSurface } from './filter-test-surfaces.ts';
import { spatialGaussian, spatialLaplacian, spatialMean, spatialSharpen } from './spatial-filters.ts';
import { spatialMedian } from './spatial-median.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AnalysisError) return e.code;
    throw e;
  }
  return undefined;
}

/** The valid values of the clipped size × size window around (r, c). */
function window(z: Float64Array, nx: number, ny: number, r: number, c: number, size: number): number[] {
  const h = (size - 1) / 2;
  const values: number[] = [];
  for (let rr = Math.max(0, r - h); rr <= Math.min(ny - 1, r + h); rr++)
    for (let cc = Math.max(0, c - h); cc <= Math.min(nx - 1, c + h); cc++) {
      const v = z[rr * nx + cc] as number;
      if (!Number.isNaN(v)) values.push(v);
    }
  return values;
}

const holes = [0, 1, 57, 58, 59, 97, 300, 301, 702, 1199];

describe('spatial filters', () => {
  it('mean: the average of the valid points of the clipped window, NaN kept', () => {
    const s = roughSurface(40, 30, holes);
    const before = s.z.slice();
    const out = spatialMean.apply(s, { size: 5 }, NO_INPUTS);
    expect(s.z).toEqual(before);
    for (let r = 0; r < 30; r++)
      for (let c = 0; c < 40; c++) {
        const i = r * 40 + c;
        if (holes.includes(i)) {
          expect(out.z[i]).toBeNaN();
          continue;
        }
        const w = window(s.z, 40, 30, r, c, 5);
        expect(out.z[i]).toBeCloseTo(w.reduce((a, b) => a + b, 0) / w.length, 20);
      }
  });

  it.each([3, 5, 7, 9, 15, 31])(
    'median (size %i): exact median of the valid window values, ties included',
    (size) => {
      // Heights quantised to 40 levels so that ties occur; the holes make even counts.
      const rough = roughSurface(45, 37, holes);
      const z = rough.z.map((v) => Math.round(v * 2e7) / 2e7);
      const s = { ...rough, z };
      const out = spatialMedian.apply(s, { size }, NO_INPUTS);
      for (let r = 0; r < 37; r++)
        for (let c = 0; c < 45; c++) {
          const i = r * 45 + c;
          if (Number.isNaN(z[i])) {
            expect(out.z[i]).toBeNaN();
            continue;
          }
          const w = window(z, 45, 37, r, c, size).sort((a, b) => a - b);
          const k = w.length;
          const expected =
            k % 2 ? (w[k >> 1] as number) : ((w[(k >> 1) - 1] as number) + (w[k >> 1] as number)) / 2;
          expect((out.z[i] as number) + 0).toBe(expected + 0); // + 0: −0 and 0 are the same height
        }
    },
  );

  it('laplacian: 4a on the paraboloid a(x² + y²) in pixel units, zero flux at edges and holes', () => {
    const nx = 12;
    const ny = 9;
    const z = new Float64Array(nx * ny);
    for (let r = 0; r < ny; r++)
      for (let c = 0; c < nx; c++) z[r * nx + c] = 1e-9 * ((c - 5) ** 2 + (r - 4) ** 2);
    z[50] = NaN;
    const out = spatialLaplacian.apply(makeSurface({ nx, ny, dx: PIXEL, dy: PIXEL }, z), {}, NO_INPUTS);
    expect(out.z[50]).toBeNaN();
    // Interior, away from the hole: exactly 4a.
    expect(out.z[2 * nx + 8]).toBeCloseTo(4e-9, 22);
    // Corner (0, 0): neighbours (1, 0) and (0, 1) only.
    expect(out.z[0]).toBeCloseTo((z[1] as number) + (z[nx] as number) - 2 * (z[0] as number), 22);
    // Next to the hole (index 50 = row 4, col 2): the hole adds nothing.
    const i = 51;
    expect(out.z[i]).toBeCloseTo(
      (z[i + 1] as number) + (z[i - nx] as number) + (z[i + nx] as number) - 3 * (z[i] as number),
      22,
    );
  });

  it('gaussian and sharpen: constants and planes stay (interior), sharpen = 2z − gaussian', () => {
    const nx = 60;
    const ny = 50;
    const z = new Float64Array(nx * ny);
    for (let r = 0; r < ny; r++) for (let c = 0; c < nx; c++) z[r * nx + c] = 1e-6 + 1e-8 * c - 2e-8 * r;
    z[1200] = NaN;
    const plane = makeSurface({ nx, ny, dx: PIXEL, dy: 2 * PIXEL }, z);
    const g = spatialGaussian.apply(plane, { size: 5 }, NO_INPUTS);
    const sh = spatialSharpen.apply(plane, { size: 5 }, NO_INPUTS);
    expect(g.z[1200]).toBeNaN();
    expect(sh.z[1200]).toBeNaN();
    for (let r = 15; r < ny - 15; r++)
      for (let c = 15; c < nx - 15; c++) {
        const i = r * nx + c;
        // The hole (row 20, column 0) is beyond the kernel (±5.3 σ = 11 px) of these points.
        expect(Math.abs((g.z[i] as number) - (z[i] as number))).toBeLessThan(1e-20);
      }
    for (let i = 0; i < z.length; i++)
      if (i !== 1200) expect(sh.z[i]).toBeCloseTo(2 * (z[i] as number) - (g.z[i] as number), 20);
  });

  it('refuses kernel sizes that are even, below 3 or above 101', () => {
    const s = roughSurface(20, 20);
    for (const size of [1, 2, 4, 103, 3.5, Number.NaN])
      for (const op of [spatialMean, spatialGaussian, spatialSharpen, spatialMedian])
        expect(codeOf(() => op.apply(s, { size }, NO_INPUTS))).toBe('filter-invalid-filter-size');
    expect(codeOf(() => spatialMedian.apply(s, { size: 101 }, NO_INPUTS))).toBeUndefined();
  });
});
