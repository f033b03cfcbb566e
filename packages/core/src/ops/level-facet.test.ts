import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { levelFacet } from './level-facet.ts';
import { levelPlane } from './level-plane.ts';

const nx = 64,
  ny = 64;

/** A tilted terrace: facet slope (sx, sy) with a raised block on a quarter of the field. */
function terrace(sx: number, sy: number): Float64Array {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = sx * col * 1e-7 + sy * row * 1e-7 + (col > 40 && row > 40 ? 3e-7 : 0);
  return z;
}

function slopeSpread(z: Float64Array, skipStep: boolean): number {
  // Largest difference between horizontal neighbours away from the step edges.
  let m = 0;
  for (let row = 0; row < ny; row++)
    for (let col = 1; col < nx; col++) {
      if (skipStep && (col === 41 || row === 41)) continue;
      m = Math.max(m, Math.abs((z[row * nx + col] as number) - (z[row * nx + col - 1] as number)));
    }
  return m;
}

describe('level.facet', () => {
  it('makes the prevalent facet horizontal where the mean plane leaves it tilted by the step', () => {
    const surface = makeSurface({ nx, ny, dx: 1e-7, dy: 1e-7 }, terrace(0.2, -0.1));
    const before = Float64Array.from(surface.z);
    const facet = levelFacet.apply(surface, {}, NO_INPUTS);
    // Flat terraces: neighbour differences vanish except across the step.
    expect(slopeSpread(facet.z, true)).toBeLessThan(1e-13);
    // The mean plane is pulled by the raised block and leaves a tilt on the terraces.
    expect(slopeSpread(levelPlane.apply(surface, {}, NO_INPUTS).z, true)).toBeGreaterThan(1e-10);
    expect(surface.z).toEqual(before);
  });

  it('levels a plain tilted plane to a constant (Gwyddion centres it on pixel position nx/2, ny/2)', () => {
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) z[row * nx + col] = 0.3e-7 * col - 0.5e-7 * row + 1e-6;
    const out = levelFacet.apply(makeSurface({ nx, ny, dx: 1e-7, dy: 1e-7 }, z), {}, NO_INPUTS);
    const first = out.z[0] as number;
    for (const v of out.z) expect(Math.abs(v - first)).toBeLessThan(1e-15);
  });

  it('skips squares with invalid corners and keeps invalid points NaN; refuses fields with no squares', () => {
    const z = terrace(0.1, 0.1);
    z[5 * nx + 5] = NaN;
    const out = levelFacet.apply(makeSurface({ nx, ny, dx: 1e-7, dy: 1e-7 }, z), {}, NO_INPUTS);
    expect(out.z[5 * nx + 5]).toBeNaN();
    expect(Math.abs((out.z[10 * nx + 11] as number) - (out.z[10 * nx + 10] as number))).toBeLessThan(1e-13);
    const line = makeSurface({ nx: 10, ny: 1, dx: 1e-7, dy: 1e-7 }, new Float64Array(10));
    expect(() => levelFacet.apply(line, {}, NO_INPUTS)).toThrow(/four valid pixel squares/);
  });
});
