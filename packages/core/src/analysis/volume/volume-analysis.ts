// The volume tool (spec part 2 §3 Volume, §7 GET /api/editor/volume: xs, ys → bumps, holes): the
// material above (bumps) and the void below (holes) the reference plane inside a polygon, m³. Each
// selected pixel contributes (z − plane)·dx·dy (midpoint rule on the pixel-centre selection of
// polygon-pixels.ts); invalid points contribute nothing and are counted. Both volumes are reported
// as non-negative magnitudes; net = bumps − holes.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { outlinePlane, type ReferencePlane } from './outline-plane.ts';
import { checkPolygon, polygonRuns } from './polygon-pixels.ts';

export interface VolumeParams {
  /** Polygon vertices, metres in the surface's frame (see polygon-pixels.ts). */
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** 'outline' (default): least-squares plane along the polygon's outline; 'zero': z = 0. */
  readonly reference: 'outline' | 'zero';
}

export interface VolumeResult {
  /** m³ above the reference plane. */
  readonly bumps: number;
  /** m³ below it, as a positive number. */
  readonly holes: number;
  readonly net: number;
  /** Projected area of the selected valid pixels, m². */
  readonly area: number;
  readonly selectedPixels: number;
  readonly invalidPixels: number;
  readonly referencePlane: ReferencePlane;
}

export function polygonVolume(surface: Surface, params: VolumeParams): VolumeResult {
  checkPolygon(params);
  const plane: ReferencePlane =
    params.reference === 'zero'
      ? { z0: 0, slopeX: 0, slopeY: 0, xc: 0, yc: 0 }
      : outlinePlane(surface, params);
  const { nx, dx, dy, z } = surface;
  let above = 0;
  let below = 0;
  let selected = 0;
  let invalid = 0;
  const runs = polygonRuns(surface, params);
  const { x0, y0 } = surface;
  const { z0, slopeX, slopeY, xc, yc } = plane;
  for (let r = 0; r < runs.length; r += 3) {
    const row = runs[r] as number;
    const col0 = runs[r + 1] as number;
    const col1 = runs[r + 2] as number;
    const base = row * nx;
    // Plane height at this row's first selected centre, plus one slope step per column.
    const start = z0 + slopeY * (y0 + (row + 0.5) * dy - yc) + slopeX * (x0 + (col0 + 0.5) * dx - xc);
    const levelStep = slopeX * dx;
    for (let col = col0; col < col1; col++) {
      const level = start + levelStep * (col - col0);
      const v = z[base + col] as number;
      if (v !== v) {
        invalid++;
        continue;
      }
      selected++;
      const d = v - level;
      if (d > 0) above += d;
      else below -= d;
    }
  }
  if (selected === 0) {
    throw new AnalysisError('no-pixel-selected', 'the polygon encloses no valid pixel centre');
  }
  const cell = dx * dy;
  return {
    bumps: above * cell,
    holes: below * cell,
    net: (above - below) * cell,
    area: selected * cell,
    selectedPixels: selected,
    invalidPixels: invalid,
    referencePlane: plane,
  };
}

export const volumeAnalysis = defineAnalysis({
  id: 'volume',
  title: 'Volume of bumps and holes inside a polygon, relative to the plane of its outline',
  run: polygonVolume,
});
