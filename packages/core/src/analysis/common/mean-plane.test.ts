import { describe, expect, it } from 'vitest';
import {
  fitMeanPlane,
  mergePlaneSums,
  PLANE_ROW_BLOCK,
  planeRowBlockCount,
  planeSumsBlock,
  subtractMeanPlane,
  subtractPlaneRows,
} from './mean-plane.ts';
import type { Surface } from '../../surface/surface.ts';

const surfaceOf = (nx: number, ny: number, f: (col: number, row: number) => number): Surface => {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = f(col, row);
  return { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z, meta: {} };
};

describe('fitMeanPlane', () => {
  it('recovers a tilted plane exactly, ignoring NaN points', () => {
    const s = surfaceOf(7, 5, (c, r) => (c === 2 && r === 1 ? NaN : 3 + 0.5 * c - 0.25 * r));
    const plane = fitMeanPlane(s);
    expect(plane.perColumn).toBeCloseTo(0.5, 12);
    expect(plane.perRow).toBeCloseTo(-0.25, 12);
    // Grid centre (3, 2): 3 + 1.5 − 0.5.
    expect(plane.z0).toBeCloseTo(4, 12);
    const levelled = subtractMeanPlane(s);
    expect(Number.isNaN(levelled.z[1 * 7 + 2])).toBe(true);
    for (const [i, v] of levelled.z.entries()) if (i !== 9) expect(Math.abs(v)).toBeLessThan(1e-12);
  });

  it('answers NaN for fewer than three points or collinear points', () => {
    expect(fitMeanPlane(surfaceOf(2, 1, () => 1)).z0).toBeNaN();
    expect(fitMeanPlane(surfaceOf(5, 1, (c) => c)).z0).toBeNaN();
    const s = surfaceOf(1, 3, () => 2);
    expect(subtractMeanPlane(s)).toBe(s);
  });

  it('removes a tilt without touching the roughness: level(sine + plane) = level(sine)', () => {
    const sine = (c: number): number => 1e-6 * Math.sin((2 * Math.PI * c) / 16);
    const tilted = subtractMeanPlane(surfaceOf(64, 64, (c, r) => sine(c) + 1e-7 * c + 2e-7 * r + 5e-6));
    const flat = subtractMeanPlane(surfaceOf(64, 64, (c) => sine(c)));
    for (let i = 0; i < flat.z.length; i++) {
      expect(Math.abs((tilted.z[i] as number) - (flat.z[i] as number))).toBeLessThan(1e-18);
    }
  });
});

/** Points where two arrays differ in any bit (NaN equals NaN): a plain loop, toEqual is slow here. */
function differing(a: Float64Array, b: Float64Array): number {
  let count = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (!Object.is(a[i], b[i])) count++;
  return count;
}

describe('the mean plane in blocks of rows (what the compute pool spreads over threads)', () => {
  // 3.5 blocks of rows, NaN in some rows, a tilt and a 1 mm offset.
  const ny = Math.floor(3.5 * PLANE_ROW_BLOCK);
  const s = surfaceOf(301, ny, (c, r) =>
    (c * 7 + r) % 53 === 0 ? NaN : 1e-3 + 2e-9 * c - 3e-9 * r + 1e-8 * Math.sin(c * 0.37 + r * 1.3),
  );

  it('fits the same plane to the bit whatever order the blocks are computed in', () => {
    expect(planeRowBlockCount(ny)).toBe(4);
    const blocks = new Array<ReturnType<typeof planeSumsBlock>>(4);
    for (const b of [3, 1, 0, 2]) blocks[b] = planeSumsBlock(s, b);
    expect(mergePlaneSums(s, blocks)).toEqual(fitMeanPlane(s));
    expect(fitMeanPlane(s).perColumn).toBeCloseTo(2e-9, 12);
  });

  it('subtracts it in runs of rows with the whole-field result to the bit, also in place', () => {
    const plane = fitMeanPlane(s);
    const whole = subtractMeanPlane(s, plane).z;
    const parts = new Float64Array(s.z.length);
    for (const [from, to] of [
      [500, ny],
      [0, 17],
      [17, 500],
    ] as const)
      subtractPlaneRows(s.z, parts, s.nx, s.ny, plane, from, to);
    expect(differing(parts, whole)).toBe(0);
    const inPlace = s.z.slice();
    subtractPlaneRows(inPlace, inPlace, s.nx, s.ny, plane, 0, 300);
    subtractPlaneRows(inPlace, inPlace, s.nx, s.ny, plane, 300, ny);
    expect(differing(inPlace, whole)).toBe(0);
    expect(differing(inPlace, s.z)).toBeGreaterThan(0);
  });
});
