// Area-averaging (box) resampling of a grid to another size. Each output pixel is the mean of the
// source area it covers, fractional source pixels weighted by the part covered, so downsampling
// never aliases like picking the nearest sample does; upsampling repeats pixels (crisp, no blur).
// Separable: rows first, then columns. NaN (invalid) points are left out of the mean; the valid
// fraction of the covered area comes back as `coverage` so edges of holes can fade.

/** For every output index along one axis: the source indices it covers and their weights (sum 1). */
interface AxisWeights {
  readonly start: Int32Array;
  readonly count: Int32Array;
  readonly weight: Float64Array;
  /** Offset of output k's first weight in `weight`. */
  readonly offset: Int32Array;
}

function axisWeights(source: number, target: number): AxisWeights {
  const scale = source / target;
  const start = new Int32Array(target);
  const count = new Int32Array(target);
  const offset = new Int32Array(target);
  const weights: number[] = [];
  for (let k = 0; k < target; k++) {
    const lo = k * scale;
    const hi = Math.min(source, (k + 1) * scale);
    const first = Math.min(source - 1, Math.floor(lo));
    const last = Math.max(first, Math.min(source - 1, Math.ceil(hi) - 1));
    start[k] = first;
    count[k] = last - first + 1;
    offset[k] = weights.length;
    const span = hi - lo;
    for (let i = first; i <= last; i++) {
      const covered = Math.min(hi, i + 1) - Math.max(lo, i);
      weights.push(span > 0 ? Math.max(0, covered) / span : 1 / (last - first + 1));
    }
  }
  return { start, count, offset, weight: Float64Array.from(weights) };
}

export interface Resampled {
  /** Mean of the valid points covered, NaN where none is. Row-major, width × height. */
  readonly values: Float64Array;
  /** Valid fraction (0–1) of each output pixel's area. */
  readonly coverage: Float64Array;
}

/** Resamples a row-major `nx × ny` grid (NaN = invalid) to `width × height`. */
export function resampleArea(
  z: ArrayLike<number>,
  nx: number,
  ny: number,
  width: number,
  height: number,
): Resampled {
  const cols = axisWeights(nx, width);
  const rows = axisWeights(ny, height);
  // Pass 1: every source row reduced to `width` columns (weighted sums and valid weights).
  const rowSum = new Float64Array(ny * width);
  const rowWeight = new Float64Array(ny * width);
  for (let r = 0; r < ny; r++) {
    const base = r * nx;
    for (let k = 0; k < width; k++) {
      const first = cols.start[k]!;
      const n = cols.count[k]!;
      const o = cols.offset[k]!;
      let sum = 0;
      let weight = 0;
      for (let i = 0; i < n; i++) {
        const v = z[base + first + i]!;
        if (v === v) {
          const w = cols.weight[o + i]!;
          sum += w * v;
          weight += w;
        }
      }
      rowSum[r * width + k] = sum;
      rowWeight[r * width + k] = weight;
    }
  }
  // Pass 2: columns.
  const values = new Float64Array(width * height);
  const coverage = new Float64Array(width * height);
  for (let k = 0; k < height; k++) {
    const first = rows.start[k]!;
    const n = rows.count[k]!;
    const o = rows.offset[k]!;
    for (let c = 0; c < width; c++) {
      let sum = 0;
      let weight = 0;
      for (let i = 0; i < n; i++) {
        const w = rows.weight[o + i]!;
        const at = (first + i) * width + c;
        sum += w * rowSum[at]!;
        weight += w * rowWeight[at]!;
      }
      values[k * width + c] = weight > 0 ? sum / weight : NaN;
      coverage[k * width + c] = Math.min(1, weight);
    }
  }
  return { values, coverage };
}

/** The largest size with the aspect ratio `w : h` that fits inside `maxWidth × maxHeight`. */
export function fitInside(
  w: number,
  h: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  if (!(w > 0) || !(h > 0)) return { width: maxWidth, height: maxHeight };
  const scale = Math.min(maxWidth / w, maxHeight / h);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(w * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(h * scale))),
  };
}
