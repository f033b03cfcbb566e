// The areal autocorrelation function of ISO 25178-2:2021 §3.1.6 (f_ACF), computed by FFT with zero
// padding so lags do not wrap around. Heights are taken about their mean. Invalid (NaN) points count as
// absent, not as zero: a second transform of the validity mask gives, for every lag, the number of
// valid pairs, and the correlation sum is divided by it; without NaN that count is (nx − |i|)(ny − |j|).
// Gwyddion 2.62's gwy_data_field_2dacf divides by the pair count too but does not remove the mean: on a
// field with mean m its values exceed ours by about m² (tested against spectral.json). Its default lag
// range is one short of half the field; ours is ⌊n/2⌋.
import type { Surface } from '../../surface/surface.ts';
import { nextFastLength } from '../fft/complex-fft.ts';
import { forwardRealFft2d, inverseRealFft2d, type HalfSpectrum } from '../fft/real-fft-2d.ts';

export interface Autocorrelation2d {
  /** Largest lag in pixels along x and y; the grid is (2·maxLagX + 1) × (2·maxLagY + 1). */
  readonly maxLagX: number;
  readonly maxLagY: number;
  readonly width: number;
  readonly height: number;
  /** Lag step in metres along x and y (the surface's pixel size). */
  readonly dx: number;
  readonly dy: number;
  /**
   * R(τ)/R(0), row-major, lag (0, 0) at column maxLagX, row maxLagY; lag (i, j) at
   * (maxLagY + j)·width + maxLagX + i. NaN where no pair of valid points has that lag.
   */
  readonly values: Float64Array;
  /** R(0): the mean square height about the mean, m². */
  readonly variance: number;
}

/**
 * The 2D ACF for lags up to maxLagX/maxLagY pixels (default: half the field each way, like Gwyddion's
 * 2D ACF). `powerSpectrum`, if given, receives the padded field's half power spectrum |F|² (in `re`)
 * before it is transformed back, so the texture direction can reuse the same forward transform.
 */
export function autocorrelation2d(
  surface: Surface,
  maxLagX = surface.nx >> 1,
  maxLagY = surface.ny >> 1,
  powerSpectrum?: (spectrum: HalfSpectrum) => void,
): Autocorrelation2d {
  const { nx, ny, z } = surface;
  const lagX = Math.max(0, Math.min(nx - 1, Math.floor(maxLagX)));
  const lagY = Math.max(0, Math.min(ny - 1, Math.floor(maxLagY)));
  let sum = 0;
  let valid = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v === v) {
      sum += v;
      valid++;
    }
  }
  const width = 2 * lagX + 1;
  const height = 2 * lagY + 1;
  const result = {
    maxLagX: lagX,
    maxLagY: lagY,
    width,
    height,
    dx: surface.dx,
    dy: surface.dy,
    values: new Float64Array(0),
    variance: NaN,
  };
  if (valid === 0) return { ...result, values: new Float64Array(width * height).fill(NaN) };
  const mean = sum / valid;
  const hasInvalid = valid < z.length;
  // Padding by the largest lag is enough for the circular correlation to equal the linear one there.
  const px = nextFastLength(nx + lagX);
  const py = nextFastLength(ny + lagY);

  // The correlation sums become the result in place (one lag grid in memory, not two).
  const values = correlateWithPadding(
    px,
    py,
    ny,
    (row, target) => {
      const base = row * nx;
      for (let col = 0; col < nx; col++) {
        const v = z[base + col] as number;
        target[col] = v === v ? v - mean : 0;
      }
    },
    lagX,
    lagY,
    powerSpectrum,
  );
  const counts = hasInvalid
    ? correlateWithPadding(
        px,
        py,
        ny,
        (row, target) => {
          const base = row * nx;
          for (let col = 0; col < nx; col++) target[col] = z[base + col] === z[base + col] ? 1 : 0;
        },
        lagX,
        lagY,
      )
    : undefined;

  // Mask correlations are integers up to rounding of the transforms.
  const pairsAt = (at: number, i: number, j: number): number =>
    counts ? Math.round(counts[at] as number) : (nx - Math.abs(i)) * (ny - Math.abs(j));
  const centre = lagY * width + lagX;
  // R(0) first, so each lag is divided by its pair count and by R(0) in one pass (same operations).
  const r0 = (values[centre] as number) / pairsAt(centre, 0, 0);
  for (let j = -lagY; j <= lagY; j++) {
    const rowAt = (lagY + j) * width + lagX;
    const rowPairs = ny - Math.abs(j);
    for (let i = -lagX; i <= lagX; i++) {
      const at = rowAt + i;
      const pairs = counts ? Math.round(counts[at] as number) : (nx - Math.abs(i)) * rowPairs;
      values[at] = pairs > 0 ? (values[at] as number) / pairs / r0 : NaN;
    }
  }
  return { ...result, values, variance: r0 };
}

/** Σ f(p)·f(p + τ) for |τx| ≤ lagX, |τy| ≤ lagY on the same centred grid as the result. */
function correlateWithPadding(
  px: number,
  py: number,
  rows: number,
  loadRow: (row: number, target: Float64Array) => void,
  lagX: number,
  lagY: number,
  powerSpectrum?: (spectrum: HalfSpectrum) => void,
): Float64Array {
  const spectrum = forwardRealFft2d(px, py, rows, loadRow);
  const { re, im } = spectrum;
  for (let k = 0; k < re.length; k++) {
    const a = re[k] as number;
    const b = im[k] as number;
    re[k] = a * a + b * b;
    im[k] = 0;
  }
  powerSpectrum?.(spectrum);
  const width = 2 * lagX + 1;
  const out = new Float64Array(width * (2 * lagY + 1));
  // Row r of the circular result holds lag j = r (r ≤ lagY) or j = r − py (r ≥ py − lagY).
  const lagOfRow = (row: number): number | undefined =>
    row <= lagY ? row : row >= py - lagY ? row - py : undefined;
  inverseRealFft2d(
    spectrum,
    (row, values) => {
      const j = lagOfRow(row);
      if (j === undefined) return;
      const base = (lagY + j) * width + lagX;
      // The normalised inverse of |F|² is the correlation sum itself.
      for (let i = 0; i <= lagX; i++) out[base + i] = values[i] as number;
      for (let i = 1; i <= lagX; i++) out[base - i] = values[px - i] as number;
    },
    (row) => lagOfRow(row) !== undefined,
    true,
  );
  return out;
}
