// Filter operators side by side with Gwyddion 2.62 (issue 6 item 5): the areal Gaussian filter
// (filter.gaussian, ISO 16610-61, waviness) against gwy_data_field_filter_gaussian with the equivalent
// σ = α λc / √(2π), at two cut-offs, and the median filter (spatial.median) against
// gwy_data_field_filter_median, on the demo field at 512² … 4096² (BENCH_OPS_FILTER_SIZES overrides), each
// the median of 3 runs after a warm-up. Gwyddion runs single-threaded in bench/gwyddion-peer/ops-filter.c
// (built on demand; skipped with a note where libgwyddion20-dev is missing). Wall and CPU time are both
// reported: on a shared, loaded machine the CPU-time ratio is the steadier comparison. The target is the
// Gaussian at ≤ 1.0× Gwyddion; the median (5 × 5, and 21 × 21 up to 2048²) is reported beside Gwyddion's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOperator, generateDemoSurface, type Surface } from '@asperity/core';
import { round, timeWallAndCpu, type WallAndCpu } from './measure.ts';

export interface OperatorsFilterRow {
  size: string;
  kernel: string;
  oursMs: WallAndCpu;
  gwyddionMs: WallAndCpu | null;
  /** ours / Gwyddion. */
  ratio: WallAndCpu | null;
}

/** ISO cut-offs in pixels (σ = 6.0 and 24.0 pixels in Gwyddion's terms) and median kernel sizes. */
const CUTOFF_PIXELS = [32, 128];
const MEDIAN_SIZES = [5, 21];
/** Gwyddion's median costs size² per point: 21 × 21 runs up to this side only (≈ 1 min at 2048²). */
const LARGE_MEDIAN_MAX_SIDE = 2048;
const ALPHA = Math.sqrt(Math.LN2 / Math.PI);

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build.sh'), ['ops-filter.c'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'ops-filter');
  } catch {
    return null;
  }
}

function apply(id: string, surface: Surface, params: Record<string, unknown>): Surface {
  const operator = findOperator(id);
  if (!operator) throw new Error(`no operator ${id}`);
  return (
    operator.apply as (s: Surface, p: Record<string, unknown>, i: { surfaces: []; names: [] }) => Surface
  )(surface, params, { surfaces: [], names: [] });
}

function peerTime(
  peer: string,
  file: string,
  n: number,
  dx: number,
  sigma: number,
  size: number,
): WallAndCpu {
  const out = JSON.parse(
    execFileSync(peer, [
      file,
      String(n),
      String(n),
      String(dx),
      'time',
      String(sigma),
      String(size),
    ]).toString(),
  ) as { ms: Record<'gaussian' | 'median', WallAndCpu | undefined> };
  const ms = sigma > 0 ? out.ms.gaussian : out.ms.median;
  if (!ms) throw new Error('peer returned no timing');
  return ms;
}

export function runOperatorsFilter(): { rows: OperatorsFilterRow[]; note?: string } {
  const sizes = (process.env.BENCH_OPS_FILTER_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-ops-filter-'));
  const rows: OperatorsFilterRow[] = [];
  const push = (n: number, kernel: string, oursMs: WallAndCpu, gwyddionMs: WallAndCpu | null): void => {
    rows.push({
      size: `${n}x${n}`,
      kernel,
      oursMs,
      gwyddionMs,
      ratio: gwyddionMs
        ? { wall: round(oursMs.wall / gwyddionMs.wall, 2), cpu: round(oursMs.cpu / gwyddionMs.cpu, 2) }
        : null,
    });
  };
  try {
    for (const n of sizes) {
      const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const file = join(dir, `field-${n}.raw`);
      writeFileSync(file, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
      for (const px of CUTOFF_PIXELS) {
        const sigma = (ALPHA * px) / Math.sqrt(2 * Math.PI);
        const ours = timeWallAndCpu(
          () => apply('filter.gaussian', surface, { cutoff: px * surface.dx, type: 'waviness' }),
          3,
        );
        push(
          n,
          `gaussian λc=${px}px (σ=${round(sigma, 2)}px)`,
          ours,
          peer ? peerTime(peer, file, n, surface.dx, sigma, 0) : null,
        );
      }
      for (const size of MEDIAN_SIZES) {
        if (size > 5 && n > LARGE_MEDIAN_MAX_SIDE) continue;
        const ours = timeWallAndCpu(() => apply('spatial.median', surface, { size }), 3);
        push(n, `median ${size}x${size}`, ours, peer ? peerTime(peer, file, n, surface.dx, 0, size) : null);
      }
      rmSync(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    rows,
    ...(peer ? {} : { note: 'Gwyddion peer not built (libgwyddion20-dev missing): our timings only' }),
  };
}
