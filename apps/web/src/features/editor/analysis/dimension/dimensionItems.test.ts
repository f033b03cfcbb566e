import { describe, expect, it } from 'vitest';
import {
  activate,
  deleteItem,
  dimensionRequest,
  dropOutside,
  nextName,
  unselect,
  type DimensionItem,
} from './dimensionItems.ts';

const line = (name: string, x: number, active = false): DimensionItem => ({
  kind: 'line',
  name,
  points: [
    { x: 0, y: 0 },
    { x, y: 1e-5 },
  ],
  active,
});

describe('dimension items (spec part 2 §4)', () => {
  it('keeps at most one active item, unselects all and deletes by name or the active one', () => {
    const items = [line('line 1', 1e-5), line('line 2', 2e-5, true)];
    expect(activate(items, 'line 1').map((i) => i.active)).toEqual([true, false]);
    expect(unselect(items).some((i) => i.active)).toBe(false);
    expect(deleteItem(items).map((i) => i.name)).toEqual(['line 1']);
    expect(deleteItem(items, 'line 1').map((i) => i.name)).toEqual(['line 2']);
  });

  it('drops items with a point outside the image', () => {
    const items = [line('line 1', 1e-5), line('line 2', 3e-4)];
    expect(dropOutside(items, { width: 2e-4, height: 1e-4 }).map((i) => i.name)).toEqual(['line 1']);
    expect(dropOutside(items, { width: 3e-4, height: 1e-4 })).toHaveLength(2);
  });

  it('names items by kind with the first free number', () => {
    expect(nextName([line('line 1', 0), line('line 3', 0)], 'line')).toBe('line 2');
    expect(nextName([line('line 1', 0)], 'circle')).toBe('circle 1');
  });

  it('sends only complete items', () => {
    const drawing: DimensionItem = {
      kind: 'circle',
      name: 'circle 1',
      points: [{ x: 0, y: 0 }],
      active: false,
    };
    expect(dimensionRequest([line('line 1', 1e-5), drawing])).toEqual({
      lines: [{ name: 'line 1', start: { x: 0, y: 0 }, end: { x: 1e-5, y: 1e-5 } }],
      angles: [],
      circles: [],
    });
  });
  it("sends points in the surface's frame: the image corner (x0, y0) added", () => {
    const circle: DimensionItem = {
      kind: 'circle',
      name: 'circle 1',
      points: [
        { x: 0, y: 0 },
        { x: 2e-6, y: 0 },
        { x: 0, y: 3e-6 },
      ],
      active: false,
    };
    expect(dimensionRequest([line('line 1', 1e-5), circle], { x: 1e-3, y: -2e-3 })).toEqual({
      lines: [{ name: 'line 1', start: { x: 1e-3, y: -2e-3 }, end: { x: 1e-3 + 1e-5, y: -2e-3 + 1e-5 } }],
      angles: [],
      circles: [
        {
          name: 'circle 1',
          points: [
            { x: 1e-3, y: -2e-3 },
            { x: 1e-3 + 2e-6, y: -2e-3 },
            { x: 1e-3, y: -2e-3 + 3e-6 },
          ],
        },
      ],
    });
  });
});
