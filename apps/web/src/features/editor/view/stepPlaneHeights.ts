// The levels a step-height result found, as heights in metres in the surface's own frame (the 3D view
// draws them as horizontal "step planes", spec part 2 §3 general showStepPlane). Every mode reports its
// step differently, and only as a difference of two levels, so each mode's levels are rebuilt here:
// - histogram: the means of the two main height groups (primary, secondary) — raw heights already;
// - line: level A at the edge from the evaluated profile (the mean of region A's valid samples moved
//   along the fitted slope to the edge), level B = level A + the measured step height;
// - rectangles: the results' levels are above a leveling plane the 3D view does not subtract, so the
//   first plane is rectangle 1's mean raw height on the shown grid and the second lies the measured step
//   height above it.
// The measured step height (before a material correction) is used: the planes show geometry.
import {
  pixelRectOf,
  type FractionRect,
  type PixelRect,
  type StepHeightHistogramResult,
  type StepHeightLineResult,
  type StepHeightRectanglesResult,
} from '@asperity/core';
import type { EditorSurface } from '@asperity/contract';

export type StepResult =
  | { readonly mode: 'histogram'; readonly result: StepHeightHistogramResult }
  | { readonly mode: 'line'; readonly result: StepHeightLineResult }
  | { readonly mode: 'rectangles'; readonly result: StepHeightRectanglesResult };

/** Two heights in metres (reference level first), or null when the result gives no usable levels. */
export function stepPlaneHeights(step: StepResult, surface: EditorSurface | undefined): number[] | null {
  const levels = levelsOf(step, surface);
  return levels !== null && levels.every(Number.isFinite) ? levels : null;
}

function levelsOf(step: StepResult, surface: EditorSurface | undefined): number[] | null {
  switch (step.mode) {
    case 'histogram': {
      const { groups, primaryIndex, secondaryIndex } = step.result;
      const primary = groups[primaryIndex];
      const secondary = groups[secondaryIndex];
      if (!primary || !secondary) return null;
      return [primary.mean, secondary.mean];
    }
    case 'line': {
      const a = lineLevelA(step.result);
      return a === null ? null : [a, a + step.result.measuredStepHeight];
    }
    case 'rectangles': {
      if (!surface) return null;
      const level1 = meanInRect(surface, step.result.rectangle);
      return level1 === null ? null : [level1, level1 + step.result.measuredStepHeight];
    }
  }
}

/** Region A's level at the edge: mean of its valid samples, moved along the common slope to the edge. */
export function lineLevelA(result: StepHeightLineResult): number | null {
  const { spacing, heights } = result.profile;
  if (!(spacing > 0)) return null;
  let sum = 0;
  let sumX = 0;
  let count = 0;
  const first = Math.max(0, Math.ceil(result.regionA.from / spacing - 1e-9));
  const last = Math.min(heights.length - 1, Math.floor(result.regionA.to / spacing + 1e-9));
  for (let i = first; i <= last; i++) {
    const h = heights[i];
    if (h === undefined || !Number.isFinite(h)) continue;
    sum += h;
    sumX += i * spacing;
    count++;
  }
  if (count === 0) return null;
  const slope = Number.isFinite(result.slope) ? result.slope : 0;
  return sum / count + slope * (result.edgeDistance - sumX / count);
}

/** Mean valid height of the shown grid's pixels in the rectangle, picked as the analyses pick them. */
export function meanInRect({ header, heights }: EditorSurface, rect: FractionRect): number | null {
  let pixels: PixelRect;
  try {
    pixels = pixelRectOf({ nx: header.cols, ny: header.rows }, rect);
  } catch {
    return null;
  }
  let sum = 0;
  let count = 0;
  for (let r = pixels.row0; r < pixels.row1; r++) {
    for (let c = pixels.col0; c < pixels.col1; c++) {
      const h = heights[r * header.cols + c];
      if (h === undefined || !Number.isFinite(h)) continue;
      sum += h;
      count++;
    }
  }
  return count > 0 ? sum / count : null;
}
