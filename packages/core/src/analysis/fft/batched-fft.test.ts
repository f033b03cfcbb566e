import { describe, expect, it } from 'vitest';
import { batchedFft, simdFftAvailable, useSimdFft } from './batched-fft.ts';
import { complexFft } from './complex-fft.ts';

function pseudoRandom(n: number, seed: number): Float64Array {
  const out = new Float64Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out[i] = s / 2147483648 - 0.5;
  }
  return out;
}

/** Runs a batch on random lanes and checks each lane against complexFft's single transform. */
function expectLanesMatchSingle(n: number, batch: number, inverse: boolean, expectSimd: boolean): void {
  const fft = batchedFft(n, batch);
  expect(fft.simd).toBe(expectSimd);
  const lanesRe = Array.from({ length: batch }, (_, b) => pseudoRandom(n, 7 * b + n));
  const lanesIm = Array.from({ length: batch }, (_, b) => pseudoRandom(n, 7 * b + n + 3));
  for (let b = 0; b < batch; b++)
    for (let i = 0; i < n; i++) {
      fft.re[b + batch * i] = lanesRe[b]?.[i] as number;
      fft.im[b + batch * i] = lanesIm[b]?.[i] as number;
    }
  fft.run(inverse);
  let peak = 0;
  let worst = 0;
  for (let b = 0; b < batch; b++) {
    const re = (lanesRe[b] as Float64Array).slice();
    const im = (lanesIm[b] as Float64Array).slice();
    complexFft(n).transform(re, im, 0, inverse);
    for (let i = 0; i < n; i++) {
      peak = Math.max(peak, Math.hypot(re[i] as number, im[i] as number));
      worst = Math.max(
        worst,
        Math.hypot(
          (fft.re[b + batch * i] as number) - (re[i] as number),
          (fft.im[b + batch * i] as number) - (im[i] as number),
        ),
      );
    }
  }
  expect(worst).toBeLessThanOrEqual(1e-13 * Math.max(1, peak));
}

describe('batchedFft', () => {
  it('runs the SIMD stages in this Node', () => {
    expect(simdFftAvailable()).toBe(true);
  });

  // Radix 4 only, 4·2, 3, 5 and their mixes, the ACF's padded 6144 = 4⁵·2·3, 640 = 4³·2·5 and 1000.
  it.each([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 30, 60, 64, 100, 480, 640, 1000, 1024, 4096, 6144])(
    'SIMD lanes equal single transforms for n = %i, forward and inverse',
    (n) => {
      expectLanesMatchSingle(n, 2, false, true);
      expectLanesMatchSingle(n, 6, true, true);
    },
  );

  it('falls back to the TypeScript stages for other primes, odd batches and when turned off', () => {
    expectLanesMatchSingle(7, 4, false, false);
    expectLanesMatchSingle(257, 2, true, false);
    expectLanesMatchSingle(64, 3, false, false);
    const previous = useSimdFft(false);
    try {
      expectLanesMatchSingle(64, 4, true, false);
    } finally {
      useSimdFft(previous);
    }
  });

  it('keeps batches apart: one instance does not disturb another', () => {
    const a = batchedFft(16, 2);
    const b = batchedFft(16, 2);
    a.re.fill(1);
    b.re[0] = 1;
    a.run(false);
    b.run(false);
    expect(a.re[0]).toBe(16);
    expect(a.re[2]).toBe(0);
    expect([...b.re.filter((_, i) => i % 2 === 0)]).toEqual(new Array(16).fill(1));
    expect(b.re[1]).toBe(0);
  });

  it('loads windowed lanes, sums pair power and takes means alike in both paths', () => {
    const n = 60;
    const batch = 4;
    const results = [true, false].map((simd) => {
      const previous = useSimdFft(simd);
      try {
        const fft = batchedFft(n, batch, 2 * batch * n + 2 * batch + 2 * n);
        expect(fft.simd).toBe(simd);
        const profiles = fft.workspace.subarray(0, 2 * batch * n);
        const meansView = fft.workspace.subarray(2 * batch * n, 2 * batch * n + 2 * batch);
        const weights = fft.workspace.subarray(2 * batch * n + 2 * batch, 2 * batch * n + 2 * batch + n);
        const sums = fft.workspace.subarray(2 * batch * n + 2 * batch + n);
        weights.set(pseudoRandom(n, 5));
        const means: number[] = [];
        for (let slot = 0; slot < 2 * batch; slot++) {
          const values = profiles.subarray(slot * n, (slot + 1) * n);
          values.set(pseudoRandom(n, 11 + slot));
          const mean = fft.meanOf(values);
          means.push(mean);
          meansView[slot] = mean;
        }
        fft.loadLanes(profiles, meansView, weights);
        const lanes = [...fft.re.subarray(0, 2 * batch), ...fft.im.subarray(0, 2 * batch)];
        const values = profiles.subarray(0, n);
        values[3] = Number.NaN;
        means.push(fft.meanOf(values));
        fft.run(false);
        fft.accumulatePairPower(sums, n / 2);
        return { means, lanes, sums: [...sums.subarray(0, n / 2 + 1)] };
      } finally {
        useSimdFft(previous);
      }
    });
    const [simd, scalar] = results as [(typeof results)[0], (typeof results)[0]];
    expect(simd.means.at(-1)).toBeNaN();
    // Element 0 and 1 of every lane: profile 2·l in re, 2·l + 1 in im, centred and weighted.
    expect(simd.lanes.length).toBe(4 * batch);
    for (let i = 0; i < simd.lanes.length; i++)
      expect(simd.lanes[i]).toBeCloseTo(scalar.lanes[i] as number, 15);
    const w0 = pseudoRandom(n, 5)[0] as number;
    expect(simd.lanes[0]).toBeCloseTo(
      ((pseudoRandom(n, 11)[0] as number) - (simd.means[0] as number)) * w0,
      15,
    );
    expect(simd.lanes[2 * batch]).toBeCloseTo(
      ((pseudoRandom(n, 12)[0] as number) - (simd.means[1] as number)) * w0,
      15,
    );
    for (let i = 0; i < 2 * batch; i++) expect(simd.means[i]).toBeCloseTo(scalar.means[i] as number, 14);
    // Parseval per lane: Σ_k over the full spectrum of |A|²+|B|² = n·Σ(a² + b²); here the half sums
    // must agree between the paths and be positive.
    for (let k = 0; k <= n / 2; k++) {
      expect(simd.sums[k]).toBeGreaterThan(0);
      expect(Math.abs((simd.sums[k] as number) - (scalar.sums[k] as number))).toBeLessThan(
        1e-12 * (scalar.sums[k] as number),
      );
    }
  });
});
