// Resize (spec part 3 §1, the resample dialog): a new grid nx × ny over the same physical field, so the
// pixel size becomes dx·nx/nx' and dy·ny/ny' and the origin x0/y0 stays. Pixel centres map as in
// Gwyddion's gwy_data_field_new_resampled: new index i samples the old coordinate
// (i + ½)·n/n' − ½, so both grids cover the same area and the field is not shifted. 'bilinear' equals
// GWY_INTERPOLATION_LINEAR and 'bicubic' GWY_INTERPOLATION_KEY (Keys, a = −0.5) away from the borders
// (edges: clamped here, mirrored there). A result point whose stencil touches an invalid point is NaN.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSampler, type Interpolation } from './common/interpolate.ts';
import { defineOperator } from './define-operator.ts';

export interface ResizeParams {
  readonly nx: number;
  readonly ny: number;
  readonly interpolation: Interpolation;
}

export const RESIZE_MIN = 2;
export const RESIZE_MAX = 16384;

export const resize = defineOperator({
  id: 'resize',
  title: 'Resize: resample to nx × ny over the same physical area (bilinear or bicubic)',
  kind: 'geometry',
  apply(surface, params: ResizeParams) {
    const { nx, ny, interpolation } = params;
    for (const [name, n] of [
      ['nx', nx],
      ['ny', ny],
    ] as const)
      if (!Number.isInteger(n) || n < RESIZE_MIN || n > RESIZE_MAX)
        throw new AnalysisError(
          'invalid-request',
          `${name} must be an integer from ${RESIZE_MIN} to ${RESIZE_MAX} (got ${n})`,
        );
    const qx = surface.nx / nx;
    const qy = surface.ny / ny;
    const sample = makeSampler(surface.z, surface.nx, surface.ny, interpolation);
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++) {
      const y = (row + 0.5) * qy - 0.5;
      for (let col = 0; col < nx; col++) z[row * nx + col] = sample((col + 0.5) * qx - 0.5, y);
    }
    return { ...surface, nx, ny, dx: surface.dx * qx, dy: surface.dy * qy, z };
  },
});
