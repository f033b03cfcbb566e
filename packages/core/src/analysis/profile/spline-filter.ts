// Cubic smoothing-spline profile filter of ISO/TS 16610-22:2006 (ISO 16610-22:2015). The mean line
// w of a profile z sampled at spacing Δx solves
//   (I + β α² P + (1 − β) α⁴ Q) w = z,   α = 1 / (2 sin(π Δx / λc)),
// where P = DᵀD and Q = D₂ᵀD₂ are built from the first- and second-difference operators, so the
// system is the normal equation of  min Σ (z − w)² + β α² Σ (Δw)² + (1 − β) α⁴ Σ (Δ²w)².
// Its transmission on an infinite profile is
//   H(λ) = 1 / (1 + β α² s² + (1 − β) α⁴ s⁴),   s = 2 sin(π Δx / λ),
// which is exactly 0.5 at λ = λc for every β. β is the tension: β = 0 is the pure cubic spline ("zero
// tension", no end effects: the natural boundary rows of DᵀD and D₂ᵀD₂ reproduce a straight line);
// ISO/TS 16610-22 recommends β = 0.625242 ("default tension"), which makes the transmission close to
// the Gaussian filter's. End effects: the difference operators stop at the profile ends (natural
// boundary conditions), no padding. Invalid samples (NaN) get zero data weight, so the spline
// bridges them. The matrix is symmetric positive definite and pentadiagonal: solved by banded LDLᵀ in O(n).
// Profiles without invalid samples share one matrix per (length, spacing, λc, β), so its factorisation
// is kept and every further row costs only the two substitutions.

/** Tension recommended by ISO/TS 16610-22:2006 for Gaussian-like transmission (β = 0.625242). */
export const SPLINE_DEFAULT_TENSION = 0.625242;

export function splineMeanLine(
  z: Float64Array,
  spacing: number,
  cutoff: number,
  tension: number = SPLINE_DEFAULT_TENSION,
  out: Float64Array = new Float64Array(z.length),
): Float64Array {
  const n = z.length;
  if (n === 0) return out;
  let valid = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(z[i])) valid++;
  if (valid === 0) return out.fill(NaN);
  if (valid === n) {
    completeFactorisation(n, spacing, cutoff, tension).solve(z, out);
    return out;
  }
  const factorisation = new PentadiagonalLdl(n, spacing, cutoff, tension, z);
  const rhs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = z[i] as number;
    rhs[i] = Number.isNaN(v) ? 0 : v;
  }
  factorisation.solve(rhs, out);
  return out;
}

/**
 * LDLᵀ factors of W + β α² DᵀD + (1 − β) α⁴ D₂ᵀD₂ (W: 1 on valid samples of `mask`, 0 on NaN; all 1
 * without a mask): d the diagonal of D, l1 and l2 the two sub-diagonals of the unit lower L.
 */
class PentadiagonalLdl {
  private readonly d: Float64Array;
  private readonly l1: Float64Array;
  private readonly l2: Float64Array;

  constructor(
    readonly n: number,
    readonly spacing: number,
    readonly cutoff: number,
    readonly tension: number,
    mask?: Float64Array,
  ) {
    const alpha = 1 / (2 * Math.sin((Math.PI * spacing) / cutoff));
    const a1 = tension * alpha * alpha;
    const a2 = (1 - tension) * alpha * alpha * alpha * alpha;
    // Bands of the symmetric matrix: diagonal d, first off-diagonal e, second off-diagonal f.
    const d = new Float64Array(n);
    const e = new Float64Array(n);
    const f = new Float64Array(n);
    for (let i = 0; i < n; i++) d[i] = mask && Number.isNaN(mask[i]) ? 0 : 1;
    // P = DᵀD: each first difference (i, i+1) adds [1 −1; −1 1].
    for (let i = 0; i + 1 < n; i++) {
      d[i] = (d[i] as number) + a1;
      d[i + 1] = (d[i + 1] as number) + a1;
      e[i] = (e[i] as number) - a1;
    }
    // Q = D₂ᵀD₂: each second difference (i, i+1, i+2) adds the outer product of (1, −2, 1).
    for (let i = 0; i + 2 < n; i++) {
      d[i] = (d[i] as number) + a2;
      d[i + 1] = (d[i + 1] as number) + 4 * a2;
      d[i + 2] = (d[i + 2] as number) + a2;
      e[i] = (e[i] as number) - 2 * a2;
      e[i + 1] = (e[i + 1] as number) - 2 * a2;
      f[i] = (f[i] as number) + a2;
    }
    // In place: e becomes l1, f becomes l2, d the pivots.
    for (let i = 0; i < n; i++) {
      const l1Prev = i >= 1 ? (e[i - 1] as number) : 0;
      const l2Prev2 = i >= 2 ? (f[i - 2] as number) : 0;
      const dPrev = i >= 1 ? (d[i - 1] as number) : 0;
      const dPrev2 = i >= 2 ? (d[i - 2] as number) : 0;
      const l2Prev1 = i >= 1 ? (f[i - 1] as number) : 0;
      // d_i = A_ii − l1_{i−1}² d_{i−1} − l2_{i−2}² d_{i−2}
      const di = (d[i] as number) - l1Prev * l1Prev * dPrev - l2Prev2 * l2Prev2 * dPrev2;
      d[i] = di;
      // l1_i = (A_{i,i+1} − l2_{i−1} l1_{i−1} d_{i−1}) / d_i ;  l2_i = A_{i,i+2} / d_i
      if (i + 1 < n) e[i] = ((e[i] as number) - l2Prev1 * l1Prev * dPrev) / di;
      if (i + 2 < n) f[i] = (f[i] as number) / di;
    }
    this.d = d;
    this.l1 = e;
    this.l2 = f;
  }

  /** x = A⁻¹ b (b with zeros on invalid samples); x may not alias b. */
  solve(b: Float64Array, x: Float64Array): void {
    const { n, d, l1, l2 } = this;
    // Forward: L y = b, then y / d.
    for (let i = 0; i < n; i++) {
      let v = b[i] as number;
      if (i >= 1) v -= (l1[i - 1] as number) * (x[i - 1] as number);
      if (i >= 2) v -= (l2[i - 2] as number) * (x[i - 2] as number);
      x[i] = v;
    }
    for (let i = 0; i < n; i++) x[i] = (x[i] as number) / (d[i] as number);
    // Backward: Lᵀ x = y / d.
    for (let i = n - 1; i >= 0; i--) {
      let v = x[i] as number;
      if (i + 1 < n) v -= (l1[i] as number) * (x[i + 1] as number);
      if (i + 2 < n) v -= (l2[i] as number) * (x[i + 2] as number);
      x[i] = v;
    }
  }
}

// The factorisation of the last complete-profile shape: averaging every row of an image solves
// thousands of systems with one matrix.
let lastComplete: PentadiagonalLdl | null = null;

function completeFactorisation(
  n: number,
  spacing: number,
  cutoff: number,
  tension: number,
): PentadiagonalLdl {
  const c = lastComplete;
  if (!c || c.n !== n || c.spacing !== spacing || c.cutoff !== cutoff || c.tension !== tension) {
    lastComplete = new PentadiagonalLdl(n, spacing, cutoff, tension);
  }
  return lastComplete as PentadiagonalLdl;
}
