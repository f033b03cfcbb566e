// Largest caliper (Feret) diameter of a set of pixels: the greatest distance between two corners of
// its pixels (as Gwyddion's GWY_GRAIN_VALUE_MAXIMUM_BOUND_SIZE). Only the outermost pixel of each
// run can hold an extreme corner, so the caller passes the corners of run ends; the convex hull
// (Andrew's monotone chain) keeps the few that matter, then all hull pairs are compared.

/** points: x0, y0, x1, y1, … metres. */
export function maximumFeretDiameter(points: readonly number[]): number {
  const count = points.length >> 1;
  if (count === 0) return NaN;
  const order = Array.from({ length: count }, (_, i) => i);
  const x = (i: number): number => points[2 * i] as number;
  const y = (i: number): number => points[2 * i + 1] as number;
  order.sort((i, j) => x(i) - x(j) || y(i) - y(j));
  const cross = (o: number, a: number, b: number): number =>
    (x(a) - x(o)) * (y(b) - y(o)) - (y(a) - y(o)) * (x(b) - x(o));
  const hull: number[] = [];
  for (const pass of [order, [...order].reverse()]) {
    const start = hull.length;
    for (const p of pass) {
      while (
        hull.length >= start + 2 &&
        cross(hull[hull.length - 2] as number, hull[hull.length - 1] as number, p) <= 0
      ) {
        hull.pop();
      }
      hull.push(p);
    }
    hull.pop();
  }
  let best = 0;
  for (let i = 0; i < hull.length; i++) {
    for (let j = i + 1; j < hull.length; j++) {
      const a = hull[i] as number;
      const b = hull[j] as number;
      best = Math.max(best, Math.hypot(x(a) - x(b), y(a) - y(b)));
    }
  }
  return best;
}
