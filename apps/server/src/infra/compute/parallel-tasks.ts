// Tasks that each compute a part of one kernel over a field held in shared memory
// (SharedArrayBuffer: every worker reads the same pages, nothing is copied). The caller splits the
// work into parts and merges the parts' results in a fixed order (parallel-kernels.ts); a task here
// never decides the split, so the result is the serial one to the bit (docs/adr/0020).
import {
  centralBlock,
  planeSumsBlock,
  subtractPlaneRows,
  sumBlock,
  type CentralBlock,
  type Plane,
  type PlaneSumsBlock,
  type SumBlock,
} from '@asperity/core';
import { defineTask } from './tasks.ts';

/** Blocks `from` … `to` − 1 of the height-moments passes (packages/core MOMENT_BLOCK points each). */
export interface MomentBlocksInput {
  /** Heights over a SharedArrayBuffer. */
  readonly z: Float64Array;
  readonly from: number;
  readonly to: number;
}

export interface CentralBlocksInput extends MomentBlocksInput {
  /** The provisional mean merged from every block's first pass. */
  readonly mean: number;
}

/** A grid over a SharedArrayBuffer and a run of its row blocks or rows, `from` … `to` − 1. */
export interface GridRunInput {
  readonly z: Float64Array;
  readonly nx: number;
  readonly ny: number;
  readonly from: number;
  readonly to: number;
}

export interface PlaneRowsInput extends GridRunInput {
  readonly plane: Plane;
}

export const parallelTasks = {
  /** First pass of the height moments over some blocks: count and sum of the finite heights. */
  momentSums: defineTask<MomentBlocksInput, SumBlock[]>({
    run: ({ z, from, to }) => {
      const blocks: SumBlock[] = [];
      for (let b = from; b < to; b++) blocks.push(sumBlock(z, z.length, 1, 0, b));
      return blocks;
    },
  }),
  /** Second pass: powers of z − mean and the extremes, per block. */
  momentCentral: defineTask<CentralBlocksInput, CentralBlock[]>({
    run: ({ z, from, to, mean }) => {
      const blocks: CentralBlock[] = [];
      for (let b = from; b < to; b++) blocks.push(centralBlock(z, z.length, 1, 0, b, mean));
      return blocks;
    },
  }),
  /** The mean plane's normal-equation sums of some blocks of rows. */
  planeSums: defineTask<GridRunInput, PlaneSumsBlock[]>({
    run: ({ z, nx, ny, from, to }) => {
      const blocks: PlaneSumsBlock[] = [];
      for (let b = from; b < to; b++) blocks.push(planeSumsBlock({ z, nx, ny }, b));
      return blocks;
    },
  }),
  /** Subtracts the plane from rows `from` … `to` − 1 in place, in the shared memory. */
  planeSubtractRows: defineTask<PlaneRowsInput, null>({
    run: ({ z, nx, ny, from, to, plane }) => {
      subtractPlaneRows(z, z, nx, ny, plane, from, to);
      return null;
    },
  }),
};

export type ParallelTaskName = keyof typeof parallelTasks;
