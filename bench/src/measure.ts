// Timing helpers: medians of repeated runs, because a single run on a shared 2-core machine is noise.

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** Runs `fn` once to warm up, then `runs` times, and reports the median and minimum wall time. */
export function time(fn: () => unknown, runs: number): Timing {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return { medianMs: round(median(samples)), minMs: round(Math.min(...samples)), runs };
}

export interface WallAndCpu {
  wall: number;
  cpu: number;
}

/**
 * Median wall and CPU milliseconds (this process, all threads) of `runs` runs, after one warm-up run unless
 * `warmUp` is false. On a shared machine the CPU time is the steadier figure to compare with a peer's.
 */
export function timeWallAndCpu(fn: () => unknown, runs: number, warmUp = true): WallAndCpu {
  if (warmUp) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: round(median(wall)), cpu: round(median(cpu)) };
}

export function round(value: number, digits = 3): number {
  const k = 10 ** digits;
  return Math.round(value * k) / k;
}
