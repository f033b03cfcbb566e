// Kernels split over the compute pool's threads (issue 20 item 2, docs/adr/0020-multicore-kernels.md).
// The field lives in a SharedArrayBuffer, so every thread reads the same memory and no part is
// copied. The work is cut into the kernel's fixed blocks (packages/core decides them from the size
// alone); each thread gets a contiguous run of blocks and answers one result per block, and the
// blocks' results are merged in block order, so the answer equals the serial kernel's to the bit
// whatever the number of threads and whichever thread finishes first.
import {
  EMPTY_HEIGHT_MOMENTS,
  mergeCentralBlocks,
  mergedMean,
  mergePlaneSums,
  momentBlockCount,
  planeRowBlockCount,
  type CentralBlock,
  type HeightMoments,
  type Plane,
  type PlaneSumsBlock,
  type SumBlock,
} from '@asperity/core';
import type { RunOptions } from './pool.ts';
import type {
  CentralBlocksInput,
  GridRunInput,
  MomentBlocksInput,
  ParallelTaskName,
  PlaneRowsInput,
} from './parallel-tasks.ts';

/** What this module needs of the pool (the ComputePool, or a test double). */
export interface PartRunner {
  readonly threads: number;
  runNamed(task: ParallelTaskName, input: unknown, options?: RunOptions): Promise<unknown>;
}

/** The heights over a SharedArrayBuffer: the same array when they already are, else one copy. */
export function sharedHeights(z: Float64Array): Float64Array {
  if (z.buffer instanceof SharedArrayBuffer) return z;
  const shared = new Float64Array(new SharedArrayBuffer(z.length * Float64Array.BYTES_PER_ELEMENT));
  shared.set(z);
  return shared;
}

/** Contiguous runs of blocks, one per part: [from, to) pairs covering 0 … blocks − 1 in order. */
export function blockRuns(blocks: number, parts: number): Array<readonly [number, number]> {
  const count = Math.max(1, Math.min(parts, blocks));
  const runs: Array<readonly [number, number]> = [];
  for (let p = 0; p < count; p++)
    runs.push([Math.floor((p * blocks) / count), Math.floor(((p + 1) * blocks) / count)]);
  return runs;
}

/** Runs `task` over every run of blocks at once and concatenates the answers in block order. */
async function blocksInParallel<T>(
  pool: PartRunner,
  task: ParallelTaskName,
  runs: ReadonlyArray<readonly [number, number]>,
  input: (from: number, to: number) => MomentBlocksInput | CentralBlocksInput | GridRunInput,
  options: RunOptions,
): Promise<T[]> {
  const answers = await Promise.all(
    runs.map(([from, to]) => pool.runNamed(task, input(from, to), options) as Promise<T[]>),
  );
  return answers.flat();
}

/**
 * packages/core heightMoments(z) over the pool's threads, the same result to the bit. `z` should
 * already be shared (sharedHeights); an unshared array is copied into shared memory first.
 */
export async function parallelHeightMoments(
  pool: PartRunner,
  heights: Float64Array,
  options: RunOptions = {},
): Promise<HeightMoments> {
  const z = sharedHeights(heights);
  const runs = blockRuns(momentBlockCount(z.length), pool.threads);
  const sums = await blocksInParallel<SumBlock>(
    pool,
    'momentSums',
    runs,
    (from, to) => ({ z, from, to }),
    options,
  );
  const mean = mergedMean(sums);
  if (Number.isNaN(mean)) return EMPTY_HEIGHT_MOMENTS;
  const central = await blocksInParallel<CentralBlock>(
    pool,
    'momentCentral',
    runs,
    (from, to) => ({ z, from, to, mean }),
    options,
  );
  return mergeCentralBlocks(central, mean);
}

/**
 * Levels a shared grid in place by its least-squares mean plane over the pool's threads (the fit's
 * row blocks on every thread, merged in order; then each thread subtracts it from a run of rows):
 * the plane and every height equal packages/core's fitMeanPlane + subtractMeanPlane to the bit.
 * Answers the plane (NaN coefficients, heights untouched, when no plane is defined).
 */
export async function parallelLevelPlane(
  pool: PartRunner,
  grid: { readonly nx: number; readonly ny: number; readonly z: Float64Array },
  options: RunOptions = {},
): Promise<Plane> {
  const { nx, ny, z } = grid;
  if (!(z.buffer instanceof SharedArrayBuffer))
    throw new TypeError('parallelLevelPlane levels in place: the heights must be shared (sharedHeights)');
  const sums = await blocksInParallel<PlaneSumsBlock>(
    pool,
    'planeSums',
    blockRuns(planeRowBlockCount(ny), pool.threads),
    (from, to) => ({ z, nx, ny, from, to }),
    options,
  );
  const plane = mergePlaneSums({ nx, ny }, sums);
  if (Number.isNaN(plane.z0)) return plane;
  await Promise.all(
    blockRuns(ny, pool.threads).map(([from, to]) => {
      const input: PlaneRowsInput = { z, nx, ny, from, to, plane };
      return pool.runNamed('planeSubtractRows', input, options);
    }),
  );
  return plane;
}
