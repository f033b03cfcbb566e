// `npm run bench -- multicore` (issue 20 item 2): kernels (height moments; plane level in place)
// split over the compute pool's threads (apps/server/src/infra/compute/parallel-kernels.ts) against
// the same split run as one part on one worker of the same pool (the same code in the same warmed-up
// threads, so the speed-up is that of the split alone; on a loaded machine the main thread's JIT
// state made a plain call 3–6× slower), beside Gwyddion 2.62 single-threaded for the height moments
// (bench/gwyddion-peer/stats.c) where it is built. Per size (BENCH_MULTICORE_SIZES, default 2048,4096
// and 8192 when the free memory holds 8 fields of it) and thread count (BENCH_MULTICORE_THREADS,
// default 2): median wall and CPU (all threads of this process) of BENCH_MULTICORE_RUNS (default 5)
// rounds, one part and all parts alternating so that load from other work falls on both alike;
// `identical` says whether the split answer equals packages/core's serial one to the bit. The field
// is put in shared memory once (`sharedCopyMs`, outside the timed runs): a server that keeps its
// fields in SharedArrayBuffers pays it never, one that does not pays it once per field.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freemem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { generateDemoSurface, heightMoments, subtractMeanPlane } from '@asperity/core';
import {
  parallelHeightMoments,
  parallelLevelPlane,
  sharedHeights,
  type PartRunner,
} from '../../apps/server/src/infra/compute/parallel-kernels.ts';
import { ComputePool } from '../../apps/server/src/infra/compute/pool.ts';
import { median, round } from './measure.ts';

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;

export interface MulticoreRow {
  kernel: string;
  size: string;
  threads: number;
  serial: { wallMs: number; cpuMs: number };
  parallel: { wallMs: number; cpuMs: number };
  /** Serial wall ÷ parallel wall. */
  speedUp: number;
  identical: boolean;
  sharedCopyMs: number;
  gwyddion: { wallMs: number; cpuMs: number } | null;
  /** Ours on one worker thread ÷ Gwyddion, CPU time (includes the task messages). */
  cpuRatioSingleThread: number | null;
  /** Ours on all threads ÷ Gwyddion, wall time (meaningful only on a quiet machine). */
  wallRatioAllThreads: number | null;
}

function buildPeer(): string | null {
  try {
    execFileSync('sh', [join(peerDir, 'build.sh'), 'stats.c'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'stats');
  } catch {
    return null;
  }
}

function gwyddionStats(peer: string, dir: string, z: Float64Array, n: number) {
  const file = join(dir, `field-${n}.raw`);
  writeFileSync(file, new Uint8Array(z.buffer, z.byteOffset, z.byteLength));
  try {
    const out = JSON.parse(
      execFileSync(peer, [file, String(n), String(n), '1e-6', '1e-6', 'time']).toString(),
    ) as { ms: Record<string, number>; cpuMs: Record<string, number> };
    const sum = (t: Record<string, number>) => (t.get_stats ?? NaN) + (t.get_min_max ?? NaN);
    return { wallMs: round(sum(out.ms)), cpuMs: round(sum(out.cpuMs)) };
  } finally {
    rmSync(file);
  }
}

/** Median wall and CPU of `runs` rounds of one part against all parts, alternating. */
async function compare<T>(
  runs: number,
  one: () => Promise<T>,
  all: () => Promise<T>,
  same: (got: T) => boolean,
): Promise<Pick<MulticoreRow, 'serial' | 'parallel' | 'speedUp' | 'identical'>> {
  // Warm-up: every worker of the pool gets calls enough to have its kernels optimised.
  for (let r = 0; r < 5; r++) {
    await one();
    await all();
  }
  let identical = true;
  const sw: number[] = [];
  const sc: number[] = [];
  const pw: number[] = [];
  const pc: number[] = [];
  for (let r = 0; r < runs; r++) {
    let c = cpuMs();
    let w = performance.now();
    identical &&= same(await one());
    sw.push(performance.now() - w);
    sc.push(cpuMs() - c);
    c = cpuMs();
    w = performance.now();
    identical &&= same(await all());
    pw.push(performance.now() - w);
    pc.push(cpuMs() - c);
  }
  const serial = { wallMs: round(median(sw)), cpuMs: round(median(sc)) };
  const parallel = { wallMs: round(median(pw)), cpuMs: round(median(pc)) };
  return { serial, parallel, speedUp: round(serial.wallMs / parallel.wallMs), identical };
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export async function runMulticore(): Promise<{ rows: MulticoreRow[]; note?: string }> {
  const sizes =
    process.env.BENCH_MULTICORE_SIZES?.split(',').map(Number) ??
    (freemem() >= 8 * 8192 * 8192 * 8 ? [2048, 4096, 8192] : [2048, 4096]);
  const threadCounts = (process.env.BENCH_MULTICORE_THREADS ?? '2').split(',').map(Number);
  const runs = Math.max(3, Number(process.env.BENCH_MULTICORE_RUNS ?? 5));
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-multicore-'));
  const rows: MulticoreRow[] = [];
  try {
    for (const threads of threadCounts) {
      const pool = new ComputePool({ threads, maxQueue: 4 * threads });
      try {
        for (const n of sizes) {
          const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
          const t0 = performance.now();
          const z = sharedHeights(surface.z);
          const sharedCopyMs = round(performance.now() - t0);
          const expected = heightMoments(z);
          const oneThread: PartRunner = { threads: 1, runNamed: (t, i) => pool.runNamed(t, i) };
          const moments = await compare(
            runs,
            () => parallelHeightMoments(oneThread, z),
            () => parallelHeightMoments(pool, z),
            (got) => isDeepStrictEqual(got, expected),
          );
          const gwyddion = peer ? gwyddionStats(peer, dir, surface.z, n) : null;
          rows.push({
            kernel: 'heightMoments',
            size: `${n}x${n}`,
            threads,
            ...moments,
            sharedCopyMs,
            gwyddion,
            cpuRatioSingleThread: gwyddion ? round(moments.serial.cpuMs / gwyddion.cpuMs) : null,
            wallRatioAllThreads: gwyddion ? round(moments.parallel.wallMs / gwyddion.wallMs) : null,
          });
          process.stderr.write(`multicore ${JSON.stringify(rows.at(-1))}\n`);
          // Plane level in place: bit-identity checked once on fresh copies, then timed over the
          // same shared field (levelling it again changes the heights by rounding only).
          const grid = { nx: n, ny: n };
          const planeExpected = subtractMeanPlane(surface).z;
          const fresh = sharedHeights(surface.z);
          await parallelLevelPlane(pool, { ...grid, z: fresh });
          let planeIdentical = true;
          for (let i = 0; i < fresh.length; i++)
            if (!Object.is(fresh[i], planeExpected[i])) {
              planeIdentical = false;
              break;
            }
          const level = await compare(
            runs,
            () => parallelLevelPlane(oneThread, { ...grid, z }),
            () => parallelLevelPlane(pool, { ...grid, z }),
            () => true,
          );
          rows.push({
            kernel: 'planeLevel (in place)',
            size: `${n}x${n}`,
            threads,
            ...level,
            identical: planeIdentical,
            sharedCopyMs,
            gwyddion: null,
            cpuRatioSingleThread: null,
            wallRatioAllThreads: null,
          });
          process.stderr.write(`multicore ${JSON.stringify(rows.at(-1))}\n`);
        }
      } finally {
        await pool.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return peer ? { rows } : { rows, note: 'Gwyddion peer not built (needs libgwyddion20-dev): ours only' };
}
