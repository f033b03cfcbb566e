// x3p data whose X and/or Y positions are stored per point (ISO 5436-2 AxisType A) and are not a
// regular grid: point clouds (FeatureType PCL), coordinate lists (ListDimension with absolute
// axes) and matrices whose absolute coordinates wander from the nominal grid (a scanner's real
// positions). Real instruments write these; the platform's surfaces are regular grids, so such
// data is brought onto one — or refused with the reason when it has no grid structure at all.
//
// What is read, in this order:
// 1. Points that ARE a regular grid (any order, printed values within 1 % of a step) are placed on
//    it unchanged (io/text/xyz-grid.ts, the same rule as x, y, z text lists).
// 2. A profile — all points at one Y (or one X) — is a line scan: equal steps are kept, unequal ones
//    resampled linearly onto the same number of equal steps over the same range
//    (io/text/uniform-profile.ts, as for text line scans).
// 3. A scattered grid — points in raster order (rows of equal length, X increasing along a row
//    and restarting at the next row; or Y fastest) whose positions are not exactly regular — is
//    resampled by separable linear interpolation: each row along its own X onto the common equally
//    spaced X positions (the mean X of the first and last columns, the same number of columns),
//    then each resulting column along its (interpolated) Y onto equally spaced Y positions likewise.
//    No extrapolation: target positions outside a row's or column's measured range are invalid
//    (NaN), and a segment touching an invalid height gives NaN. The point count is kept, so no
//    resolution is invented. Gwyddion instead triangulates scattered XYZ data; on a scattered grid
//    both are linear between neighbouring measured points along the scan direction.
// 4. Anything else (unordered scattered points) is refused as 'unsupported-image-type': choosing an
//    interpolation for truly scattered points is a user decision this reader does not make.
import { SurfaceError } from '../../surface/surface-error.ts';
import { uniformProfile } from '../text/uniform-profile.ts';
import { gridFromPoints } from '../text/xyz-grid.ts';

export interface RegularisedGrid {
  readonly nx: number;
  readonly ny: number;
  readonly x0: number;
  readonly dx: number;
  readonly y0: number;
  /** For a profile (ny = 1): the X step. */
  readonly dy: number;
  /** Row-major, row = Y index. */
  readonly z: Float64Array;
  /** How the points were brought onto the grid, for the import warning; undefined when unchanged. */
  readonly resampling: string | undefined;
}

/**
 * A matrix (raster order, `nx` points per row) with per-point X and/or Y coordinates that are not an
 * exact grid → resampled (rule 3). `x` or `y` undefined: that axis is incremental, given by `xAxis`
 * / `yAxis` (offset + index × step).
 */
export function resampleRaster(
  points: { x: Float64Array | undefined; y: Float64Array | undefined; z: Float64Array },
  nx: number,
  ny: number,
  xAxis: { origin: number; step: number } | undefined,
  yAxis: { origin: number; step: number } | undefined,
): RegularisedGrid {
  const { z } = points;
  const x = points.x ?? incrementalX(xAxis, nx, ny);
  const targetX = meanAxis(x, nx, ny, 'x');
  // Pass 1: every row along its own X.
  const rowsZ = new Float64Array(nx * ny);
  const rowsY = points.y === undefined ? undefined : new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++) {
    const at = r * nx;
    const rowX = x.subarray(at, at + nx);
    interpolateOnto(rowX, z.subarray(at, at + nx), targetX, rowsZ.subarray(at, at + nx), `row ${r + 1}`, 'X');
    if (rowsY !== undefined && points.y !== undefined) {
      interpolateOnto(
        rowX,
        points.y.subarray(at, at + nx),
        targetX,
        rowsY.subarray(at, at + nx),
        `row ${r + 1}`,
        'X',
      );
    }
  }
  const methodX = `each row interpolated linearly along its X onto ${nx} equal steps of ${targetX.step} m`;
  if (ny === 1 || rowsY === undefined) {
    const step = ny === 1 ? targetX.step : checkedStep(yAxis, 'Y');
    return {
      nx,
      ny,
      x0: targetX.origin,
      dx: targetX.step,
      y0: yAxis?.origin ?? 0,
      dy: step,
      z: rowsZ,
      resampling: methodX,
    };
  }
  // Pass 2: every column along the Y its rows were interpolated to.
  const targetY = meanAxis(rowsY, nx, ny, 'y');
  const out = new Float64Array(nx * ny);
  const columnY = new Float64Array(ny);
  const columnZ = new Float64Array(ny);
  const columnOut = new Float64Array(ny);
  for (let c = 0; c < nx; c++) {
    for (let r = 0; r < ny; r++) {
      columnY[r] = rowsY[r * nx + c] as number;
      columnZ[r] = rowsZ[r * nx + c] as number;
    }
    interpolateOnto(columnY, columnZ, targetY, columnOut, `column ${c + 1}`, 'Y');
    for (let r = 0; r < ny; r++) out[r * nx + c] = columnOut[r] as number;
  }
  return {
    nx,
    ny,
    x0: targetX.origin,
    dx: targetX.step,
    y0: targetY.origin,
    dy: targetY.step,
    z: out,
    resampling: `${methodX}, then each column along its Y onto ${ny} equal steps of ${targetY.step} m`,
  };
}

/**
 * An unstructured point list (x3p PCL or a list with absolute axes) → a regular grid by rules 1–4.
 * `y` undefined: every point lies at the incremental Y axis' offset (a profile).
 */
export function gridFromPointList(
  x: Float64Array,
  y: Float64Array | undefined,
  z: Float64Array,
): RegularisedGrid {
  // Points without a position carry nothing that could be placed.
  const keep: number[] = [];
  for (let i = 0; i < z.length; i++) {
    if (Number.isFinite(x[i]) && (y === undefined || Number.isFinite(y[i]))) keep.push(i);
  }
  if (keep.length < 2) {
    throw new SurfaceError('corrupt-file', `x3p point list holds ${keep.length} positioned points`);
  }
  const px = Float64Array.from(keep, (i) => x[i] as number);
  const pz = Float64Array.from(keep, (i) => z[i] as number);
  const py = y === undefined ? undefined : Float64Array.from(keep, (i) => y[i] as number);
  if (py === undefined || isConstant(py)) return profile(px, pz, py?.[0] ?? 0, 'X');
  // A profile scanned along Y is shown as a line scan like any other (positions along the line).
  if (isConstant(px)) return profile(py, pz, px[0] as number, 'Y');
  const table = new Float64Array(keep.length * 3);
  for (let i = 0; i < keep.length; i++) {
    table[i * 3] = px[i] as number;
    table[i * 3 + 1] = py[i] as number;
    table[i * 3 + 2] = pz[i] as number;
  }
  const exact = gridFromPoints(table, 3, keep.length);
  if (typeof exact !== 'string') {
    return { ...exact, resampling: undefined };
  }
  const xFastest = rowLength(px);
  if (xFastest !== undefined) {
    return resampleRaster({ x: px, y: py, z: pz }, xFastest, keep.length / xFastest, undefined, undefined);
  }
  const yFastest = rowLength(py);
  if (yFastest !== undefined) {
    // Columns were scanned: transpose into rows of constant X index first.
    const columns = keep.length / yFastest;
    const tx = new Float64Array(keep.length);
    const ty = new Float64Array(keep.length);
    const tz = new Float64Array(keep.length);
    for (let c = 0; c < columns; c++) {
      for (let r = 0; r < yFastest; r++) {
        tx[r * columns + c] = px[c * yFastest + r] as number;
        ty[r * columns + c] = py[c * yFastest + r] as number;
        tz[r * columns + c] = pz[c * yFastest + r] as number;
      }
    }
    return resampleRaster({ x: tx, y: ty, z: tz }, columns, yFastest, undefined, undefined);
  }
  throw new SurfaceError(
    'unsupported-image-type',
    `x3p point cloud of ${keep.length} points is scattered (${exact}; not in row order either): ` +
      'interpolating unordered points is a choice left to the user, export it as a grid',
  );
}

function profile(along: Float64Array, z: Float64Array, across: number, axis: 'X' | 'Y'): RegularisedGrid {
  const line = uniformProfile(along, z);
  return {
    nx: line.nx,
    ny: 1,
    x0: line.x0,
    dx: line.dx,
    y0: across,
    dy: line.dx,
    z: line.z,
    resampling: line.resampled
      ? `profile positions along ${axis} not equally spaced: interpolated linearly onto ${line.nx} equal steps`
      : undefined,
  };
}

function isConstant(values: Float64Array): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max - min <= 1e-12 * Math.max(Math.abs(max), Math.abs(min), 1e-300);
}

/**
 * The common row length of a coordinate that increases along a row and drops at each new row, or
 * undefined when the points are not in such an order (at least two rows of at least two points).
 */
function rowLength(values: Float64Array): number | undefined {
  let length: number | undefined;
  let start = 0;
  for (let i = 1; i <= values.length; i++) {
    if (i === values.length || (values[i] as number) < (values[i - 1] as number)) {
      const n = i - start;
      if (length === undefined) length = n;
      else if (n !== length) return undefined;
      start = i;
    }
  }
  if (length === undefined || length < 2 || length === values.length) return undefined;
  return length;
}

function incrementalX(
  axis: { origin: number; step: number } | undefined,
  nx: number,
  ny: number,
): Float64Array {
  const origin = axis?.origin ?? 0;
  const step = checkedStep(axis, 'X');
  const out = new Float64Array(nx * ny);
  for (let i = 0; i < out.length; i++) out[i] = origin + (i % nx) * step;
  return out;
}

function checkedStep(axis: { step: number } | undefined, name: string): number {
  const step = axis?.step;
  if (step === undefined || !(step > 0) || !Number.isFinite(step)) {
    throw new SurfaceError('corrupt-file', `x3p C${name} has no positive increment`);
  }
  return step;
}

/** Equally spaced target positions: through the mean coordinate of the first and last index. */
function meanAxis(
  coordinates: Float64Array,
  nx: number,
  ny: number,
  along: 'x' | 'y',
): { origin: number; step: number; count: number } {
  const count = along === 'x' ? nx : ny;
  const sums = new Float64Array(count);
  const counts = new Float64Array(count);
  for (let i = 0; i < coordinates.length; i++) {
    const c = coordinates[i] as number;
    if (!Number.isFinite(c)) continue;
    const k = along === 'x' ? i % nx : Math.floor(i / nx);
    sums[k] = (sums[k] as number) + c;
    counts[k] = (counts[k] as number) + 1;
  }
  let first = -1;
  let last = -1;
  for (let k = 0; k < count; k++) {
    if ((counts[k] as number) > 0) {
      if (first < 0) first = k;
      last = k;
    }
  }
  const name = along.toUpperCase();
  if (first < 0 || last === first) {
    throw new SurfaceError('corrupt-file', `x3p ${name} coordinates: fewer than two positioned points`);
  }
  const mean = (k: number) => (sums[k] as number) / (counts[k] as number);
  const step = (mean(last) - mean(first)) / (last - first);
  if (!(step > 0) || !Number.isFinite(step)) {
    throw new SurfaceError(
      'unsupported-image-type',
      `x3p ${name} coordinates do not increase along the grid: cannot be resampled onto a grid`,
    );
  }
  return { origin: mean(first) - first * step, step, count };
}

/**
 * Linear interpolation of `values` sampled at `positions` (NaN positions skipped; the rest must
 * increase strictly) onto origin + k × step, k < target.count; NaN outside the sampled range and
 * between two samples separated by a point without a position.
 */
function interpolateOnto(
  positions: Float64Array,
  values: Float64Array,
  target: { origin: number; step: number; count: number },
  out: Float64Array,
  label: string,
  name: string,
): void {
  const at: number[] = [];
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i] as number;
    if (!Number.isFinite(p)) continue;
    const previous = at[at.length - 1];
    if (previous !== undefined && !(p > (positions[previous] as number))) {
      throw new SurfaceError(
        'unsupported-image-type',
        `x3p ${label}: ${name} coordinates do not increase strictly (point ${i + 1}), not a scanned grid`,
      );
    }
    at.push(i);
  }
  let k = 0;
  for (let i = 0; i < target.count; i++) {
    const t = target.origin + i * target.step;
    out[i] = NaN;
    if (at.length === 0) continue;
    while (k < at.length - 2 && (positions[at[k + 1] as number] as number) < t) k++;
    const a = at[k] as number;
    const b = at[Math.min(k + 1, at.length - 1)] as number;
    const pa = positions[a] as number;
    const pb = positions[b] as number;
    // A target within a ten-millionth of a step of a sample takes that sample alone.
    const eps = 1e-7 * target.step;
    if (Math.abs(t - pa) <= eps) out[i] = values[a] as number;
    else if (Math.abs(t - pb) <= eps) out[i] = values[b] as number;
    // Across a point without a position (an invalid one) nothing is known: no bridging.
    else if (a !== b && t > pa && t < pb && b === a + 1) {
      const f = (t - pa) / (pb - pa);
      out[i] = (values[a] as number) + f * ((values[b] as number) - (values[a] as number));
    }
  }
}
