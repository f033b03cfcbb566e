import { describe, expect, it } from 'vitest';
import { areaBetween, fractionDigits, pixelAt, pixelCentre, pointToPlace } from './pickedPixels.ts';

const grid = { cols: 2048, rows: 1024 };

describe('picked pixels', () => {
  it('maps a click to the full-resolution pixel under it, edges included', () => {
    expect(pixelAt({ x: 0, y: 0 }, grid)).toEqual({ col: 0, row: 0 });
    expect(pixelAt({ x: 0.5, y: 0.25 }, grid)).toEqual({ col: 1024, row: 256 });
    expect(pixelAt({ x: 1, y: 1 }, grid)).toEqual({ col: 2047, row: 1023 });
    expect(pixelAt({ x: -0.1, y: 1.2 }, grid)).toEqual({ col: 0, row: 1023 });
  });

  it('draws a pixel at its centre and a number off the grid not at all', () => {
    expect(pixelCentre({ col: 0, row: 1023 }, grid)).toEqual({ x: 0.5 / 2048, y: 1023.5 / 1024 });
    expect(pixelCentre({ col: 2048, row: 0 }, grid)).toBeUndefined();
    expect(pixelCentre({ col: 1.5, row: 0 }, grid)).toBeUndefined();
    const centre = pixelCentre({ col: 700, row: 300 }, grid);
    expect(centre && pixelAt(centre, grid)).toEqual({ col: 700, row: 300 });
  });

  it('places the chosen point, else the first one missing', () => {
    expect(pointToPlace([true, false, false], undefined)).toBe(1);
    expect(pointToPlace([true, true, true], undefined)).toBe(0);
    expect(pointToPlace([true, true, false], 0)).toBe(0);
  });
});

describe('picked areas', () => {
  it('snaps a dragged rectangle to the pixels it covers, whichever way it was dragged', () => {
    const small = { cols: 10, rows: 4 };
    expect(areaBetween({ x: 0.83, y: 0.9 }, { x: 0.21, y: 0.3 }, small)).toEqual({
      left: 0.2,
      top: 0.25,
      right: 0.9,
      bottom: 1,
    });
    // A click without a drag keeps the pixel under it; outside the field is clamped.
    expect(areaBetween({ x: 0.55, y: 0.1 }, { x: 0.55, y: 0.1 }, small)).toEqual({
      left: 0.5,
      top: 0,
      right: 0.6,
      bottom: 0.25,
    });
    expect(areaBetween({ x: 1.4, y: -1 }, { x: 1.2, y: -0.5 }, small)).toEqual({
      left: 0.9,
      top: 0,
      right: 1,
      bottom: 0.25,
    });
  });

  it('writes fractions with the digits that keep every pixel', () => {
    expect(fractionDigits({ cols: 2048, rows: 100 })).toBe(6);
    const cols = 16384;
    const digits = fractionDigits({ cols, rows: cols });
    for (const col of [1, 4097, 16383]) {
      const written = Number((col / cols).toFixed(digits));
      expect(Math.round(written * cols)).toBe(col);
    }
  });
});
