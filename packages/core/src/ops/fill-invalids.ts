// Fill In Invalids (spec part 3 §1): every NaN point gets the value of the harmonic (Laplace)
// interpolant — the discrete Laplace equation ∇²z = 0 (5-point stencil, in pixel units) on the invalid
// points, with the valid points as Dirichlet values and no flux across the field border (a border point
// averages only its in-field neighbours). That is the problem Gwyddion's gwy_data_field_laplace_solve
// solves on a mask (the unit tests agree with it to 1e-9 of the rms). We use conjugate gradients with a
// Jacobi (diagonal) preconditioner, hole by hole: each hole's system is symmetric positive definite (it
// touches a valid point unless nothing is valid), and CG needs about one iteration per pixel of hole
// diameter. Iterations stop at a relative residual of 1e-12, or after a bound that scales with the field
// size (a huge hole then gets a very close but not fully converged surface).
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';

/** Relative residual ‖b − Ax‖/‖b‖ at which CG stops. */
const TOLERANCE = 1e-12;

/** Result of the solve, for tests and the bench. */
export interface HarmonicFill {
  readonly z: Float64Array;
  /** The most CG iterations any one hole needed. */
  readonly iterations: number;
  readonly converged: boolean;
}

/**
 * Numbers the invalid points hole by hole (4-connected, breadth first), so each hole is a contiguous
 * range of unknowns, solved on its own: a small hole then needs only its own few iterations however big
 * the largest one is, and neighbours sit close in memory.
 */
function numberHoles(z: Float64Array, nx: number, ny: number) {
  const n = nx * ny;
  const indexOf = new Int32Array(n).fill(-1);
  const pixel: number[] = [];
  const starts: number[] = [];
  for (let seed = 0; seed < n; seed++) {
    if (!Number.isNaN(z[seed]) || indexOf[seed] !== -1) continue;
    starts.push(pixel.length);
    indexOf[seed] = pixel.length;
    pixel.push(seed);
    for (let head = starts[starts.length - 1] as number; head < pixel.length; head++) {
      const i = pixel[head] as number;
      const row = (i / nx) | 0;
      const col = i - row * nx;
      for (const j of [
        col > 0 ? i - 1 : -1,
        col < nx - 1 ? i + 1 : -1,
        row > 0 ? i - nx : -1,
        row < ny - 1 ? i + nx : -1,
      ])
        if (j >= 0 && indexOf[j] === -1 && Number.isNaN(z[j])) {
          indexOf[j] = pixel.length;
          pixel.push(j);
        }
    }
  }
  starts.push(pixel.length);
  return { indexOf, pixel: Int32Array.from(pixel), starts };
}

/** Fills the NaN points of `source` (nx × ny, row-major) harmonically; see the file comment. */
export function fillHarmonic(source: Float64Array, nx: number, ny: number): HarmonicFill {
  const z = source.slice();
  const n = nx * ny;
  const { indexOf, pixel, starts } = numberHoles(z, nx, ny);
  const unknowns = pixel.length;
  if (unknowns === 0) return { z, iterations: 0, converged: true };
  if (unknowns === n)
    throw new AnalysisError('no-pixel-selected', 'the surface has no valid point to fill from');

  const neighbours = new Int32Array(unknowns * 4).fill(-1); // unknown neighbours, by unknown index
  const diagonal = new Float64Array(unknowns);
  const b = new Float64Array(unknowns);
  const boundaryCount = new Float64Array(unknowns);
  for (let k = 0; k < unknowns; k++) {
    const i = pixel[k] as number;
    const row = (i / nx) | 0;
    const col = i - row * nx;
    let degree = 0;
    let known = 0;
    let count = 0;
    const around = [
      col > 0 ? i - 1 : -1,
      col < nx - 1 ? i + 1 : -1,
      row > 0 ? i - nx : -1,
      row < ny - 1 ? i + nx : -1,
    ];
    for (let a = 0; a < 4; a++) {
      const j = around[a] as number;
      if (j < 0) continue;
      degree++;
      const kj = indexOf[j] as number;
      if (kj >= 0) neighbours[4 * k + a] = kj;
      else {
        known += z[j] as number;
        count++;
      }
    }
    diagonal[k] = degree;
    b[k] = known;
    boundaryCount[k] = count;
  }

  const x = new Float64Array(unknowns);
  const r = new Float64Array(unknowns);
  const p = new Float64Array(unknowns);
  const q = new Float64Array(unknowns);
  const s = new Float64Array(unknowns);
  const multiply = (v: Float64Array, out: Float64Array, from: number, to: number) => {
    for (let k = from; k < to; k++) {
      let acc = (diagonal[k] as number) * (v[k] as number);
      const base = 4 * k;
      for (let a = 0; a < 4; a++) {
        const j = neighbours[base + a] as number;
        if (j >= 0) acc -= v[j] as number;
      }
      out[k] = acc;
    }
  };
  let worstIterations = 0;
  let converged = true;
  for (let h = 0; h + 1 < starts.length; h++) {
    const from = starts[h] as number;
    const to = starts[h + 1] as number;
    // Start from the mean of the hole's boundary values: any start converges, this one is close.
    let boundarySum = 0;
    let boundaryPoints = 0;
    for (let k = from; k < to; k++) {
      boundarySum += b[k] as number;
      boundaryPoints += boundaryCount[k] as number;
    }
    x.fill(boundarySum / boundaryPoints, from, to);
    multiply(x, q, from, to);
    let bNorm = 0;
    let rs = 0;
    let rr = 0;
    for (let k = from; k < to; k++) {
      const rk = (b[k] as number) - (q[k] as number);
      r[k] = rk;
      s[k] = rk / (diagonal[k] as number);
      p[k] = s[k] as number;
      rs += rk * (s[k] as number);
      rr += rk * rk;
      bNorm += (b[k] as number) ** 2;
    }
    // A zero right-hand side (all boundary values 0) has the solution 0, reached at once.
    const target = TOLERANCE * TOLERANCE * bNorm;
    const maxIterations = Math.max(100, 4 * (nx + ny));
    let iterations = 0;
    while (rr > target && iterations < maxIterations) {
      multiply(p, q, from, to);
      let pq = 0;
      for (let k = from; k < to; k++) pq += (p[k] as number) * (q[k] as number);
      const alpha = rs / pq;
      let rsNext = 0;
      rr = 0;
      for (let k = from; k < to; k++) {
        x[k] = (x[k] as number) + alpha * (p[k] as number);
        const rk = (r[k] as number) - alpha * (q[k] as number);
        r[k] = rk;
        const sk = rk / (diagonal[k] as number);
        s[k] = sk;
        rsNext += rk * sk;
        rr += rk * rk;
      }
      const beta = rsNext / rs;
      rs = rsNext;
      for (let k = from; k < to; k++) p[k] = (s[k] as number) + beta * (p[k] as number);
      iterations++;
    }
    if (rr > target) converged = false;
    worstIterations = Math.max(worstIterations, iterations);
  }
  for (let k = 0; k < unknowns; k++) z[pixel[k] as number] = x[k] as number;
  return { z, iterations: worstIterations, converged };
}

export const fillInvalids = defineOperator({
  id: 'invalids.fill',
  title: 'Fill in invalids: harmonic (Laplace) interpolation of the invalid points',
  kind: 'repair',
  apply(surface, _params: Record<string, never>) {
    return { ...surface, z: fillHarmonic(surface.z, surface.nx, surface.ny).z };
  },
});
