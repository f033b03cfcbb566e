import { describe, expect, it } from 'vitest';
import { fractionAt, isLinkSized, linkAt, rectBetween, rectStyle } from './linkGeometry.ts';

const bounds = { left: 100, top: 50, width: 400, height: 200 };

describe('2D link geometry', () => {
  it('turns a pointer position into fractions of the picture, clamped to it', () => {
    expect(fractionAt(300, 150, bounds)).toEqual({ x: 0.5, y: 0.5 });
    expect(fractionAt(100, 50, bounds)).toEqual({ x: 0, y: 0 });
    expect(fractionAt(50, 400, bounds)).toEqual({ x: 0, y: 1 });
    expect(fractionAt(900, 20, bounds)).toEqual({ x: 1, y: 0 });
    expect(fractionAt(10, 10, { ...bounds, width: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('spans a rectangle whichever way the drag went', () => {
    expect(rectBetween({ x: 0.8, y: 0.6 }, { x: 0.2, y: 0.1 })).toEqual({
      left: 0.2,
      top: 0.1,
      right: 0.8,
      bottom: 0.6,
    });
  });

  it('does not take a click for a rectangle', () => {
    expect(isLinkSized({ left: 0.3, top: 0.3, right: 0.302, bottom: 0.5 })).toBe(false);
    expect(isLinkSized({ left: 0.3, top: 0.3, right: 0.31, bottom: 0.31 })).toBe(true);
  });

  it('finds the link under a point, the smallest where they overlap', () => {
    const big = { left: 0, top: 0, right: 1, bottom: 1 };
    const small = { left: 0.4, top: 0.4, right: 0.6, bottom: 0.6 };
    const other = { left: 0.7, top: 0.1, right: 0.9, bottom: 0.2 };
    expect(linkAt([big, small, other], { x: 0.5, y: 0.5 })).toBe(1);
    expect(linkAt([small, big], { x: 0.5, y: 0.5 })).toBe(0);
    expect(linkAt([big, small, other], { x: 0.1, y: 0.9 })).toBe(0);
    expect(linkAt([small, other], { x: 0.1, y: 0.9 })).toBe(-1);
    // Edges belong to the rectangle.
    expect(linkAt([other], { x: 0.7, y: 0.2 })).toBe(0);
  });

  it('places a rectangle in percent of the picture', () => {
    expect(rectStyle({ left: 0.1, top: 0.25, right: 0.5, bottom: 1 })).toEqual({
      left: '10.0000%',
      top: '25.0000%',
      width: '40.0000%',
      height: '75.0000%',
    });
  });
});
