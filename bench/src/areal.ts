// Areal parameters side by side with Gwyddion 2.62 (issue 4 item 12, "height parameters"): on the same
// field at 512² … 4096² (BENCH_AREAL_SIZES overrides), the median of 5 runs of
// - heightParameters: Sa Sq Ssk Sku Sp Sv Sz St and the General group from a fresh context (one pass),
//   against Gwyddion's statistics for the same numbers: gwy_data_field_get_stats + get_min_max;
// - gradients: Sdq, Sdr, Sdar, Spar (one pass), against get_surface_slope + get_surface_area;
// - materialRatio: every functional parameter (Smr … Vvv, Sk family) from a fresh context (the moments
//   pass for the mean included), read from exact order statistics of a 65 536-bin histogram instead of
//   a sorted copy (areal/material-ratio.ts; 4096²: 2.47 → 1.52 s CPU, of which ~0.45 s is the moments
//   pass), with Gwyddion's get_median (its sort-based statistic) for scale;
// - segmentation: hills and dales with Wolf pruning and the feature parameters (no Gwyddion 2.62 peer).
// Gwyddion runs single-threaded in bench/gwyddion-peer/stats.c (built on demand; skipped with a note
// where libgwyddion20-dev is missing); its caches are invalidated before every run.
// Memory: the height and gradient passes allocate nothing per field; the material ratio curve keeps
// its histogram (65 536 bins, < 1 MiB) and the heights it was asked for, no copy of the field (it kept
// one, 1× the field, until the order statistics replaced the sort); segmentation holds
// climb pointers, basin labels and a chain stack (3 Int32Array of n: 1.5× the field) plus a map of basin
// saddles while it runs. Peak ≤ 1 (field) + 1.5 (segmentation) < 3× the field's float64 size;
// `retainedMiB` is what a context still holds afterwards (4096²: 92 MiB with the sorted copy, 0.8 now).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arealParameters, createArealContext, generateDemoSurface, type Surface } from '@asperity/core';
import { round, timeWallAndCpu } from './measure.ts';

export interface ArealRow {
  size: string;
  kernel: string;
  /** Medians of wall time and of this process's CPU time (user + system) per run. */
  oursMs: number;
  oursCpuMs: number;
  gwyddionMs: number | null;
  gwyddionCpuMs: number | null;
  /** ours / Gwyddion, CPU time (wall time on a shared 2-core machine is mostly queueing). */
  cpuRatio: number | null;
}

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;
const HEIGHT_IDS = new Set([
  'average',
  'min',
  'max',
  'range',
  'Sa',
  'Sq',
  'Ssk',
  'Sku',
  'Sp',
  'Sv',
  'Sz',
  'St',
]);
const GRADIENT_IDS = new Set(['Sdq', 'Sdr', 'Sdar', 'Spar']);
const FUNCTIONAL_IDS = new Set([
  'Smr',
  'Smc',
  'Sxp',
  'Sk',
  'Spk',
  'Svk',
  'Smr1',
  'Smr2',
  'Vm',
  'Vv',
  'Vmp',
  'Vmc',
  'Vvc',
  'Vvv',
]);
const FEATURE_IDS = new Set(['Spd', 'Spc', 'S5p', 'S5v', 'S10z']);

function buildPeer(): string | null {
  try {
    execFileSync('sh', [join(peerDir, 'build.sh'), 'stats.c'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'stats');
  } catch {
    return null;
  }
}

function evaluate(surface: Surface, ids: ReadonlySet<string>): number {
  const context = createArealContext(surface);
  let sum = 0;
  for (const p of arealParameters) if (ids.has(p.id)) sum += p.compute(context);
  return sum;
}

export function runAreal(): { rows: ArealRow[]; retainedMiB: Record<string, number>; note?: string } {
  const sizes = (process.env.BENCH_AREAL_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-areal-'));
  const rows: ArealRow[] = [];
  const retainedMiB: Record<string, number> = {};
  try {
    for (const n of sizes) {
      const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const runs = 5;
      const ours: Record<string, { wall: number; cpu: number }> = {
        heightParameters: timeWallAndCpu(() => evaluate(surface, HEIGHT_IDS), runs),
        gradients: timeWallAndCpu(() => evaluate(surface, GRADIENT_IDS), runs),
        materialRatio: timeWallAndCpu(() => evaluate(surface, FUNCTIONAL_IDS), n >= 4096 ? 3 : runs),
        // Seconds at 4096²: the JIT is warm from the smaller sizes, so no warm-up run there.
        segmentation: timeWallAndCpu(() => evaluate(surface, FEATURE_IDS), n >= 4096 ? 1 : 3, n < 4096),
      };
      // Typed-array memory still held by a context after every parameter but Sal/Str/Std (the curve).
      const before = process.memoryUsage().arrayBuffers;
      const context = createArealContext(surface);
      for (const p of arealParameters) if (!['Sal', 'Str', 'Std'].includes(p.id)) p.compute(context);
      retainedMiB[`${n}x${n}`] = round((process.memoryUsage().arrayBuffers - before) / 2 ** 20, 1);
      let theirs: Record<string, { wall: number; cpu: number }> = {};
      if (peer) {
        const file = join(dir, `field-${n}.raw`);
        writeFileSync(file, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
        const out = JSON.parse(
          execFileSync(peer, [
            file,
            String(n),
            String(n),
            String(surface.dx),
            String(surface.dy),
            'time',
          ]).toString(),
        ) as { ms: Record<string, number>; cpuMs: Record<string, number> };
        const sum = (...keys: string[]): { wall: number; cpu: number } => ({
          wall: keys.reduce((s, k) => s + (out.ms[k] ?? NaN), 0),
          cpu: keys.reduce((s, k) => s + (out.cpuMs[k] ?? NaN), 0),
        });
        theirs = {
          heightParameters: sum('get_stats', 'get_min_max'),
          gradients: sum('get_surface_slope', 'get_surface_area'),
          materialRatio: sum('get_median'),
          // Everything Gwyddion's Statistical Quantities tool computes with these calls.
          allStatistics: sum(
            'get_stats',
            'get_min_max',
            'get_median',
            'get_surface_area',
            'get_surface_slope',
          ),
        };
        rmSync(file);
      }
      for (const [kernel, o] of Object.entries(ours)) {
        const g = theirs[kernel];
        rows.push({
          size: `${n}x${n}`,
          kernel,
          oursMs: o.wall,
          oursCpuMs: o.cpu,
          gwyddionMs: g ? round(g.wall) : null,
          gwyddionCpuMs: g ? round(g.cpu) : null,
          cpuRatio: g ? round(o.cpu / g.cpu) : null,
        });
      }
      const all = theirs.allStatistics;
      const height = ours.heightParameters;
      if (all && height)
        rows.push({
          size: `${n}x${n}`,
          kernel: 'heightParameters vs Gwyddion allStatistics',
          oursMs: height.wall,
          oursCpuMs: height.cpu,
          gwyddionMs: round(all.wall),
          gwyddionCpuMs: round(all.cpu),
          cpuRatio: round(height.cpu / all.cpu),
        });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return peer
    ? { rows, retainedMiB }
    : { rows, retainedMiB, note: 'Gwyddion peer not built (needs libgwyddion20-dev): ours only' };
}
