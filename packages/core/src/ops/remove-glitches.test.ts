import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { markScars } from './mark-scars.ts';
import { removeGlitches } from './remove-glitches.ts';

const defaults = {
  thresholdHigh: 0.666,
  thresholdLow: 0.25,
  minLength: 16,
  maxWidth: 4,
  type: 'both',
} as const;

// A gentle ripple (so the vertical rms is not zero) with a plane underneath.
function ripple(nx: number, ny: number) {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 1e-9 * Math.sin(col / 3) * Math.cos(row / 4) + 1e-10 * row;
  return makeSurface({ nx, ny, dx: 1e-8, dy: 1e-8 }, z);
}

describe('glitches.remove', () => {
  it('marks a raised 2-row stroke and a lowered 1-row stroke, not a short one', () => {
    const s = ripple(64, 40);
    for (let col = 10; col < 50; col++) {
      s.z[12 * 64 + col] = (s.z[12 * 64 + col] as number) + 20e-9;
      s.z[13 * 64 + col] = (s.z[13 * 64 + col] as number) + 20e-9;
      s.z[25 * 64 + col] = (s.z[25 * 64 + col] as number) - 15e-9;
    }
    for (let col = 30; col < 40; col++) s.z[33 * 64 + col] = (s.z[33 * 64 + col] as number) + 20e-9; // 10 px < 16
    const marks = markScars(s.z, 64, 40, defaults);
    const marked = (row: number, col: number) => marks[row * 64 + col] === 1;
    expect(marked(12, 10) && marked(13, 49) && marked(25, 30)).toBe(true);
    expect(marked(11, 20) || marked(14, 20) || marked(12, 9) || marked(12, 50) || marked(33, 35)).toBe(false);
    expect(markScars(s.z, 64, 40, { ...defaults, type: 'positive' })[25 * 64 + 30]).toBe(0);
    expect(markScars(s.z, 64, 40, { ...defaults, type: 'negative' })[25 * 64 + 30]).toBe(1);
  });

  it('replaces a scar by the straight line between the rows above and below', () => {
    const s = ripple(64, 40);
    const original = s.z.slice();
    for (let col = 5; col < 60; col++)
      for (const row of [20, 21, 22]) s.z[row * 64 + col] = (s.z[row * 64 + col] as number) + 30e-9;
    const r = removeGlitches.apply(s, defaults, NO_INPUTS);
    for (let col = 5; col < 60; col++) {
      const above = original[19 * 64 + col] as number;
      const below = original[23 * 64 + col] as number;
      for (const [k, row] of [20, 21, 22].entries())
        expect(r.z[row * 64 + col]).toBeCloseTo(above + ((k + 1) / 4) * (below - above), 20);
    }
    // Everything else is unchanged, and so is the input.
    expect(r.z[19 * 64 + 30]).toBe(original[19 * 64 + 30]);
    expect(r.z[21 * 64 + 2]).toBe(s.z[21 * 64 + 2]);
    expect(s.z[21 * 64 + 30]).toBe((original[21 * 64 + 30] as number) + 30e-9);
  });

  it('leaves a clean field alone and refuses inconsistent thresholds', () => {
    const s = ripple(40, 30);
    expect(Array.from(removeGlitches.apply(s, defaults, NO_INPUTS).z)).toEqual(Array.from(s.z));
    expect(() => removeGlitches.apply(s, { ...defaults, thresholdLow: 1 }, NO_INPUTS)).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });
});
