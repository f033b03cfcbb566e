import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTRICTED_AREA, clampRect } from './arealSettings.ts';
import { draggedRect } from './RestrictedAreaOverlay.tsx';

describe('draggedRect', () => {
  it('moves the whole rectangle and keeps it inside the image', () => {
    const moved = draggedRect(DEFAULT_RESTRICTED_AREA, 'body', { x: 0.5, y: 0.5 }, { x: 0.6, y: 0.4 });
    expect(moved.left).toBeCloseTo(0.35, 12);
    expect(moved.top).toBeCloseTo(0.15, 12);
    expect(moved.right).toBeCloseTo(0.85, 12);
    expect(moved.bottom).toBeCloseTo(0.65, 12);
    expect(draggedRect(DEFAULT_RESTRICTED_AREA, 'body', { x: 0.5, y: 0.5 }, { x: 2, y: -3 })).toEqual({
      left: 0.5,
      top: 0,
      right: 1,
      bottom: 0.5,
    });
  });

  it('moves only the dragged corner', () => {
    expect(
      draggedRect(DEFAULT_RESTRICTED_AREA, 'top-right', { x: 0.75, y: 0.25 }, { x: 0.9, y: 0.1 }),
    ).toEqual({
      left: 0.25,
      top: 0.1,
      right: 0.9,
      bottom: 0.75,
    });
  });
});

describe('clampRect', () => {
  it('orders the sides and keeps a minimal size', () => {
    expect(clampRect({ left: 0.8, top: 0.9, right: 0.2, bottom: 0.1 })).toEqual({
      left: 0.2,
      top: 0.1,
      right: 0.8,
      bottom: 0.9,
    });
    expect(clampRect({ left: 1, top: 0.5, right: 1, bottom: 0.5 })).toEqual({
      left: 0.99,
      top: 0.5,
      right: 1,
      bottom: 0.51,
    });
  });
});
