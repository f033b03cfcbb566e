// Minimum, maximum, mean and count of the valid points of a height field (or one row/column of
// it). Invalid points are NaN in the surface model (DESIGN.md §3); ±Infinity is never a valid
// height either, so both are skipped. The sum is compensated (Neumaier) so the mean of millions
// of nearly equal heights does not drift.

export interface BasicStats {
  /** Number of finite values visited. */
  readonly count: number;
  /** NaN when count is 0. */
  readonly min: number;
  readonly max: number;
  readonly mean: number;
}

/**
 * Statistics of `length` values of `values` starting at `offset` with `stride` between them
 * (defaults: the whole array), so rows and columns are processed without copies.
 */
export function basicStats(
  values: Float64Array,
  length: number = values.length,
  stride = 1,
  offset = 0,
): BasicStats {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`length must be a non-negative integer`);
  if (!Number.isInteger(stride) || stride < 1) throw new RangeError(`stride must be a positive integer`);
  if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer`);
  if (length > 0 && offset + (length - 1) * stride >= values.length) {
    throw new RangeError(
      `length ${length} with stride ${stride} from ${offset} exceeds ${values.length} values`,
    );
  }

  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let compensation = 0;
  for (let i = 0, index = offset; i < length; i++, index += stride) {
    const v = values[index] as number;
    if (!Number.isFinite(v)) continue;
    count++;
    if (v < min) min = v;
    if (v > max) max = v;
    const t = sum + v;
    compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  if (count === 0) return { count: 0, min: NaN, max: NaN, mean: NaN };
  return { count, min, max, mean: (sum + compensation) / count };
}
