// Least-squares polynomial surface of total degree N in x and y (Σ c_ij x^i y^j, i + j ≤ N) fitted to
// the valid points of a grid, and its subtraction: the kernel of Remove Form / Flatten.
//
// Conditioning: coordinates are the pixel indices centred and scaled to [−1, 1] on each axis and the
// basis is the product of Legendre polynomials P_i(u)·P_j(v), which is nearly orthogonal on a regular
// grid, so the Gram matrix (after scaling its diagonal to 1) stays close to the identity even at degree
// 11 on 4096² fields; raw powers x^i y^j would make the normal equations singular in float64 well
// before that. The fitted surface is the same whatever the basis (it spans the same space).
//
// Speed: the fit is one pass over the field. Each row contributes the dot products s_i = Σ_col P_i(u)·z
// (N + 1 multiply-adds per point with tabulated P_i(u)); the Gram matrix of a row without invalid
// points is the same for every row, so it is accumulated separably (full-row Gram in u times Σ_rows
// P_j(v)·P_l(v)); only rows with invalid points pay for their own Gram matrix.
import { AnalysisError } from '../analysis/analysis-error.ts';

export interface PolynomialSurface {
  readonly degree: number;
  /** Coefficients of P_i(u)·P_j(v) in term order (see `polynomialTerms`). */
  readonly coefficients: Float64Array;
  /** Number of points the fit used. */
  readonly count: number;
}

/** The (i, j) exponent pairs of a total-degree-N polynomial, i the x degree, ordered by i then j. */
export function polynomialTerms(degree: number): [number, number][] {
  const terms: [number, number][] = [];
  for (let i = 0; i <= degree; i++) for (let j = 0; i + j <= degree; j++) terms.push([i, j]);
  return terms;
}

/**
 * Legendre polynomials P_0 … P_degree at the n grid positions u = (2k − (n − 1)) / (n − 1), stored
 * as table[i * n + k]; u = 0 for a single point.
 */
export function legendreTable(n: number, degree: number): Float64Array {
  const table = new Float64Array((degree + 1) * n);
  const half = (n - 1) / 2;
  for (let k = 0; k < n; k++) {
    const u = half > 0 ? (k - half) / half : 0;
    table[k] = 1;
    if (degree >= 1) table[n + k] = u;
    for (let i = 1; i < degree; i++) {
      // (i + 1) P_{i+1} = (2i + 1) u P_i − i P_{i−1}
      table[(i + 1) * n + k] =
        ((2 * i + 1) * u * (table[i * n + k] as number) - i * (table[(i - 1) * n + k] as number)) / (i + 1);
    }
  }
  return table;
}

/**
 * Fits the polynomial surface to the non-NaN points of z (nx × ny, row-major). Throws invalid-request
 * when the valid points cannot determine every coefficient (too few points or too few distinct rows
 * and columns for the degree).
 */
export function fitPolynomialSurface(
  nx: number,
  ny: number,
  z: Float64Array,
  degree: number,
): PolynomialSurface {
  const terms = polynomialTerms(degree);
  const t = terms.length;
  const d1 = degree + 1;
  const pu = legendreTable(nx, degree);
  const pv = legendreTable(ny, degree);
  // Gram matrix of one complete row in u, and the separable sum over complete rows in v.
  const rowGramFull = new Float64Array(d1 * d1);
  for (let i = 0; i < d1; i++)
    for (let k = 0; k <= i; k++) {
      let s = 0;
      for (let col = 0; col < nx; col++) s += (pu[i * nx + col] as number) * (pu[k * nx + col] as number);
      rowGramFull[i * d1 + k] = s;
      rowGramFull[k * d1 + i] = s;
    }
  const fullRowsV = new Float64Array(d1 * d1);
  const gram = new Float64Array(t * t);
  const rhs = new Float64Array(t);
  const s = new Float64Array(d1);
  const rowGram = new Float64Array(d1 * d1);
  let count = 0;
  let fullRows = 0;
  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    let valid = 0;
    for (let col = 0; col < nx; col++) if (!Number.isNaN(z[base + col])) valid++;
    if (valid === 0) continue;
    count += valid;
    if (valid === nx) {
      fullRows++;
      for (let i = 0; i < d1; i++) {
        const p = i * nx;
        let acc = 0;
        for (let col = 0; col < nx; col++) acc += (pu[p + col] as number) * (z[base + col] as number);
        s[i] = acc;
      }
      for (let j = 0; j < d1; j++) {
        const vj = pv[j * ny + row] as number;
        for (let l = 0; l <= j; l++)
          fullRowsV[j * d1 + l] = (fullRowsV[j * d1 + l] as number) + vj * (pv[l * ny + row] as number);
      }
    } else {
      s.fill(0);
      rowGram.fill(0);
      for (let col = 0; col < nx; col++) {
        const v = z[base + col] as number;
        if (Number.isNaN(v)) continue;
        for (let i = 0; i < d1; i++) {
          const ui = pu[i * nx + col] as number;
          s[i] = (s[i] as number) + ui * v;
          for (let k = 0; k <= i; k++)
            rowGram[i * d1 + k] = (rowGram[i * d1 + k] as number) + ui * (pu[k * nx + col] as number);
        }
      }
      // This row's contribution to the Gram matrix: rowGram[i][k] · P_j(v) · P_l(v).
      for (let a = 0; a < t; a++) {
        const [i, j] = terms[a] as [number, number];
        const vj = pv[j * ny + row] as number;
        for (let b = 0; b <= a; b++) {
          const [k, l] = terms[b] as [number, number];
          const g = i >= k ? (rowGram[i * d1 + k] as number) : (rowGram[k * d1 + i] as number);
          gram[a * t + b] = (gram[a * t + b] as number) + g * vj * (pv[l * ny + row] as number);
        }
      }
    }
    for (let a = 0; a < t; a++) {
      const [i, j] = terms[a] as [number, number];
      rhs[a] = (rhs[a] as number) + (s[i] as number) * (pv[j * ny + row] as number);
    }
  }
  if (fullRows > 0) {
    for (let a = 0; a < t; a++) {
      const [i, j] = terms[a] as [number, number];
      for (let b = 0; b <= a; b++) {
        const [k, l] = terms[b] as [number, number];
        const w = j >= l ? (fullRowsV[j * d1 + l] as number) : (fullRowsV[l * d1 + j] as number);
        gram[a * t + b] = (gram[a * t + b] as number) + (rowGramFull[i * d1 + k] as number) * w;
      }
    }
  }
  if (count < t)
    throw new AnalysisError(
      'invalid-request',
      `a polynomial of degree ${degree} has ${t} coefficients but the surface has ${count} valid points`,
    );
  const coefficients = solveSymmetric(gram, rhs, t, degree);
  return { degree, coefficients, count };
}

/**
 * Solves G c = r (G symmetric positive definite, lower triangle filled) by Cholesky after scaling G
 * to unit diagonal (Jacobi), which with the Legendre basis leaves it near the identity. A pivot below
 * 1e-10 means the points do not determine the polynomial.
 */
function solveSymmetric(gram: Float64Array, rhs: Float64Array, t: number, degree: number): Float64Array {
  const scale = new Float64Array(t);
  for (let a = 0; a < t; a++) {
    const d = gram[a * t + a] as number;
    if (!(d > 0)) throw undetermined(degree);
    scale[a] = 1 / Math.sqrt(d);
  }
  const l = new Float64Array(t * t);
  for (let a = 0; a < t; a++)
    for (let b = 0; b <= a; b++)
      l[a * t + b] = (gram[a * t + b] as number) * (scale[a] as number) * (scale[b] as number);
  for (let a = 0; a < t; a++) {
    for (let b = 0; b <= a; b++) {
      let sum = l[a * t + b] as number;
      for (let k = 0; k < b; k++) sum -= (l[a * t + k] as number) * (l[b * t + k] as number);
      if (a === b) {
        if (!(sum > 1e-10)) throw undetermined(degree);
        l[a * t + a] = Math.sqrt(sum);
      } else l[a * t + b] = sum / (l[b * t + b] as number);
    }
  }
  const y = new Float64Array(t);
  for (let a = 0; a < t; a++) {
    let sum = (rhs[a] as number) * (scale[a] as number);
    for (let k = 0; k < a; k++) sum -= (l[a * t + k] as number) * (y[k] as number);
    y[a] = sum / (l[a * t + a] as number);
  }
  const c = new Float64Array(t);
  for (let a = t - 1; a >= 0; a--) {
    let sum = y[a] as number;
    for (let k = a + 1; k < t; k++) sum -= (l[k * t + a] as number) * (c[k] as number);
    c[a] = sum / (l[a * t + a] as number);
  }
  for (let a = 0; a < t; a++) c[a] = (c[a] as number) * (scale[a] as number);
  return c;
}

function undetermined(degree: number): AnalysisError {
  return new AnalysisError(
    'invalid-request',
    `the valid points do not determine a polynomial of degree ${degree} (too few distinct rows or columns)`,
  );
}

/** z minus the polynomial surface, into `out` (may be z itself); NaN stays NaN. */
export function subtractPolynomialSurface(
  nx: number,
  ny: number,
  z: Float64Array,
  fit: PolynomialSurface,
  out: Float64Array,
): Float64Array {
  const { degree, coefficients } = fit;
  const terms = polynomialTerms(degree);
  const d1 = degree + 1;
  const pu = legendreTable(nx, degree);
  const pv = legendreTable(ny, degree);
  const a = new Float64Array(d1);
  for (let row = 0; row < ny; row++) {
    // The polynomial along this row: Σ_i a_i P_i(u) with a_i = Σ_j c_ij P_j(v).
    a.fill(0);
    for (let k = 0; k < terms.length; k++) {
      const [i, j] = terms[k] as [number, number];
      a[i] = (a[i] as number) + (coefficients[k] as number) * (pv[j * ny + row] as number);
    }
    const base = row * nx;
    const a0 = a[0] as number;
    for (let col = 0; col < nx; col++) out[base + col] = (z[base + col] as number) - a0;
    for (let i = 1; i < d1; i++) {
      const ai = a[i] as number;
      const p = i * nx;
      for (let col = 0; col < nx; col++)
        out[base + col] = (out[base + col] as number) - ai * (pu[p + col] as number);
    }
  }
  return out;
}
