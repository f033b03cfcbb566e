// FFT Filter (spec part 3 §1 "FFT Filter"): multiplies the 2D spectrum of the surface by a transmission
// and transforms back, as Gwyddion's "2D FFT filtering" and MountainsMap's FFT filter do.
//
// Decisions:
// - Cutoffs are wavelengths in metres (the project gives lengths in metres; a wavelength λ is the
//   spatial frequency 1/λ). The band of wavelengths kept is [shortCutoff, longCutoff]: a low pass keeps
//   wavelengths ≥ shortCutoff (|f| ≤ 1/shortCutoff), a high pass keeps wavelengths ≤ longCutoff
//   (|f| ≥ 1/longCutoff), a band pass both; the frequency is radial, |f| = √(fx² + fy²), so the filter
//   is isotropic. `none` applies only the spot removal.
// - `edge: 'sharp'` is a brick wall (a component exactly at the cutoff is kept); `edge: 'smooth'` is
//   the Gaussian transmission of ISO 16610-61 (exp(−π(α·λc·f)²), α = √(ln 2/π): 50 % at the cutoff)
//   for the low pass and its complement for the high pass; a band pass multiplies the two.
// - Spots: frequencies (fx, fy) in 1/m with one radius in 1/m. A spot and its conjugate (−fx, −fy) are
//   removed together (a real surface's spectrum is conjugate-symmetric, so removing one alone is not
//   possible). Sharp: every bin within the radius becomes 0; smooth: a Gaussian notch 1 − exp(−ln 2·(d/r)²)
//   (half depth at the radius).
// - The mean is removed before the transform and restored after, so a high pass keeps the mean level
//   (the DC bin is never changed). Invalid (NaN) points are set to the mean before the transform (they
//   add nothing to any other frequency) and are NaN again in the result.
// - The field is transformed as it is (periodic continuation, no window, no padding), as Gwyddion does;
//   edges of a non-periodic surface ring slightly with a sharp edge.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { forwardRealFft2d, inverseRealFft2d } from '../analysis/fft/real-fft-2d.ts';
import { defineOperator } from './define-operator.ts';

export interface FftSpot {
  /** Spatial frequency along x, 1/m (may be negative). */
  readonly fx: number;
  /** Spatial frequency along y, 1/m (may be negative). */
  readonly fy: number;
}

export interface FftFilterParams {
  readonly filter: 'low-pass' | 'high-pass' | 'band-pass' | 'none';
  /** Shortest wavelength kept, metres (low pass, band pass). */
  readonly shortCutoff: number;
  /** Longest wavelength kept, metres (high pass, band pass). */
  readonly longCutoff: number;
  readonly edge: 'sharp' | 'smooth';
  /** Frequency spots removed with their conjugates. */
  readonly spots: readonly FftSpot[];
  /** Radius of every spot, 1/m. */
  readonly spotRadius: number;
}

/** ISO 16610-61: α = √(ln 2 / π), so that the Gaussian weight transmits 50 % at the cutoff. */
const ALPHA = Math.sqrt(Math.LN2 / Math.PI);

/** Transmission at radial frequency f (1/m) of a low pass with cutoff wavelength λ. */
function lowPass(f: number, cutoff: number, smooth: boolean): number {
  if (smooth) {
    const u = ALPHA * cutoff * f;
    return Math.exp(-Math.PI * u * u);
  }
  // A relative tolerance keeps a component lying exactly on the cutoff (f·λ = 1 up to rounding).
  return f * cutoff <= 1 + 1e-9 ? 1 : 0;
}

function checkParams(params: FftFilterParams): void {
  const { filter, shortCutoff, longCutoff } = params;
  const usesShort = filter === 'low-pass' || filter === 'band-pass';
  const usesLong = filter === 'high-pass' || filter === 'band-pass';
  if (usesShort && !(shortCutoff > 0 && Number.isFinite(shortCutoff)))
    throw new AnalysisError('filter-invalid-cutoff', 'the short cutoff wavelength must be a positive length');
  if (usesLong && !(longCutoff > 0 && Number.isFinite(longCutoff)))
    throw new AnalysisError('filter-invalid-cutoff', 'the long cutoff wavelength must be a positive length');
  if (filter === 'band-pass' && !(shortCutoff < longCutoff))
    throw new AnalysisError(
      'filter-invalid-cutoff',
      'a band pass needs the short cutoff wavelength below the long one',
    );
  if (params.spots.length > 0 && !(params.spotRadius > 0 && Number.isFinite(params.spotRadius)))
    throw new AnalysisError('filter-invalid', 'the spot radius must be a positive frequency');
  for (const spot of params.spots)
    if (!Number.isFinite(spot.fx) || !Number.isFinite(spot.fy))
      throw new AnalysisError('filter-invalid', 'spot frequencies must be finite numbers');
  if (filter === 'none' && params.spots.length === 0)
    throw new AnalysisError('filter-invalid', 'choose a low, high or band pass or at least one spot');
}

export const fftFilter = defineOperator({
  id: 'fft-filter',
  title: 'FFT filter: low, high or band pass of wavelengths and removal of frequency spots',
  kind: 'filter',
  apply(surface, params: FftFilterParams) {
    checkParams(params);
    const { nx, ny, dx, dy, z } = surface;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < z.length; i++) {
      const v = z[i] as number;
      if (!Number.isNaN(v)) {
        sum += v;
        count++;
      }
    }
    if (count === 0) throw new AnalysisError('invalid-request', 'the surface has no valid point');
    const mean = sum / count;

    const spectrum = forwardRealFft2d(nx, ny, ny, (row, target) => {
      const base = row * nx;
      for (let col = 0; col < nx; col++) {
        const v = z[base + col] as number;
        target[col] = Number.isNaN(v) ? 0 : v - mean;
      }
    });

    const smooth = params.edge === 'smooth';
    const { filter, shortCutoff, longCutoff, spots, spotRadius } = params;
    const { halfNx, re, im } = spectrum;
    const spanX = nx * dx;
    const spanY = ny * dy;
    const nyquistColumn = nx % 2 === 0 ? nx / 2 : -1;
    for (let ky = 0; ky < ny; ky++) {
      const fy = (ky <= ny / 2 ? ky : ky - ny) / spanY;
      for (let kx = 0; kx < halfNx; kx++) {
        if (kx === 0 && ky === 0) continue; // the mean: always kept (it is zero here anyway)
        const fx = kx / spanX;
        const f = Math.hypot(fx, fy);
        let gain = 1;
        if (filter === 'low-pass' || filter === 'band-pass') gain *= lowPass(f, shortCutoff, smooth);
        if (filter === 'high-pass' || filter === 'band-pass') gain *= 1 - lowPass(f, longCutoff, smooth);
        for (const spot of spots) {
          // The bin stands for (fx, fy) and its conjugate (−fx, −fy); at the Nyquist column also for
          // (−fx, fy), the same bin seen from the other side.
          let d = Math.min(Math.hypot(fx - spot.fx, fy - spot.fy), Math.hypot(fx + spot.fx, fy + spot.fy));
          if (kx === nyquistColumn)
            d = Math.min(d, Math.hypot(-fx - spot.fx, fy - spot.fy), Math.hypot(fx - spot.fx, -fy - spot.fy));
          if (smooth) gain *= 1 - Math.exp(-Math.LN2 * (d / spotRadius) ** 2);
          else if (d <= spotRadius * (1 + 1e-9)) gain = 0;
        }
        if (gain !== 1) {
          const k = ky * halfNx + kx;
          re[k] = (re[k] as number) * gain;
          im[k] = (im[k] as number) * gain;
        }
      }
    }

    const out = new Float64Array(nx * ny);
    inverseRealFft2d(spectrum, (row, values) => {
      const base = row * nx;
      for (let col = 0; col < nx; col++) {
        const i = base + col;
        out[i] = Number.isNaN(z[i]) ? NaN : (values[col] as number) + mean;
      }
    });
    return { ...surface, z: out };
  },
});
