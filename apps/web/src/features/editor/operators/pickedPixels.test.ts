import { describe, expect, it } from 'vitest';
import { pixelAt, pixelCentre, pointToPlace } from './pickedPixels.ts';

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
