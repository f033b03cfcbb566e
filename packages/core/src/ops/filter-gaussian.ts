// Areal Gaussian filter of ISO 16610-61:2015 (spec part 3 §1 "Filter"): the mean surface is the
// convolution with s(x, y) = 1/(α² λc²) exp(−π (x² + y²)/(α λc)²), α = √(ln 2 / π), which transmits 50 %
// of a sine of wavelength λc. `waviness` is the mean surface, `roughness` the surface minus it.
// Separable, kernel truncated at ±λc, edges and invalid points by the zero-order renormalisation of
// ISO 16610-28 (areal-gaussian-mean.ts). Invalid points stay invalid in both outputs.
// Gwyddion 2.62's gwy_data_field_filter_gaussian with σ = α λc / √(2π) is the same convolution inside
// the field (to its ±5σ truncation); at the edges it mirrors the data instead of renormalising.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { gaussianMeanSurface } from './areal-gaussian-mean.ts';
import { defineOperator } from './define-operator.ts';
import { checkCutoff } from './filter-cutoff.ts';

export const FILTER_OUTPUTS = ['roughness', 'waviness'] as const;
export type FilterOutput = (typeof FILTER_OUTPUTS)[number];

export interface GaussianFilterParams {
  /** Cut-off wavelength λc, metres. */
  readonly cutoff: number;
  readonly type: FilterOutput;
}

export function checkFilterOutput(type: string): void {
  if (!(FILTER_OUTPUTS as readonly string[]).includes(type))
    throw new AnalysisError('filter-invalid', `the filter output must be roughness or waviness, got ${type}`);
}

/** roughness = z − mean, waviness = mean; NaN where z is NaN. */
export function filterOutput(z: Float64Array, mean: Float64Array, type: FilterOutput): Float64Array {
  const out = new Float64Array(z.length);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    out[i] = Number.isNaN(v) ? NaN : type === 'waviness' ? (mean[i] as number) : v - (mean[i] as number);
  }
  return out;
}

export const filterGaussian = defineOperator({
  id: 'filter.gaussian',
  title: 'Filter: areal Gaussian filter (ISO 16610-61), roughness or waviness',
  kind: 'filter',
  apply(surface, params: GaussianFilterParams) {
    checkCutoff(surface, params.cutoff);
    checkFilterOutput(params.type);
    const { z, nx, ny, dx, dy } = surface;
    const mean = gaussianMeanSurface(z, nx, ny, dx, dy, params.cutoff, params.cutoff);
    return { ...surface, z: filterOutput(z, mean, params.type) };
  },
});
