// Median spatial filter (spec part 3 §1 Spatial Filter): the median of the valid points of the
// size × size square around each point (clipped to the field at the edges; NaN points ignored as
// neighbours and kept NaN), the mean of the two middle values when their count is even. Inside the field
// with odd counts this is gwy_data_field_filter_median of Gwyddion 2.62.
// Speed for big kernels: Huang's sliding histogram (T. S. Huang et al., 1979) over ranks instead of
// quantised heights, so it stays exact for float64: every valid height gets its rank in the sorted field
// (ties broken by position); the window is a set of ranks held in a presence array plus counts per block
// of 256 ranks; moving one column right removes and adds one window column (2·size updates), and the
// median is found by moving a pointer from the previous median's block (the median moves little between
// neighbours) and scanning one block. Small kernels (≤ 7) gather the window and quickselect, as Gwyddion
// does for every size.
import { defineOperator } from './define-operator.ts';
import { checkFilterSize, type SpatialFilterParams } from './spatial-filters.ts';

const DIRECT_MAX_SIZE = 7;
const BLOCK_SHIFT = 8;

export function medianFilter(z: Float64Array, nx: number, ny: number, size: number): Float64Array {
  return size <= DIRECT_MAX_SIZE ? directMedian(z, nx, ny, size) : histogramMedian(z, nx, ny, size);
}

function directMedian(z: Float64Array, nx: number, ny: number, size: number): Float64Array {
  const h = (size - 1) / 2;
  const out = new Float64Array(nx * ny);
  const window = new Float64Array(size * size);
  for (let r = 0; r < ny; r++) {
    const r0 = Math.max(0, r - h);
    const r1 = Math.min(ny - 1, r + h);
    for (let c = 0; c < nx; c++) {
      const i = r * nx + c;
      if (Number.isNaN(z[i])) {
        out[i] = NaN;
        continue;
      }
      const c0 = Math.max(0, c - h);
      const c1 = Math.min(nx - 1, c + h);
      let k = 0;
      for (let rr = r0; rr <= r1; rr++) {
        const base = rr * nx;
        for (let cc = c0; cc <= c1; cc++) {
          const v = z[base + cc] as number;
          // NaN !== NaN: invalid neighbours are skipped.
          if (v === v) window[k++] = v;
        }
      }
      out[i] = medianOf(window, k);
    }
  }
  return out;
}

/** The median of window[0..k): the middle value, or the mean of the two middle values for even k. */
function medianOf(a: Float64Array, k: number): number {
  const m = k >> 1;
  const upper = select(a, k, m);
  if (k % 2 === 1) return upper;
  // After selection a[0..m) ≤ a[m]: the lower middle is their maximum.
  let lower = a[0] as number;
  for (let j = 1; j < m; j++) if ((a[j] as number) > lower) lower = a[j] as number;
  return (lower + upper) / 2;
}

/** The m-th smallest of a[0..k) (0-based), Hoare quickselect with a median-of-three pivot; reorders a. */
function select(a: Float64Array, k: number, m: number): number {
  let lo = 0;
  let hi = k - 1;
  while (hi > lo) {
    const x = a[lo] as number;
    const y = a[(lo + hi) >> 1] as number;
    const w = a[hi] as number;
    const pivot = x < y ? (y < w ? y : x < w ? w : x) : x < w ? x : y < w ? w : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (m <= j) hi = j;
    else if (m >= i) lo = i;
    else return a[m] as number;
  }
  return a[m] as number;
}

function histogramMedian(z: Float64Array, nx: number, ny: number, size: number): Float64Array {
  const n = nx * ny;
  const h = (size - 1) / 2;
  // Ranks: sorted valid heights; each point's rank is its value's first position plus the ties before it.
  let m = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(z[i])) m++;
  const sorted = new Float64Array(m);
  m = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(z[i])) sorted[m++] = z[i] as number;
  sorted.sort();
  const ties = new Uint32Array(m);
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = z[i] as number;
    if (Number.isNaN(v)) {
      rank[i] = -1;
      continue;
    }
    let lo = 0;
    let hi = m;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    rank[i] = lo + (ties[lo] as number);
    ties[lo] = (ties[lo] as number) + 1;
  }
  const present = new Uint8Array(m);
  const blocks = new Int32Array((m >> BLOCK_SHIFT) + 1);
  const out = new Float64Array(n);
  // Pointer state: block `med` and the number of window ranks in blocks below it.
  let med = 0;
  let below = 0;
  let count = 0;
  const update = (index: number, delta: 1 | -1): void => {
    const r = rank[index] as number;
    if (r < 0) return;
    present[r] = delta > 0 ? 1 : 0;
    const b = r >> BLOCK_SHIFT;
    blocks[b] = (blocks[b] as number) + delta;
    if (b < med) below += delta;
    count += delta;
  };
  const rankAt = (t: number): number => {
    while (below > t) {
      med--;
      below -= blocks[med] as number;
    }
    while (below + (blocks[med] as number) <= t) {
      below += blocks[med] as number;
      med++;
    }
    let need = t - below;
    let r = med << BLOCK_SHIFT;
    for (; ; r++) {
      if (present[r] === 1) {
        if (need === 0) return r;
        need--;
      }
    }
  };
  for (let r = 0; r < ny; r++) {
    const r0 = Math.max(0, r - h);
    const r1 = Math.min(ny - 1, r + h);
    for (let cc = 0; cc <= Math.min(h - 1, nx - 1); cc++)
      for (let rr = r0; rr <= r1; rr++) update(rr * nx + cc, 1);
    for (let c = 0; c < nx; c++) {
      const enter = c + h;
      if (enter < nx) for (let rr = r0; rr <= r1; rr++) update(rr * nx + enter, 1);
      const leave = c - h - 1;
      if (leave >= 0) for (let rr = r0; rr <= r1; rr++) update(rr * nx + leave, -1);
      const i = r * nx + c;
      if (rank[i] === -1) {
        out[i] = NaN;
        continue;
      }
      const upper = sorted[rankAt(count >> 1)] as number;
      out[i] = count % 2 === 1 ? upper : ((sorted[rankAt((count >> 1) - 1)] as number) + upper) / 2;
    }
    // Empty the window for the next row.
    for (let cc = Math.max(0, nx - h - 1); cc < nx; cc++)
      for (let rr = r0; rr <= r1; rr++) update(rr * nx + cc, -1);
  }
  return out;
}

export const spatialMedian = defineOperator({
  id: 'spatial.median',
  title: 'Spatial filter: median of the size × size neighbourhood',
  kind: 'filter',
  apply(surface, params: SpatialFilterParams) {
    checkFilterSize(params.size);
    return { ...surface, z: medianFilter(surface.z, surface.nx, surface.ny, params.size) };
  },
});
