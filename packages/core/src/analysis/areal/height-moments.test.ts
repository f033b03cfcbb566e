import { describe, expect, it } from 'vitest';
import {
  centralBlock,
  heightMoments,
  mergeCentralBlocks,
  mergedMean,
  MOMENT_BLOCK,
  momentBlockCount,
  sumBlock,
  twoPassHeightMoments,
  type HeightMoments,
} from './height-moments.ts';

function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Blocked and unblocked moments agree: count and extremes exactly, the central moments to rounding. */
function expectSame(one: HeightMoments, two: HeightMoments): void {
  expect(one.count).toBe(two.count);
  expect(one.min).toBe(two.min);
  expect(one.max).toBe(two.max);
  // Both versions round the mean to a ulp of the heights' magnitude (1e-19 for a 1 mm offset), which
  // moves every deviation d by as much: the tolerance is that ulp, or 1e-12 σ where the offset is small.
  const sigma = Math.sqrt(two.meanSquare);
  const e = 1e-12 * sigma + 4 * Number.EPSILON * Math.abs(two.mean);
  expect(Math.abs(one.mean - two.mean)).toBeLessThanOrEqual(e);
  expect(Math.abs(one.absoluteDeviation - two.absoluteDeviation)).toBeLessThanOrEqual(e);
  expect(Math.abs(one.meanSquare - two.meanSquare)).toBeLessThanOrEqual(2 * sigma * e);
  expect(Math.abs(one.meanCube - two.meanCube)).toBeLessThanOrEqual(3 * sigma ** 2 * e);
  expect(Math.abs(one.meanFourth - two.meanFourth)).toBeLessThanOrEqual(4 * sigma ** 3 * e);
}

describe('heightMoments (two passes over blocks)', () => {
  const random = lcg(5);
  const n = 300 * 300;
  const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const cases: Record<string, Float64Array> = {
    'uniform with NaN and ±Infinity': Float64Array.from({ length: n }, (_, i) =>
      i % 17 === 0 ? NaN : i % 101 === 0 ? (i % 2 ? Infinity : -Infinity) : random() * 1e-6,
    ),
    'a 1 mm offset under 10 nm roughness': Float64Array.from({ length: n }, () => 1e-3 + 1e-8 * gaussian()),
    'skewed (exponential)': Float64Array.from({ length: n }, () => -Math.log(1 - random()) * 1e-7),
    'bimodal (no point near the mean)': Float64Array.from(
      { length: n },
      () => (random() < 0.3 ? 1 : -1) + 1e-3 * random(),
    ),
    // A column trend the scattered sample must not alias.
    'rows of a ramp in x': Float64Array.from({ length: n }, (_, i) => (i % 300) * 1e-9 + 1e-12 * random()),
  };
  for (const [name, z] of Object.entries(cases))
    it(`${name}: same as the two-pass moments`, () => {
      expectSame(heightMoments(z), twoPassHeightMoments(z));
    });

  // Within one block (62 500 < MOMENT_BLOCK points) the blocked passes are the unblocked ones.
  const oneBlock = 250 * 250;
  it('is the unblocked two-pass result to the bit within one block: a flat field with spikes', () => {
    const z = new Float64Array(oneBlock).fill(2e-9);
    z[12345] = 1e-6;
    z[54321] = -3e-6;
    expect(heightMoments(z)).toEqual(twoPassHeightMoments(z));
  });

  it('is the unblocked two-pass result to the bit within one block: half the points at 0', () => {
    const z = Float64Array.from({ length: oneBlock }, (_, i) => (i % 2 ? 0 : random() < 0.5 ? -1e-6 : 1e-6));
    expect(heightMoments(z)).toEqual(twoPassHeightMoments(z));
  });

  it('reads a strided part of the field (a column) like the two-pass version', () => {
    const z = Float64Array.from({ length: 4 * n }, () => gaussian() * 1e-7 + 5e-6);
    expectSame(heightMoments(z, n, 3, 2), twoPassHeightMoments(z, n, 3, 2));
  });

  it('gives the closed forms of a ±a square wave: Sa = Sq = a, Ssk = 0, Sku = 1', () => {
    const a = 2.5e-7;
    const z = Float64Array.from({ length: n }, (_, i) => (i % 2 ? a : -a) + 4e-3);
    const m = heightMoments(z);
    expect(m.mean).toBeCloseTo(4e-3, 15);
    expect(m.absoluteDeviation / a).toBeCloseTo(1, 9);
    expect(Math.sqrt(m.meanSquare) / a).toBeCloseTo(1, 9);
    expect(m.meanCube / a ** 3).toBeCloseTo(0, 6);
    expect(m.meanFourth / m.meanSquare ** 2).toBeCloseTo(1, 6);
  });

  describe('over several blocks (what the compute pool spreads over threads)', () => {
    // 3.4 blocks of MOMENT_BLOCK points, NaN included, a 1 µm offset: the last block is partial.
    const length = Math.floor(3.4 * MOMENT_BLOCK);
    const z = Float64Array.from({ length }, (_, i) => (i % 97 === 0 ? NaN : 1e-6 + 1e-8 * gaussian()));
    const serial = heightMoments(z);

    it('is the two-pass result to rounding', () => {
      expect(momentBlockCount(length)).toBe(4);
      expect(MOMENT_BLOCK).toBe(65536);
      expectSame(serial, twoPassHeightMoments(z));
    });

    it('gives the same moments to the bit whatever order the blocks are computed in', () => {
      // Threads finish in any order; their blocks are placed by index and merged in block order.
      const order = [2, 0, 3, 1];
      const sums = new Array<ReturnType<typeof sumBlock>>(4);
      for (const b of order) sums[b] = sumBlock(z, length, 1, 0, b);
      const mean = mergedMean(sums);
      const central = new Array<ReturnType<typeof centralBlock>>(4);
      for (const b of order) central[b] = centralBlock(z, length, 1, 0, b, mean);
      expect(mergeCentralBlocks(central, mean)).toEqual(serial);
    });

    it('answers the empty moments when no height is finite', () => {
      const nan = new Float64Array(MOMENT_BLOCK + 10).fill(NaN);
      expect(
        Number.isNaN(mergedMean([sumBlock(nan, nan.length, 1, 0, 0), sumBlock(nan, nan.length, 1, 0, 1)])),
      ).toBe(true);
      expect(heightMoments(nan).count).toBe(0);
      expect(heightMoments(nan).mean).toBeNaN();
    });
  });
});
