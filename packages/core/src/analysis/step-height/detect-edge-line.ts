// The step edge of the rectangles tool when the user has not drawn one ("manual" off): the area's
// column means and row means are two profiles; the one with the larger fitted step (ISO 5436-1
// evaluation of fit-step-levels.ts, levels sharing a slope so a tilt is not mistaken for a step)
// gives the edge's direction and position. It finds straight edges parallel to an image axis, the
// layout of step-height standards; an oblique edge must be drawn.
import type { Surface } from '../../surface/surface.ts';
import { type FractionRect, pixelRectOf } from '../common/area-of-interest.ts';
import { isAnalysisError } from '../analysis-error.ts';
import { type EdgeLine, invalidRectangles } from './edge-line.ts';
import { fitStepLevels } from './fit-step-levels.ts';
import { locateStepEdge } from './locate-step-edge.ts';

/** Mean of the valid points of each column (alongColumns) or each row of the rectangle. */
function meanProfile(
  surface: Surface,
  area: FractionRect,
  alongColumns: boolean,
): { heights: Float64Array; first: number } {
  const rect = pixelRectOf(surface, area);
  const length = alongColumns ? rect.col1 - rect.col0 : rect.row1 - rect.row0;
  const sums = new Float64Array(length);
  const counts = new Float64Array(length);
  const { z, nx } = surface;
  for (let row = rect.row0; row < rect.row1; row++) {
    const base = row * nx;
    for (let col = rect.col0; col < rect.col1; col++) {
      const v = z[base + col] as number;
      if (!Number.isFinite(v)) continue;
      const i = alongColumns ? col - rect.col0 : row - rect.row0;
      sums[i] = (sums[i] as number) + v;
      counts[i] = (counts[i] as number) + 1;
    }
  }
  for (let i = 0; i < length; i++)
    sums[i] = (counts[i] as number) > 0 ? (sums[i] as number) / (counts[i] as number) : NaN;
  return { heights: sums, first: alongColumns ? rect.col0 : rect.row0 };
}

interface Candidate {
  readonly significance: number;
  readonly position: number;
}

function candidate(heights: Float64Array): Candidate | undefined {
  try {
    const edge = locateStepEdge(heights, 0, heights.length - 1, 0.5);
    const fit = fitStepLevels(heights, edge.index, heights.length, true);
    const significance =
      Math.abs(fit.stepHeight) / (fit.uncertainty > 0 ? fit.uncertainty : Number.MIN_VALUE);
    return Number.isFinite(fit.stepHeight) && fit.stepHeight !== 0
      ? { significance, position: edge.index }
      : undefined;
  } catch (error) {
    if (isAnalysisError(error)) return undefined;
    throw error;
  }
}

export function detectEdgeLine(surface: Surface, area: FractionRect): EdgeLine {
  const columns = meanProfile(surface, area, true);
  const rows = meanProfile(surface, area, false);
  const vertical = candidate(columns.heights);
  const horizontal = candidate(rows.heights);
  if (vertical === undefined && horizontal === undefined) {
    throw invalidRectangles('no step edge found in the area; draw the edge line');
  }
  const useVertical =
    horizontal === undefined || (vertical !== undefined && vertical.significance >= horizontal.significance);
  if (useVertical && vertical !== undefined) {
    const x = (columns.first + vertical.position + 0.5) / surface.nx;
    return { x1: x, y1: area.bottom, x2: x, y2: area.top };
  }
  const y = (rows.first + (horizontal as Candidate).position + 0.5) / surface.ny;
  return { x1: area.left, y1: y, x2: area.right, y2: y };
}
