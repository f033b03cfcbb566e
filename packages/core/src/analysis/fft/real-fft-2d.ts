// Two-dimensional FFT of a real field, keeping only the half spectrum kx = 0 … ⌊nx/2⌋ (the rest is the
// complex conjugate, F(−k) = conj F(k)). Two real rows travel as one complex row (x + i·y) and are
// separated afterwards, and only the half columns are transformed, so a real field costs about half a
// complex one. Columns are gathered in blocks into contiguous scratch so each 1D transform runs in cache.
import { batchedFft } from './batched-fft.ts';

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
 * Row pairs transformed side by side: four lanes of two real rows each. The lanes are the batch of the
 * SIMD stages (an even batch); four keep a 4096-point batch (4 arrays × 4 × 4096 doubles) inside L2.
 */
const ROW_LANES = 4;

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
  const lanes = ROW_LANES;
  const fft = batchedFft(nx, lanes);
  const buffer = new Float64Array(nx);
  for (let row0 = 0; row0 < rows; row0 += 2 * lanes) {
    for (let lane = 0; lane < lanes; lane++) {
      const row = row0 + 2 * lane;
      loadLane(fft.re, lane, lanes, row < rows ? (r) => loadRow(row, r) : null, buffer);
      loadLane(fft.im, lane, lanes, row + 1 < rows ? (r) => loadRow(row + 1, r) : null, buffer);
    }
    fft.run(false);
    const { re: laneRe, im: laneIm } = fft;
    for (let lane = 0; lane < lanes && row0 + 2 * lane < rows; lane++) {
      const row = row0 + 2 * lane;
      const paired = row + 1 < rows;
      const a = row * halfNx;
      const b = a + halfNx;
      // Separate the two rows: X = (C_k + conj C_{n−k})/2, Y = (C_k − conj C_{n−k})/2i.
      for (let k = 0; k < halfNx; k++) {
        const nk = k === 0 ? 0 : nx - k;
        const cr = laneRe[lane + lanes * k] as number;
        const ci = laneIm[lane + lanes * k] as number;
        const dr = laneRe[lane + lanes * nk] as number;
        const di = laneIm[lane + lanes * nk] as number;
        re[a + k] = 0.5 * (cr + dr);
        im[a + k] = 0.5 * (ci - di);
        if (paired) {
          re[b + k] = 0.5 * (ci + di);
          im[b + k] = -0.5 * (cr - dr);
        }
      }
    }
  }
  transformColumns(re, im, halfNx, ny, false);
  return { nx, ny, halfNx, re, im };
}

/** Writes one real row into `lane` of a batch (zeros when `load` is null), through a zeroed buffer. */
function loadLane(
  target: Float64Array,
  lane: number,
  lanes: number,
  load: ((row: Float64Array) => void) | null,
  buffer: Float64Array,
): void {
  const n = buffer.length;
  if (!load) {
    for (let i = 0; i < n; i++) target[lane + lanes * i] = 0;
    return;
  }
  buffer.fill(0);
  load(buffer);
  for (let i = 0; i < n; i++) target[lane + lanes * i] = buffer[i] as number;
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
  const lanes = ROW_LANES;
  const fft = batchedFft(nx, lanes);
  const { re: laneRe, im: laneIm } = fft;
  const rowRe = new Float64Array(nx);
  const rowIm = new Float64Array(nx);
  const scale = 1 / (nx * ny);
  for (let row0 = 0; row0 < ny; row0 += 2 * lanes) {
    // Groups of rows nobody reads (the ACF keeps only small lags) skip their transform.
    let wanted = false;
    for (let row = row0; row < Math.min(ny, row0 + 2 * lanes) && !wanted; row++) wanted = wantsRow(row);
    if (!wanted) continue;
    for (let lane = 0; lane < lanes; lane++) {
      const row = row0 + 2 * lane;
      if (row >= ny) {
        for (let k = 0; k < nx; k++) laneRe[lane + lanes * k] = laneIm[lane + lanes * k] = 0;
        continue;
      }
      const a = row * halfNx;
      const b = a + halfNx;
      // Z = X + i·Y for the two rows' spectra; the upper half from conjugate symmetry of X and Y.
      if (row + 1 < ny) {
        for (let k = 0; k < halfNx; k++) {
          laneRe[lane + lanes * k] = (re[a + k] as number) - (im[b + k] as number);
          laneIm[lane + lanes * k] = (im[a + k] as number) + (re[b + k] as number);
        }
        for (let k = halfNx; k < nx; k++) {
          const kk = nx - k;
          laneRe[lane + lanes * k] = (re[a + kk] as number) + (im[b + kk] as number);
          laneIm[lane + lanes * k] = -(im[a + kk] as number) + (re[b + kk] as number);
        }
      } else {
        for (let k = 0; k < nx; k++) {
          const mirrored = k >= halfNx;
          const kk = mirrored ? nx - k : k;
          laneRe[lane + lanes * k] = re[a + kk] as number;
          laneIm[lane + lanes * k] = mirrored ? -(im[a + kk] as number) : (im[a + kk] as number);
        }
      }
    }
    fft.run(true);
    for (let lane = 0; lane < lanes && row0 + 2 * lane < ny; lane++) {
      const row = row0 + 2 * lane;
      for (let k = 0; k < nx; k++) {
        rowRe[k] = (laneRe[lane + lanes * k] as number) * scale;
        rowIm[k] = (laneIm[lane + lanes * k] as number) * scale;
      }
      storeRow(row, rowRe);
      if (row + 1 < ny) storeRow(row + 1, rowIm);
    }
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
  // The SIMD stages want an even batch: an odd band carries one zero column more.
  const fft = batchedFft(height, band + (band % 2));
  const { re: bandRe, im: bandIm, batch } = fft;
  for (let col0 = 0; col0 < width; col0 += band) {
    const count = Math.min(band, width - col0);
    if (count < batch) {
      bandRe.fill(0);
      bandIm.fill(0);
    }
    for (let row = 0; row < height; row++) {
      const from = row * width + col0;
      const to = row * batch;
      bandRe.set(re.subarray(from, from + count), to);
      bandIm.set(im.subarray(from, from + count), to);
    }
    fft.run(inverse);
    for (let row = 0; row < height; row++) {
      const to = row * width + col0;
      const from = row * batch;
      re.set(bandRe.subarray(from, from + count), to);
      im.set(bandIm.subarray(from, from + count), to);
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
  const fft = batchedFft(height, lanesMax + (lanesMax % 2));
  const { re: laneRe, im: laneIm, batch } = fft;
  for (let col0 = 0; col0 < width; col0 += 2 * lanesMax) {
    const lanes = Math.min(lanesMax, Math.ceil((width - col0) / 2));
    if (lanes < batch) {
      laneRe.fill(0);
      laneIm.fill(0);
    }
    for (let row = 0; row < height; row++) {
      const from = row * width + col0;
      const to = row * batch;
      for (let l = 0; l < lanes; l++) {
        const c = 2 * l;
        laneRe[to + l] = re[from + c] as number;
        laneIm[to + l] = col0 + c + 1 < width ? (re[from + c + 1] as number) : 0;
      }
    }
    fft.run(true);
    for (let row = 0; row < height; row++) {
      const mirror = row === 0 ? 0 : height - row;
      const at = row * batch;
      const atMirror = mirror * batch;
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
