// Step planes (spec part 2 §3 general "showStepPlane"): translucent horizontal planes across the box at
// the levels a step-height measurement found, so the measured step can be compared with the relief.
import { DoubleSide, Group, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import type { SceneBoxSize } from './box-outline.ts';
import { heightFraction } from './height-fraction.ts';

/** First level (reference) blue, second (step) orange, then alternating. */
const PLANE_COLORS = [0x1e88e5, 0xfb8c00] as const;
const PLANE_OPACITY = 0.35;

/**
 * Scene heights (above the box base) of the planes for heights in metres; non-finite heights and a
 * surface without valid heights give none. Levels outside the height range are kept where they are (a
 * corrected level can lie slightly beyond the data), not clamped onto the box.
 */
export function stepPlaneLevels(
  heights: readonly number[],
  range: { zMin: number; zMax: number } | null,
  boxHeight: number,
): number[] {
  if (range === null || !Number.isFinite(range.zMin) || !Number.isFinite(range.zMax)) return [];
  return heights.filter((h) => Number.isFinite(h)).map((h) => heightFraction(h, range) * boxHeight);
}

export interface StepPlanes {
  readonly group: Group;
}

export function createStepPlanes(): StepPlanes {
  return { group: new Group() };
}

/** Replaces the planes by ones at `levels` (scene heights), each covering the box's base. */
export function setStepPlaneLevels(planes: StepPlanes, levels: readonly number[], size: SceneBoxSize): void {
  clearPlanes(planes);
  levels.forEach((level, index) => {
    const material = new MeshBasicMaterial({
      color: PLANE_COLORS[index % PLANE_COLORS.length],
      transparent: true,
      opacity: PLANE_OPACITY,
      side: DoubleSide,
      // Translucent: the relief behind and below must still be drawn.
      depthWrite: false,
    });
    const mesh = new Mesh(new PlaneGeometry(size.sizeX, size.sizeY), material);
    mesh.rotation.x = -Math.PI / 2;
    mesh.position.y = level;
    mesh.renderOrder = 6;
    planes.group.add(mesh);
  });
}

export function disposeStepPlanes(planes: StepPlanes): void {
  clearPlanes(planes);
}

function clearPlanes(planes: StepPlanes): void {
  for (const child of [...planes.group.children]) {
    if (child instanceof Mesh) {
      (child.geometry as PlaneGeometry).dispose();
      (child.material as MeshBasicMaterial).dispose();
    }
    planes.group.remove(child);
  }
}
