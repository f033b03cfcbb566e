// The labelled axes of the box (issue: "axes with tick labels in the chosen units"): tick marks and
// label anchors along three edges, pure so their placement is tested without WebGL (surface-axes.ts
// draws them). The ticks are those of the grid lines (axis-ticks.ts), so each label names a grid line.
//
// Edges, chosen to be in front from the default oblique viewpoint (camera-fit: in front, turned right):
// - X (columns, 0 → extentX) along the front base edge, labels in front of it;
// - Y (rows, 0 at row 0 → extentY) along the right base edge, labels to its right;
// - Z (heights, zMin → zMax) up the front-left vertical edge, labels to its left.
import type { SceneBoxSize } from './box-outline.ts';
import { axisTickValues, type TickUnit } from './axis-ticks.ts';
import type { PhysicalExtent } from './grid-lines.ts';
import { heightFraction } from './height-fraction.ts';

export interface AxesSettings {
  visible: boolean;
  /** Units the tick values are nice in (the label formatters' units; 'auto' = automatic metric). */
  distanceUnit: TickUnit;
  heightUnit: TickUnit;
  /** Label text of a lateral position and of a height, both in metres (unit symbol included). */
  formatDistance: (metres: number) => string;
  formatHeight: (metres: number) => string;
}

export type Axis = 'x' | 'y' | 'z';

export interface AxisLabel {
  axis: Axis;
  /** The tick's value in metres and its text. */
  value: number;
  text: string;
  /** Scene position of the label's anchor point. */
  position: [number, number, number];
  /**
   * Which point of the label sits on the anchor, as three.js Sprite.center: (0.5, 1) = top middle
   * (text below the point), (0, 0.5) = left middle, (1, 0.5) = right middle.
   */
  center: [number, number];
}

export interface AxesLayout {
  /** Tick marks as line-segment vertex pairs (x, y, z each). */
  ticks: Float32Array;
  labels: AxisLabel[];
}

/** Tick length as a fraction of the longer lateral side; labels sit one more tick length out. */
export const TICK_FRACTION = 0.025;

/** Every how many ticks of each axis a label is drawn (1 = every tick). */
export interface LabelStrides {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const EVERY_TICK: LabelStrides = { x: 1, y: 1, z: 1 };

/**
 * Every tick gets a mark; on each axis only every stride-th tick a label (the others would overlap
 * where an edge is short or foreshortened on screen, labelStride below). A number is the Z stride alone.
 */
export function axesLayout(
  extent: PhysicalExtent,
  size: SceneBoxSize,
  settings: AxesSettings,
  labelStrides: number | Partial<LabelStrides> = 1,
): AxesLayout {
  const strides: LabelStrides =
    typeof labelStrides === 'number'
      ? { ...EVERY_TICK, z: labelStrides }
      : { ...EVERY_TICK, ...labelStrides };
  const strideOf = (axis: Axis) => Math.max(1, Math.floor(strides[axis]));
  const { sizeX, sizeY, height } = size;
  const t = TICK_FRACTION * Math.max(sizeX, sizeY);
  const x0 = -sizeX / 2;
  const x1 = sizeX / 2;
  const z1 = sizeY / 2;
  const ticks: number[] = [];
  const labels: AxisLabel[] = [];

  if (extent.extentX > 0) {
    for (const [index, value] of axisTickValues(0, extent.extentX, settings.distanceUnit).entries()) {
      const x = x0 + (value / extent.extentX) * sizeX;
      ticks.push(x, 0, z1, x, 0, z1 + t);
      if (index % strideOf('x') !== 0) continue;
      const text = settings.formatDistance(value);
      labels.push({ axis: 'x', value, text, position: [x, 0, z1 + 2 * t], center: [0.5, 1] });
    }
  }
  if (extent.extentY > 0) {
    for (const [index, value] of axisTickValues(0, extent.extentY, settings.distanceUnit).entries()) {
      // Row 0 is at the front (+z), as the mesh lies.
      const z = z1 - (value / extent.extentY) * sizeY;
      ticks.push(x1, 0, z, x1 + t, 0, z);
      if (index % strideOf('y') !== 0) continue;
      const text = settings.formatDistance(value);
      labels.push({ axis: 'y', value, text, position: [x1 + 2 * t, 0, z], center: [0, 0.5] });
    }
  }
  const heights = extent.heights;
  // A flattened box would stack every height label on one point.
  if (heights !== null && height > 0) {
    const stride = strideOf('z');
    for (const [index, value] of axisTickValues(heights.zMin, heights.zMax, settings.heightUnit).entries()) {
      const y = heightFraction(value, heights) * height;
      ticks.push(x0, y, z1, x0 - t, y, z1);
      if (index % stride !== 0) continue;
      const text = settings.formatHeight(value);
      labels.push({ axis: 'z', value, text, position: [x0 - 2 * t, y, z1], center: [1, 0.5] });
    }
  }
  return { ticks: Float32Array.from(ticks), labels };
}

/**
 * The Z label stride that keeps labels `labelPx` (plus a fifth) apart when `count` ticks span an edge
 * `edgePx` pixels long on screen: 1 (every tick) when they fit, more where the box is short on screen.
 */
export function zLabelStride(count: number, edgePx: number, labelPx: number): number {
  if (count < 2 || !(labelPx > 0)) return 1;
  const spacing = edgePx / (count - 1);
  if (!(spacing > 0)) return count;
  return Math.min(count, Math.max(1, Math.ceil((1.2 * labelPx) / spacing)));
}

/**
 * The label stride of any axis: `count` ticks along an edge that spans `edge` pixels on screen (x, y),
 * labels `label` pixels wide and high. A label takes |cos|·width + |sin|·height of the edge's
 * direction (a label along a horizontal edge needs its width, along a vertical one its height), plus a
 * fifth; the stride is the smallest that gives each label that room. This keeps X and Y labels apart
 * when the camera turns an edge end-on, as zLabelStride does for Z.
 */
export function labelStride(
  count: number,
  edge: { readonly x: number; readonly y: number },
  label: { readonly width: number; readonly height: number },
): number {
  if (count < 2) return 1;
  const length = Math.hypot(edge.x, edge.y);
  if (!(length > 0)) return count;
  const along = (Math.abs(edge.x) / length) * label.width + (Math.abs(edge.y) / length) * label.height;
  if (!(along > 0)) return 1;
  const spacing = length / (count - 1);
  return Math.min(count, Math.max(1, Math.ceil((1.2 * along) / spacing)));
}
