// The intersection line (spec part 2 §3 general "showIntersectionLine"): the slice (profile) line of the
// 2D view drawn on the 3D relief. The viewer samples its own heights along the line, so the line follows
// the surface; it is lifted a little above it so the depth test does not swallow it (z-fighting), and
// broken where the surface has no valid height, as the profile chart is.
import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments } from 'three';
import type { Surface } from '@asperity/core';
import type { SceneBoxSize } from './box-outline.ts';
import { heightFraction } from './height-fraction.ts';

/** A point as the editor gives it: x = 0..1 from column 0, y = 0..1 from row 0. */
export interface NormalizedPoint {
  x: number;
  y: number;
}

export interface NormalizedLine {
  start: NormalizedPoint;
  end: NormalizedPoint;
}

/** One sample: its normalised position and its height as a fraction of the box (NaN: no valid height). */
export interface LineSample {
  u: number;
  v: number;
  h: number;
}

/** More samples than a screen has pixels along the line add nothing. */
export const MAX_LINE_SAMPLES = 2048;
/** Lift above the relief, scene units (the unstretched box's longer side is 1). */
export const LINE_LIFT = 0.004;
/** Magenta: in none of the built-in gradients (rainbow runs blue to red) and distinct from the grey box. */
export const LINE_COLOR = 0xff00ff;
/** The active tool's shapes (restricted area, volume polygon): the yellow of the 2D overlays' handles. */
export const TOOL_OUTLINE_COLOR = 0xffd600;

/** A path of the active tool on the surface: its corners, normalised as the 2D overlays give them. */
export interface NormalizedPath {
  points: readonly NormalizedPoint[];
  /** Back from the last point to the first (a rectangle, a polygon). */
  closed: boolean;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/**
 * Heights along the line, one sample per pixel of its length (at least two, at most maxSamples),
 * interpolated bilinearly between the four neighbouring pixels. A neighbour without a valid height
 * makes the sample invalid unless its weight is zero (a sample exactly on a valid pixel stays valid).
 */
export function sampleSurfaceLine(
  surface: Pick<Surface, 'nx' | 'ny' | 'z'>,
  range: { zMin: number; zMax: number },
  line: NormalizedLine,
  maxSamples = MAX_LINE_SAMPLES,
): LineSample[] {
  const { nx, ny, z } = surface;
  const u0 = clamp01(line.start.x);
  const v0 = clamp01(line.start.y);
  const u1 = clamp01(line.end.x);
  const v1 = clamp01(line.end.y);
  const pixels = Math.max(Math.abs(u1 - u0) * (nx - 1), Math.abs(v1 - v0) * (ny - 1));
  const count = Math.min(Math.max(2, Math.ceil(pixels) + 1), Math.max(2, maxSamples));
  const out: LineSample[] = [];
  for (let k = 0; k < count; k++) {
    const t = k / (count - 1);
    const u = u0 + (u1 - u0) * t;
    const v = v0 + (v1 - v0) * t;
    const height = bilinear(z, nx, ny, u * (nx - 1), v * (ny - 1));
    out.push({ u, v, h: Number.isFinite(height) ? heightFraction(height, range) : Number.NaN });
  }
  return out;
}

/**
 * Samples along every path, segment by segment (a shared corner once), with an invalid sample between
 * paths so that surfaceLinePositions draws no segment joining them.
 */
export function sampleSurfacePaths(
  surface: Pick<Surface, 'nx' | 'ny' | 'z'>,
  range: { zMin: number; zMax: number },
  paths: readonly NormalizedPath[],
  maxSamplesPerSegment = MAX_LINE_SAMPLES,
): LineSample[] {
  const out: LineSample[] = [];
  for (const path of paths) {
    const corners = path.closed && path.points.length > 2 ? [...path.points, path.points[0]!] : path.points;
    if (corners.length < 2) continue;
    if (out.length > 0) out.push({ u: Number.NaN, v: Number.NaN, h: Number.NaN });
    for (let k = 1; k < corners.length; k++) {
      const segment = sampleSurfaceLine(
        surface,
        range,
        { start: corners[k - 1]!, end: corners[k]! },
        maxSamplesPerSegment,
      );
      out.push(...(k === 1 ? segment : segment.slice(1)));
    }
  }
  return out;
}

function bilinear(z: ArrayLike<number>, nx: number, ny: number, fx: number, fy: number): number {
  const i0 = Math.min(Math.floor(fx), nx - 1);
  const j0 = Math.min(Math.floor(fy), ny - 1);
  const i1 = Math.min(i0 + 1, nx - 1);
  const j1 = Math.min(j0 + 1, ny - 1);
  const wx = fx - i0;
  const wy = fy - j0;
  const corners: [number, number, number][] = [
    [i0, j0, (1 - wx) * (1 - wy)],
    [i1, j0, wx * (1 - wy)],
    [i0, j1, (1 - wx) * wy],
    [i1, j1, wx * wy],
  ];
  let sum = 0;
  for (const [i, j, w] of corners) {
    if (w === 0) continue;
    const value = z[j * nx + i] ?? Number.NaN;
    if (!Number.isFinite(value)) return Number.NaN;
    sum += w * value;
  }
  return sum;
}

/**
 * Line-segment vertex pairs (x, y, z each) between consecutive valid samples, in the scene box: x from
 * the left, row 0 at the front (+z) as the mesh lies, height from the base, plus the lift.
 */
export function surfaceLinePositions(
  samples: readonly LineSample[],
  { sizeX, sizeY, height }: SceneBoxSize,
  lift = LINE_LIFT,
): Float32Array {
  const out: number[] = [];
  const at = (s: LineSample): number[] => [
    -sizeX / 2 + s.u * sizeX,
    s.h * height + lift,
    sizeY / 2 - s.v * sizeY,
  ];
  for (let k = 1; k < samples.length; k++) {
    const a = samples[k - 1]!;
    const b = samples[k]!;
    if (Number.isNaN(a.h) || Number.isNaN(b.h)) continue;
    out.push(...at(a), ...at(b));
  }
  return Float32Array.from(out);
}

export type SurfaceLine = LineSegments<BufferGeometry, LineBasicMaterial>;

export function createSurfaceLine(color = LINE_COLOR): SurfaceLine {
  const line = new LineSegments(new BufferGeometry(), new LineBasicMaterial({ color }));
  line.frustumCulled = false;
  // After the surface, so where the lift is not enough the line is at least drawn over equal depths.
  line.renderOrder = 5;
  line.visible = false;
  return line;
}

export function setSurfaceLinePositions(line: SurfaceLine, positions: Float32Array): void {
  line.geometry.setAttribute('position', new BufferAttribute(positions, 3));
  line.visible = positions.length > 0;
}
