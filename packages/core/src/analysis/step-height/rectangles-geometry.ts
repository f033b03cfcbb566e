// The geometry every call of the rectangles tool shares (spec part 2 §4 rectangles flow: preview,
// leveling rectangle, full calculation): the area, the step edge (drawn when `manual`, detected
// otherwise) and the two rectangles beside it.
import type { Surface } from '../../surface/surface.ts';
import type { FractionRect } from '../common/area-of-interest.ts';
import { detectEdgeLine } from './detect-edge-line.ts';
import { type EdgeLine, rectanglesBesideEdge } from './edge-line.ts';

export interface RectanglesGeometryParams {
  /** Where the tool looks, fractions of the image (default 0.05, 0.05, 0.95, 0.95). */
  readonly area: FractionRect;
  /** Use `line` as drawn; otherwise detect the edge in the area. */
  readonly manual: boolean;
  /** The step edge (default 0.5, 0.6, 0.5, 0.4). */
  readonly line: EdgeLine;
}

export interface RectanglesGeometry {
  readonly line: EdgeLine;
  readonly rectangles: readonly [FractionRect, FractionRect];
}

export function rectanglesGeometry(surface: Surface, params: RectanglesGeometryParams): RectanglesGeometry {
  const line = params.manual ? params.line : detectEdgeLine(surface, params.area);
  return { line, rectangles: rectanglesBesideEdge(surface, params.area, line) };
}
