// One kernel in a fresh process for bench/src/peak-memory.ts: builds the field, lets the garbage collector
// settle, resets the kernel's peak-RSS counter (Linux: "5" into /proc/self/clear_refs), runs the kernel once
// and prints the resident memory before and the peak during it, in bytes, as JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateDemoSurface } from '@asperity/core';
import { memoryKernels } from './memory-kernels.ts';

function status(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

{
  const [kernel = '', side = '1024'] = process.argv.slice(2);
  const run = memoryKernels[kernel];
  if (!run) throw new Error(`unknown kernel ${kernel}`);
  const n = Number(side);
  const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  writeFileSync('/proc/self/clear_refs', '5');
  const before = status('VmRSS');
  const result = run(surface);
  const peak = status('VmHWM');
  process.stdout.write(JSON.stringify({ before, peak, kept: result !== undefined }));
}
