// Remove Form / Flatten (spec part 3 §1): subtracts the least-squares polynomial surface of total degree
// N in x and y (ISO 25178-2 F-operator "polynomial form removal"; Gwyddion's "Remove Polynomial
// Background" with "limit total degree", gwy_data_field_fit_poly + gwy_data_field_subtract_poly).
// Invalid (NaN) points are left out of the fit and stay NaN. With `ignoreOutliers`, the fit is repeated
// `outlierIterations` times without the points whose residual exceeds `outlierThreshold` × the rms
// residual of the previous fit (a 3σ rejection by default); the polynomial of the last fit is then
// subtracted from every point, outliers included (they are kept, not removed: Remove Outliers does that).
// The surface carries no mask, so "ignoring masked points" is ignoring invalid points.
import { defineOperator } from './define-operator.ts';
import { fitPolynomialSurface, subtractPolynomialSurface } from './polynomial-surface.ts';

export interface FormPolynomialParams {
  /** Total degree of the polynomial, 1 … 11. */
  readonly degree: number;
  readonly ignoreOutliers: boolean;
  /** Residuals above this many rms residuals are left out of the refit. */
  readonly outlierThreshold: number;
  /** Refits without the outliers, 1 … 5. */
  readonly outlierIterations: number;
}

export const formPolynomial = defineOperator({
  id: 'form.polynomial',
  title: 'Remove form: subtract the least-squares polynomial surface of a total degree',
  kind: 'form',
  apply(surface, params: FormPolynomialParams) {
    const { nx, ny } = surface;
    let fit = fitPolynomialSurface(nx, ny, surface.z, params.degree);
    const out = subtractPolynomialSurface(nx, ny, surface.z, fit, new Float64Array(surface.z.length));
    if (!params.ignoreOutliers) return { ...surface, z: out };
    const work = new Float64Array(surface.z.length);
    for (let iteration = 0; iteration < params.outlierIterations; iteration++) {
      let sum2 = 0;
      let n = 0;
      // The rms over the points of the latest fit (outliers of earlier rounds are tested again).
      for (let k = 0; k < out.length; k++) {
        const r = out[k] as number;
        if (!Number.isNaN(r) && !Number.isNaN(work[k])) {
          sum2 += r * r;
          n++;
        }
      }
      const limit = params.outlierThreshold * Math.sqrt(sum2 / Math.max(n, 1));
      let rejected = 0;
      for (let k = 0; k < out.length; k++) {
        const r = out[k] as number;
        if (Math.abs(r) > limit) {
          work[k] = NaN;
          rejected++;
        } else work[k] = surface.z[k] as number;
      }
      if (rejected === 0) break;
      fit = fitPolynomialSurface(nx, ny, work, params.degree);
      subtractPolynomialSurface(nx, ny, surface.z, fit, out);
    }
    return { ...surface, z: out };
  },
});
