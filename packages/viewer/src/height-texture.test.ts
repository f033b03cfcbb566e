import { describe, expect, it } from 'vitest';
import type { Surface } from '@asperity/core';
import { INVALID_OFFSET, chooseTextureLayout, decodeHeight, packHeightTexture } from './height-texture.ts';

function surface(nx: number, ny: number, values: number[]): Surface {
  return { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z: Float64Array.from(values), meta: {} };
}

function decoded(data: Float32Array): { height: number; valid: boolean }[] {
  return Array.from(data, decodeHeight);
}

describe('chooseTextureLayout', () => {
  it('keeps full resolution up to the maximum texture size', () => {
    expect(chooseTextureLayout(4096, 3000, 4096)).toEqual({ width: 4096, height: 3000, factor: 1 });
  });

  it('downsamples by the smallest integer factor that fits', () => {
    expect(chooseTextureLayout(4097, 100, 4096)).toEqual({ width: 2049, height: 50, factor: 2 });
    expect(chooseTextureLayout(1000, 10000, 4096)).toEqual({ width: 334, height: 3334, factor: 3 });
  });
});

describe('packHeightTexture', () => {
  it('normalises valid heights to 0–1 over the valid range, row 0 first', () => {
    const t = packHeightTexture(surface(3, 2, [-1e-6, 0, 1e-6, 3e-6, 1e-6, -1e-6]), 16);
    expect(t).toMatchObject({ width: 3, height: 2, factor: 1, zMin: -1e-6, zMax: 3e-6, validCount: 6 });
    const expected = [0, 0.25, 0.5, 1, 0.5, 0];
    Array.from(t.data).forEach((v, k) => expect(v).toBeCloseTo(expected[k]!, 6));
  });

  it('marks NaN and infinite heights invalid and fills them from their row neighbours', () => {
    const t = packHeightTexture(surface(5, 1, [0, Number.NaN, Number.NaN, 3, Infinity]), 16);
    expect(t.validCount).toBe(2);
    expect(t.zMin).toBe(0);
    expect(t.zMax).toBe(3);
    const d = decoded(t.data);
    expect(d.map((x) => x.valid)).toEqual([true, false, false, true, false]);
    // Linear between the valid neighbours, held beyond the last one.
    [0, 1 / 3, 2 / 3, 1, 1].forEach((v, k) => expect(d[k]!.height).toBeCloseTo(v, 6));
    // Invalid texels sit below -0.5, where the fragment shader discards them.
    expect(t.data[1]).toBeLessThan(-0.5);
    expect(t.data[1]! + INVALID_OFFSET).toBeCloseTo(1 / 3, 6);
  });

  it('fills a row without valid points from the nearest row that has some', () => {
    const n = Number.NaN;
    const t = packHeightTexture(surface(2, 4, [0, 0, n, n, n, n, 1, 1]), 16);
    const d = decoded(t.data);
    expect(d.map((x) => x.valid)).toEqual([true, true, false, false, false, false, true, true]);
    expect(d.map((x) => x.height)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('puts a flat surface mid-range and an all-invalid one at 0.5, invalid', () => {
    const flat = packHeightTexture(surface(2, 2, [5e-6, 5e-6, 5e-6, 5e-6]), 16);
    expect(Array.from(flat.data)).toEqual([0.5, 0.5, 0.5, 0.5]);
    const none = packHeightTexture(surface(2, 1, [Number.NaN, Number.NaN]), 16);
    expect(none.validCount).toBe(0);
    expect(none.zMin).toBeNaN();
    expect(decoded(none.data)).toEqual([
      { height: 0.5, valid: false },
      { height: 0.5, valid: false },
    ]);
  });

  it('box-averages valid points when the surface exceeds the maximum texture size', () => {
    const n = Number.NaN;
    // 5×2 into max 3: factor 2 → 3×1 texels of blocks {0,1,5,6}, {2,3,7,8}, {4,9}.
    const t = packHeightTexture(surface(5, 2, [0, 2, 4, n, n, 2, 4, n, n, n]), 3);
    expect(t).toMatchObject({ width: 3, height: 1, factor: 2, zMin: 0, zMax: 4, validCount: 5 });
    const d = decoded(t.data);
    expect(d[0]).toEqual({ height: 0.5, valid: true });
    expect(d[1]).toEqual({ height: 1, valid: true });
    expect(d[2]!.valid).toBe(false);
  });

  it('rejects a height array shorter than the grid', () => {
    expect(() => packHeightTexture(surface(3, 3, [1, 2, 3]), 16)).toThrow(RangeError);
  });
});
