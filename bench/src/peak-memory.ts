// Peak memory of the analysis kernels (issue 4 item 12: ≤ 4× the field's float64 size): each kernel runs
// once in a fresh Node process on an n × n field (BENCH_MEMORY_SIDE, default 4096); the figure is the
// process's peak resident memory during the kernel minus its resident memory just before, over the field's
// n²·8 bytes. Linux only (/proc); elsewhere the part reports that it was skipped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { round } from './measure.ts';
import { memoryKernels } from './memory-kernels.ts';

export interface PeakMemoryRow {
  kernel: string;
  fieldMiB: number;
  beforeMiB: number;
  peakMiB: number;
  /** (peak − before) / field bytes; the target is ≤ 4. */
  extraPerField: number;
}

export function runPeakMemory(): { side: number; rows: PeakMemoryRow[] } | { skipped: string } {
  if (!existsSync('/proc/self/clear_refs')) return { skipped: 'needs Linux /proc (clear_refs, VmHWM)' };
  const side = Number(process.env.BENCH_MEMORY_SIDE ?? 4096);
  const child = new URL('./peak-memory-child.ts', import.meta.url).pathname;
  const field = side * side * 8;
  const rows = Object.keys(memoryKernels).map((kernel) => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', '--max-old-space-size=8192', child, kernel, String(side)],
      { encoding: 'utf8', maxBuffer: 1 << 20, cwd: new URL('..', import.meta.url).pathname },
    );
    const { before, peak } = JSON.parse(out) as { before: number; peak: number };
    return {
      kernel,
      fieldMiB: round(field / 2 ** 20, 1),
      beforeMiB: round(before / 2 ** 20, 1),
      peakMiB: round(peak / 2 ** 20, 1),
      extraPerField: round((peak - before) / field, 2),
    };
  });
  return { side, rows };
}
