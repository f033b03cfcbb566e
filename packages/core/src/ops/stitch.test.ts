import { describe, expect, it } from 'vitest';
import { codeAndReason, roughSurface, window } from '../../test/ops-surfaces.ts';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { stitch, type StitchParams } from './stitch.ts';

const PARAMS: StitchParams = { otherFileGuids: ['b'], arrangement: 'auto', minOverlap: 0.1, blend: 'mean' };

/** Largest |stitched − original| over the stitched points, and how many are valid. */
function compare(
  out: Surface,
  original: Surface,
  col0: number,
  row0: number,
): { worst: number; valid: number } {
  let worst = 0;
  let valid = 0;
  for (let r = 0; r < out.ny; r++)
    for (let c = 0; c < out.nx; c++) {
      const v = out.z[r * out.nx + c] as number;
      if (Number.isNaN(v)) continue;
      valid++;
      worst = Math.max(worst, Math.abs(v - (original.z[(r + row0) * original.nx + c + col0] as number)));
    }
  return { worst, valid };
}

describe('stitch', () => {
  const whole = roughSurface(64, 50, 11);

  it('puts two overlapping tiles back at their exact offsets, heights levelled to rounding', () => {
    const a = window(whole, 0, 0, 40, 50);
    const b = window(whole, 25, 3, 39, 40, 2e-7); // a height offset the levelling removes
    for (const blend of ['mean', 'feather'] as const) {
      const out = stitch.apply(a, { ...PARAMS, blend }, { surfaces: [b], names: ['b.sur'] });
      expect([out.nx, out.ny, out.x0, out.y0]).toEqual([64, 50, 0, 0]);
      const { worst, valid } = compare(out, whole, 0, 0);
      expect(worst).toBeLessThan(1e-20);
      expect(valid).toBe(40 * 50 + 24 * 40);
      expect(out.z[0 * 64 + 50]).toBeNaN(); // right of a, above b
    }
    // The other way round: the union grid starts at a's origin, left of and above b's.
    const out = stitch.apply(b, PARAMS, { surfaces: [a], names: ['a.sur'] });
    expect([out.nx, out.ny]).toEqual([64, 50]);
    expect(out.x0).toBeCloseTo(0, 18);
    expect(out.y0).toBeCloseTo(0, 18);
    // Levelled to the first surface (b, +2e-7).
    const { worst } = compare({ ...out, z: out.z.map((v) => v - 2e-7) }, whole, 0, 0);
    expect(worst).toBeLessThan(1e-20);
  });

  it("feathers the overlap by the distance to each image's border; mean takes the plain average", () => {
    const a = window(whole, 0, 0, 40, 50);
    const b = window(whole, 25, 0, 39, 50);
    // b carries a small ripple the piston cannot remove, so the blends differ in the overlap.
    const zb = b.z.map((v, i) => v + 1e-9 * ((i % 39) % 2));
    const rippled = { ...b, z: zb };
    const shift = (() => {
      let sum = 0;
      for (let r = 0; r < 50; r++)
        for (let c = 0; c < 15; c++) sum -= zb[r * 39 + c]! - whole.z[r * 64 + c + 25]!;
      return sum / (50 * 15);
    })();
    const feather = stitch.apply(a, { ...PARAMS, blend: 'feather' }, { surfaces: [rippled], names: ['b'] });
    const mean = stitch.apply(a, { ...PARAMS, blend: 'mean' }, { surfaces: [rippled], names: ['b'] });
    // Row 20, column 39: a's last column (inset 1), b's column 14 (inset min(15, 25, 21, 30) = 15).
    const i = 20 * 64 + 39;
    const fromA = whole.z[i]!;
    const fromB = zb[20 * 39 + 14]! + shift;
    expect(feather.z[i]).toBeCloseTo((1 * fromA + 15 * fromB) / 16, 21);
    expect(mean.z[i]).toBeCloseTo((fromA + fromB) / 2, 21);
    // Outside the overlap each keeps its own image.
    expect(feather.z[20 * 64 + 50]).toBeCloseTo(zb[20 * 39 + 25]! + shift, 21);
  });

  it('stitches three tiles in a row and honours the arrangement hint', () => {
    const a = window(whole, 0, 2, 30, 44);
    const b = window(whole, 20, 0, 26, 46);
    const c = window(whole, 38, 5, 26, 45);
    const out = stitch.apply(
      a,
      { ...PARAMS, otherFileGuids: ['b', 'c'], arrangement: 'horizontal' },
      { surfaces: [b, c], names: ['b.sur', 'c.sur'] },
    );
    expect([out.nx, out.ny]).toEqual([64, 50]);
    expect(out.y0).toBeCloseTo(0, 18); // a starts 2 rows below the union's top
    expect(compare(out, whole, 0, 0).worst).toBeLessThan(1e-20);
    // Told the images lie one above the other, the side-by-side offset is never taken: the surfaces
    // then either fail to overlap reliably or land somewhere else.
    let misplaced: boolean;
    try {
      const vertical = stitch.apply(
        a,
        { ...PARAMS, arrangement: 'vertical', minOverlap: 0.3 },
        { surfaces: [b], names: ['b.sur'] },
      );
      misplaced = vertical.nx !== 46 || vertical.ny !== 46 || vertical.y0 !== 0;
    } catch (error) {
      misplaced =
        codeAndReason(() => {
          throw error;
        })?.[0] === 'no-overlap';
    }
    expect(misplaced).toBe(true);
  });

  it('excessive-overlap names both files; no-overlap names the file', () => {
    const a = { ...window(whole, 0, 0, 50, 50), meta: { title: 'a.sur' } };
    const inside = window(whole, 10, 10, 20, 20);
    const failure = codeAndReason(() =>
      stitch.apply(a, PARAMS, { surfaces: [inside], names: ['inside.sur'] }),
    );
    expect(failure?.[0]).toBe('excessive-overlap');
    expect(failure?.[1]).toContain("'inside.sur'");
    expect(failure?.[1]).toContain("'a.sur'");

    let state = 5;
    const noise = new Float64Array(40 * 40).map(() => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state / 2 ** 32) * 1e-7;
    });
    const unrelated = makeSurface({ nx: 40, ny: 40, dx: 1e-6, dy: 1e-6 }, noise);
    const none = codeAndReason(() =>
      stitch.apply(a, { ...PARAMS, minOverlap: 0.25 }, { surfaces: [unrelated], names: ['noise.sur'] }),
    );
    expect(none?.[0]).toBe('no-overlap');
    expect(none?.[1]).toContain("'noise.sur'");
  });

  it('refuses other pixel sizes and missing surfaces', () => {
    const a = window(whole, 0, 0, 40, 50);
    const coarse = { ...window(whole, 20, 0, 40, 50), dx: 1.5e-6 };
    expect(codeAndReason(() => stitch.apply(a, PARAMS, { surfaces: [coarse], names: ['c'] }))?.[0]).toBe(
      'size-mismatch',
    );
    expect(codeAndReason(() => stitch.apply(a, PARAMS, { surfaces: [], names: [] }))?.[0]).toBe(
      'invalid-request',
    );
  });
});
