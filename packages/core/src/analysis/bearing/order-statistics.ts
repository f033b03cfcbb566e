// Exact order statistics (the k-th smallest valid value) for a few ranks of millions of heights,
// without sorting them all: a 65 536-bin histogram locates the bin of each wanted rank, then only
// the values of those bins are collected and sorted. Three O(n) passes instead of an O(n log n)
// sort of a copy (3 s → 0.2 s at 4096², and no n-sized copy for smooth data). Data whose values
// pile into the wanted bins (a flat surface with spikes) degrades gracefully to sorting those bins.

const BINS = 65536;

/** Valid (finite) values of z at the given ascending ranks 0..count−1; returns count too. */
export function orderStatistics(
  z: Float64Array,
  ranks: readonly number[],
): { readonly count: number; readonly values: Float64Array } {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    // v − v is 0 for finite values, NaN for NaN and ±Infinity.
    if (v - v !== 0) continue;
    count++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const values = new Float64Array(ranks.length);
  for (const rank of ranks) {
    if (!Number.isInteger(rank) || rank < 0 || rank >= count)
      throw new RangeError(`rank ${rank} outside 0..${count - 1}`);
  }
  if (count === 0 || ranks.length === 0) return { count, values };
  if (max === min) return { count, values: values.fill(min) };

  const scale = BINS / (max - min);
  const binOf = (v: number): number => Math.min(BINS - 1, Math.floor((v - min) * scale));
  const counts = new Int32Array(BINS);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v - v !== 0) continue;
    const b = binOf(v);
    counts[b] = (counts[b] as number) + 1;
  }
  const starts = new Float64Array(BINS + 1);
  for (let b = 0; b < BINS; b++) starts[b + 1] = (starts[b] as number) + (counts[b] as number);

  // The bin of each rank: the last b with starts[b] ≤ rank (binary search).
  const slotOfBin = new Int32Array(BINS).fill(-1);
  const binsWanted: number[] = [];
  const binOfRank = ranks.map((rank) => {
    let lo = 0;
    let hi = BINS - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= rank) lo = mid;
      else hi = mid - 1;
    }
    if (slotOfBin[lo] === -1) {
      slotOfBin[lo] = binsWanted.length;
      binsWanted.push(lo);
    }
    return lo;
  });
  const buffers = binsWanted.map((b) => new Float64Array(counts[b] as number));
  const fill = new Int32Array(binsWanted.length);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v - v !== 0) continue;
    const slot = slotOfBin[binOf(v)] as number;
    if (slot < 0) continue;
    (buffers[slot] as Float64Array)[fill[slot] as number] = v;
    fill[slot] = (fill[slot] as number) + 1;
  }
  for (const buffer of buffers) buffer.sort();
  ranks.forEach((rank, i) => {
    const b = binOfRank[i] as number;
    values[i] = (buffers[slotOfBin[b] as number] as Float64Array)[rank - (starts[b] as number)] as number;
  });
  return { count, values };
}
