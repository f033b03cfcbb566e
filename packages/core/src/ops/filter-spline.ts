// Areal spline filter: the profile cubic smoothing spline of ISO/TS 16610-22 (analysis/profile/
// spline-filter.ts) applied to every row and then to every column of the row-filtered field, the
// separable (tensor-product) form of the areal spline filter of ISO 16610-62. The choice, stated: the
// ISO 16610-62 areal spline solves one coupled sparse system over the whole field; the separable form
// has the transmission H(λx)·H(λy) of the profile spline along each axis (exactly 50 % at λc for a
// sine along x or y, for both tensions) and costs one banded solve per row and per column.
// Tension: 'default' β = 0.625242 (ISO/TS 16610-22's Gaussian-like transmission), 'zero' β = 0 (pure
// cubic spline). End effects: natural boundary conditions of the difference operators (no padding, none
// discarded). Invalid points get zero data weight, so the spline bridges them; they stay NaN in the output.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { SPLINE_DEFAULT_TENSION, splineMeanLine } from '../analysis/profile/spline-filter.ts';
import { transpose } from './areal-gaussian-mean.ts';
import { defineOperator } from './define-operator.ts';
import { checkCutoff } from './filter-cutoff.ts';
import { checkFilterOutput, filterOutput, type FilterOutput } from './filter-gaussian.ts';

export const SPLINE_TENSIONS = ['default', 'zero'] as const;
export type SplineTension = (typeof SPLINE_TENSIONS)[number];

export interface SplineFilterParams {
  /** Cut-off wavelength λc, metres. */
  readonly cutoff: number;
  readonly type: FilterOutput;
  readonly tension: SplineTension;
}

export function splineMeanSurface(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  cutoff: number,
  beta: number,
): Float64Array {
  const rows = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++)
    splineMeanLine(z.subarray(r * nx, (r + 1) * nx), dx, cutoff, beta, rows.subarray(r * nx, (r + 1) * nx));
  const columns = transpose(rows, nx, ny);
  const smoothed = new Float64Array(nx * ny);
  for (let c = 0; c < nx; c++)
    splineMeanLine(
      columns.subarray(c * ny, (c + 1) * ny),
      dy,
      cutoff,
      beta,
      smoothed.subarray(c * ny, (c + 1) * ny),
    );
  return transpose(smoothed, ny, nx);
}

export const filterSpline = defineOperator({
  id: 'filter.spline',
  title: 'Filter: spline filter (ISO/TS 16610-22 rows then columns), roughness or waviness',
  kind: 'filter',
  apply(surface, params: SplineFilterParams) {
    checkCutoff(surface, params.cutoff);
    checkFilterOutput(params.type);
    if (!(SPLINE_TENSIONS as readonly string[]).includes(params.tension))
      throw new AnalysisError(
        'filter-invalid-spline-tension',
        `the spline tension must be default or zero, got ${params.tension}`,
      );
    const beta = params.tension === 'default' ? SPLINE_DEFAULT_TENSION : 0;
    const { z, nx, ny, dx, dy } = surface;
    const mean = splineMeanSurface(z, nx, ny, dx, dy, params.cutoff, beta);
    return { ...surface, z: filterOutput(z, mean, params.type) };
  },
});
