import { describe, expect, it } from 'vitest';
import { complexFft, factorize, nextFastLength } from './complex-fft.ts';
import { forwardRealFft2d, inverseRealFft2d } from './real-fft-2d.ts';

function naiveDft(re: Float64Array, im: Float64Array): [Float64Array, Float64Array] {
  const n = re.length;
  const outRe = new Float64Array(n);
  const outIm = new Float64Array(n);
  for (let k = 0; k < n; k++)
    for (let j = 0; j < n; j++) {
      const a = (-2 * Math.PI * ((j * k) % n)) / n;
      outRe[k] = (outRe[k] as number) + (re[j] as number) * Math.cos(a) - (im[j] as number) * Math.sin(a);
      outIm[k] = (outIm[k] as number) + (re[j] as number) * Math.sin(a) + (im[j] as number) * Math.cos(a);
    }
  return [outRe, outIm];
}

function pseudoRandom(n: number, seed: number): Float64Array {
  const out = new Float64Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out[i] = s / 2147483648 - 0.5;
  }
  return out;
}

describe('complexFft', () => {
  // Powers of two (radix 8, 4, 2 stages), 3·5 mixes, direct prime radices (7, 61), Bluestein primes (67, 257),
  // 480 = 2^5·3·5 and 640 = 2^7·5.
  it.each([1, 2, 3, 4, 5, 8, 12, 15, 16, 24, 30, 32, 49, 61, 64, 67, 100, 257, 480, 512, 640, 1024])(
    'matches the direct DFT for n = %i, forward and inverse',
    (n) => {
      const re = pseudoRandom(n, n + 1);
      const im = pseudoRandom(n, n + 2);
      const [expRe, expIm] = naiveDft(re, im);
      const gotRe = re.slice();
      const gotIm = im.slice();
      complexFft(n).transform(gotRe, gotIm, 0, false);
      for (let k = 0; k < n; k++) {
        expect(gotRe[k]).toBeCloseTo(expRe[k] as number, 10);
        expect(gotIm[k]).toBeCloseTo(expIm[k] as number, 10);
      }
      complexFft(n).transform(gotRe, gotIm, 0, true);
      for (let k = 0; k < n; k++) {
        expect((gotRe[k] as number) / n).toBeCloseTo(re[k] as number, 12);
        expect((gotIm[k] as number) / n).toBeCloseTo(im[k] as number, 12);
      }
    },
  );

  it('works at an offset and leaves the rest of the arrays alone', () => {
    const re = new Float64Array([9, 1, 1, 1, 1, 9]);
    const im = new Float64Array(6);
    complexFft(4).transform(re, im, 1, false);
    expect([...re]).toEqual([9, 4, 0, 0, 0, 9]);
  });

  it('factorizes with fours first and finds fast lengths', () => {
    expect(factorize(640)).toEqual([8, 8, 2, 5]);
    expect(factorize(67)).toEqual([67]);
    expect(nextFastLength(6143)).toBe(6144);
    expect(nextFastLength(961)).toBe(972);
  });
});

describe('real 2D FFT', () => {
  it.each([
    [8, 6],
    [7, 5],
    [12, 9],
  ])('matches a direct 2D DFT on %i × %i and inverts', (nx, ny) => {
    const field = pseudoRandom(nx * ny, 42);
    const spectrum = forwardRealFft2d(nx, ny, ny, (row, target) =>
      target.set(field.subarray(row * nx, (row + 1) * nx)),
    );
    for (const [kx, ky] of [
      [0, 0],
      [1, 0],
      [2, 3],
      [nx >> 1, ny - 1],
    ] as const) {
      let sr = 0;
      let si = 0;
      for (let y = 0; y < ny; y++)
        for (let x = 0; x < nx; x++) {
          const a = -2 * Math.PI * ((kx * x) / nx + (ky * y) / ny);
          sr += (field[y * nx + x] as number) * Math.cos(a);
          si += (field[y * nx + x] as number) * Math.sin(a);
        }
      expect(spectrum.re[ky * spectrum.halfNx + kx]).toBeCloseTo(sr, 10);
      expect(spectrum.im[ky * spectrum.halfNx + kx]).toBeCloseTo(si, 10);
    }
    const back = new Float64Array(nx * ny);
    inverseRealFft2d(spectrum, (row, values) => back.set(values.subarray(0, nx), row * nx));
    for (let i = 0; i < nx * ny; i++) expect(back[i]).toBeCloseTo(field[i] as number, 12);
  });
});
