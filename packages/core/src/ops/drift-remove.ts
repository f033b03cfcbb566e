// Remove Drift (spec part 3 §1): compensates lateral drift that accumulates along the slow scan axis,
// i.e. each row displaced along the fast axis (x) by an amount that changes from row to row (thermal
// drift during a scan). Same idea as Gwyddion 2.62's "Compensate Drift" (modules/process/drift.c),
// with this definition:
//   1. the shift δ_k of row k against row k − 1 is the lag s ∈ [−maxShift, maxShift] pixels maximising
//      the Pearson correlation of row k at columns j + s with row k − 1 at columns j (valid overlap only,
//      each row's mean removed), refined to sub-pixel by a parabola through the peak and its neighbours;
//   2. the drift D_k = δ_1 + … + δ_k (D_0 = 0) is smoothed by its least-squares polynomial of `degree`
//      in the row index (thermal drift is smooth; a random walk of per-row errors is not), then centred
//      on its mean so the corrected image sits at the mean scan position;
//   3. row k is resampled at x + D̂_k by linear interpolation; samples that fall outside the measured row
//      become invalid (NaN) rather than extrapolated.
// Steps 1–2 run twice: the second time on the rows corrected by the first model, and the two models
// add up (parabolic sub-pixel peaks are biased by a few per cent of the fractional shift, a bias that
// the cumulated sum would otherwise carry across the image).
// Gwyddion searches a window of several rows and resamples with B-splines; its figures therefore differ
// slightly on noisy data. Invalid (NaN) points are left out of the correlation.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';
import { legendreTable } from './polynomial-surface.ts';

export interface DriftRemoveParams {
  /** Largest shift between neighbouring rows searched, pixels (1 … 50). */
  readonly maxShift: number;
  /** Degree of the polynomial drift model along the slow axis (1 … 5). */
  readonly degree: number;
}

/** Pearson correlation of a[j + s] with b[j] over the valid overlap; NaN when under 3 points overlap. */
function correlationAt(a: Float64Array, b: Float64Array, s: number): number {
  const n = a.length;
  let cnt = 0,
    sa = 0,
    sb = 0,
    saa = 0,
    sbb = 0,
    sab = 0;
  for (let j = Math.max(0, -s); j < Math.min(n, n - s); j++) {
    const x = a[j + s] as number;
    const y = b[j] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    cnt++;
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
  }
  if (cnt < 3) return NaN;
  const va = saa - (sa * sa) / cnt;
  const vb = sbb - (sb * sb) / cnt;
  const cov = sab - (sa * sb) / cnt;
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : NaN;
}

/** Sub-pixel shift of row a against row b, or NaN when no lag correlates. */
export function rowShift(a: Float64Array, b: Float64Array, maxShift: number): number {
  const scores = new Float64Array(2 * maxShift + 1);
  let best = -1;
  for (let s = -maxShift; s <= maxShift; s++) {
    const c = correlationAt(a, b, s);
    scores[s + maxShift] = c;
    if (!Number.isNaN(c) && (best < 0 || c > (scores[best] as number))) best = s + maxShift;
  }
  if (best < 0) return NaN;
  const c0 = scores[best] as number;
  const cm = best > 0 ? (scores[best - 1] as number) : NaN;
  const cp = best < scores.length - 1 ? (scores[best + 1] as number) : NaN;
  let frac = 0;
  if (!Number.isNaN(cm) && !Number.isNaN(cp)) {
    const den = cm - 2 * c0 + cp;
    if (den < 0) frac = Math.max(-0.5, Math.min(0.5, (0.5 * (cm - cp)) / den));
  }
  return best - maxShift + frac;
}

export const driftRemove = defineOperator({
  id: 'drift.remove',
  title: 'Remove drift: realign rows displaced along the fast axis by drift along the slow axis',
  kind: 'repair',
  apply(surface, params: DriftRemoveParams) {
    const { nx, ny } = surface;
    const maxShift = Math.min(params.maxShift, nx - 3);
    if (ny < 2 || maxShift < 1)
      throw new AnalysisError('invalid-request', 'drift removal needs at least 2 rows of at least 4 points');
    // Two rounds: the drift measured on the original rows, then the small residual drift measured on
    // the rows corrected by the first model (sub-pixel peaks are least biased near zero shift, so the
    // ~2 % per-row bias of the first round no longer accumulates); the rows are resampled once, from
    // the original, with the sum of both models.
    const first = driftModel(surface.z, nx, ny, maxShift, params.degree);
    const residual = driftModel(resample(surface.z, nx, ny, first), nx, ny, maxShift, params.degree);
    for (let k = 0; k < ny; k++) first[k] = (first[k] as number) + (residual[k] as number);
    const z = resample(surface.z, nx, ny, first);
    return { ...surface, z };
  },
});

/** Gaussian elimination with partial pivoting of a small system; singular directions get 0. */
function gaussSolve(m: Float64Array, r: Float64Array, n: number): Float64Array {
  const a = Float64Array.from(m);
  const b = Float64Array.from(r);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row * n + col] as number) > Math.abs(a[piv * n + col] as number)) piv = row;
    if (piv !== col) {
      for (let k = 0; k < n; k++) {
        const tmp = a[col * n + k] as number;
        a[col * n + k] = a[piv * n + k] as number;
        a[piv * n + k] = tmp;
      }
      const tb = b[col] as number;
      b[col] = b[piv] as number;
      b[piv] = tb;
    }
    const d = a[col * n + col] as number;
    if (Math.abs(d) < 1e-300) continue;
    for (let row = col + 1; row < n; row++) {
      const f = (a[row * n + col] as number) / d;
      if (f === 0) continue;
      for (let k = col; k < n; k++)
        a[row * n + k] = (a[row * n + k] as number) - f * (a[col * n + k] as number);
      b[row] = (b[row] as number) - f * (b[col] as number);
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    const d = a[row * n + row] as number;
    let s = b[row] as number;
    for (let k = row + 1; k < n; k++) s -= (a[row * n + k] as number) * (x[k] as number);
    x[row] = Math.abs(d) < 1e-300 ? 0 : s / d;
  }
  return x;
}

/** Steps 1–2: the centred polynomial drift model D̂_k − mean(D̂), pixels, of the rows of src. */
export function driftModel(
  src: Float64Array,
  nx: number,
  ny: number,
  maxShift: number,
  degree0: number,
): Float64Array {
  // 1. Shifts between neighbouring rows, cumulated; rows that correlate at no lag inherit 0.
  const drift = new Float64Array(ny);
  const known = new Uint8Array(ny);
  known[0] = 1;
  for (let k = 1; k < ny; k++) {
    const s = rowShift(src.subarray(k * nx, (k + 1) * nx), src.subarray((k - 1) * nx, k * nx), maxShift);
    drift[k] = (drift[k - 1] as number) + (Number.isNaN(s) ? 0 : s);
    known[k] = Number.isNaN(s) ? 0 : 1;
  }
  // 2. Polynomial model of the drift (Legendre basis in the centred row index), centred on its mean.
  const degree = Math.min(degree0, ny - 1);
  const d1 = degree + 1;
  const p = legendreTable(ny, degree);
  const m = new Float64Array(d1 * d1);
  const r = new Float64Array(d1);
  for (let k = 0; k < ny; k++) {
    if (!known[k]) continue;
    for (let a = 0; a < d1; a++) {
      const pa = p[a * ny + k] as number;
      r[a] = (r[a] as number) + pa * (drift[k] as number);
      for (let b = 0; b < d1; b++) m[a * d1 + b] = (m[a * d1 + b] as number) + pa * (p[b * ny + k] as number);
    }
  }
  const c = gaussSolve(m, r, d1);
  const model = new Float64Array(ny);
  let mean = 0;
  for (let k = 0; k < ny; k++) {
    let v = 0;
    for (let a = 0; a < d1; a++) v += (c[a] as number) * (p[a * ny + k] as number);
    model[k] = v;
    mean += v / ny;
  }
  for (let k = 0; k < ny; k++) model[k] = (model[k] as number) - mean;
  return model;
}

/** Step 3: each row of src resampled at x + model[k]. */
function resample(src: Float64Array, nx: number, ny: number, model: Float64Array): Float64Array {
  // 3. Resample each row at x + D̂_k (linear interpolation, NaN outside the row).
  const z = new Float64Array(src.length);
  for (let k = 0; k < ny; k++) {
    const shift = model[k] as number;
    const base = k * nx;
    for (let j = 0; j < nx; j++) {
      // A shift within 1e-9 pixel of a sample is that sample (rounding of the model, no drift).
      const x = j + shift;
      if (x < -1e-9 || x > nx - 1 + 1e-9) {
        z[base + j] = NaN;
        continue;
      }
      const xc = Math.min(Math.max(x, 0), nx - 1);
      const i0 = Math.min(Math.floor(xc), nx - 2);
      const t = xc - i0;
      const v0 = src[base + i0] as number;
      const v1 = src[base + i0 + 1] as number;
      z[base + j] = t < 1e-9 ? v0 : t > 1 - 1e-9 ? v1 : v0 + t * (v1 - v0);
    }
  }
  return z;
}
