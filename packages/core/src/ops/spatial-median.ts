// Median spatial filter (spec part 3 §1 Spatial Filter): the median of the valid points of the
// size × size square around each point (clipped to the field at the edges; NaN points ignored as
// neighbours and kept NaN), the mean of the two middle values when their count is even. Inside the field
// with odd counts this is gwy_data_field_filter_median of Gwyddion 2.62.
// Speed for big kernels: Huang's sliding histogram (T. S. Huang et al., 1979) over ranks instead of
// quantised heights, so it stays exact for float64: every valid height gets its rank in the sorted field
// (ties broken by position); the window is a set of ranks held in a presence array plus counts per block
// of 256 ranks; moving one column right removes and adds one window column (2·size updates), and the
// median is found by moving a pointer from the previous median's block (the median moves little between
// neighbours) and scanning one block. Small kernels (≤ 7) gather the window and select directly.
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
  for (let r = 0; r < ny; r++)
    for (let c = 0; c < nx; c++) {
      const i = r * nx + c;
      if (Number.isNaN(z[i])) {
        out[i] = NaN;
        continue;
      }
      let k = 0;
      for (let rr = Math.max(0, r - h); rr <= Math.min(ny - 1, r + h); rr++)
        for (let cc = Math.max(0, c - h); cc <= Math.min(nx - 1, c + h); cc++) {
          const v = z[rr * nx + cc] as number;
          if (!Number.isNaN(v)) window[k++] = v;
        }
      // Insertion sort: at most 49 values.
      for (let a = 1; a < k; a++) {
        const v = window[a] as number;
        let b = a - 1;
        while (b >= 0 && (window[b] as number) > v) {
          window[b + 1] = window[b] as number;
          b--;
        }
        window[b + 1] = v;
      }
      out[i] =
        k % 2 === 1
          ? (window[k >> 1] as number)
          : ((window[(k >> 1) - 1] as number) + (window[k >> 1] as number)) / 2;
    }
  return out;
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
