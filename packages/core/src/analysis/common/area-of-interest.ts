// The "area of interest" of the areal and profile parameters (spec part 2 §3, §9): the entire image
// or a restricted rectangle given as fractions of the image (default 0.25/0.25/0.75/0.75).
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';

/** Fractions of the image width (left, right) and height (top, bottom), 0..1, top = row 0. */
export interface FractionRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export const DEFAULT_RESTRICTED_AREA: FractionRect = { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 };

/** Pixel bounds, half-open: columns [col0, col1), rows [row0, row1). */
export interface PixelRect {
  readonly col0: number;
  readonly row0: number;
  readonly col1: number;
  readonly row1: number;
}

/**
 * The pixels whose centres lie inside the rectangle (at least one pixel each way). Refuses a
 * rectangle that is empty, inverted or outside 0..1 with `invalid-selection`.
 */
export function pixelRectOf(surface: Pick<Surface, 'nx' | 'ny'>, rect: FractionRect): PixelRect {
  const { left, top, right, bottom } = rect;
  const inUnit = (v: number): boolean => Number.isFinite(v) && v >= 0 && v <= 1;
  if (!inUnit(left) || !inUnit(top) || !inUnit(right) || !inUnit(bottom) || right <= left || bottom <= top) {
    throw new AnalysisError(
      'invalid-selection',
      `the area (left ${left}, top ${top}, right ${right}, bottom ${bottom}) must lie within 0..1 with left < right and top < bottom`,
    );
  }
  const col0 = Math.min(surface.nx - 1, Math.max(0, Math.round(left * surface.nx)));
  const row0 = Math.min(surface.ny - 1, Math.max(0, Math.round(top * surface.ny)));
  const col1 = Math.max(col0 + 1, Math.min(surface.nx, Math.round(right * surface.nx)));
  const row1 = Math.max(row0 + 1, Math.min(surface.ny, Math.round(bottom * surface.ny)));
  return { col0, row0, col1, row1 };
}

/** A new surface holding just the pixels of `rect` (the origin moves with it). */
export function cropSurface(surface: Surface, rect: PixelRect): Surface {
  const nx = rect.col1 - rect.col0;
  const ny = rect.row1 - rect.row0;
  if (nx === surface.nx && ny === surface.ny) return surface;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const from = (rect.row0 + row) * surface.nx + rect.col0;
    z.set(surface.z.subarray(from, from + nx), row * nx);
  }
  return {
    ...surface,
    nx,
    ny,
    z,
    x0: surface.x0 + rect.col0 * surface.dx,
    y0: surface.y0 + rect.row0 * surface.dy,
  };
}

/** The surface restricted to an area of interest: the entire image, or a fraction rectangle of it. */
export function surfaceInArea(surface: Surface, area: FractionRect | 'entire'): Surface {
  return area === 'entire' ? surface : cropSurface(surface, pixelRectOf(surface, area));
}
