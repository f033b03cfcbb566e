// Two-dimensional FFT of a real field, keeping only the half spectrum kx = 0 … ⌊nx/2⌋ (the rest is the
// complex conjugate, F(−k) = conj F(k)). Two real rows travel as one complex row (x + i·y) and are
// separated afterwards, and only the half columns are transformed, so a real field costs about half a
// complex one. Columns are gathered in blocks into contiguous scratch so each 1D transform runs in cache.
import { batchedColumnFft, complexFft } from './complex-fft.ts';

/** Columns transformed together at most: long unit-stride runs; scratch ≤ 4·256·height doubles. */
const COLUMN_BAND = 256;

/**
 * The band width for `width` columns: equal bands of at most COLUMN_BAND, never a power of two. The
 * batched stages read and write p streams spaced by band·stride doubles; with a power-of-two band those
 * all map to the same cache sets (256 columns at 4096² took ≈ 30 % longer than 228).
 */
function columnBand(width: number): number {
  const band = Math.ceil(width / Math.ceil(width / COLUMN_BAND));
  return band > 8 && (band & (band - 1)) === 0 ? band - 8 : band;
}

/** F(kx, ky) for kx = 0 … halfNx−1, ky = 0 … ny−1, row-major: index ky·halfNx + kx. */
export interface HalfSpectrum {
  readonly nx: number;
  readonly ny: number;
  readonly halfNx: number;
  readonly re: Float64Array;
  readonly im: Float64Array;
}

/**
 * Forward transform of an nx × ny real field whose rows `loadRow` writes (row < rows, `rows` ≤ ny; the
 * rows from `rows` to ny are zero, as are values loadRow leaves untouched past its own width: padding).
 */
export function forwardRealFft2d(
  nx: number,
  ny: number,
  rows: number,
  loadRow: (row: number, target: Float64Array) => void,
): HalfSpectrum {
  const halfNx = (nx >> 1) + 1;
  const re = new Float64Array(halfNx * ny);
  const im = new Float64Array(halfNx * ny);
  const rowFft = complexFft(nx);
  const bufRe = new Float64Array(nx);
  const bufIm = new Float64Array(nx);
  for (let row = 0; row < rows; row += 2) {
    bufRe.fill(0);
    bufIm.fill(0);
    loadRow(row, bufRe);
    const paired = row + 1 < rows;
    if (paired) loadRow(row + 1, bufIm);
    rowFft.transform(bufRe, bufIm, 0, false);
    const a = row * halfNx;
    const b = a + halfNx;
    for (let k = 0; k < halfNx; k++) {
      const nk = k === 0 ? 0 : nx - k;
      const cr = bufRe[k] as number;
      const ci = bufIm[k] as number;
      const dr = bufRe[nk] as number;
      const di = bufIm[nk] as number;
      re[a + k] = 0.5 * (cr + dr);
      im[a + k] = 0.5 * (ci - di);
      if (paired) {
        re[b + k] = 0.5 * (ci + di);
        im[b + k] = -0.5 * (cr - dr);
      }
    }
  }
  transformColumns(re, im, halfNx, ny, false);
  return { nx, ny, halfNx, re, im };
}

/**
 * Inverse of forwardRealFft2d, normalised (divides by nx·ny), handing each real row of the result for
 * which `wantsRow` holds to `storeRow` (possibly a few others too). `realSpectrum`: the spectrum is
 * real (im all zero, e.g. a power spectrum), so columns are inverted two per complex transform. The spectrum is used as scratch and is destroyed.
 */
export function inverseRealFft2d(
  spectrum: HalfSpectrum,
  storeRow: (row: number, values: Float64Array) => void,
  wantsRow: (row: number) => boolean = () => true,
  realSpectrum = false,
): void {
  const { nx, ny, halfNx, re, im } = spectrum;
  if (realSpectrum) inverseRealColumns(re, im, halfNx, ny);
  else transformColumns(re, im, halfNx, ny, true);
  const rowFft = complexFft(nx);
  const bufRe = new Float64Array(nx);
  const bufIm = new Float64Array(nx);
  const scale = 1 / (nx * ny);
  for (let row = 0; row < ny; row += 2) {
    const paired = row + 1 < ny;
    // Rows nobody reads (the ACF keeps only small lags) skip their transform.
    if (!wantsRow(row) && !(paired && wantsRow(row + 1))) continue;
    const a = row * halfNx;
    const b = a + halfNx;
    // Z = X + i·Y for the two rows' spectra; the upper half from conjugate symmetry of X and Y.
    if (paired) {
      for (let k = 0; k < halfNx; k++) {
        bufRe[k] = (re[a + k] as number) - (im[b + k] as number);
        bufIm[k] = (im[a + k] as number) + (re[b + k] as number);
      }
      for (let k = halfNx; k < nx; k++) {
        const kk = nx - k;
        bufRe[k] = (re[a + kk] as number) + (im[b + kk] as number);
        bufIm[k] = -(im[a + kk] as number) + (re[b + kk] as number);
      }
    } else {
      for (let k = 0; k < nx; k++) {
        const mirrored = k >= halfNx;
        const kk = mirrored ? nx - k : k;
        bufRe[k] = re[a + kk] as number;
        bufIm[k] = mirrored ? -(im[a + kk] as number) : (im[a + kk] as number);
      }
    }
    rowFft.transform(bufRe, bufIm, 0, true);
    for (let k = 0; k < nx; k++) {
      bufRe[k] = (bufRe[k] as number) * scale;
      bufIm[k] = (bufIm[k] as number) * scale;
    }
    storeRow(row, bufRe);
    if (paired) storeRow(row + 1, bufIm);
  }
}

/**
 * 1D transforms down each of `width` columns of a row-major width × height complex array, in place.
 * Columns go in bands of COLUMN_BAND: a band is copied out (contiguous runs, cheap), transformed all
 * at once by the batched Stockham stages (unit-stride streaming, no per-column gather), and copied back;
 * the band-sized scratch keeps memory at the array plus a few megabytes.
 */
export function transformColumns(
  re: Float64Array,
  im: Float64Array,
  width: number,
  height: number,
  inverse: boolean,
): void {
  const band = columnBand(width);
  const bandRe = new Float64Array(band * height);
  const bandIm = new Float64Array(band * height);
  const scratchRe = new Float64Array(band * height);
  const scratchIm = new Float64Array(band * height);
  for (let col0 = 0; col0 < width; col0 += band) {
    const count = Math.min(band, width - col0);
    for (let row = 0; row < height; row++) {
      const from = row * width + col0;
      const to = row * count;
      for (let c = 0; c < count; c++) {
        bandRe[to + c] = re[from + c] as number;
        bandIm[to + c] = im[from + c] as number;
      }
    }
    batchedColumnFft(height, bandRe, bandIm, count, inverse, scratchRe, scratchIm);
    for (let row = 0; row < height; row++) {
      const to = row * width + col0;
      const from = row * count;
      for (let c = 0; c < count; c++) {
        re[to + c] = bandRe[from + c] as number;
        im[to + c] = bandIm[from + c] as number;
      }
    }
  }
}

/**
 * Inverse transforms down the columns of a real width × height array (`im` zero on entry), two columns per
 * complex transform (a + i·b), separated afterwards: A(y) = (C(y) + conj C(−y))/2,
 * B(y) = (C(y) − conj C(−y))/2i. Half the column work of transformColumns for a power spectrum.
 */
function inverseRealColumns(re: Float64Array, im: Float64Array, width: number, height: number): void {
  const lanesMax = columnBand(Math.ceil(width / 2));
  const laneRe = new Float64Array(lanesMax * height);
  const laneIm = new Float64Array(lanesMax * height);
  const scratchRe = new Float64Array(lanesMax * height);
  const scratchIm = new Float64Array(lanesMax * height);
  for (let col0 = 0; col0 < width; col0 += 2 * lanesMax) {
    const lanes = Math.min(lanesMax, Math.ceil((width - col0) / 2));
    for (let row = 0; row < height; row++) {
      const from = row * width + col0;
      const to = row * lanes;
      for (let l = 0; l < lanes; l++) {
        const c = 2 * l;
        laneRe[to + l] = re[from + c] as number;
        laneIm[to + l] = col0 + c + 1 < width ? (re[from + c + 1] as number) : 0;
      }
    }
    batchedColumnFft(height, laneRe, laneIm, lanes, true, scratchRe, scratchIm);
    for (let row = 0; row < height; row++) {
      const mirror = row === 0 ? 0 : height - row;
      const at = row * lanes;
      const atMirror = mirror * lanes;
      const to = row * width + col0;
      for (let l = 0; l < lanes; l++) {
        const cr = laneRe[at + l] as number;
        const ci = laneIm[at + l] as number;
        const dr = laneRe[atMirror + l] as number;
        const di = laneIm[atMirror + l] as number;
        const c = 2 * l;
        re[to + c] = 0.5 * (cr + dr);
        im[to + c] = 0.5 * (ci - di);
        if (col0 + c + 1 < width) {
          re[to + c + 1] = 0.5 * (ci + di);
          im[to + c + 1] = -0.5 * (cr - dr);
        }
      }
    }
  }
}
