import { describe, expect, it } from 'vitest';
import { makeSurface } from '../surface/build.ts';
import { NO_INPUTS } from './define-operator.ts';
import { removeOutliers } from './remove-outliers.ts';

// 100 points alternating ±1 (mean 0, σ 1) plus chosen spikes.
function alternating(spikes: Record<number, number>) {
  const z = Float64Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : -1));
  for (const [i, v] of Object.entries(spikes)) z[Number(i)] = v;
  return makeSurface({ nx: 10, ny: 10, dx: 1e-6, dy: 1e-6 }, z);
}

describe('outliers.remove', () => {
  it('invalidates exactly the points beyond k·σ of the mean', () => {
    const s = alternating({ 10: 12 });
    // mean = 11/100, σ² = (98·1 + 1 + 144)/100 − mean²
    const mean = 0.11;
    const sigma = Math.sqrt(243 / 100 - mean * mean);
    const r = removeOutliers.apply(s, { threshold: 3, method: 'sigma' }, NO_INPUTS);
    expect(r.z[10]).toBeNaN();
    expect(Array.from(r.z).filter(Number.isNaN)).toHaveLength(1);
    expect(Math.abs(12 - mean)).toBeGreaterThan(3 * sigma);
    // A threshold above the spike's distance keeps it.
    const kept = removeOutliers.apply(
      s,
      { threshold: (12 - mean) / sigma + 1e-9, method: 'sigma' },
      NO_INPUTS,
    );
    expect(kept.z[10]).toBe(12);
    expect(s.z[10]).toBe(12);
  });

  it('the MAD rule resists spikes that inflate σ', () => {
    // z = col − 4.5 on 10 × 10, with row 0's columns 0 … 7 replaced by spikes of 40.
    const z = Float64Array.from({ length: 100 }, (_, i) => (i % 10) - 4.5);
    z.fill(40, 0, 8);
    const s = makeSurface({ nx: 10, ny: 10, dx: 1e-6, dy: 1e-6 }, z);
    // σ rule: mean 3.28, σ = √(135.75 − 3.28²) ≈ 11.18, so 3.5σ ≈ 39.1 > |40 − 3.28|: nothing removed.
    const plain = removeOutliers.apply(s, { threshold: 3.5, method: 'sigma' }, NO_INPUTS);
    expect(Array.from(plain.z).filter(Number.isNaN)).toHaveLength(0);
    // MAD rule: median 0.5, MAD 3, so 3.5·1.4826·3 ≈ 15.6: exactly the eight spikes go.
    const robust = removeOutliers.apply(s, { threshold: 3.5, method: 'mad' }, NO_INPUTS);
    expect(Array.from(robust.z).map(Number.isNaN).indexOf(false)).toBe(8);
    expect(Array.from(robust.z).filter(Number.isNaN)).toHaveLength(8);
  });

  it('keeps invalid points invalid, refuses an all-invalid field and a non-positive k', () => {
    const s = alternating({ 3: Number.NaN });
    expect(removeOutliers.apply(s, { threshold: 3, method: 'mad' }, NO_INPUTS).z[3]).toBeNaN();
    const empty = makeSurface({ nx: 2, ny: 2, dx: 1, dy: 1 }, new Float64Array(4).fill(Number.NaN));
    expect(() => removeOutliers.apply(empty, { threshold: 3, method: 'sigma' }, NO_INPUTS)).toThrow(
      expect.objectContaining({ code: 'no-pixel-selected' }),
    );
    expect(() => removeOutliers.apply(s, { threshold: 0, method: 'sigma' }, NO_INPUTS)).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });
});
