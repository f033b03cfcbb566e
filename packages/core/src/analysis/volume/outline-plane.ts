// The reference plane of the volume tool (spec part 2 §7 "bumps and holes … relative to the
// reference plane"). Decision: the least-squares plane through the heights along the polygon's
// outline. The user draws the outline around a bump or a hole on the surrounding surface, so the
// outline is where the reference level is: a pyramid on a flat floor gets the floor (volume
// base·h/3), a tilted plane gets itself (no bumps, no holes), and the tool needs no levelling first.
// (The mean plane of the enclosed points would instead cut through the feature being measured.)
// Heights along the outline are interpolated bilinearly between pixel centres every half pixel;
// samples touching an invalid point are skipped.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { PlaneFitSums } from '../common/plane-fit.ts';
import type { Polygon } from './polygon-pixels.ts';

/** z = z0 + slopeX·(x − xc) + slopeY·(y − yc), metres, about the outline's mean sample position. */
export interface ReferencePlane {
  readonly z0: number;
  readonly slopeX: number;
  readonly slopeY: number;
  readonly xc: number;
  readonly yc: number;
}

export function outlinePlane(surface: Surface, polygon: Polygon): ReferencePlane {
  const { xs, ys } = polygon;
  const n = xs.length;
  const spacing = 0.5 * Math.min(surface.dx, surface.dy);
  // Sums about a provisional origin (the first vertex) for conditioning.
  const ox = xs[0] as number;
  const oy = ys[0] as number;
  const sums = new PlaneFitSums();
  for (let i = 0; i < n; i++) {
    const ax = xs[i] as number;
    const ay = ys[i] as number;
    const bx = xs[(i + 1) % n] as number;
    const by = ys[(i + 1) % n] as number;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / spacing));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const x = ax + t * (bx - ax);
      const y = ay + t * (by - ay);
      const z = bilinear(surface, x, y);
      if (!Number.isNaN(z)) sums.add(x - ox, y - oy, z);
    }
  }
  if (sums.count < 3)
    throw new AnalysisError('invalid-selection', 'the polygon outline crosses no valid heights');
  const plane = sums.solve();
  if (!plane) {
    throw new AnalysisError(
      'invalid-selection',
      'the polygon outline is degenerate (all vertices on one line)',
    );
  }
  return {
    z0: plane.meanZ,
    slopeX: plane.slopeX,
    slopeY: plane.slopeY,
    xc: ox + plane.meanX,
    yc: oy + plane.meanY,
  };
}

/** Height at (x, y) metres between pixel centres, clamped to the grid of centres; NaN near invalid. */
function bilinear(surface: Surface, x: number, y: number): number {
  const { nx, ny, z } = surface;
  const fx = Math.min(nx - 1, Math.max(0, (x - surface.x0) / surface.dx - 0.5));
  const fy = Math.min(ny - 1, Math.max(0, (y - surface.y0) / surface.dy - 0.5));
  const c0 = Math.min(nx - 2, Math.floor(fx));
  const r0 = Math.min(ny - 2, Math.floor(fy));
  if (c0 < 0 || r0 < 0) {
    // A single row or column: nearest centre.
    return z[Math.round(fy) * nx + Math.round(fx)] as number;
  }
  const tx = fx - c0;
  const ty = fy - r0;
  const i = r0 * nx + c0;
  const z00 = z[i] as number;
  const z01 = z[i + 1] as number;
  const z10 = z[i + nx] as number;
  const z11 = z[i + nx + 1] as number;
  return (1 - ty) * ((1 - tx) * z00 + tx * z01) + ty * ((1 - tx) * z10 + tx * z11);
}
