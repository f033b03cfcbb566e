// The outline of the surface's bounding box (spec part 2 §3 "show box", "box opacity"): twelve edges
// in the scene's world frame (y up, base at y = 0, centred on the origin like the mesh), drawn faint so
// the relief stands out from it.
import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments } from 'three';

/** Scene size of the box: lateral extents (x, and y of the sample along world -z) and height. */
export interface SceneBoxSize {
  sizeX: number;
  sizeY: number;
  height: number;
}

export interface BoxOutlineSettings {
  visible: boolean;
  /** 0 (invisible) to 1 (opaque). */
  opacity: number;
}

export type BoxOutline = LineSegments<BufferGeometry, LineBasicMaterial>;

const BOX_COLOR = 0x444444;

/** The 12 edges as 24 vertices (x, y, z each). */
export function boxOutlinePositions({ sizeX, sizeY, height }: SceneBoxSize): Float32Array {
  const x0 = -sizeX / 2;
  const x1 = sizeX / 2;
  const z0 = -sizeY / 2;
  const z1 = sizeY / 2;
  const corners = (y: number): number[][] => [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
  const bottom = corners(0);
  const top = corners(height);
  const edges: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const next = (i + 1) % 4;
    edges.push(bottom[i]!, bottom[next]!, top[i]!, top[next]!, bottom[i]!, top[i]!);
  }
  return Float32Array.from(edges.flat());
}

export function createBoxOutline(): BoxOutline {
  const material = new LineBasicMaterial({ color: BOX_COLOR, transparent: true, depthWrite: false });
  const lines = new LineSegments(new BufferGeometry(), material);
  // Positions change with the surface and scales; the bounds three.js would cache go stale.
  lines.frustumCulled = false;
  return lines;
}

export function setBoxOutlineSize(outline: BoxOutline, size: SceneBoxSize): void {
  outline.geometry.setAttribute('position', new BufferAttribute(boxOutlinePositions(size), 3));
}

/** Opacity outside 0–1 is clamped; a non-number is refused (RangeError) as the other setters do. */
export function applyBoxOutlineSettings(outline: BoxOutline, settings: BoxOutlineSettings): void {
  if (!Number.isFinite(settings.opacity)) {
    throw new RangeError(`box opacity must be a number, got ${settings.opacity}`);
  }
  const opacity = Math.min(1, Math.max(0, settings.opacity));
  outline.material.opacity = opacity;
  outline.visible = settings.visible && opacity > 0;
}
