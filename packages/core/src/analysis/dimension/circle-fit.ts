// Least-squares circle through three or more points (spec part 2 §3 Dimension circles: x, y, radius).
// Kåsa's algebraic fit (I. Kåsa, IEEE Trans. Instrum. Meas. 1976) gives a starting circle in one
// linear solve; Gauss–Newton on the geometric residuals |p − c| − r then gives the circle that
// minimises the sum of squared distances (the ISO 12181/ISO 1101 least-squares circle), which Kåsa's
// fit alone biases towards small radii on short arcs. Exact for points on a circle. Coordinates are
// centred on the points' mean and scaled by their largest distance from it, so metre-scale (1e-6)
// inputs give O(1) normal equations.

export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Root-mean-square distance of the points from the circle, same unit. */
  readonly rmsResidual: number;
}

/** null when the points are fewer than three or (nearly) collinear: no finite circle fits them. */
export function fitCircle(xs: readonly number[], ys: readonly number[]): Circle | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 3) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] as number;
    my += ys[i] as number;
  }
  mx /= n;
  my /= n;
  let spread = 0;
  for (let i = 0; i < n; i++)
    spread = Math.max(spread, Math.hypot((xs[i] as number) - mx, (ys[i] as number) - my));
  if (!(spread > 0) || !Number.isFinite(spread)) return null;
  const px = (i: number): number => ((xs[i] as number) - mx) / spread;
  const py = (i: number): number => ((ys[i] as number) - my) / spread;
  // Kåsa: u² + v² + D·u + E·v + F = 0 in least squares → normal equations (3×3).
  let suu = 0;
  let svv = 0;
  let suv = 0;
  let su = 0;
  let sv = 0;
  let suw = 0;
  let svw = 0;
  let sw = 0;
  for (let i = 0; i < n; i++) {
    const u = px(i);
    const v = py(i);
    const w = u * u + v * v;
    suu += u * u;
    svv += v * v;
    suv += u * v;
    su += u;
    sv += v;
    suw += u * w;
    svw += v * w;
    sw += w;
  }
  const solved = solve3([suu, suv, su, suv, svv, sv, su, sv, n], [-suw, -svw, -sw]);
  if (!solved) return null;
  let a = -solved[0] / 2;
  let b = -solved[1] / 2;
  let r = Math.sqrt(Math.max(0, a * a + b * b - solved[2]));
  // Nearly collinear points fit a circle far larger than themselves: no meaningful circle.
  if (!Number.isFinite(r) || r > 1e6) return null;

  for (let iteration = 0; iteration < 50; iteration++) {
    // Jacobian of d_i = |p_i − c| − r with respect to (a, b, r): (−(u−a)/ρ, −(v−b)/ρ, −1).
    const jtj = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const jtd = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      const du = px(i) - a;
      const dv = py(i) - b;
      const rho = Math.hypot(du, dv);
      if (rho === 0) continue;
      const j = [-du / rho, -dv / rho, -1];
      const d = rho - r;
      for (let p = 0; p < 3; p++) {
        jtd[p] = (jtd[p] as number) + (j[p] as number) * d;
        for (let q = 0; q < 3; q++)
          jtj[p * 3 + q] = (jtj[p * 3 + q] as number) + (j[p] as number) * (j[q] as number);
      }
    }
    const step = solve3(jtj, [-(jtd[0] as number), -(jtd[1] as number), -(jtd[2] as number)]);
    if (!step) break;
    a += step[0];
    b += step[1];
    r += step[2];
    if (Math.hypot(step[0], step[1], step[2]) <= 1e-15 * Math.max(r, 1)) break;
  }
  let sumSquares = 0;
  for (let i = 0; i < n; i++) {
    const d = Math.hypot(px(i) - a, py(i) - b) - r;
    sumSquares += d * d;
  }
  return {
    x: mx + a * spread,
    y: my + b * spread,
    radius: Math.abs(r) * spread,
    rmsResidual: Math.sqrt(sumSquares / n) * spread,
  };
}

/** Solves the row-major 3×3 system m·x = rhs by Cramer's rule; null when singular. */
function solve3(m: readonly number[], rhs: readonly number[]): [number, number, number] | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0] = m;
  const [r0 = 0, r1 = 0, r2 = 0] = rhs;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  const size = Math.max(Math.abs(a), Math.abs(e), Math.abs(i));
  if (!(Math.abs(det) > 1e-14 * size * size * size)) return null;
  return [
    (r0 * (e * i - f * h) - b * (r1 * i - f * r2) + c * (r1 * h - e * r2)) / det,
    (a * (r1 * i - f * r2) - r0 * (d * i - f * g) + c * (d * r2 - r1 * g)) / det,
    (a * (e * r2 - r1 * h) - b * (d * r2 - r1 * g) + r0 * (d * h - e * g)) / det,
  ];
}
