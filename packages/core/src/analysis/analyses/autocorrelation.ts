// The autocorrelation analysis (issue 4 item 3): the areal ACF of ISO 25178-2:2021 §3.1.6 around the
// origin as a small grid, with the spatial parameters Sal, Str and Std it defines (§4.2) at the
// spatial threshold s (spec part 2 §9 default 0.2). Kernels in spectral/.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { autocorrelation2d } from '../spectral/autocorrelation-2d.ts';
import { spatialParameters } from '../spectral/spatial-parameters.ts';

export interface AutocorrelationParams {
  /** s of Sal/Str, 0 ≤ s < 1. */
  readonly spatialThreshold: number;
  /** Largest lag shown each way in pixels (the grid is 2·radius + 1 square, clipped to the field). */
  readonly gridRadius: number;
}

export interface AutocorrelationResult {
  /** m; NaN if the ACF never decays to s. */
  readonly Sal: number;
  /** Fraction 0..1. */
  readonly Str: number;
  /** Radians from +x towards +y, (−π/2, π/2]. */
  readonly Std: number;
  /** Mean square height about the mean (ACF before normalisation at lag 0), m². */
  readonly variance: number;
  /** Normalised ACF: column i is lag (i − maxLagX)·dx, row j is (j − maxLagY)·dy, row-major. */
  readonly grid: {
    readonly width: number;
    readonly height: number;
    readonly maxLagX: number;
    readonly maxLagY: number;
    readonly dx: number;
    readonly dy: number;
    readonly values: number[];
  };
}

export const autocorrelation = defineAnalysis({
  id: 'autocorrelation',
  title: 'Areal autocorrelation function with Sal, Str and Std',
  run(surface: Surface, params: AutocorrelationParams): AutocorrelationResult {
    if (!(Number.isInteger(params.gridRadius) && params.gridRadius >= 1))
      throw new AnalysisError(
        'invalid-request',
        `gridRadius must be a positive integer, got ${params.gridRadius}`,
      );
    const { Sal, Str, Std } = spatialParameters(surface, params.spatialThreshold);
    const acf = autocorrelation2d(surface, params.gridRadius, params.gridRadius);
    return {
      Sal,
      Str,
      Std,
      variance: acf.variance,
      grid: {
        width: acf.width,
        height: acf.height,
        maxLagX: acf.maxLagX,
        maxLagY: acf.maxLagY,
        dx: acf.dx,
        dy: acf.dy,
        values: Array.from(acf.values),
      },
    };
  },
});
