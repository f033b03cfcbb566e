// Spatial (kernel) filters of the editor's Spatial Filter operator (spec part 3 §1), one operator id
// each so the CLI names them directly: spatial.mean, spatial.gaussian, spatial.sharpen, spatial.laplacian
// (spatial.median lives in spatial-median.ts). Kernel sizes are in pixels, odd, 3 … 101
// (filter-invalid-filter-size otherwise). Invalid (NaN) points: ignored as neighbours, kept NaN.
// Definitions follow Gwyddion 2.62 so the results agree with it inside the field:
// - mean: the average of the valid points of the size × size square (gwy_data_field_filter_mean); at the
//   edges the square is clipped to the field, which is also what Gwyddion does.
// - gaussian: size is the full width at half maximum in pixels, σ = size / (2 √(2 ln 2)), as in
//   Gwyddion's Filter tool calling gwy_data_field_filter_gaussian(σ); evaluated by the areal Gaussian
//   mean (areal-gaussian-mean.ts: truncated at ±5.34 σ where Gwyddion stops at 5 σ, 10⁻⁶ of the weight;
//   edges renormalised where Gwyddion mirrors the data).
// - sharpen: 2 z − gaussian(z), Gwyddion's Filter tool "sharpen" (unsharp mask of gain 1).
// - laplacian: the 5-point Laplacian z₍ᵢ₋₁ⱼ₎ + z₍ᵢ₊₁ⱼ₎ + z₍ᵢⱼ₋₁₎ + z₍ᵢⱼ₊₁₎ − 4 zᵢⱼ in pixel units (metres,
//   not divided by the pixel area), gwy_data_field_filter_laplacian; a neighbour outside the field or
//   NaN counts as equal to the centre (zero flux), which at the edges matches Gwyddion's mirroring.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { GAUSSIAN_ALPHA } from '../analysis/profile/gaussian-filter.ts';
import type { Surface } from '../surface/surface.ts';
import { gaussianMeanSurface } from './areal-gaussian-mean.ts';
import { defineOperator } from './define-operator.ts';

export const MIN_FILTER_SIZE = 3;
export const MAX_FILTER_SIZE = 101;

export interface SpatialFilterParams {
  /** Kernel size in pixels: odd, 3 … 101 (for gaussian and sharpen: the FWHM). */
  readonly size: number;
}

export function checkFilterSize(size: number): void {
  if (!Number.isInteger(size) || size < MIN_FILTER_SIZE || size > MAX_FILTER_SIZE || size % 2 === 0)
    throw new AnalysisError(
      'filter-invalid-filter-size',
      `the kernel size must be an odd number of pixels from ${MIN_FILTER_SIZE} to ${MAX_FILTER_SIZE}, got ${size}`,
    );
}

/** The size × size mean of the valid points, NaN kept NaN; running sums, O(1) per point. */
export function meanFilter(z: Float64Array, nx: number, ny: number, size: number): Float64Array {
  const h = (size - 1) / 2;
  const n = nx * ny;
  const sum = new Float64Array(n);
  const count = new Float64Array(n);
  // Row sums of the window [c − h, c + h] ∩ [0, nx).
  for (let r = 0; r < ny; r++) {
    const base = r * nx;
    let s = 0;
    let k = 0;
    for (let c = 0; c < Math.min(h, nx); c++) {
      const v = z[base + c] as number;
      if (!Number.isNaN(v)) {
        s += v;
        k++;
      }
    }
    for (let c = 0; c < nx; c++) {
      const enter = c + h;
      if (enter < nx) {
        const v = z[base + enter] as number;
        if (!Number.isNaN(v)) {
          s += v;
          k++;
        }
      }
      const leave = c - h - 1;
      if (leave >= 0) {
        const v = z[base + leave] as number;
        if (!Number.isNaN(v)) {
          s -= v;
          k--;
        }
      }
      sum[base + c] = s;
      count[base + c] = k;
    }
  }
  // Column sums of the row sums, row by row for linear memory access.
  const out = new Float64Array(n);
  const colSum = new Float64Array(nx);
  const colCount = new Float64Array(nx);
  const addRow = (r: number, sign: number): void => {
    const base = r * nx;
    for (let c = 0; c < nx; c++) {
      colSum[c] = (colSum[c] as number) + sign * (sum[base + c] as number);
      colCount[c] = (colCount[c] as number) + sign * (count[base + c] as number);
    }
  };
  for (let r = 0; r < Math.min(h, ny); r++) addRow(r, 1);
  for (let r = 0; r < ny; r++) {
    if (r + h < ny) addRow(r + h, 1);
    if (r - h - 1 >= 0) addRow(r - h - 1, -1);
    const base = r * nx;
    for (let c = 0; c < nx; c++) {
      const k = colCount[c] as number;
      out[base + c] = Number.isNaN(z[base + c]) ? NaN : (colSum[c] as number) / k;
    }
  }
  return out;
}

/** σ in pixels of Gwyddion's Filter tool for a FWHM of `size` pixels. */
export function sigmaOfSize(size: number): number {
  return size / (2 * Math.sqrt(2 * Math.LN2));
}

/** The Gaussian smoothing with σ in pixels; NaN kept NaN. */
export function gaussianSmooth(surface: Surface, sigmaPixels: number): Float64Array {
  const { z, nx, ny, dx, dy } = surface;
  // exp(−x²/2σ²) = exp(−π x²/(α λc)²)  ⇔  λc = σ √(2π) / α.
  const cutoffPixels = (sigmaPixels * Math.sqrt(2 * Math.PI)) / GAUSSIAN_ALPHA;
  const mean = gaussianMeanSurface(z, nx, ny, dx, dy, cutoffPixels * dx, cutoffPixels * dy);
  for (let i = 0; i < z.length; i++) if (Number.isNaN(z[i])) mean[i] = NaN;
  return mean;
}

export function laplacianFilter(z: Float64Array, nx: number, ny: number): Float64Array {
  const out = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++)
    for (let c = 0; c < nx; c++) {
      const i = r * nx + c;
      const centre = z[i] as number;
      if (Number.isNaN(centre)) {
        out[i] = NaN;
        continue;
      }
      let s = 0;
      // A missing neighbour (outside, NaN) adds (centre − centre) = 0.
      if (c > 0 && !Number.isNaN(z[i - 1])) s += (z[i - 1] as number) - centre;
      if (c + 1 < nx && !Number.isNaN(z[i + 1])) s += (z[i + 1] as number) - centre;
      if (r > 0 && !Number.isNaN(z[i - nx])) s += (z[i - nx] as number) - centre;
      if (r + 1 < ny && !Number.isNaN(z[i + nx])) s += (z[i + nx] as number) - centre;
      out[i] = s;
    }
  return out;
}

export const spatialMean = defineOperator({
  id: 'spatial.mean',
  title: 'Spatial filter: mean of the size × size neighbourhood',
  kind: 'filter',
  apply(surface, params: SpatialFilterParams) {
    checkFilterSize(params.size);
    return { ...surface, z: meanFilter(surface.z, surface.nx, surface.ny, params.size) };
  },
});

export const spatialGaussian = defineOperator({
  id: 'spatial.gaussian',
  title: 'Spatial filter: Gaussian smoothing, size = FWHM in pixels',
  kind: 'filter',
  apply(surface, params: SpatialFilterParams) {
    checkFilterSize(params.size);
    return { ...surface, z: gaussianSmooth(surface, sigmaOfSize(params.size)) };
  },
});

export const spatialSharpen = defineOperator({
  id: 'spatial.sharpen',
  title: 'Spatial filter: sharpen (2 z − Gaussian smoothing of FWHM size pixels)',
  kind: 'filter',
  apply(surface, params: SpatialFilterParams) {
    checkFilterSize(params.size);
    const smooth = gaussianSmooth(surface, sigmaOfSize(params.size));
    const z = new Float64Array(smooth.length);
    for (let i = 0; i < z.length; i++) z[i] = 2 * (surface.z[i] as number) - (smooth[i] as number);
    return { ...surface, z };
  },
});

export const spatialLaplacian = defineOperator({
  id: 'spatial.laplacian',
  title: 'Spatial filter: 5-point Laplacian (pixel units)',
  kind: 'filter',
  apply(surface, _params: Record<string, never>) {
    return { ...surface, z: laplacianFilter(surface.z, surface.nx, surface.ny) };
  },
});
