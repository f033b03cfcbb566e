import { describe, expect, it } from 'vitest';
import { fitRect, overlayTransforms } from './fitRect.ts';

describe('fitRect', () => {
  it('fits a wide surface to the width and centres it vertically', () => {
    expect(fitRect(400, 300, 2)).toEqual({ left: 0, top: 50, width: 400, height: 200 });
  });

  it('fits a tall surface to the height and centres it horizontally', () => {
    expect(fitRect(400, 300, 0.5)).toEqual({ left: 125, top: 0, width: 150, height: 300 });
  });

  it('is empty for an empty container or a broken aspect ratio', () => {
    expect(fitRect(0, 300, 1)).toEqual({ left: 0, top: 0, width: 0, height: 0 });
    expect(fitRect(400, 300, Number.NaN)).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});

describe('overlayTransforms', () => {
  it('maps normalised points to px and back', () => {
    const { toPx, fromPx } = overlayTransforms({ width: 200, height: 100 });
    expect(toPx({ x: 0.25, y: 0.5 })).toEqual({ x: 50, y: 50 });
    expect(fromPx({ x: 50, y: 50 })).toEqual({ x: 0.25, y: 0.5 });
    expect(overlayTransforms({ width: 0, height: 0 }).fromPx({ x: 5, y: 5 })).toEqual({ x: 0, y: 0 });
  });
});
