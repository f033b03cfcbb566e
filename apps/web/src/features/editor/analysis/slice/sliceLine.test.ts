import { describe, expect, it } from 'vitest';
import { draggedLine } from './SliceLineOverlay.tsx';
import { DEFAULT_SLICE_LINE, fractionAlong, withType } from './sliceLine.ts';
import { useSliceStore } from './useSliceStore.ts';

describe('the slice line', () => {
  it('becomes diagonal when both ends are set (spec part 2 §4)', () => {
    useSliceStore.getState().reset();
    useSliceStore.getState().setPosition({ x: 0.1, y: 0.2 }, { x: 0.8, y: 0.9 });
    expect(useSliceStore.getState().line).toEqual({
      type: 'diagonal',
      start: { x: 0.1, y: 0.2 },
      end: { x: 0.8, y: 0.9 },
    });
  });

  it('moves a horizontal line up and down only, and a dragged end makes it diagonal', () => {
    expect(draggedLine(DEFAULT_SLICE_LINE, 'line', { x: 0.3, y: 0.5 }, { x: 0.9, y: 0.2 })).toEqual({
      type: 'horizontal',
      start: { x: 0, y: 0.2 },
      end: { x: 1, y: 0.2 },
    });
    expect(draggedLine(DEFAULT_SLICE_LINE, 'end', { x: 1, y: 0.5 }, { x: 0.7, y: 0.1 })).toEqual({
      type: 'diagonal',
      start: { x: 0, y: 0.5 },
      end: { x: 0.7, y: 0.1 },
    });
  });

  it('keeps a dragged diagonal line inside the image', () => {
    const line = { type: 'diagonal' as const, start: { x: 0.2, y: 0.2 }, end: { x: 0.6, y: 0.4 } };
    const moved = draggedLine(line, 'line', { x: 0.4, y: 0.3 }, { x: 0.9, y: 0.3 });
    expect(moved.end.x).toBeCloseTo(1, 12);
    expect(moved.start.x).toBeCloseTo(0.6, 12);
    expect(moved.start.y).toBeCloseTo(0.2, 12);
  });

  it('turns into another type through its middle, and projects points onto it', () => {
    expect(
      withType({ type: 'diagonal', start: { x: 0.2, y: 0.2 }, end: { x: 0.6, y: 0.4 } }, 'vertical'),
    ).toEqual({
      type: 'vertical',
      start: { x: 0.4, y: 0 },
      end: { x: 0.4, y: 1 },
    });
    expect(fractionAlong(DEFAULT_SLICE_LINE, { x: 0.25, y: 0.9 })).toBeCloseTo(0.25, 12);
    expect(fractionAlong(DEFAULT_SLICE_LINE, { x: -1, y: 0.5 })).toBe(0);
  });
});
