import { describe, expect, it } from 'vitest';
import { trueProportionsHeightScale, verticalExaggeration } from './verticalExaggeration.ts';

// 2.5 mm × 1 mm at 1 µm pixels, 80 µm of relief: true aspect 80/2500 = 0.032.
const land = { cols: 2501, rows: 1001, pixelSize: 1e-6, pixelSizeY: 1e-6, zMin: -60e-6, zMax: 20e-6 };

describe('vertical exaggeration', () => {
  it('relates the drawn box height (a quarter of the longer side per unit of height scale) to the true aspect', () => {
    expect(verticalExaggeration(1, land)).toBeCloseTo(0.25 / 0.032, 10);
    expect(verticalExaggeration(2, land)).toBeCloseTo(0.5 / 0.032, 10);
    expect(verticalExaggeration(0, land)).toBe(0);
  });

  it('finds the height scale of the true proportions, within the slider range only', () => {
    const scale = trueProportionsHeightScale(land, 5);
    expect(scale).toBeCloseTo(0.128, 12);
    expect(verticalExaggeration(scale ?? NaN, land)).toBeCloseTo(1, 12);
    // A relief twice as high as the field is wide cannot be shown at 1:1 with a scale ≤ 5.
    expect(trueProportionsHeightScale({ ...land, zMax: 5e-3 }, 5)).toBeNull();
  });

  it('has no answer for a flat or empty surface', () => {
    expect(verticalExaggeration(1, { ...land, zMax: -60e-6 })).toBeNull();
    expect(verticalExaggeration(1, { ...land, zMin: null, zMax: null })).toBeNull();
    expect(trueProportionsHeightScale({ ...land, cols: 1, rows: 1 }, 5)).toBeNull();
  });
});
