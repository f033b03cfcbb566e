// Watershed segmentation of a height field into hills (or dales) with Wolf pruning, the feature
// characterisation of ISO 25178-2:2021 §5 (segmentation into hills and dales, the change
// tree; pruning threshold default 5 % of Sz).
//
// Method: the valid pixels are flooded from the highest down (8-connected). A pixel with no processed
// neighbour starts a hill at its height. A pixel touching several hills is a saddle: each hill other
// than the highest one it touches has height (peak − saddle) there — its final height in the change
// tree, because any later meeting happens lower still. A hill lower than the threshold is pruned:
// merged into the highest hill at that saddle (Wolf pruning, which removes the smallest hills first;
// flooding visits saddles from the top, so it prunes in the same order). Hills that survive are the
// significant peaks. Dales are the hills of −z.
//
// The flooding order comes from a bucket sort on the height (n buckets, each then sorted exactly), so
// it is O(n) on ordinary data and never allocates per pixel.

export interface Segmentation {
  /** Significant hills, by descending peak height. */
  readonly peaks: readonly SegmentPeak[];
}

export interface SegmentPeak {
  /** Pixel index of the summit (row * nx + col). */
  readonly index: number;
  /** Summit height in the sign of the segmentation (hills: z; dales: −z). */
  readonly height: number;
}

/**
 * Segments `sign · z` (sign 1: hills, −1: dales) and prunes hills lower than `threshold` (metres,
 * ≥ 0). Invalid (NaN) pixels belong to no hill and separate hills.
 */
export function segment(
  z: Float64Array,
  nx: number,
  ny: number,
  sign: 1 | -1,
  threshold: number,
): Segmentation {
  const order = descendingOrder(z, sign);
  const n = nx * ny;
  const label = new Int32Array(n).fill(-1);
  let capacity = 1024;
  let parent: Int32Array = new Int32Array(capacity);
  let peakHeight: Float64Array = new Float64Array(capacity);
  let peakIndex: Int32Array = new Int32Array(capacity);
  let regions = 0;
  const roots = new Int32Array(8);

  for (let k = 0; k < order.length; k++) {
    const p = order[k] as number;
    const h = sign * (z[p] as number);
    const row = (p / nx) | 0;
    const col = p - row * nx;
    let found = 0;
    let steepest = -1;
    let steepestHeight = -Infinity;
    for (let dr = -1; dr <= 1; dr++) {
      const r = row + dr;
      if (r < 0 || r >= ny) continue;
      for (let dc = -1; dc <= 1; dc++) {
        const c = col + dc;
        if ((dr === 0 && dc === 0) || c < 0 || c >= nx) continue;
        const q = r * nx + c;
        const l = label[q] as number;
        if (l < 0) continue;
        // Union-find root with path halving.
        let root = l;
        while (parent[root] !== root) {
          const up = parent[parent[root] as number] as number;
          parent[root] = up;
          root = up;
        }
        const hq = sign * (z[q] as number);
        if (hq > steepestHeight) {
          steepestHeight = hq;
          steepest = root;
        }
        let seen = false;
        for (let i = 0; i < found; i++) if (roots[i] === root) seen = true;
        if (!seen) roots[found++] = root;
      }
    }
    if (found === 0) {
      if (regions === capacity) {
        capacity *= 2;
        parent = grow(parent, capacity);
        peakHeight = growFloat(peakHeight, capacity);
        peakIndex = grow(peakIndex, capacity);
      }
      parent[regions] = regions;
      peakHeight[regions] = h;
      peakIndex[regions] = p;
      label[p] = regions++;
      continue;
    }
    let highest = roots[0] as number;
    for (let i = 1; i < found; i++) {
      const r = roots[i] as number;
      if ((peakHeight[r] as number) > (peakHeight[highest] as number)) highest = r;
    }
    for (let i = 0; i < found; i++) {
      const r = roots[i] as number;
      if (r !== highest && (peakHeight[r] as number) - h < threshold) parent[r] = highest;
    }
    let root = steepest;
    while (parent[root] !== root) root = parent[root] as number;
    label[p] = root;
  }

  const peaks: SegmentPeak[] = [];
  for (let r = 0; r < regions; r++) {
    if (parent[r] === r) peaks.push({ index: peakIndex[r] as number, height: peakHeight[r] as number });
  }
  peaks.sort((a, b) => b.height - a.height);
  return { peaks };
}

function grow(array: Int32Array, capacity: number): Int32Array {
  const bigger = new Int32Array(capacity);
  bigger.set(array);
  return bigger;
}

function growFloat(array: Float64Array, capacity: number): Float64Array {
  const bigger = new Float64Array(capacity);
  bigger.set(array);
  return bigger;
}

/** Indices of the valid pixels, `sign · z` descending. */
export function descendingOrder(z: Float64Array, sign: 1 | -1): Uint32Array {
  let min = Infinity;
  let max = -Infinity;
  let valid = 0;
  for (let i = 0; i < z.length; i++) {
    const v = sign * (z[i] as number);
    if (v - v !== 0) continue;
    valid++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const order = new Uint32Array(valid);
  if (valid === 0) return order;
  const buckets = Math.max(1024, valid);
  const scale = max > min ? (buckets - 1) / (max - min) : 0;
  const start = new Uint32Array(buckets + 1);
  for (let i = 0; i < z.length; i++) {
    const v = sign * (z[i] as number);
    if (v - v !== 0) continue;
    const b = buckets - 1 - Math.floor((v - min) * scale);
    start[b + 1] = (start[b + 1] as number) + 1;
  }
  for (let b = 0; b < buckets; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const next = start.slice(0, buckets);
  for (let i = 0; i < z.length; i++) {
    const v = sign * (z[i] as number);
    if (v - v !== 0) continue;
    const b = buckets - 1 - Math.floor((v - min) * scale);
    const at = next[b] as number;
    order[at] = i;
    next[b] = at + 1;
  }
  const higherFirst = (a: number, b: number): number => sign * ((z[b] as number) - (z[a] as number)) || a - b;
  for (let b = 0; b < buckets; b++) {
    const from = start[b] as number;
    const to = start[b + 1] as number;
    if (to - from < 2) continue;
    if (to - from > 32) {
      order.subarray(from, to).sort(higherFirst);
      continue;
    }
    // Insertion sort: buckets hold ~1 point on ordinary data; equal heights keep index order.
    for (let i = from + 1; i < to; i++) {
      const item = order[i] as number;
      const v = sign * (z[item] as number);
      let j = i - 1;
      while (j >= from && sign * (z[order[j] as number] as number) < v) {
        order[j + 1] = order[j] as number;
        j--;
      }
      order[j + 1] = item;
    }
  }
  return order;
}
