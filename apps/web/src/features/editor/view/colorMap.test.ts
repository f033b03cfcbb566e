import { GRADIENTS } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { colorMapPixels, effectiveColorRange, gradientTable } from './colorMap.ts';

// A two-entry table: black at the bottom, white at the top.
const blackWhite = Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 255]);

describe('colorMapPixels', () => {
  it('maps heights through the table over the range, clamps outside it and leaves NaN transparent', () => {
    const heights = Float32Array.from([0, 1e-6, 0.4e-6, Number.NaN, -5e-6, 9e-6]);
    const pixels = colorMapPixels(heights, blackWhite, { min: 0, max: 1e-6 });
    expect([...pixels.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
    expect([...pixels.subarray(4, 8)]).toEqual([255, 255, 255, 255]);
    // 0.4 of the way rounds to the lower of two entries.
    expect([...pixels.subarray(8, 12)]).toEqual([0, 0, 0, 255]);
    expect([...pixels.subarray(12, 16)]).toEqual([0, 0, 0, 0]);
    expect([...pixels.subarray(16, 20)]).toEqual([0, 0, 0, 255]);
    expect([...pixels.subarray(20, 24)]).toEqual([255, 255, 255, 255]);
  });

  it('uses the table resolution: the middle of a 256-entry black-white table is mid grey', () => {
    const table = gradientTable(GRADIENTS['black-white']);
    const pixels = colorMapPixels(Float32Array.from([0.5]), table, { min: 0, max: 1 });
    expect(pixels[0]).toBeGreaterThan(120);
    expect(pixels[0]).toBeLessThan(136);
  });

  it('gives the middle colour for a flat range', () => {
    const pixels = colorMapPixels(Float32Array.from([3]), blackWhite, { min: 3, max: 3 });
    expect([...pixels]).toEqual([255, 255, 255, 255]);
  });
});

describe('effectiveColorRange', () => {
  it('prefers a usable manual range, else the valid heights', () => {
    expect(effectiveColorRange({ min: 1, max: 2 }, 0, 5)).toEqual({ min: 1, max: 2 });
    expect(effectiveColorRange({ min: 2, max: 1 }, 0, 5)).toEqual({ min: 0, max: 5 });
    expect(effectiveColorRange(null, 0, 5)).toEqual({ min: 0, max: 5 });
    expect(effectiveColorRange(null, null, null)).toBeNull();
  });
});
