import { describe, expect, it } from 'vitest';
import {
  GRADIENT_NAMES,
  GRADIENTS,
  gradientToRgba,
  isGradientName,
  sampleGradient,
  type ColorGradient,
} from './gradients.ts';

describe('built-in gradients', () => {
  it('are the seven of the spec, each under its own name', () => {
    expect([...GRADIENT_NAMES].sort()).toEqual(
      [
        'rainbow',
        'blue-white',
        'black-white',
        'darkblue-lightblue',
        'black-brown-orange-yellow',
        'black-red-yellow',
        'black-brown-yellow',
      ].sort(),
    );
    for (const name of GRADIENT_NAMES) expect(GRADIENTS[name].name).toBe(name);
  });

  it('have valid stops: sorted, spanning 0 to 1, channels in range', () => {
    for (const name of GRADIENT_NAMES) {
      const { stops } = GRADIENTS[name];
      expect(stops[0]!.stop).toBe(0);
      expect(stops[stops.length - 1]!.stop).toBe(1);
      for (let k = 0; k < stops.length; k++) {
        const s = stops[k]!;
        if (k > 0) expect(s.stop).toBeGreaterThan(stops[k - 1]!.stop);
        for (const c of [s.r, s.g, s.b]) {
          expect(Number.isInteger(c)).toBe(true);
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(255);
        }
        expect(s.a).toBeGreaterThanOrEqual(0);
        expect(s.a).toBeLessThanOrEqual(1);
      }
    }
  });

  it('start and end with the colours their names promise', () => {
    const end = (name: keyof typeof GRADIENTS, t: number) => sampleGradient(GRADIENTS[name], t).slice(0, 3);
    expect(end('black-white', 0)).toEqual([0, 0, 0]);
    expect(end('black-white', 1)).toEqual([255, 255, 255]);
    expect(end('blue-white', 0)).toEqual([0, 0, 255]);
    expect(end('blue-white', 1)).toEqual([255, 255, 255]);
    expect(end('black-red-yellow', 0.5)).toEqual([255, 0, 0]);
    expect(end('black-red-yellow', 1)).toEqual([255, 255, 0]);
    expect(end('rainbow', 0)).toEqual([0, 0, 255]);
    expect(end('rainbow', 1)).toEqual([255, 0, 0]);
    for (const name of ['black-brown-orange-yellow', 'black-brown-yellow'] as const) {
      expect(end(name, 0)).toEqual([0, 0, 0]);
      expect(end(name, 1)).toEqual([255, 255, 0]);
    }
    const [r, g, b] = end('darkblue-lightblue', 0);
    expect(b).toBeGreaterThan(r! + g!);
  });

  it('is recognised by name', () => {
    expect(isGradientName('black-red-yellow')).toBe(true);
    expect(isGradientName('viridis')).toBe(false);
  });
});

function expectRgbaClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(4);
  expected.forEach((v, k) => expect(actual[k]).toBeCloseTo(v, 9));
}

describe('sampleGradient', () => {
  const g: ColorGradient = {
    name: 'test',
    stops: [
      { r: 0, g: 100, b: 200, a: 0, stop: 0.2 },
      { r: 200, g: 100, b: 0, a: 1, stop: 0.6 },
    ],
  };

  it('interpolates linearly between stops in every channel', () => {
    expectRgbaClose(sampleGradient(g, 0.4), [100, 100, 100, 0.5]);
    const [r, , b, a] = sampleGradient(g, 0.3);
    expect(r).toBeCloseTo(50, 12);
    expect(b).toBeCloseTo(150, 12);
    expect(a).toBeCloseTo(0.25, 12);
  });

  it('holds the end colours outside the stops', () => {
    expect(sampleGradient(g, 0)).toEqual([0, 100, 200, 0]);
    expect(sampleGradient(g, -5)).toEqual([0, 100, 200, 0]);
    expect(sampleGradient(g, 1)).toEqual([200, 100, 0, 1]);
    expect(sampleGradient(g, Infinity)).toEqual([200, 100, 0, 1]);
  });

  it('is transparent for NaN (an invalid point)', () => {
    expect(sampleGradient(g, Number.NaN)).toEqual([0, 0, 0, 0]);
  });

  it('accepts unsorted custom stops without mutating them', () => {
    const reversed: ColorGradient = { name: 'r', stops: [g.stops[1]!, g.stops[0]!] };
    expectRgbaClose(sampleGradient(reversed, 0.4), [100, 100, 100, 0.5]);
    expect(reversed.stops[0]!.stop).toBe(0.6);
  });

  it('treats coincident stops as a hard edge', () => {
    const edge: ColorGradient = {
      name: 'edge',
      stops: [
        { r: 0, g: 0, b: 0, a: 1, stop: 0 },
        { r: 0, g: 0, b: 0, a: 1, stop: 0.5 },
        { r: 255, g: 255, b: 255, a: 1, stop: 0.5 },
        { r: 255, g: 255, b: 255, a: 1, stop: 1 },
      ],
    };
    expect(sampleGradient(edge, 0.49)).toEqual([0, 0, 0, 1]);
    expect(sampleGradient(edge, 0.51)).toEqual([255, 255, 255, 1]);
  });

  it('rejects a gradient without stops', () => {
    expect(() => sampleGradient({ name: 'empty', stops: [] }, 0.5)).toThrow(/empty/);
  });
});

describe('gradientToRgba', () => {
  it('samples n entries from t = 0 to t = 1 as RGBA bytes', () => {
    const lut = gradientToRgba(GRADIENTS['black-red-yellow'], 5);
    expect(lut).toBeInstanceOf(Uint8Array);
    expect(Array.from(lut)).toEqual([
      0, 0, 0, 255, 128, 0, 0, 255, 255, 0, 0, 255, 255, 128, 0, 255, 255, 255, 0, 255,
    ]);
  });

  it('scales alpha to bytes', () => {
    const lut = gradientToRgba(
      {
        name: 'fade',
        stops: [
          { r: 10, g: 20, b: 30, a: 0, stop: 0 },
          { r: 10, g: 20, b: 30, a: 1, stop: 1 },
        ],
      },
      3,
    );
    expect(Array.from(lut)).toEqual([10, 20, 30, 0, 10, 20, 30, 128, 10, 20, 30, 255]);
  });

  it('is monotone in brightness for the black-white gradient', () => {
    const lut = gradientToRgba(GRADIENTS['black-white'], 256);
    expect(lut).toHaveLength(1024);
    for (let k = 0; k < 256; k++) expect(lut[4 * k]).toBe(k);
  });

  it('rejects tables of fewer than two entries', () => {
    expect(() => gradientToRgba(GRADIENTS.rainbow, 1)).toThrow(RangeError);
    expect(() => gradientToRgba(GRADIENTS.rainbow, 2.5)).toThrow(RangeError);
  });
});
