import { describe, expect, it } from 'vitest';
import { surfaceOf } from '../profile/test-surfaces.ts';
import { areaAgainst, profileAnalysis, type ProfileParams } from './profile.ts';

// z = x on an 11 × 3 grid with 1 µm pixels: min 0, max 10 µm, mean 5 µm.
const ramp = surfaceOf(11, 3, 1e-6, (x) => x);
const base: ProfileParams = {
  line: { type: 'horizontal', start: { x: 0, y: 0 }, end: { x: 1, y: 0 } },
  zAxis: 'absolute',
  useMarkers: true,
  a1: 0.1,
  a2: 0.9,
  horizontalReferenceLine: false,
  referenceLineHeight: 0,
  showAreaMeasurement: true,
};

describe('profile analysis', () => {
  it('converts heights to each Z-axis mode relative to the whole image', () => {
    const at = (zAxis: ProfileParams['zAxis']): number[] =>
      profileAnalysis.run(ramp, { ...base, zAxis }).heights;
    expect(at('absolute')[3]).toBeCloseTo(3e-6, 15);
    expect(at('centered')[3]).toBeCloseTo(-2e-6, 15);
    expect(at('height')[3]).toBeCloseTo(3e-6, 15);
    expect(at('depth')[3]).toBeCloseTo(7e-6, 15);
  });

  it('places the a1/a2 markers at fractions of the length with interpolated heights', () => {
    const r = profileAnalysis.run(ramp, { ...base, a1: 0.15, a2: 0.9 });
    expect(r.length).toBeCloseTo(10e-6, 15);
    expect(r.markers?.a1.position).toBeCloseTo(1.5e-6, 15);
    expect(r.markers?.a1.height).toBeCloseTo(1.5e-6, 15);
    expect(r.markers?.heightDifference).toBeCloseTo(7.5e-6, 15);
  });

  it('measures the area between the profile and the reference line, split at the crossing', () => {
    // Ramp 0..10 µm against a line at 5 µm over the whole profile: two triangles of 5 µm × 5 µm / 2.
    const r = profileAnalysis.run(ramp, {
      ...base,
      useMarkers: false,
      horizontalReferenceLine: true,
      referenceLineHeight: 5e-6,
    });
    expect(r.area?.above).toBeCloseTo(12.5e-12, 22);
    expect(r.area?.below).toBeCloseTo(12.5e-12, 22);
    // Between markers 0.1..0.9 (1..9 µm): two triangles of 4 µm × 4 µm / 2.
    const m = profileAnalysis.run(ramp, {
      ...base,
      horizontalReferenceLine: true,
      referenceLineHeight: 5e-6,
    });
    expect(m.area?.above).toBeCloseTo(8e-12, 22);
    expect(areaAgainst([0, 2, NaN, 2], 1, 0, 0, 3)).toEqual({ above: 1, below: 0 });
  });
});
