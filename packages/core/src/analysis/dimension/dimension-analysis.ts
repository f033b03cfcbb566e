// The dimension tool (spec part 2 §3 Dimension: lines (start, end), angles (points a, b, c),
// circles (x, y, radius); free plan): distances, angles and fitted circles, in metres and radians.
// Points are metres in the surface's frame (column col's centre at x0 + (col+½)·dx, as the volume
// tool). Lines also report the height difference between their ends, read from the surface by
// bilinear interpolation between pixel centres (NaN off the image or next to an invalid point);
// the UI drops items outside the image (part 2 §4), the analysis does not need to.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { fitCircle, type Circle } from './circle-fit.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface DimensionParams {
  readonly lines: readonly {
    readonly name?: string | undefined;
    readonly start: Point;
    readonly end: Point;
  }[];
  readonly angles: readonly {
    readonly name?: string | undefined;
    readonly a: Point;
    readonly b: Point;
    readonly c: Point;
  }[];
  /** Each circle is fitted through its points (three or more). */
  readonly circles: readonly { readonly name?: string | undefined; readonly points: readonly Point[] }[];
}

export interface LineMeasurement {
  readonly name: string;
  /** Lateral distance, m. */
  readonly length: number;
  readonly deltaX: number;
  readonly deltaY: number;
  /** Height at end minus height at start, m (NaN where not on valid data). */
  readonly deltaZ: number;
  /** √(length² + deltaZ²), m. */
  readonly length3d: number;
  /** Direction from start to end, radians counter-clockwise from +x as shown (rows grow down). */
  readonly direction: number;
}

export interface DimensionResult {
  readonly lines: LineMeasurement[];
  /** Angle at b between b→a and b→c, radians in [0, π]. */
  readonly angles: { readonly name: string; readonly angle: number }[];
  readonly circles: (Circle & { readonly name: string })[];
}

export function measureDimensions(surface: Surface, params: DimensionParams): DimensionResult {
  const lines = params.lines.map((line, i) => {
    const deltaX = line.end.x - line.start.x;
    const deltaY = line.end.y - line.start.y;
    const length = Math.hypot(deltaX, deltaY);
    const deltaZ = heightAt(surface, line.end) - heightAt(surface, line.start);
    return {
      name: line.name ?? `line ${i + 1}`,
      length,
      deltaX,
      deltaY,
      deltaZ,
      length3d: Math.hypot(length, deltaZ),
      direction: Math.atan2(-deltaY, deltaX),
    };
  });
  const angles = params.angles.map((item, i) => {
    const ux = item.a.x - item.b.x;
    const uy = item.a.y - item.b.y;
    const vx = item.c.x - item.b.x;
    const vy = item.c.y - item.b.y;
    // atan2 of cross and dot is accurate near 0 and π where acos of the cosine is not.
    const angle = Math.abs(Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy));
    return {
      name: item.name ?? `angle ${i + 1}`,
      angle: Math.hypot(ux, uy) > 0 && Math.hypot(vx, vy) > 0 ? angle : NaN,
    };
  });
  const circles = params.circles.map((item, i) => {
    const name = item.name ?? `circle ${i + 1}`;
    const circle = fitCircle(
      item.points.map((p) => p.x),
      item.points.map((p) => p.y),
    );
    if (!circle) {
      throw new AnalysisError(
        'invalid-selection',
        `${name}: a circle needs at least three points not on one line (got ${item.points.length})`,
      );
    }
    return { name, ...circle };
  });
  return { lines, angles, circles };
}

/** Bilinear height between pixel centres; NaN off the grid of centres or next to an invalid point. */
export function heightAt(surface: Surface, point: Point): number {
  const fx = (point.x - surface.x0) / surface.dx - 0.5;
  const fy = (point.y - surface.y0) / surface.dy - 0.5;
  if (!(fx >= 0 && fx <= surface.nx - 1 && fy >= 0 && fy <= surface.ny - 1)) return NaN;
  const c0 = Math.min(Math.max(0, surface.nx - 2), Math.floor(fx));
  const r0 = Math.min(Math.max(0, surface.ny - 2), Math.floor(fy));
  const c1 = Math.min(surface.nx - 1, c0 + 1);
  const r1 = Math.min(surface.ny - 1, r0 + 1);
  const tx = fx - c0;
  const ty = fy - r0;
  const z = surface.z;
  const z00 = z[r0 * surface.nx + c0] as number;
  const z01 = z[r0 * surface.nx + c1] as number;
  const z10 = z[r1 * surface.nx + c0] as number;
  const z11 = z[r1 * surface.nx + c1] as number;
  return (1 - ty) * ((1 - tx) * z00 + tx * z01) + ty * ((1 - tx) * z10 + tx * z11);
}

export const dimensionAnalysis = defineAnalysis({
  id: 'dimension',
  title: 'Distances, angles and least-squares circles between points on the image',
  run: measureDimensions,
});
