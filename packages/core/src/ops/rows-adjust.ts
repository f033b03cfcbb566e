// Adjust Rows/Columns (spec part 3 §1): removes the line-to-line offsets of a scanned image, Gwyddion
// 2.62's "Align Rows" (modules/process/linematch.c) with the same methods and definitions:
// - median: each line minus its median (so every line's median becomes 0);
// - polynomial: each line minus its own least-squares polynomial of `degree` (0 … 5) along the line
//   (degree 0 is the line mean); a line with no more valid points than the degree is left unchanged;
// - medianDifference: line k + 1 is shifted by the median of its differences to line k (cumulated from
//   the first line, which stays), keeping the image's overall shape while removing steps between lines;
// - matching: like medianDifference but the shift is a weighted mean of the differences, weighted by
//   exp(−x²/(2q)) of the local second difference x across the two lines (q its mean absolute value), so
//   points on edges count less. The weight formula is Gwyddion's verbatim (x²/q is not dimensionless:
//   for heights in metres the weights are all ≈ 1 and the shift is the plain mean difference, exactly
//   as in Gwyddion). One deliberate difference: two lines that differ by a constant only (all second
//   differences 0) are aligned here, where Gwyddion leaves them unshifted.
// `direction` columns applies the same to columns. Medians are the usual middle value (mean of the two
// middle values for an even count; Gwyddion takes rank n/2 there). Invalid (NaN) points are left out of
// every statistic and stay NaN; a line without valid points is not shifted.
import { defineOperator } from './define-operator.ts';
import { legendreTable } from './polynomial-surface.ts';

export type RowsAdjustMethod = 'median' | 'polynomial' | 'medianDifference' | 'matching';

export interface RowsAdjustParams {
  readonly method: RowsAdjustMethod;
  readonly direction: 'rows' | 'columns';
  /** Polynomial degree along each line (method polynomial), 0 … 5. */
  readonly degree: number;
}

/** Median of the first n values of buf (reordered); NaN for n = 0. */
export function medianOf(buf: Float64Array, n: number): number {
  if (n === 0) return NaN;
  const s = buf.subarray(0, n).sort();
  const h = n >> 1;
  return n % 2 === 1 ? (s[h] as number) : 0.5 * ((s[h - 1] as number) + (s[h] as number));
}

/** Lines of length len, count of them: line k, sample i at z[k * lineStride + i * step]. */
interface Lines {
  readonly count: number;
  readonly len: number;
  readonly lineStride: number;
  readonly step: number;
}

function lineShifts(
  z: Float64Array,
  g: Lines,
  method: 'median' | 'medianDifference' | 'matching',
): Float64Array {
  const { count, len, lineStride, step } = g;
  const shifts = new Float64Array(count);
  const buf = new Float64Array(len);
  const at = (k: number, i: number): number => z[k * lineStride + i * step] as number;
  if (method === 'median') {
    for (let k = 0; k < count; k++) {
      let n = 0;
      for (let i = 0; i < len; i++) {
        const v = at(k, i);
        if (!Number.isNaN(v)) buf[n++] = v;
      }
      shifts[k] = n > 0 ? medianOf(buf, n) : 0;
    }
    return shifts;
  }
  for (let k = 1; k < count; k++) {
    let delta = 0;
    if (method === 'medianDifference') {
      let n = 0;
      for (let i = 0; i < len; i++) {
        const d = at(k, i) - at(k - 1, i);
        if (!Number.isNaN(d)) buf[n++] = d;
      }
      delta = n > 0 ? medianOf(buf, n) : 0;
    } else {
      // Matching: second differences across the pair of lines, then weighted mean of line differences.
      let sumAbs = 0;
      for (let i = 0; i + 1 < len; i++) {
        const x = at(k - 1, i + 1) - at(k - 1, i) - at(k, i + 1) + at(k, i);
        if (!Number.isNaN(x)) sumAbs += Math.abs(x);
      }
      {
        // Gwyddion leaves the line unshifted when every second difference is 0 (two lines differing
        // by a constant only); here all weights are then 1 and the constant is removed.
        const q = sumAbs / (len - 1);
        // w_i for the pair (i, i + 1); each sample gets the mean weight of its two pairs.
        for (let i = 0; i + 1 < len; i++) {
          const x = at(k - 1, i + 1) - at(k - 1, i) - at(k, i + 1) + at(k, i);
          buf[i] = Number.isNaN(x) ? 0 : q > 0 ? Math.exp(-(x * x) / (2 * q)) : 1;
        }
        let num = 0;
        let den = 0;
        for (let i = 0; i < len; i++) {
          const w = (i > 0 ? (buf[i - 1] as number) : 0) + (i + 1 < len ? (buf[i] as number) : 0);
          const d = at(k, i) - at(k - 1, i);
          if (Number.isNaN(d) || w === 0) continue;
          num += d * w;
          den += w;
        }
        delta = den > 0 ? num / den : 0;
      }
    }
    shifts[k] = (shifts[k - 1] as number) + delta;
  }
  return shifts;
}

function polynomialLines(z: Float64Array, out: Float64Array, g: Lines, degree: number): void {
  const { count, len, lineStride, step } = g;
  const d1 = degree + 1;
  // Legendre basis in the centred, scaled position along the line (well conditioned for any length).
  const p = legendreTable(len, degree);
  const m = new Float64Array(d1 * d1);
  const r = new Float64Array(d1);
  for (let k = 0; k < count; k++) {
    m.fill(0);
    r.fill(0);
    let n = 0;
    for (let i = 0; i < len; i++) {
      const v = z[k * lineStride + i * step] as number;
      if (Number.isNaN(v)) continue;
      n++;
      for (let a = 0; a < d1; a++) {
        const pa = p[a * len + i] as number;
        r[a] = (r[a] as number) + pa * v;
        for (let b = 0; b <= a; b++)
          m[a * d1 + b] = (m[a * d1 + b] as number) + pa * (p[b * len + i] as number);
      }
    }
    const c = n > degree ? solveSmall(m, r, d1) : undefined;
    for (let i = 0; i < len; i++) {
      const idx = k * lineStride + i * step;
      let fit = 0;
      if (c) for (let a = 0; a < d1; a++) fit += (c[a] as number) * (p[a * len + i] as number);
      out[idx] = (z[idx] as number) - fit;
    }
  }
}

/** Cholesky solve of a small SPD system (lower triangle of m); undefined when singular. */
function solveSmall(m: Float64Array, r: Float64Array, n: number): Float64Array | undefined {
  const l = new Float64Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b <= a; b++) {
      let s = m[a * n + b] as number;
      for (let k = 0; k < b; k++) s -= (l[a * n + k] as number) * (l[b * n + k] as number);
      if (a === b) {
        if (!(s > 1e-12 * (m[a * n + a] as number))) return undefined;
        l[a * n + a] = Math.sqrt(s);
      } else l[a * n + b] = s / (l[b * n + b] as number);
    }
  const y = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    let s = r[a] as number;
    for (let k = 0; k < a; k++) s -= (l[a * n + k] as number) * (y[k] as number);
    y[a] = s / (l[a * n + a] as number);
  }
  for (let a = n - 1; a >= 0; a--) {
    let s = y[a] as number;
    for (let k = a + 1; k < n; k++) s -= (l[k * n + a] as number) * (y[k] as number);
    y[a] = s / (l[a * n + a] as number);
  }
  return y;
}

export const rowsAdjust = defineOperator({
  id: 'rows.adjust',
  title:
    'Adjust rows/columns: remove line-to-line offsets (median, polynomial, median of differences, matching)',
  kind: 'repair',
  apply(surface, params: RowsAdjustParams) {
    const { nx, ny } = surface;
    const g: Lines =
      params.direction === 'rows'
        ? { count: ny, len: nx, lineStride: nx, step: 1 }
        : { count: nx, len: ny, lineStride: 1, step: nx };
    const z = new Float64Array(surface.z.length);
    if (params.method === 'polynomial') {
      polynomialLines(surface.z, z, g, params.degree);
      return { ...surface, z };
    }
    const shifts = lineShifts(surface.z, g, params.method);
    for (let k = 0; k < g.count; k++) {
      const s = shifts[k] as number;
      for (let i = 0; i < g.len; i++) {
        const idx = k * g.lineStride + i * g.step;
        z[idx] = (surface.z[idx] as number) - s;
      }
    }
    return { ...surface, z };
  },
});
