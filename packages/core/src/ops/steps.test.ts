import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { applySteps, checkSteps } from './steps.ts';
import { operators } from './registry.ts';

function tiltedPlane(nx: number, ny: number, holes: number[] = []): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) z[row * nx + col] = 2e-6 + 3e-8 * col - 5e-8 * row;
  for (const i of holes) z[i] = Number.NaN;
  return makeSurface({ nx, ny, dx: 1e-6, dy: 1e-6 }, z);
}

describe('operator steps', () => {
  it('registers every operator once, with a dotted or plain id', () => {
    const ids = operators.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[.-][a-z0-9]+)*$/);
  });

  it('levels a tilted plane to zero and keeps invalid points invalid', () => {
    const surface = tiltedPlane(33, 21, [5, 100]);
    const levelled = applySteps(surface, [{ op: 'level.plane', params: {} }]);
    expect(levelled.z).not.toBe(surface.z);
    expect(levelled.z[5]).toBeNaN();
    expect(levelled.z[100]).toBeNaN();
    let worst = 0;
    for (const v of levelled.z) if (!Number.isNaN(v)) worst = Math.max(worst, Math.abs(v));
    expect(worst).toBeLessThan(1e-20);
    // The input is untouched.
    expect(surface.z[1]).toBeCloseTo(2e-6 + 3e-8, 20);
  });

  it('levels over the source only when the caller gives it up, with the same values', () => {
    const kept = tiltedPlane(40, 30, [7]);
    const copy = makeSurface({ nx: 40, ny: 30, dx: 1e-6, dy: 1e-6 }, kept.z.slice());
    const fresh = applySteps(kept, [{ op: 'level.plane', params: {} }]);
    const overSource = applySteps(copy, [{ op: 'level.plane', params: {} }], undefined, {
      sourceGivenUp: true,
    });
    expect(fresh.z).not.toBe(kept.z);
    expect(kept.z[1]).toBe(2e-6 + 3e-8);
    expect(overSource.z).toBe(copy.z);
    expect([...overSource.z]).toEqual([...fresh.z]);
  });

  it('writes over its own intermediate results but never over the source or another input', () => {
    const surface = tiltedPlane(16, 12);
    const before = surface.z.slice();
    const out = applySteps(surface, [
      { op: 'mirror', params: { flip: 'horizontal' } },
      { op: 'level.plane', params: {} },
    ]);
    expect([...surface.z]).toEqual([...before]);
    expect(out.z.buffer).not.toBe(surface.z.buffer);
    for (const v of out.z) expect(Math.abs(v)).toBeLessThan(1e-20);
  });

  it('refuses two level steps in a row and unknown operators with catalogue codes', () => {
    expect(() =>
      checkSteps([
        { op: 'level.plane', params: {} },
        { op: 'level.plane', params: {} },
      ]),
    ).toThrow(expect.objectContaining({ code: 'level-consecutive-operators' }));
    expect(() => checkSteps([{ op: 'no.such-op', params: {} }])).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });

  it('refuses to level a surface with fewer than three valid points', () => {
    const surface = tiltedPlane(2, 1);
    expect(() => applySteps(surface, [{ op: 'level.plane', params: {} }])).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });
});
