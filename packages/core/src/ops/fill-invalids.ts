// Fill In Invalids (spec part 3 §1): every NaN point gets the value of the harmonic (Laplace)
// interpolant — the discrete Laplace equation ∇²z = 0 (5-point stencil, in pixel units) on the invalid
// points, with the valid points as Dirichlet values and no flux across the field border (a border point
// averages only its in-field neighbours). That is the problem Gwyddion's gwy_data_field_laplace_solve
// solves on a mask; it uses multigrid-like relaxation, we use conjugate gradients with a Jacobi
// (diagonal) preconditioner on the invalid points only: the system is symmetric positive definite
// whenever every hole touches a valid point, and CG needs about one iteration per pixel of hole
// diameter. Iterations stop at a relative residual of 1e-12, or after a bound that scales with the
// field size (huge holes then get a very close but not fully converged surface).
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';

/** Relative residual ‖b − Ax‖/‖b‖ at which CG stops. */
const TOLERANCE = 1e-12;

/** Result of the solve, for tests and the bench. */
export interface HarmonicFill {
  readonly z: Float64Array;
  readonly iterations: number;
  readonly converged: boolean;
}

/** Fills the NaN points of `source` (nx × ny, row-major) harmonically; see the file comment. */
export function fillHarmonic(source: Float64Array, nx: number, ny: number): HarmonicFill {
  const z = source.slice();
  const n = nx * ny;
  // Compact numbering of the unknowns.
  const indexOf = new Int32Array(n).fill(-1);
  let unknowns = 0;
  let valid = 0;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(z[i])) indexOf[i] = unknowns++;
    else valid++;
  }
  if (unknowns === 0) return { z, iterations: 0, converged: true };
  if (valid === 0)
    throw new AnalysisError('no-pixel-selected', 'the surface has no valid point to fill from');

  const pixel = new Int32Array(unknowns);
  const neighbours = new Int32Array(unknowns * 4).fill(-1); // unknown neighbours, by unknown index
  const diagonal = new Float64Array(unknowns);
  const b = new Float64Array(unknowns);
  for (let i = 0; i < n; i++) {
    const k = indexOf[i] as number;
    if (k < 0) continue;
    pixel[k] = i;
    const row = (i / nx) | 0;
    const col = i - row * nx;
    const around = [
      col > 0 ? i - 1 : -1,
      col < nx - 1 ? i + 1 : -1,
      row > 0 ? i - nx : -1,
      row < ny - 1 ? i + nx : -1,
    ];
    let degree = 0;
    let known = 0;
    for (let a = 0; a < 4; a++) {
      const j = around[a] as number;
      if (j < 0) continue;
      degree++;
      const kj = indexOf[j] as number;
      if (kj >= 0) neighbours[4 * k + a] = kj;
      else known += z[j] as number;
    }
    diagonal[k] = degree;
    b[k] = known;
  }

  // Start from the mean of the valid points: any start converges, this one is cheap and close.
  let sum = 0;
  for (let i = 0; i < n; i++) if (indexOf[i] === -1) sum += z[i] as number;
  const x = new Float64Array(unknowns).fill(sum / valid);
  const r = new Float64Array(unknowns);
  const p = new Float64Array(unknowns);
  const q = new Float64Array(unknowns);
  const s = new Float64Array(unknowns);
  const multiply = (v: Float64Array, out: Float64Array) => {
    for (let k = 0; k < unknowns; k++) {
      let acc = (diagonal[k] as number) * (v[k] as number);
      for (let a = 0; a < 4; a++) {
        const j = neighbours[4 * k + a] as number;
        if (j >= 0) acc -= v[j] as number;
      }
      out[k] = acc;
    }
  };
  multiply(x, q);
  let bNorm = 0;
  let rs = 0;
  for (let k = 0; k < unknowns; k++) {
    r[k] = (b[k] as number) - (q[k] as number);
    s[k] = (r[k] as number) / (diagonal[k] as number);
    p[k] = s[k] as number;
    rs += (r[k] as number) * (s[k] as number);
    bNorm += (b[k] as number) ** 2;
  }
  // A zero right-hand side (all boundary values 0) has the solution 0.
  const target = TOLERANCE * TOLERANCE * Math.max(bNorm, Number.MIN_VALUE);
  const maxIterations = Math.max(100, 4 * (nx + ny));
  let iterations = 0;
  let converged = false;
  for (; iterations < maxIterations; iterations++) {
    let rr = 0;
    for (let k = 0; k < unknowns; k++) rr += (r[k] as number) ** 2;
    if (rr <= target) {
      converged = true;
      break;
    }
    multiply(p, q);
    let pq = 0;
    for (let k = 0; k < unknowns; k++) pq += (p[k] as number) * (q[k] as number);
    const alpha = rs / pq;
    let rsNext = 0;
    for (let k = 0; k < unknowns; k++) {
      x[k] = (x[k] as number) + alpha * (p[k] as number);
      r[k] = (r[k] as number) - alpha * (q[k] as number);
      s[k] = (r[k] as number) / (diagonal[k] as number);
      rsNext += (r[k] as number) * (s[k] as number);
    }
    const beta = rsNext / rs;
    rs = rsNext;
    for (let k = 0; k < unknowns; k++) p[k] = (s[k] as number) + beta * (p[k] as number);
  }
  for (let k = 0; k < unknowns; k++) z[pixel[k] as number] = x[k] as number;
  return { z, iterations, converged };
}

export const fillInvalids = defineOperator({
  id: 'invalids.fill',
  title: 'Fill in invalids: harmonic (Laplace) interpolation of the invalid points',
  kind: 'repair',
  apply(surface, _params: Record<string, never>) {
    return { ...surface, z: fillHarmonic(surface.z, surface.nx, surface.ny).z };
  },
});
