// x, y, z point lists on a regular grid, in any point order (xyz-1-different-order.txt lists
// the points row by row, xyz-1.txt column by column). The grid is recovered from the distinct x and
// y values; a list that does not fill an equally spaced nx × ny grid exactly once is scattered
// data, which needs interpolation this reader does not invent.

export interface XyzGrid {
  readonly nx: number;
  readonly ny: number;
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;
  /** Row-major (row = y index ascending, column = x index ascending), NaN where z is NaN. */
  readonly z: Float64Array;
}

/** Relative tolerance on the spacing of grid positions (printed values are rounded). */
const SPACING_TOLERANCE = 0.01;

function distinctSorted(values: Float64Array, column: number, columns: number, rows: number): Float64Array {
  const copy = new Float64Array(rows);
  for (let r = 0; r < rows; r++) copy[r] = values[r * columns + column] as number;
  copy.sort();
  let n = 0;
  for (let r = 0; r < rows; r++) {
    const v = copy[r] as number;
    if (n === 0 || v !== copy[n - 1]) copy[n++] = v;
  }
  return copy.slice(0, n);
}

/** Whether sorted positions are equally spaced within the tolerance; returns the spacing or NaN. */
export function uniformSpacing(sorted: Float64Array): number {
  const n = sorted.length;
  if (n < 2) return NaN;
  const step = ((sorted[n - 1] as number) - (sorted[0] as number)) / (n - 1);
  if (!(step > 0)) return NaN;
  for (let i = 1; i < n; i++) {
    const d = (sorted[i] as number) - (sorted[i - 1] as number);
    if (Math.abs(d - step) > SPACING_TOLERANCE * step) return NaN;
  }
  return step;
}

function indexOf(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] as number;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The grid of an x, y, z table (columns 0, 1, 2 of `columns`), or a reason why it is not one.
 */
export function gridFromPoints(values: Float64Array, columns: number, rows: number): XyzGrid | string {
  for (let r = 0; r < rows; r++) {
    if (!Number.isFinite(values[r * columns]) || !Number.isFinite(values[r * columns + 1])) {
      return `point ${r + 1} has no finite x, y position`;
    }
  }
  const xs = distinctSorted(values, 0, columns, rows);
  const ys = distinctSorted(values, 1, columns, rows);
  const nx = xs.length;
  const ny = ys.length;
  if (nx < 2 || ny < 2 || nx * ny !== rows) {
    return `${rows} points on ${nx} distinct x and ${ny} distinct y positions do not fill a grid (scattered points)`;
  }
  const dx = uniformSpacing(xs);
  const dy = uniformSpacing(ys);
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 'the x or y positions are not equally spaced';
  const z = new Float64Array(rows);
  const seen = new Uint8Array(rows);
  for (let r = 0; r < rows; r++) {
    const col = indexOf(xs, values[r * columns] as number);
    const row = indexOf(ys, values[r * columns + 1] as number);
    const at = row * nx + col;
    if (seen[at] === 1) return `point ${r + 1} repeats a grid position`;
    seen[at] = 1;
    z[at] = values[r * columns + 2] as number;
  }
  return { nx, ny, x0: xs[0] as number, y0: ys[0] as number, dx, dy, z };
}
