// Level and form operators side by side with Gwyddion 2.62 (issue 6 item 5): plane level (ours:
// level.plane; Gwyddion: gwy_data_field_fit_plane + gwy_data_field_plane_level) and the polynomial of
// total degree 3 (ours: form.polynomial; Gwyddion: gwy_data_field_fit_poly + gwy_data_field_subtract_poly)
// at 512² … 4096² (BENCH_OPS_LEVEL_SIZES overrides), each the median of 3 runs after a warm-up. Gwyddion
// runs single-threaded in bench/gwyddion-peer/ops-level.c, in place on a copy made outside its timed
// region, while ours allocate and fill the new surface inside theirs (first touch of fresh memory costs
// page faults: at 2048² about as much as Gwyddion's whole in-place plane level); and, like for like, after
// the duplicate Gwyddion's application makes for its undo checkpoint. Targets: ratios ≤ 1.0.
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

export function runOperatorsLevel(): { rows: OperatorsLevelRow[]; note?: string } {
  const sizes = (process.env.BENCH_OPS_LEVEL_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const plane = operator('level.plane', {});
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
