// First call of the rectangles tool (spec part 2 §4, POST …/rectangles/preview): a small map of the
// image for the editor to draw on — block-mean heights and, per cell, which level the edge assigns
// it to — with the edge line used and the two rectangles it implies. Separate analyses for preview,
// leveling rectangle and full calculation mirror the spec's three requests, each with its own busy
// and error state in the editor.
import type { Surface } from '../../surface/surface.ts';
import { pixelRectOf } from '../common/area-of-interest.ts';
import type { FractionRect } from '../common/area-of-interest.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { type EdgeLine, sideOfEdge } from '../step-height/edge-line.ts';
import { type RectanglesGeometryParams, rectanglesGeometry } from '../step-height/rectangles-geometry.ts';

/** Longest side of the preview map, cells. */
export const PREVIEW_SIZE = 128;

export interface StepHeightRectanglesPreview {
  readonly width: number;
  readonly height: number;
  /** Row-major block means, metres (NaN where a block has no valid point). */
  readonly heights: number[];
  /** Row-major: 0 outside the area, 1 or 2 the level side of the edge. */
  readonly levels: number[];
  readonly line: EdgeLine;
  readonly rectangle: FractionRect;
  readonly rectangle2: FractionRect;
}

export const stepHeightRectanglesPreview = defineAnalysis({
  id: 'step-height-rectangles-preview',
  title: 'Step height (rectangles): preview map, step edge and level rectangles',
  run(surface: Surface, params: RectanglesGeometryParams): StepHeightRectanglesPreview {
    const { line, rectangles } = rectanglesGeometry(surface, params);
    const block = Math.max(1, Math.ceil(Math.max(surface.nx, surface.ny) / PREVIEW_SIZE));
    const width = Math.ceil(surface.nx / block);
    const height = Math.ceil(surface.ny / block);
    const sums = new Float64Array(width * height);
    const counts = new Float64Array(width * height);
    const { z, nx, ny } = surface;
    for (let row = 0; row < ny; row++) {
      const cellRow = Math.floor(row / block) * width;
      const base = row * nx;
      for (let cellCol = 0; cellCol < width; cellCol++) {
        const cell = cellRow + cellCol;
        const end = Math.min(nx, (cellCol + 1) * block);
        let sum = 0;
        let count = 0;
        for (let col = cellCol * block; col < end; col++) {
          const v = z[base + col] as number;
          if (!Number.isFinite(v)) continue;
          sum += v;
          count++;
        }
        sums[cell] = (sums[cell] as number) + sum;
        counts[cell] = (counts[cell] as number) + count;
      }
    }
    const area = pixelRectOf(surface, params.area);
    const heights = new Array<number>(width * height);
    const levels = new Array<number>(width * height);
    for (let cellRow = 0; cellRow < height; cellRow++) {
      for (let cellCol = 0; cellCol < width; cellCol++) {
        const cell = cellRow * width + cellCol;
        const count = counts[cell] as number;
        heights[cell] = count > 0 ? (sums[cell] as number) / count : NaN;
        // Classify the cell by its centre pixel.
        const col = Math.min(surface.nx - 1, cellCol * block + (block >> 1));
        const row = Math.min(surface.ny - 1, cellRow * block + (block >> 1));
        const inArea = col >= area.col0 && col < area.col1 && row >= area.row0 && row < area.row1;
        levels[cell] = inArea
          ? sideOfEdge(surface, line, (col + 0.5) / surface.nx, (row + 0.5) / surface.ny)
          : 0;
      }
    }
    return { width, height, heights, levels, line, rectangle: rectangles[0], rectangle2: rectangles[1] };
  },
});
