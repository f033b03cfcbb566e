import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  applySurfaceGridSettings,
  createSurfaceGrid,
  keepHeightLinesBehind,
  setSurfaceGridSize,
  xyGridPositions,
  zGridPositions,
  type PhysicalExtent,
} from './grid-lines.ts';

type Segment = [[number, number, number], [number, number, number]];

function segments(positions: ArrayLike<number>): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < positions.length; i += 6) {
    const p = Array.from({ length: 6 }, (_, k) => Math.round((positions[i + k] ?? Number.NaN) * 1e6) / 1e6);
    out.push([
      [p[0]!, p[1]!, p[2]!],
      [p[3]!, p[4]!, p[5]!],
    ]);
  }
  return out;
}

// 100 µm × 50 µm, heights 0–1 µm, shown in a 1 × 0.5 box 0.25 high.
const extent: PhysicalExtent = { extentX: 100e-6, extentY: 50e-6, heights: { zMin: 0, zMax: 1e-6 } };
const size = { sizeX: 1, sizeY: 0.5, height: 0.25 };

describe('xyGridPositions', () => {
  it('puts lines on the base plane at nice lateral steps', () => {
    const lines = segments(xyGridPositions(extent, size));
    // x: 0, 20 … 100 µm (six ticks of 20 µm); y: 0, 10 … 50 µm (six ticks of 10 µm).
    const alongY = lines.filter(([a, b]) => a[0] === b[0]);
    const alongX = lines.filter(([a, b]) => a[2] === b[2]);
    expect(alongY.map(([a]) => a[0])).toEqual([-0.5, -0.3, -0.1, 0.1, 0.3, 0.5]);
    expect(alongY.every(([a, b]) => a[2] === -0.25 && b[2] === 0.25)).toBe(true);
    // Row 0 lies at the front (+z), so y = 0 µm is z = +0.25.
    expect(alongX.map(([a]) => a[2])).toEqual([0.25, 0.15, 0.05, -0.05, -0.15, -0.25]);
    expect(alongX.every(([a, b]) => a[0] === -0.5 && b[0] === 0.5)).toBe(true);
    expect(lines.every(([a, b]) => a[1] === 0 && b[1] === 0)).toBe(true);
  });

  it('stays on the same physical values when the box is stretched', () => {
    const lines = segments(xyGridPositions(extent, { ...size, sizeX: 3 }));
    expect(lines.filter(([a, b]) => a[0] === b[0]).map(([a]) => a[0])).toEqual([
      -1.5, -0.9, -0.3, 0.3, 0.9, 1.5,
    ]);
  });
});

describe('zGridPositions', () => {
  it('draws height lines on the far and the left wall at nice height steps', () => {
    const lines = segments(zGridPositions(extent, size));
    // 0, 0.2 … 1 µm: six heights, two walls each.
    expect(lines).toHaveLength(12);
    const heights = [...new Set(lines.map(([a]) => a[1]))];
    expect(heights).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    const far = lines.filter(([a, b]) => a[2] === -0.25 && b[2] === -0.25);
    const left = lines.filter(([a, b]) => a[0] === -0.5 && b[0] === -0.5);
    expect(far).toHaveLength(6);
    expect(left).toHaveLength(6);
    expect(far.every(([a, b]) => a[0] === -0.5 && b[0] === 0.5)).toBe(true);
    expect(left.every(([a, b]) => a[2] === -0.25 && b[2] === 0.25)).toBe(true);
  });

  it('has no height lines for a flat or empty surface or a flattened box', () => {
    expect(zGridPositions({ ...extent, heights: null }, size)).toHaveLength(0);
    expect(zGridPositions({ ...extent, heights: { zMin: 1, zMax: 1 } }, size)).toHaveLength(0);
    expect(zGridPositions(extent, { ...size, height: 0 })).toHaveLength(0);
  });
});

describe('surface grid object', () => {
  it('holds both line sets and switches them as the settings say', () => {
    const grid = createSurfaceGrid();
    setSurfaceGridSize(grid, extent, size);
    expect(grid.xy.geometry.getAttribute('position').count).toBe(24);
    expect(grid.z.geometry.getAttribute('position').count).toBe(24);
    expect(grid.group.children).toEqual([grid.xy, grid.z]);

    applySurfaceGridSettings(grid, { visible: true, xyLines: false, zLines: true });
    expect([grid.group.visible, grid.xy.visible, grid.z.visible]).toEqual([true, false, true]);
    applySurfaceGridSettings(grid, { visible: false, xyLines: true, zLines: true });
    expect(grid.group.visible).toBe(false);
  });

  it('keeps the height lines on the walls away from the camera', () => {
    const grid = createSurfaceGrid();
    // Default view: from the front right, the lines stand on the far (z < 0) and left (x < 0) walls.
    keepHeightLinesBehind(grid, { x: 1, z: 2 });
    expect(grid.z.scale.toArray()).toEqual([1, 1, 1]);
    // From behind on the left: mirrored onto the near and the right wall.
    keepHeightLinesBehind(grid, { x: -0.5, z: -2 });
    expect(grid.z.scale.toArray()).toEqual([-1, 1, -1]);
    const wall = new Vector3(-0.5, 0.1, -0.4).multiply(grid.z.scale);
    expect(wall.toArray()).toEqual([0.5, 0.1, 0.4]);
    // The base-plane lines do not move.
    expect(grid.xy.scale.toArray()).toEqual([1, 1, 1]);
  });
});
