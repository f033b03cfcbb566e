import { makeChannel } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { blockAverage, blockFactor } from './block-average.ts';

function surface(nx: number, ny: number, values: readonly number[]) {
  return makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 2e-6 }, Float64Array.from(values)).surface;
}

describe('blockFactor', () => {
  it('is the smallest factor keeping both sides within maxSide', () => {
    expect(blockFactor(1024, 512, 1024)).toBe(1);
    expect(blockFactor(1025, 512, 1024)).toBe(2);
    expect(blockFactor(300, 4096, 1024)).toBe(4);
    expect(blockFactor(5, 5, 2)).toBe(3);
  });

  it('refuses a maxSide below 1', () => {
    expect(() => blockFactor(4, 4, 0)).toThrow(RangeError);
  });
});

describe('blockAverage', () => {
  it('keeps a grid that fits as it is, with its valid range', () => {
    const result = blockAverage(surface(3, 2, [1, 2, 3, 4, 5, Number.NaN]), 3);
    expect(result.factor).toBe(1);
    expect([result.cols, result.rows]).toEqual([3, 2]);
    expect([...result.heights]).toEqual([1, 2, 3, 4, 5, Number.NaN]);
    expect([result.zMin, result.zMax]).toEqual([1, 5]);
  });

  it('averages 2 × 2 blocks leaving invalid points out, partial edge blocks included', () => {
    // 5 × 3 grid, rows bottom to top; factor 2 gives 3 × 2 blocks.
    // prettier-ignore
    const values = [
      1, 3, 10, Number.NaN, 7,
      5, 7, Number.NaN, Number.NaN, 9,
      100, 200, Number.NaN, Number.NaN, 50,
    ];
    const result = blockAverage(surface(5, 3, values), 4);
    expect(result.factor).toBe(2);
    expect([result.cols, result.rows]).toEqual([3, 2]);
    expect([...result.heights]).toEqual([4, 10, 8, 150, Number.NaN, 50]);
    expect([result.zMin, result.zMax]).toEqual([1, 200]);
  });

  it('answers a null range when no point is valid', () => {
    const result = blockAverage(surface(2, 2, [Number.NaN, Number.NaN, Number.NaN, Number.NaN]), 1);
    expect([...result.heights]).toEqual([Number.NaN]);
    expect([result.zMin, result.zMax]).toEqual([null, null]);
  });
});

describe('blockAverage against the mean of each block point by point', () => {
  it('agrees on an odd-sized grid with holes and infinities, factor 3 with partial edge blocks', () => {
    const nx = 11;
    const ny = 7;
    const values = Array.from({ length: nx * ny }, (_, p) =>
      p % 13 === 0 ? Number.NaN : p % 17 === 0 ? Number.POSITIVE_INFINITY : Math.sin(p) * 1e-6,
    );
    const result = blockAverage(surface(nx, ny, values), 4);
    expect(result.factor).toBe(3);
    expect([result.cols, result.rows]).toEqual([4, 3]);
    const finite = values.filter((v) => Number.isFinite(v));
    expect([result.zMin, result.zMax]).toEqual([Math.min(...finite), Math.max(...finite)]);
    for (let r = 0; r < result.rows; r++)
      for (let c = 0; c < result.cols; c++) {
        const block: number[] = [];
        for (let j = r * 3; j < Math.min(ny, r * 3 + 3); j++)
          for (let i = c * 3; i < Math.min(nx, c * 3 + 3); i++) {
            const v = values[j * nx + i]!;
            if (Number.isFinite(v)) block.push(v);
          }
        const mean = block.reduce((a, b) => a + b, 0) / block.length;
        expect(result.heights[r * result.cols + c]).toBeCloseTo(Math.fround(mean), 12);
      }
  });
});
