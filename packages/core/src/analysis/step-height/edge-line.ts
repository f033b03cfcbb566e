// The step edge of the rectangles tool (spec part 2 §3 "line (four numbers)", default 0.5, 0.6,
// 0.5, 0.4: a vertical edge through the image centre) and the two rectangles it implies inside the
// area. The edge is extended across the area; an edge closer to vertical splits the area into a left
// (level 1) and a right (level 2) part, one closer to horizontal into a top (level 1) and a bottom
// (level 2) part. Each rectangle leaves out the third of its part next to the edge's band, as the
// ISO 5436-1 evaluation leaves out the transition.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import type { FractionRect } from '../common/area-of-interest.ts';

/** Two points as fractions of the image (x of the width, y of the height, top = 0). */
export interface EdgeLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export function invalidRectangles(reason: string): AnalysisError {
  return new AnalysisError('step-height-rectangle-invalid-leveling-rectangles', reason);
}

/** True when the edge, measured in metres, runs closer to the y axis than to the x axis. */
export function isMostlyVertical(surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy'>, line: EdgeLine): boolean {
  return (
    Math.abs((line.y2 - line.y1) * surface.ny * surface.dy) >=
    Math.abs((line.x2 - line.x1) * surface.nx * surface.dx)
  );
}

/** Which side of the edge a fraction point lies on: 1 (left/top), 2 (right/bottom). */
export function sideOfEdge(
  surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy'>,
  line: EdgeLine,
  x: number,
  y: number,
): 1 | 2 {
  if (isMostlyVertical(surface, line)) {
    const edgeX = line.x1 + ((y - line.y1) * (line.x2 - line.x1)) / (line.y2 - line.y1);
    return x < edgeX ? 1 : 2;
  }
  const edgeY = line.y1 + ((x - line.x1) * (line.y2 - line.y1)) / (line.x2 - line.x1);
  return y < edgeY ? 1 : 2;
}

export function validateEdgeLine(line: EdgeLine): void {
  const values = [line.x1, line.y1, line.x2, line.y2];
  if (!values.every((v) => Number.isFinite(v)))
    throw invalidRectangles('the step edge line has non-finite coordinates');
  if (line.x1 === line.x2 && line.y1 === line.y2) throw invalidRectangles('the step edge line has no length');
}

/** The level 1 and level 2 rectangles inside `area` on either side of the edge. */
export function rectanglesBesideEdge(
  surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy'>,
  area: FractionRect,
  line: EdgeLine,
): readonly [FractionRect, FractionRect] {
  validateEdgeLine(line);
  const vertical = isMostlyVertical(surface, line);
  // The edge's extent across the area, along the axis it splits.
  const [low, high, crossFrom, crossTo] = vertical
    ? [area.left, area.right, area.top, area.bottom]
    : [area.top, area.bottom, area.left, area.right];
  const at = (cross: number): number =>
    vertical
      ? line.x1 + ((cross - line.y1) * (line.x2 - line.x1)) / (line.y2 - line.y1)
      : line.y1 + ((cross - line.x1) * (line.y2 - line.y1)) / (line.x2 - line.x1);
  const a = at(crossFrom);
  const b = at(crossTo);
  const bandLow = Math.min(a, b);
  const bandHigh = Math.max(a, b);
  if (!(bandLow > low && bandHigh < high)) {
    throw invalidRectangles(
      'the step edge does not cross the area: both rectangles must lie inside it, one each side',
    );
  }
  const end1 = bandLow - (bandLow - low) / 3;
  const start2 = bandHigh + (high - bandHigh) / 3;
  return vertical
    ? [
        { left: low, top: crossFrom, right: end1, bottom: crossTo },
        { left: start2, top: crossFrom, right: high, bottom: crossTo },
      ]
    : [
        { left: crossFrom, top: low, right: crossTo, bottom: end1 },
        { left: crossFrom, top: start2, right: crossTo, bottom: high },
      ];
}
