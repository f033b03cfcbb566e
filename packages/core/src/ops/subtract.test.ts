import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { codeAndReason, roughSurface, window } from '../../test/ops-surfaces.ts';
import { correlationOffset } from './correlation-offset.ts';
import { subtractAdvanced } from './subtract-advanced.ts';
import { subtract } from './subtract.ts';

describe('subtract', () => {
  const a = roughSurface(20, 15, 1);
  const b = roughSurface(20, 15, 2);

  it('subtracts point by point, NaN where either is invalid, inputs untouched', () => {
    const zb = new Float64Array(b.z);
    zb[7] = NaN;
    const other = { ...b, z: zb };
    const out = subtract.apply(a, { otherFileGuid: 'x' }, { surfaces: [other], names: ['b.sur'] });
    for (let i = 0; i < out.z.length; i++) {
      if (i === 7) expect(out.z[i]).toBeNaN();
      else expect(out.z[i]).toBe((a.z[i] as number) - (b.z[i] as number));
    }
    expect(out.z).not.toBe(a.z);
    expect(a.z[7]).not.toBeNaN();
    expect(out.nx).toBe(20);
  });

  it('refuses surfaces of another size or pixel size with size-mismatch naming both files', () => {
    const inputs = { surfaces: [roughSurface(21, 15, 2)], names: ['other.sur'] };
    const failure = codeAndReason(() => subtract.apply(a, { otherFileGuid: 'x' }, inputs));
    expect(failure?.[0]).toBe('size-mismatch');
    expect(failure?.[1]).toContain("'other.sur' (21 × 15 px");
    expect(failure?.[1]).toContain("'rough 1' (20 × 15 px");
    const finer = { ...b, dx: b.dx * 1.01 };
    expect(
      codeAndReason(() =>
        subtract.apply(a, { otherFileGuid: 'x' }, { surfaces: [finer], names: ['f'] }),
      )?.[0],
    ).toBe('size-mismatch');
    expect(
      codeAndReason(() => subtract.apply(a, { otherFileGuid: 'x' }, { surfaces: [], names: [] }))?.[0],
    ).toBe('invalid-request');
  });
});

describe('correlation offset', () => {
  it('finds the exact shift of a window, negative shifts included, with r = 1', () => {
    const big = roughSurface(50, 40, 3);
    const win = window(big, 13, 9, 25, 20, 5e-7);
    const found = correlationOffset(big, win, { minOverlapPixels: 100 });
    expect(found).toMatchObject({ ox: 13, oy: 9, overlap: 500 });
    expect(found?.score).toBeCloseTo(1, 9);
    // The other way round: the big field sits at (−13, −9) of the window.
    expect(correlationOffset(win, big, { minOverlapPixels: 100 })).toMatchObject({ ox: -13, oy: -9 });
  });
});

describe('subtract.advanced', () => {
  const params = { otherFileGuid: 'g', pixelTolerance: 0.02, minOverlap: 0.3 };

  it('aligns a shifted window and subtracts over the overlap, NaN elsewhere', () => {
    const big = roughSurface(48, 40, 4);
    const win = window(big, 7, 5, 30, 28, 1e-7);
    const out = subtractAdvanced.apply(big, params, { surfaces: [win], names: ['w.sur'] });
    expect(out.nx).toBe(48);
    for (let row = 0; row < 40; row++)
      for (let col = 0; col < 48; col++) {
        const v = out.z[row * 48 + col] as number;
        if (row >= 5 && row < 33 && col >= 7 && col < 37) expect(v).toBeCloseTo(-1e-7, 20);
        else expect(v).toBeNaN();
      }
  });

  it('resamples a slightly different pixel size before aligning', () => {
    // A smooth analytic field sampled on two grids: 1 µm pixels, and 1.015 µm pixels from x = 10 µm.
    const f = (x: number, y: number) => 1e-7 * Math.sin(x / 9e-6) * Math.cos(y / 7e-6) + 2e3 * x * y;
    const sample = (nx: number, ny: number, d: number, x0: number, y0: number) => {
      const z = new Float64Array(nx * ny);
      for (let r = 0; r < ny; r++)
        for (let c = 0; c < nx; c++) z[r * nx + c] = f(x0 + (c + 0.5) * d, y0 + (r + 0.5) * d);
      return makeSurface({ nx, ny, dx: d, dy: d, x0, y0 }, z);
    };
    const a = sample(60, 50, 1e-6, 0, 0);
    const b = sample(40, 35, 1.015e-6, 10e-6, 6e-6);
    const out = subtractAdvanced.apply(a, params, { surfaces: [b], names: ['b'] });
    let worst = 0;
    let valid = 0;
    for (const v of out.z)
      if (!Number.isNaN(v)) {
        valid++;
        worst = Math.max(worst, Math.abs(v));
      }
    expect(valid).toBe(40 * 35);
    expect(out.z[6 * 60 + 10]).not.toBeNaN();
    expect(out.z[5 * 60 + 9]).toBeNaN();
    // Within the interpolation error (2 % of the wave's amplitude), far below the wave itself.
    expect(worst).toBeLessThan(2e-9);
  });

  it('size-mismatch when the pixel sizes differ beyond the tolerance or nothing overlaps enough', () => {
    const a = roughSurface(20, 20, 5);
    const coarse = roughSurface(20, 20, 5, 1.1e-6);
    const failure = codeAndReason(() =>
      subtractAdvanced.apply(a, params, { surfaces: [coarse], names: ['c.sur'] }),
    );
    expect(failure?.[0]).toBe('size-mismatch');
    expect(failure?.[1]).toContain("'c.sur'");
    const holed = new Float64Array(a.z);
    holed[0] = NaN;
    expect(
      codeAndReason(() =>
        subtractAdvanced.apply(
          { ...a, z: holed },
          { ...params, minOverlap: 1 },
          { surfaces: [a], names: ['a'] },
        ),
      )?.[0],
    ).toBe('size-mismatch');
  });
});
