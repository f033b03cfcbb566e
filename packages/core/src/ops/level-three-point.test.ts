import { describe, expect, it } from 'vitest';
import type { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { levelThreePoint, type LevelThreePointParams } from './level-three-point.ts';

const nx = 30,
  ny = 20;
function tilted(bump = 0): Float64Array {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 1e-6 + 2e-8 * col - 3e-8 * row + (col === 15 && row === 10 ? bump : 0);
  return z;
}
const points: LevelThreePointParams = { col1: 0, row1: 0, col2: 29, row2: 3, col3: 7, row3: 19, radius: 0 };
const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return (e as AnalysisError).code;
  }
  return 'none';
};

describe('level.three-point', () => {
  it('levels a tilted plane to zero and keeps a bump at its height above the plane', () => {
    const surface = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, tilted(4e-7));
    const before = Float64Array.from(surface.z);
    const out = levelThreePoint.apply(surface, points, NO_INPUTS);
    for (let k = 0; k < out.z.length; k++) {
      if (k === 10 * nx + 15) expect(out.z[k]).toBeCloseTo(4e-7, 18);
      else expect(Math.abs(out.z[k] as number)).toBeLessThan(1e-20);
    }
    expect(surface.z).toEqual(before);
  });

  it('makes the three picked heights 0 on any surface, and averages within the radius', () => {
    const z = tilted();
    for (let k = 0; k < z.length; k++) z[k] = (z[k] as number) + 1e-8 * Math.sin(k * 0.7);
    const surface = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
    const out = levelThreePoint.apply(surface, points, NO_INPUTS);
    expect(out.z[0]).toBeCloseTo(0, 20);
    expect(out.z[3 * nx + 29]).toBeCloseTo(0, 20);
    expect(out.z[19 * nx + 7]).toBeCloseTo(0, 20);
    // With a radius the plane goes through the local means instead: the tilt alone is still removed.
    const planar = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, tilted());
    planar.z[1] = NaN; // an invalid neighbour is left out of the mean
    const averaged = levelThreePoint.apply(
      planar,
      { col1: 3, row1: 3, col2: 25, row2: 4, col3: 8, row3: 15, radius: 2 },
      NO_INPUTS,
    );
    expect(averaged.z[1]).toBeNaN();
    expect(Math.abs(averaged.z[5 * nx + 5] as number)).toBeLessThan(1e-20);
  });

  it('refuses points outside the field, on one line, or without a valid sample', () => {
    const surface = makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, tilted());
    expect(codeOf(() => levelThreePoint.apply(surface, { ...points, col2: 30 }, NO_INPUTS))).toBe(
      'invalid-selection',
    );
    expect(
      codeOf(() =>
        levelThreePoint.apply(surface, { ...points, col2: 5, row2: 5, col3: 10, row3: 10 }, NO_INPUTS),
      ),
    ).toBe('invalid-selection');
    surface.z[0] = NaN;
    expect(codeOf(() => levelThreePoint.apply(surface, points, NO_INPUTS))).toBe('no-pixel-selected');
  });
});
