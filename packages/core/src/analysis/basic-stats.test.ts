import { describe, expect, it } from 'vitest';
import { basicStats } from './basic-stats.ts';

describe('basicStats', () => {
  it('computes min, max, mean and count of valid points, skipping NaN and infinities', () => {
    const z = new Float64Array([3, NaN, -1, 4, Infinity, 1, -Infinity, 5]);
    expect(basicStats(z)).toEqual({ count: 5, min: -1, max: 5, mean: 12 / 5 });
  });

  it('answers NaN statistics and count 0 when no point is valid', () => {
    const stats = basicStats(new Float64Array([NaN, NaN]));
    expect(stats.count).toBe(0);
    expect(stats.min).toBeNaN();
    expect(stats.max).toBeNaN();
    expect(stats.mean).toBeNaN();
    expect(basicStats(new Float64Array(0)).count).toBe(0);
  });

  it('walks one column of a row-major grid with stride and offset', () => {
    // 3 rows × 4 columns; column 2 holds 2, 6, 10.
    const z = Float64Array.from({ length: 12 }, (_, i) => i);
    expect(basicStats(z, 3, 4, 2)).toEqual({ count: 3, min: 2, max: 10, mean: 6 });
    // Row 1: 4..7.
    expect(basicStats(z, 4, 1, 4)).toEqual({ count: 4, min: 4, max: 7, mean: 5.5 });
  });

  it('keeps the mean exact where a naive running sum loses the small terms', () => {
    // 1e16 + 1 + 1 … − 1e16: a plain float64 sum drops every +1.
    const n = 1000;
    const z = new Float64Array(n + 2);
    z[0] = 1e16;
    z.fill(1, 1, n + 1);
    z[n + 1] = -1e16;
    expect(basicStats(z).mean).toBe(n / (n + 2));
  });

  it('rejects a window that runs past the array', () => {
    const z = new Float64Array(10);
    expect(() => basicStats(z, 4, 3, 1)).toThrow(RangeError);
    expect(() => basicStats(z, 1, 0)).toThrow(RangeError);
    expect(() => basicStats(z, -1)).toThrow(RangeError);
  });
});
