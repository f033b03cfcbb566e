// Profile-parameter kernels (issue 4 item 2) on the demo field at 512² … 4096² (BENCH_PROFILE_SIZES
// overrides): every parameter of every row, unfiltered (side by side with Gwyddion 2.62's line
// statistics on the same levelled rows: bench/gwyddion-peer/profile.c, single-threaded, built on
// demand and skipped with a note where libgwyddion20-dev is missing), then with the default spline
// filter and with the Gaussian filter (λc = a fifth of the row; Gwyddion's library has no profile
// filter to compare with), and one diagonal extraction. Both sides report their best of the runs
// (the machine is shared, so the minimum is the least noisy estimate of each).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  extractProfile,
  generateDemoSurface,
  profileParametersAnalysis,
  type ProfileParametersParams,
  type Surface,
} from '@asperity/core';
import { time } from './measure.ts';

export interface ProfileBenchRow {
  size: string;
  kernel: string;
  oursMs: number;
  gwyddionMs: number | null;
  /** ours / Gwyddion where Gwyddion has the same computation. */
  ratio: number | null;
}

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;
const sections = 5;

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build.sh'), ['profile'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'profile');
  } catch {
    return null;
  }
}

function allRows(surface: Surface, overrides: Partial<ProfileParametersParams>): () => unknown {
  const params: ProfileParametersParams = {
    line: { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } },
    averageEntire: true,
    includeFilter: true,
    filter: 'spline',
    component: 'roughness',
    // λc = L/sections as measured before the automatic λc came from the standard series.
    cutoffLength: { type: 'CUSTOM', customValue: ((surface.nx - 1) * surface.dx) / sections },
    numberOfSamples: { type: 'user-specified', customValue: sections },
    materialRatioLevel: 0,
    ...overrides,
  };
  return () => profileParametersAnalysis.run(surface, params);
}

export function runProfile(): { rows: ProfileBenchRow[]; note?: string } {
  const sizes = (process.env.BENCH_PROFILE_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const rows: ProfileBenchRow[] = [];
  try {
    for (const n of sizes) {
      const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const runs = n >= 2048 ? 1 : 3;
      const ours: Record<string, number> = {
        allRowsUnfiltered: time(allRows(surface, { includeFilter: false }), 3).minMs,
        allRowsSpline: time(allRows(surface, {}), runs).minMs,
        allRowsGaussian: time(allRows(surface, { filter: 'gaussian' }), runs).minMs,
        diagonalExtraction: time(
          () => extractProfile(surface, { type: 'diagonal', start: { x: 0, y: 0 }, end: { x: 1, y: 1 } }),
          5,
        ).minMs,
      };
      let gwyddionUnfiltered: number | null = null;
      if (peer) {
        const file = join(dir, `field-${n}.raw`);
        writeFileSync(file, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
        const last = String(n - 1);
        const out = JSON.parse(
          execFileSync(
            peer,
            [
              file,
              String(n),
              String(n),
              String(surface.dx),
              String(surface.dy),
              String(sections),
              '0',
              '0',
              last,
              last,
              '3',
            ],
            { maxBuffer: 1 << 28 },
          ).toString(),
        ) as { rowStatsMs: number };
        gwyddionUnfiltered = out.rowStatsMs;
        rmSync(file);
      }
      for (const [kernel, oursMs] of Object.entries(ours)) {
        const gwyddionMs = kernel === 'allRowsUnfiltered' ? gwyddionUnfiltered : null;
        rows.push({
          size: `${n}x${n}`,
          kernel,
          oursMs,
          gwyddionMs,
          ratio: gwyddionMs ? Math.round((oursMs / gwyddionMs) * 1000) / 1000 : null,
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return peer
    ? { rows }
    : { rows, note: 'Gwyddion peer not built (needs libgwyddion20-dev): Gwyddion columns are null' };
}
