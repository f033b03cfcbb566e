import { describe, expect, it } from 'vitest';
import { OrderStatistics, orderStatistics } from './order-statistics.ts';

function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

describe('orderStatistics', () => {
  it('equals sorting for smooth, tied, spiky and invalid-ridden data', () => {
    const random = lcg(3);
    const cases = [
      Float64Array.from({ length: 50000 }, () => random() * 1e-6),
      // Quantised heights: ties everywhere (an ADC of 37 levels).
      Float64Array.from({ length: 30000 }, () => Math.floor(random() * 37) * 1e-9),
      // A flat floor with two spikes: every rank but the top ones lands in one bin.
      Float64Array.from({ length: 20000 }, (_, i) => (i === 7 ? 1 : i === 9000 ? -2 : 1e-9 * random())),
      Float64Array.from({ length: 10000 }, (_, i) => (i % 3 === 0 ? NaN : i % 7 === 0 ? Infinity : random())),
    ];
    for (const z of cases) {
      const sorted = Float64Array.from(z.filter(Number.isFinite)).sort();
      const n = sorted.length;
      const ranks = [0, 1, n >> 2, n >> 1, n - 2, n - 1, 123];
      const { count, values } = orderStatistics(z, ranks);
      expect(count).toBe(n);
      expect(Array.from(values)).toEqual(ranks.map((r) => sorted[r]));
      // Bounds from a caller's earlier pass, inexact on purpose (inside and outside the true range).
      const low = sorted[0] as number;
      const high = sorted[n - 1] as number;
      for (const [min, max] of [
        [low + (high - low) * 0.01, high - (high - low) * 0.01],
        [low - (high - low), high + 1e-3 * (high - low)],
      ] as const) {
        const known = new OrderStatistics(z, { count: n, min, max });
        expect(Array.from(known.at(ranks))).toEqual(ranks.map((r) => sorted[r]));
      }
    }
  });

  it('handles constant data and refuses ranks outside the valid count', () => {
    expect(Array.from(orderStatistics(new Float64Array([2, 2, NaN, 2]), [0, 2]).values)).toEqual([2, 2]);
    expect(() => orderStatistics(new Float64Array([1, 2]), [2])).toThrow(RangeError);
    expect(orderStatistics(new Float64Array([NaN]), []).count).toBe(0);
  });
});
