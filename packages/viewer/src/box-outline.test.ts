import { describe, expect, it } from 'vitest';
import {
  applyBoxOutlineSettings,
  boxOutlinePositions,
  createBoxOutline,
  setBoxOutlineSize,
} from './box-outline.ts';

type Vertex = [number, number, number];

function vertices(positions: ArrayLike<number>): Vertex[] {
  const out: Vertex[] = [];
  for (let i = 0; i < positions.length; i += 3)
    out.push([positions[i]!, positions[i + 1]!, positions[i + 2]!]);
  return out;
}

describe('boxOutlinePositions', () => {
  it('gives the 12 edges of the box centred laterally with its base at y = 0', () => {
    const v = vertices(boxOutlinePositions({ sizeX: 1, sizeY: 0.5, height: 0.25 }));
    expect(v).toHaveLength(24);
    const xs = v.map((p) => p[0]);
    const ys = v.map((p) => p[1]);
    const zs = v.map((p) => p[2]);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([-0.5, 0.5]);
    expect([Math.min(...ys), Math.max(...ys)]).toEqual([0, 0.25]);
    expect([Math.min(...zs), Math.max(...zs)]).toEqual([-0.25, 0.25]);
    // Every edge runs along exactly one axis and every corner is used by three edges.
    const corners = new Map<string, number>();
    for (let i = 0; i < v.length; i += 2) {
      const a = v[i]!;
      const b = v[i + 1]!;
      expect([0, 1, 2].filter((k) => a[k] !== b[k])).toHaveLength(1);
      for (const p of [a, b]) corners.set(p.join(','), (corners.get(p.join(',')) ?? 0) + 1);
    }
    expect(corners.size).toBe(8);
    expect([...corners.values()].every((n) => n === 3)).toBe(true);
  });
});

describe('box outline object', () => {
  it('takes the size as geometry and the settings as opacity and visibility', () => {
    const outline = createBoxOutline();
    setBoxOutlineSize(outline, { sizeX: 2, sizeY: 1, height: 0.5 });
    const position = outline.geometry.getAttribute('position');
    expect(position.count).toBe(24);
    outline.geometry.computeBoundingBox();
    expect(outline.geometry.boundingBox?.max.toArray()).toEqual([1, 0.5, 0.5]);

    applyBoxOutlineSettings(outline, { visible: true, opacity: 0.3 });
    expect(outline.visible).toBe(true);
    expect(outline.material.opacity).toBeCloseTo(0.3, 6);
    expect(outline.material.transparent).toBe(true);

    applyBoxOutlineSettings(outline, { visible: false, opacity: 0.3 });
    expect(outline.visible).toBe(false);
    applyBoxOutlineSettings(outline, { visible: true, opacity: 7 });
    expect(outline.material.opacity).toBe(1);
    applyBoxOutlineSettings(outline, { visible: true, opacity: 0 });
    expect(outline.visible).toBe(false);
    expect(() => applyBoxOutlineSettings(outline, { visible: true, opacity: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
