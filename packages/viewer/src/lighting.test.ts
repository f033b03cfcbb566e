import { describe, expect, it } from 'vitest';
import { DEFAULT_ELEVATION_DEG, DEFAULT_LIGHTING, normalizeLighting, towardsLight } from './lighting.ts';

function expectVector(actual: number[], expected: number[]): void {
  expected.forEach((v, k) => expect(actual[k]).toBeCloseTo(v, 12));
}

describe('towardsLight', () => {
  it('points straight up for light travelling straight down (elevation -90°)', () => {
    expectVector(towardsLight(0, -90), [0, 0, 1]);
    expectVector(towardsLight(123, -90), [0, 0, 1]);
  });

  it('is the negated travel direction: azimuth 0° travels forward, so the light sits behind', () => {
    const s = Math.SQRT1_2;
    expectVector(towardsLight(0, -45), [-s, 0, s]);
    expectVector(towardsLight(90, -45), [0, -s, s]);
    expectVector(towardsLight(180, 0), [1, 0, 0]);
  });

  it('is a unit vector', () => {
    for (const [az, el] of [
      [17, -33],
      [250, 10],
      [-90, -89],
    ] as const) {
      expect(Math.hypot(...towardsLight(az, el))).toBeCloseTo(1, 12);
    }
  });
});

describe('lighting defaults', () => {
  it('follow spec part 2 §9', () => {
    expect(DEFAULT_ELEVATION_DEG).toEqual({ camera: -45, sample: -90 });
    expect(DEFAULT_LIGHTING.elevationDeg).toBe(DEFAULT_ELEVATION_DEG[DEFAULT_LIGHTING.relativeTo]);
  });
});

describe('normalizeLighting', () => {
  it('clamps intensity to 0–1 and keeps the previous orientation when none is given', () => {
    const previous = { ...DEFAULT_LIGHTING, relativeTo: 'sample' as const };
    expect(normalizeLighting({ azimuthDeg: 10, elevationDeg: -60, intensity: 1.5 }, previous)).toEqual({
      azimuthDeg: 10,
      elevationDeg: -60,
      intensity: 1,
      relativeTo: 'sample',
    });
    expect(
      normalizeLighting({ azimuthDeg: 0, elevationDeg: 0, intensity: -1, relativeTo: 'camera' }, previous),
    ).toMatchObject({ intensity: 0, relativeTo: 'camera' });
  });

  it('rejects non-finite values', () => {
    expect(() =>
      normalizeLighting({ azimuthDeg: Number.NaN, elevationDeg: 0, intensity: 1 }, DEFAULT_LIGHTING),
    ).toThrow(/azimuthDeg/);
    expect(() =>
      normalizeLighting({ azimuthDeg: 0, elevationDeg: 0, intensity: Infinity }, DEFAULT_LIGHTING),
    ).toThrow(/intensity/);
  });
});
