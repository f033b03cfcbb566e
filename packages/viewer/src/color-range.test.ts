import { describe, expect, it } from 'vitest';
import { normalizedColorRange } from './color-range.ts';

describe('normalizedColorRange', () => {
  const surface = { zMin: -1e-6, zMax: 3e-6 };

  it('is the whole texture range when automatic', () => {
    expect(normalizedColorRange(null, surface)).toEqual([0, 1]);
    expect(normalizedColorRange({ min: 0, max: 1e-6 }, null)).toEqual([0, 1]);
  });

  it('maps a manual range in metres into the normalised texture units', () => {
    const [lo, hi] = normalizedColorRange({ min: 0, max: 2e-6 }, surface);
    expect(lo).toBeCloseTo(0.25, 12);
    expect(hi).toBeCloseTo(0.75, 12);
    const [wideLo, wideHi] = normalizedColorRange({ min: -3e-6, max: 5e-6 }, surface);
    expect(wideLo).toBeCloseTo(-0.5, 12);
    expect(wideHi).toBeCloseTo(1.5, 12);
  });

  it('ignores an empty, inverted or non-finite range', () => {
    expect(normalizedColorRange({ min: 1e-6, max: 1e-6 }, surface)).toEqual([0, 1]);
    expect(normalizedColorRange({ min: 2e-6, max: 1e-6 }, surface)).toEqual([0, 1]);
    expect(normalizedColorRange({ min: Number.NaN, max: 1e-6 }, surface)).toEqual([0, 1]);
  });

  it('places a flat surface (stored at 0.5) where its height falls in the manual range', () => {
    const [lo, hi] = normalizedColorRange({ min: 0, max: 4e-6 }, { zMin: 1e-6, zMax: 1e-6 });
    // 1 µm is a quarter of the way up the range: the stored 0.5 must map to t = 0.25.
    expect((0.5 - lo) / (hi - lo)).toBeCloseTo(0.25, 12);
  });
});
