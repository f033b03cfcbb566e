import { describe, expect, it } from 'vitest';
import { profileStatistics } from './profileStatistics.ts';

describe('profileStatistics', () => {
  it('gives the amplitude statistics about the mean line, skipping invalid samples', () => {
    // Mean 2: deviations −1, −1, 3, −1.
    const s = profileStatistics([1, 1, NaN, 5, 1]);
    expect(s.Ra).toBeCloseTo(1.5, 12);
    expect(s.Rq).toBeCloseTo(Math.sqrt(3), 12);
    expect(s.Rp).toBe(3);
    expect(s.Rv).toBe(1);
    expect(s.Rt).toBe(4);
    expect(s.Rsk).toBeCloseTo(6 / 3 ** 1.5, 12);
    expect(s.Rku).toBeCloseTo(21 / 9, 12);
  });

  it('is NaN without a valid sample, and Rsk/Rku undefined on a flat profile', () => {
    expect(profileStatistics([NaN]).Rq).toBeNaN();
    const flat = profileStatistics([2, 2, 2]);
    expect(flat.Rq).toBe(0);
    expect(flat.Rsk).toBeNaN();
  });
});
