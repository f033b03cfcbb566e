// Which pixels a polygon drawn on the image selects (spec part 2 §3 volume polylinePoints; §7 volume
// query xs, ys). Pixel-centre rule: a pixel belongs to the polygon when its centre lies inside by the
// even-odd rule (a centre exactly on a left edge counts, on a right edge not, and likewise top and
// bottom, so polygons that tile the image select every pixel once), and then with its whole area dx·dy. Partial-pixel weights would change the volume
// by at most the outline's length × one pixel × the local height, which the pyramid test bounds.
//
// Coordinates are metres in the surface's frame: column col spans x0 + col·dx … x0 + (col+1)·dx, so
// its centre is x0 + (col+½)·dx; rows likewise from y0 (row 0 is the top row of the image).
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';

export interface Polygon {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

export function checkPolygon(polygon: Polygon): void {
  const { xs, ys } = polygon;
  if (xs.length !== ys.length || xs.length < 3) {
    throw new AnalysisError(
      'invalid-selection',
      `a polygon needs at least 3 vertices with as many xs as ys (got ${xs.length} xs, ${ys.length} ys)`,
    );
  }
  if (!xs.every(Number.isFinite) || !ys.every(Number.isFinite)) {
    throw new AnalysisError('invalid-selection', 'polygon coordinates must be finite numbers (metres)');
  }
}

/**
 * The selected pixels as runs: row, col0, col1 (columns [col0, col1)) triples in row order. A
 * scanline fill, O(rows × vertices + runs); the caller loops over the runs with its own locals
 * (a per-pixel callback would make V8 box every accumulated double).
 */
export function polygonRuns(
  surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy' | 'x0' | 'y0'>,
  polygon: Polygon,
): Int32Array {
  const { xs, ys } = polygon;
  const n = xs.length;
  const crossings = new Float64Array(n);
  // Usually one or two runs per row; grown by doubling when a polygon has more.
  let runs = new Int32Array(6 * (surface.ny + 1));
  let used = 0;
  for (let row = 0; row < surface.ny; row++) {
    const y = surface.y0 + (row + 0.5) * surface.dy;
    let count = 0;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const yi = ys[i] as number;
      const yj = ys[j] as number;
      // Half-open in y so a vertex exactly on the scanline is counted once.
      if (yi > y !== yj > y) {
        const xi = xs[i] as number;
        const xj = xs[j] as number;
        crossings[count++] = xi + ((y - yi) * (xj - xi)) / (yj - yi);
      }
    }
    if (count < 2) continue;
    const sorted = crossings.subarray(0, count).sort();
    for (let k = 0; k + 1 < count; k += 2) {
      // Columns whose centre x satisfies left ≤ x < right.
      const left = ((sorted[k] as number) - surface.x0) / surface.dx - 0.5;
      const right = ((sorted[k + 1] as number) - surface.x0) / surface.dx - 0.5;
      const col0 = Math.max(0, Math.ceil(left));
      const col1 = Math.min(surface.nx, Math.ceil(right));
      if (col1 <= col0) continue;
      if (used + 3 > runs.length) {
        const grown = new Int32Array(runs.length * 2);
        grown.set(runs);
        runs = grown;
      }
      runs[used++] = row;
      runs[used++] = col0;
      runs[used++] = col1;
    }
  }
  return runs.subarray(0, used);
}
