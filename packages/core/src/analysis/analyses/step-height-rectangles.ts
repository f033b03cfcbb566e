// Step height between two rectangles (spec part 2 §3 "Step height (rectangles)", plan feature
// stepHeightRectangle; POST …/rectangles): mean height of rectangle 2 minus mean height of
// rectangle 1, after subtracting the best plane of the leveling rectangle(s).
//
// - rectangle, rectangle2: the level rectangles as the editor stores them after the leveling call
//   (fractions of the image); null ones are derived from area, manual and line as in the preview.
// - independent: the rectangles were placed freely by the user rather than beside the edge; both
//   must then be given.
// - leveling (default true), levelingSource: 0 = plane of rectangle 1, 1 = plane of rectangle 2,
//   2 = one plane through both with an offset each (the least-squares step, tilt-proof on both).
// - dissimilarMaterials, material1 (rectangle 1), material2 (rectangle 2), interferometry: see
//   step-height/materials.ts.
import type { Surface } from '../../surface/surface.ts';
import { type FractionRect, type PixelRect, pixelRectOf } from '../common/area-of-interest.ts';
import { isAnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { type EdgeLine, invalidRectangles } from '../step-height/edge-line.ts';
import {
  type InterferometryMode,
  type MaterialChoice,
  dissimilarMaterialCorrection,
} from '../step-height/materials.ts';
import { fitLevelPlane, meanAbovePlane, rmsAbovePlane } from '../step-height/rectangle-levels.ts';
import { type StepFitQuality, stepFitQuality } from '../step-height/step-fit-quality.ts';
import { type RectanglesGeometryParams, rectanglesGeometry } from '../step-height/rectangles-geometry.ts';
import { requireStepHeight } from '../step-height/require-step-height.ts';

export interface StepHeightRectanglesParams extends RectanglesGeometryParams {
  readonly rectangle: FractionRect | null;
  readonly rectangle2: FractionRect | null;
  readonly independent: boolean;
  readonly leveling: boolean;
  readonly levelingSource: 0 | 1 | 2;
  readonly dissimilarMaterials: boolean;
  readonly material1: MaterialChoice;
  readonly material2: MaterialChoice;
  readonly interferometry: InterferometryMode;
}

export interface StepHeightRectanglesResult {
  /** Metres: level of rectangle 2 minus level of rectangle 1, material correction included. */
  readonly stepHeight: number;
  readonly measuredStepHeight: number;
  readonly materialCorrection: number;
  readonly rectangle: FractionRect;
  readonly rectangle2: FractionRect;
  /** The edge line used, or null for independent rectangles. */
  readonly line: EdgeLine | null;
  /** Mean heights above the leveling plane (or raw means without leveling), metres. */
  readonly level1: number;
  readonly level2: number;
  readonly count1: number;
  readonly count2: number;
  /** Scatter of each rectangle about its level (residual1, residual2) and the step against it. */
  readonly quality: StepFitQuality;
}

function pixelsOf(surface: Surface, rect: FractionRect, name: string): PixelRect {
  try {
    return pixelRectOf(surface, rect);
  } catch (error) {
    if (isAnalysisError(error)) throw invalidRectangles(`${name}: ${error.reason}`);
    throw error;
  }
}

function overlaps(a: PixelRect, b: PixelRect): boolean {
  return a.col0 < b.col1 && b.col0 < a.col1 && a.row0 < b.row1 && b.row0 < a.row1;
}

export const stepHeightRectangles = defineAnalysis({
  id: 'step-height-rectangles',
  title: 'Step height between two rectangles after plane leveling',
  run(surface: Surface, params: StepHeightRectanglesParams): StepHeightRectanglesResult {
    let rectangle = params.rectangle;
    let rectangle2 = params.rectangle2;
    let line: EdgeLine | null = null;
    if (params.independent) {
      if (rectangle === null || rectangle2 === null) {
        throw invalidRectangles('independent rectangles need both rectangle and rectangle2');
      }
    } else if (rectangle === null || rectangle2 === null) {
      const geometry = rectanglesGeometry(surface, params);
      line = geometry.line;
      rectangle ??= geometry.rectangles[0];
      rectangle2 ??= geometry.rectangles[1];
    }
    const pixels1 = pixelsOf(surface, rectangle, 'rectangle');
    const pixels2 = pixelsOf(surface, rectangle2, 'rectangle2');
    if (overlaps(pixels1, pixels2))
      throw invalidRectangles('the two rectangles overlap: each must lie on one level');
    const sources =
      params.levelingSource === 0 ? [pixels1] : params.levelingSource === 1 ? [pixels2] : [pixels1, pixels2];
    const plane = params.leveling ? fitLevelPlane(surface, sources) : undefined;
    if (params.leveling && plane === undefined) {
      throw invalidRectangles('the leveling rectangle holds too few valid points for a plane');
    }
    const level1 = meanAbovePlane(surface, pixels1, plane);
    const level2 = meanAbovePlane(surface, pixels2, plane);
    if (level1.count === 0 || level2.count === 0) throw invalidRectangles('a rectangle holds no valid point');
    const measuredStepHeight = level2.mean - level1.mean;
    const materialCorrection = params.dissimilarMaterials
      ? dissimilarMaterialCorrection(params.material1, params.material2, params.interferometry)
      : 0;
    return {
      stepHeight: requireStepHeight(measuredStepHeight + materialCorrection),
      measuredStepHeight,
      materialCorrection,
      rectangle,
      rectangle2,
      line,
      level1: level1.mean,
      level2: level2.mean,
      count1: level1.count,
      count2: level2.count,
      quality: stepFitQuality(
        measuredStepHeight,
        rmsAbovePlane(surface, pixels1, plane, level1.mean),
        level1.count,
        rmsAbovePlane(surface, pixels2, plane, level2.mean),
        level2.count,
      ),
    };
  },
});
