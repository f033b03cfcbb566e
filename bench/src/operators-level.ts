// Level and form operators side by side with Gwyddion 2.62 (issue 6 item 5): plane level (ours:
// level.plane; Gwyddion: gwy_data_field_fit_plane + gwy_data_field_plane_level) and the polynomial of
// total degree 3 (ours: form.polynomial; Gwyddion: gwy_data_field_fit_poly + gwy_data_field_subtract_poly)
// at 512² … 4096² (BENCH_OPS_LEVEL_SIZES overrides), each the median of 3 runs after a warm-up. Gwyddion
// runs single-threaded in bench/gwyddion-peer/ops-level.c, in place on a copy made outside its timed
// region, while ours allocate and fill the new surface inside theirs (first touch of fresh memory costs
// page faults: at 2048² about as much as Gwyddion's whole in-place plane level); and, like for like, after
// the duplicate Gwyddion's application makes for its undo checkpoint. Targets: ratios ≤ 1.0.
// The plane level is also timed the two ways the server runs it: over a source the caller gives up (an
// intermediate result of applySteps; the copy made outside the timed region, as Gwyddion's in-place
// one), and as a compute worker runs a step list, on the structured-clone copy it receives (the copy
// inside the timed region: Gwyddion's undo duplicate + in-place level, both sides copy then level).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOperator, generateDemoSurface, NO_INPUTS, type Surface } from '@asperity/core';
import { round, timeWallAndCpu, type WallAndCpu } from './measure.ts';

export interface OperatorsLevelRow {
  size: string;
  kernel: Kernel;
  oursMs: WallAndCpu;
  /** Gwyddion in place on a field copied outside the timed region. */
  gwyddionMs: WallAndCpu | null;
  /** Gwyddion as its application runs it: the undo checkpoint's duplicate, then the operation. */
  gwyddionWithUndoCopyMs: WallAndCpu | null;
  /** ours / Gwyddion in place; the target is ≤ 1.0. */
  ratio: WallAndCpu | null;
  /** ours / Gwyddion with the duplicate: like for like (both produce a new field). */
  ratioWithUndoCopy: WallAndCpu | null;
  /** Plane level only: ours over a source given up (applySteps' sourceGivenUp), copy made untimed. */
  oursInPlaceMs?: WallAndCpu;
  /** ours in place / Gwyddion in place. */
  ratioInPlace?: WallAndCpu | null;
  /** Plane level only: the worker's received copy (structured clone) then levelled over it. */
  oursCopyThenInPlaceMs?: WallAndCpu;
  /** ours copy + in place / Gwyddion duplicate + in place. */
  ratioCopyThenInPlace?: WallAndCpu | null;
}

type Kernel = 'planeLevel' | 'poly3';
type PeerKey = Kernel | 'planeLevelWithUndoCopy' | 'poly3WithUndoCopy';

function ratioOf(ours: WallAndCpu, theirs: WallAndCpu | null): WallAndCpu | null {
  return theirs ? { wall: round(ours.wall / theirs.wall, 2), cpu: round(ours.cpu / theirs.cpu, 2) } : null;
}

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build.sh'), ['ops-level.c'], { stdio: 'ignore' });
    return join(peerDir, 'build', 'ops-level');
  } catch {
    return null;
  }
}

function operator(id: string, params: Record<string, unknown>): (surface: Surface) => Surface {
  const op = findOperator(id);
  if (!op) throw new Error(`operator ${id} is not registered`);
  return (surface) => op.apply(surface, params as never, NO_INPUTS);
}

/** Median wall/CPU ms of `run` after an untimed `setup` each time (a warm-up run first). */
function timeAfterSetup<T>(setup: () => T, run: (prepared: T) => unknown, runs: number): WallAndCpu {
  run(setup());
  const samples: WallAndCpu[] = [];
  for (let r = 0; r < runs; r++) {
    const prepared = setup();
    samples.push(timeWallAndCpu(() => run(prepared), 1, false));
  }
  const mid = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1] as number;
  return { wall: mid(samples.map((s) => s.wall)), cpu: mid(samples.map((s) => s.cpu)) };
}

export function runOperatorsLevel(): { rows: OperatorsLevelRow[]; note?: string } {
  const sizes = (process.env.BENCH_OPS_LEVEL_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const plane = operator('level.plane', {});
  const planeOp = findOperator('level.plane');
  if (!planeOp) throw new Error('operator level.plane is not registered');
  const givenUp = { ...NO_INPUTS, sourceGivenUp: true };
  const planeOverSource = (surface: Surface): Surface => planeOp.apply(surface, {} as never, givenUp);
  const poly3 = operator('form.polynomial', {
    degree: 3,
    ignoreOutliers: false,
    outlierThreshold: 3,
    outlierIterations: 2,
  });
  const dir = mkdtempSync(join(tmpdir(), 'bench-ops-level-'));
  const rows: OperatorsLevelRow[] = [];
  try {
    for (const n of sizes) {
      const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const ours = {
        planeLevel: timeWallAndCpu(() => plane(surface), 3),
        poly3: timeWallAndCpu(() => poly3(surface), 3),
      };
      const copyOf = (): Surface => ({ ...surface, z: surface.z.slice() });
      const planeInPlace = timeAfterSetup(copyOf, planeOverSource, 3);
      const planeCopyThenInPlace = timeWallAndCpu(() => planeOverSource(copyOf()), 3);
      let theirs: Partial<Record<PeerKey, WallAndCpu>> = {};
      if (peer) {
        const file = join(dir, `field-${n}.raw`);
        writeFileSync(file, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
        theirs = (
          JSON.parse(
            execFileSync(peer, [file, String(n), String(n), String(surface.dx), 'time']).toString(),
          ) as { ms: Record<PeerKey, WallAndCpu> }
        ).ms;
        rmSync(file);
      }
      for (const kernel of ['planeLevel', 'poly3'] as const) {
        const oursMs = ours[kernel];
        const gwyddionMs = theirs[kernel] ?? null;
        const gwyddionWithUndoCopyMs = theirs[`${kernel}WithUndoCopy`] ?? null;
        rows.push({
          size: `${n}x${n}`,
          kernel,
          oursMs,
          gwyddionMs,
          gwyddionWithUndoCopyMs,
          ratio: ratioOf(oursMs, gwyddionMs),
          ratioWithUndoCopy: ratioOf(oursMs, gwyddionWithUndoCopyMs),
          ...(kernel === 'planeLevel'
            ? {
                oursInPlaceMs: planeInPlace,
                ratioInPlace: ratioOf(planeInPlace, gwyddionMs),
                oursCopyThenInPlaceMs: planeCopyThenInPlace,
                ratioCopyThenInPlace: ratioOf(planeCopyThenInPlace, gwyddionWithUndoCopyMs),
              }
            : {}),
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    rows,
    ...(peer ? {} : { note: 'Gwyddion peer not built (libgwyddion20-dev missing): our timings only' }),
  };
}
