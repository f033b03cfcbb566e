// The particle label image (spec part 2 §3 grains result "arrayRegions", with width and height) is
// sent run-length encoded: a 4096² image is 16.7 M labels, but particles and background come in long
// runs along rows, so [label, run length, label, run length, …] over the row-major image is a few
// thousand numbers instead.

/** Row-major labels → [label, count, label, count, …]; runs continue across row ends. */
export function encodeRunLength(labels: ArrayLike<number>): number[] {
  const runs: number[] = [];
  const n = labels.length;
  let i = 0;
  while (i < n) {
    const label = labels[i] as number;
    let j = i + 1;
    while (j < n && labels[j] === label) j++;
    runs.push(label, j - i);
    i = j;
  }
  return runs;
}

export function decodeRunLength(runs: readonly number[], length: number): Int32Array {
  const labels = new Int32Array(length);
  let at = 0;
  for (let r = 0; r + 1 < runs.length; r += 2) {
    const label = runs[r] as number;
    const count = runs[r + 1] as number;
    if (at + count > length) throw new RangeError(`runs cover more than ${length} labels`);
    labels.fill(label, at, at + count);
    at += count;
  }
  if (at !== length) throw new RangeError(`runs cover ${at} labels, expected ${length}`);
  return labels;
}
