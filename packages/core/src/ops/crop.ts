// Crop (spec part 3 §1): keep a rectangle of the field. The rectangle is given as fractions of the
// field's extent, left/top/right/bottom ∈ [0, 1], like the editor's areas of interest (so a step stays
// meaningful whatever the resolution); top/bottom count from row 0 (y = y0), left/right from column 0.
// Pixel bounds: columns round(left·nx) … round(right·nx) − 1 and rows round(top·ny) … round(bottom·ny) − 1,
// i.e. the pixels whose centres lie inside the rectangle up to rounding — the rounding of the analyses'
// area of interest (analysis/common/area-of-interest.ts), so a crop keeps exactly the pixels an analysis
// restricted to the same rectangle uses. x0/y0 move to the first kept pixel so physical positions stay.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import { defineOperator } from './define-operator.ts';

export interface CropParams {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The smallest result along each axis: analyses need at least two points per direction. */
export const CROP_MIN_PIXELS = 2;

export const crop = defineOperator({
  id: 'crop',
  title: 'Crop: keep a rectangle given as fractions of the field',
  kind: 'geometry',
  apply(surface, params: CropParams) {
    const { left, top, right, bottom } = params;
    const inUnit = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
    if (![left, top, right, bottom].every(inUnit) || left >= right || top >= bottom)
      throw new AnalysisError(
        'invalid-selection',
        `the crop rectangle must satisfy 0 ≤ left < right ≤ 1 and 0 ≤ top < bottom ≤ 1 (got ${left}, ${top}, ${right}, ${bottom})`,
      );
    const col0 = Math.round(left * surface.nx);
    const col1 = Math.round(right * surface.nx);
    const row0 = Math.round(top * surface.ny);
    const row1 = Math.round(bottom * surface.ny);
    const nx = col1 - col0;
    const ny = row1 - row0;
    if (nx < CROP_MIN_PIXELS || ny < CROP_MIN_PIXELS)
      throw new AnalysisError(
        'invalid-selection',
        `the crop rectangle covers ${Math.max(nx, 0)} × ${Math.max(ny, 0)} pixels; at least ${CROP_MIN_PIXELS} × ${CROP_MIN_PIXELS} are needed`,
      );
    const z = new Float64Array(nx * ny);
    let valid = 0;
    for (let row = 0; row < ny; row++) {
      const from = (row0 + row) * surface.nx + col0;
      z.set(surface.z.subarray(from, from + nx), row * nx);
    }
    for (const v of z) if (!Number.isNaN(v)) valid++;
    if (valid === 0) throw new AnalysisError('no-pixel-selected', 'the crop rectangle holds no valid point');
    return makeSurface(
      {
        nx,
        ny,
        dx: surface.dx,
        dy: surface.dy,
        x0: surface.x0 + col0 * surface.dx,
        y0: surface.y0 + row0 * surface.dy,
      },
      z,
      surface.meta,
    );
  },
});
