// Grid lines around the surface (spec part 2 §3 "show grid", "XY grid lines", "Z grid lines"): lines on
// the base plane at nice lateral steps, and height lines on the two back walls at nice height steps.
// The steps are the axes' (axis-ticks.ts: the colour scale's 1, 2, 2.5 or 5 × 10ᵏ in the display unit), so
// the grid, the axis labels and the legend read the same values.
import { BufferAttribute, BufferGeometry, Group, LineBasicMaterial, LineSegments } from 'three';
import { AUTO_TICK_UNITS, axisTickValues, type TickUnit, type TickUnits } from './axis-ticks.ts';
import type { SceneBoxSize } from './box-outline.ts';

/** What the scene box stands for physically, in metres; heights null when the surface has none valid. */
export interface PhysicalExtent {
  extentX: number;
  extentY: number;
  heights: { zMin: number; zMax: number } | null;
}

export interface GridSettings {
  /** The whole grid ("show grid"); the two kinds of lines can be switched off on their own. */
  visible: boolean;
  xyLines: boolean;
  zLines: boolean;
}

type GridLines = LineSegments<BufferGeometry, LineBasicMaterial>;

export interface SurfaceGrid {
  readonly group: Group;
  readonly xy: GridLines;
  readonly z: GridLines;
}

const GRID_COLOR = 0x888888;
const GRID_OPACITY = 0.6;

/** Lateral ticks from 0 to the extent as fractions of it. */
export function lateralTickFractions(extent: number, unit: TickUnit): number[] {
  return axisTickValues(0, extent, unit).map((value) => value / extent);
}

/**
 * Lines on the base plane (y = 0) at the lateral ticks: x grows to the right, the sample's y along world
 * -z with row 0 at the front (as the mesh lies). Positions are fractions of the box, so any lateral
 * scale keeps them on the same physical values.
 */
export function xyGridPositions(
  extent: PhysicalExtent,
  { sizeX, sizeY }: SceneBoxSize,
  units: TickUnits = AUTO_TICK_UNITS,
): Float32Array {
  const x0 = -sizeX / 2;
  const z1 = sizeY / 2;
  const out: number[] = [];
  for (const f of lateralTickFractions(extent.extentX, units.distance)) {
    const x = x0 + f * sizeX;
    out.push(x, 0, -z1, x, 0, z1);
  }
  for (const f of lateralTickFractions(extent.extentY, units.distance)) {
    const z = z1 - f * sizeY;
    out.push(x0, 0, z, -x0, 0, z);
  }
  return Float32Array.from(out);
}

/**
 * Height lines on the back walls (the far wall, z = -sizeY/2, and the left one, x = -sizeX/2, behind the
 * surface from the default viewpoint). Heights map onto the box as the height texture does: zMin at the
 * base, zMax at the top. A flat or empty surface has no height lines.
 */
export function zGridPositions(
  extent: PhysicalExtent,
  { sizeX, sizeY, height }: SceneBoxSize,
  units: TickUnits = AUTO_TICK_UNITS,
): Float32Array {
  const heights = extent.heights;
  if (heights === null || !(heights.zMax > heights.zMin) || !(height > 0)) return new Float32Array(0);
  const range = heights.zMax - heights.zMin;
  const x0 = -sizeX / 2;
  const z0 = -sizeY / 2;
  const out: number[] = [];
  for (const value of axisTickValues(heights.zMin, heights.zMax, units.height)) {
    const y = ((value - heights.zMin) / range) * height;
    out.push(x0, y, z0, -x0, y, z0, x0, y, z0, x0, y, -z0);
  }
  return Float32Array.from(out);
}

/**
 * Mirrors the height lines onto the walls behind the surface as seen from `camera` (world frame, box
 * centred on the origin): orbiting past a side moves its lines to the opposite wall, so they never stand
 * between the viewer and the relief.
 */
export function keepHeightLinesBehind(grid: SurfaceGrid, camera: { x: number; z: number }): void {
  grid.z.scale.set(camera.x >= 0 ? 1 : -1, 1, camera.z >= 0 ? 1 : -1);
}

function createLines(): GridLines {
  const material = new LineBasicMaterial({
    color: GRID_COLOR,
    transparent: true,
    opacity: GRID_OPACITY,
    depthWrite: false,
  });
  const lines = new LineSegments(new BufferGeometry(), material);
  lines.frustumCulled = false;
  return lines;
}

export function createSurfaceGrid(): SurfaceGrid {
  const group = new Group();
  const xy = createLines();
  const z = createLines();
  group.add(xy, z);
  return { group, xy, z };
}

export function setSurfaceGridSize(
  grid: SurfaceGrid,
  extent: PhysicalExtent,
  size: SceneBoxSize,
  units: TickUnits = AUTO_TICK_UNITS,
): void {
  grid.xy.geometry.setAttribute('position', new BufferAttribute(xyGridPositions(extent, size, units), 3));
  grid.z.geometry.setAttribute('position', new BufferAttribute(zGridPositions(extent, size, units), 3));
}

export function applySurfaceGridSettings(grid: SurfaceGrid, settings: GridSettings): void {
  grid.group.visible = settings.visible;
  grid.xy.visible = settings.xyLines;
  grid.z.visible = settings.zLines;
}

export function disposeSurfaceGrid(grid: SurfaceGrid): void {
  for (const lines of [grid.xy, grid.z]) {
    lines.geometry.dispose();
    lines.material.dispose();
  }
}
