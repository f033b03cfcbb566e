// Second call of the rectangles tool (spec part 2 §4, POST …/rectangles/leveling-rect): the leveling
// rectangle — the rectangle on the level chosen by levelingSource (0: level 1, 1: level 2) — and the
// least-squares plane through it, which the full calculation subtracts.
import type { Surface } from '../../surface/surface.ts';
import { type FractionRect, pixelRectOf } from '../common/area-of-interest.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { invalidRectangles } from '../step-height/edge-line.ts';
import { fitLevelPlane } from '../step-height/rectangle-levels.ts';
import { type RectanglesGeometryParams, rectanglesGeometry } from '../step-height/rectangles-geometry.ts';

export interface StepHeightRectanglesLevelingParams extends RectanglesGeometryParams {
  readonly levelingSource: 0 | 1;
}

export interface StepHeightRectanglesLeveling {
  readonly rectangle: FractionRect;
  /** The plane: height at the rectangle's centre (m) and slopes along x and y (m/m). */
  readonly plane: { readonly z0: number; readonly slopeX: number; readonly slopeY: number };
}

export const stepHeightRectanglesLeveling = defineAnalysis({
  id: 'step-height-rectangles-leveling',
  title: 'Step height (rectangles): leveling rectangle and its best plane',
  run(surface: Surface, params: StepHeightRectanglesLevelingParams): StepHeightRectanglesLeveling {
    const { rectangles } = rectanglesGeometry(surface, params);
    const rectangle = rectangles[params.levelingSource];
    const plane = fitLevelPlane(surface, [pixelRectOf(surface, rectangle)]);
    if (plane === undefined)
      throw invalidRectangles('the leveling rectangle holds too few valid points for a plane');
    return {
      rectangle,
      plane: { z0: plane.z0, slopeX: plane.perColumn / surface.dx, slopeY: plane.perRow / surface.dy },
    };
  },
});
