// Fill In Invalids (invalids.fill, harmonic/Laplace interpolation) side by side with Gwyddion 2.62's
// gwy_data_field_laplace_solve on the same mask (issue 6 item 5: "fill-in reported"): the demo field with
// 10 % of its points invalid in discs of radius n/64 at seeded random places, 512² and 1024²
// (BENCH_OPS_FILL_SIZES overrides), median of 3 runs after a warm-up. Gwyddion runs single-threaded in
// bench/gwyddion-peer/ops-geometry.c (built on demand; skipped with a note where libgwyddion20-dev is
// missing) and reports wall time only, so the ratio is of wall times; our CPU time is listed too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOperator, generateDemoSurface, type Surface } from '@asperity/core';
import { median, round } from './measure.ts';

export interface OperatorsFillRow {
  size: string;
  holeFraction: number;
  oursMs: { wall: number; cpu: number };
  gwyddionMs: { wall: number } | null;
  /** ours / Gwyddion, wall time. */
  ratio: number | null;
}

/** A small linear congruential generator: the same holes on every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** 1 where invalid: discs of radius n/64 until `fraction` of the points are covered. */
function holeMask(n: number, fraction: number): Float64Array {
  const mask = new Float64Array(n * n);
  const random = lcg(n);
  const r = Math.max(2, Math.round(n / 64));
  let covered = 0;
  while (covered < fraction * n * n) {
    const cx = Math.floor(random() * n);
    const cy = Math.floor(random() * n);
    for (let row = Math.max(0, cy - r); row <= Math.min(n - 1, cy + r); row++)
      for (let col = Math.max(0, cx - r); col <= Math.min(n - 1, cx + r); col++)
        if ((col - cx) ** 2 + (row - cy) ** 2 <= r * r && mask[row * n + col] === 0) {
          mask[row * n + col] = 1;
          covered++;
        }
  }
  return mask;
}

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build.sh'), ['ops-geometry.c'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'ops-geometry');
  } catch {
    return null;
  }
}

export function runOperatorsFill(): { rows: OperatorsFillRow[]; note?: string } {
  const sizes = (process.env.BENCH_OPS_FILL_SIZES ?? '512,1024').split(',').map(Number);
  const fill = findOperator('invalids.fill');
  if (!fill) throw new Error('no operator invalids.fill');
  const apply = (surface: Surface, params: Record<string, never>, inputs: { surfaces: []; names: [] }) =>
    (fill.apply as (s: Surface, p: Record<string, never>, i: { surfaces: []; names: [] }) => Surface)(
      surface,
      params,
      inputs,
    );
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-ops-fill-'));
  const rows: OperatorsFillRow[] = [];
  try {
    for (const n of sizes) {
      const demo = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const mask = holeMask(n, 0.1);
      const holed: Surface = { ...demo, z: demo.z.map((v, i) => (mask[i] === 1 ? Number.NaN : v)) };
      apply(holed, {}, { surfaces: [], names: [] });
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let r = 0; r < 3; r++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        apply(holed, {}, { surfaces: [], names: [] });
        wall.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      const oursMs = { wall: round(median(wall)), cpu: round(median(cpu)) };
      let gwyddionMs: { wall: number } | null = null;
      if (peer) {
        const file = join(dir, `field-${n}.raw`);
        const maskFile = join(dir, `mask-${n}.raw`);
        writeFileSync(file, new Uint8Array(demo.z.buffer, demo.z.byteOffset, demo.z.byteLength));
        writeFileSync(maskFile, new Uint8Array(mask.buffer));
        const times: number[] = [];
        for (let r = 0; r < 3; r++) {
          const out = JSON.parse(
            execFileSync(peer, [file, String(n), String(n), maskFile, '2', '2', '0', 'timing']).toString(),
          ) as { laplaceSeconds: number };
          times.push(out.laplaceSeconds * 1000);
        }
        gwyddionMs = { wall: round(median(times)) };
      }
      rows.push({
        size: `${n}x${n}`,
        holeFraction: round(mask.reduce((a, b) => a + b, 0) / (n * n), 3),
        oursMs,
        gwyddionMs,
        ratio: gwyddionMs ? round(oursMs.wall / gwyddionMs.wall, 2) : null,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return peer ? { rows } : { rows, note: 'Gwyddion peer not built (needs libgwyddion20-dev)' };
}
