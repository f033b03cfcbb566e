import { describe, expect, it } from 'vitest';
import { Mesh } from 'three';
import { createStepPlanes, disposeStepPlanes, setStepPlaneLevels, stepPlaneLevels } from './step-planes.ts';

describe('stepPlaneLevels', () => {
  it('places heights in metres on the box height as the texture maps them', () => {
    expect(stepPlaneLevels([100e-9, 300e-9], { zMin: 0, zMax: 400e-9 }, 0.25)).toEqual([0.0625, 0.1875]);
    // Outside the range: kept outside, not clamped.
    expect(stepPlaneLevels([-100e-9], { zMin: 0, zMax: 400e-9 }, 0.25)[0]).toBeCloseTo(-0.0625, 12);
  });

  it('drops non-finite heights and has none without a height range', () => {
    expect(stepPlaneLevels([Number.NaN, 1], { zMin: 0, zMax: 2 }, 1)).toEqual([0.5]);
    expect(stepPlaneLevels([1], null, 1)).toEqual([]);
    expect(stepPlaneLevels([1], { zMin: Number.NaN, zMax: Number.NaN }, 1)).toEqual([]);
  });
});

describe('step plane objects', () => {
  it('holds one horizontal plane per level across the box, and replaces them', () => {
    const planes = createStepPlanes();
    setStepPlaneLevels(planes, [0.05, 0.2], { sizeX: 1, sizeY: 0.5, height: 0.25 });
    const meshes = planes.group.children.filter((c): c is Mesh => c instanceof Mesh);
    expect(meshes.map((m) => m.position.y)).toEqual([0.05, 0.2]);
    expect(meshes.every((m) => m.rotation.x === -Math.PI / 2)).toBe(true);
    meshes[0]!.geometry.computeBoundingBox();
    const box = meshes[0]!.geometry.boundingBox!;
    expect([box.max.x - box.min.x, box.max.y - box.min.y]).toEqual([1, 0.5]);
    setStepPlaneLevels(planes, [0.1], { sizeX: 1, sizeY: 0.5, height: 0.25 });
    expect(planes.group.children).toHaveLength(1);
    disposeStepPlanes(planes);
    expect(planes.group.children).toHaveLength(0);
  });
});
