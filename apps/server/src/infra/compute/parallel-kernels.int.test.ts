// Kernels split over real worker threads give the serial kernel's answer to the bit (issue 20 item 2).
import {
  fitMeanPlane,
  generateDemoSurface,
  heightMoments,
  MOMENT_BLOCK,
  subtractMeanPlane,
} from '@asperity/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blockRuns,
  parallelHeightMoments,
  parallelLevelPlane,
  sharedHeights,
  type PartRunner,
} from './parallel-kernels.ts';
import type { ParallelTaskName } from './parallel-tasks.ts';
import { ComputePool } from './pool.ts';

describe('blockRuns', () => {
  it('covers every block once, in order, in at most `parts` contiguous runs', () => {
    expect(blockRuns(16, 2)).toEqual([
      [0, 8],
      [8, 16],
    ]);
    expect(blockRuns(5, 3)).toEqual([
      [0, 1],
      [1, 3],
      [3, 5],
    ]);
    expect(blockRuns(1, 4)).toEqual([[0, 1]]);
    expect(blockRuns(3, 0)).toEqual([[0, 3]]);
  });
});

describe('sharedHeights', () => {
  it('copies ordinary heights into shared memory once and keeps shared ones as they are', () => {
    const z = Float64Array.from([1, NaN, -2]);
    const shared = sharedHeights(z);
    expect(shared.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...shared]).toEqual([1, NaN, -2]);
    expect(sharedHeights(shared)).toBe(shared);
  });
});

describe('parallelHeightMoments on the compute pool', () => {
  const pool = new ComputePool({ threads: 2, maxQueue: 8 });
  afterAll(() => pool.close());

  // 5.3 blocks (the last one partial), NaN and ±Infinity, a 1 mm offset under µm roughness.
  const side = Math.ceil(Math.sqrt(5.3 * MOMENT_BLOCK));
  const demo = generateDemoSurface({ nx: side, ny: side, seed: 3 });
  const z = Float64Array.from(demo.z, (v, i) => (i % 101 === 0 ? NaN : i % 997 === 0 ? Infinity : 1e-3 + v));

  it('equals the serial heightMoments to the bit on 2 threads', async () => {
    const serial = heightMoments(z);
    expect(serial.count).toBeGreaterThan(0);
    expect(await parallelHeightMoments(pool, z)).toEqual(serial);
  });

  it('equals it whatever the number of parts and the order in which they finish', async () => {
    const serial = heightMoments(z);
    const shared = sharedHeights(z);
    for (const threads of [1, 3, 6, 9]) {
      // Later parts answer first: merging in block order must not care.
      const delayed: PartRunner = {
        threads,
        runNamed: async (task: ParallelTaskName, input: unknown) => {
          const { from } = input as { from: number };
          await new Promise((resolve) => setTimeout(resolve, 40 - 4 * from));
          return pool.runNamed(task, input);
        },
      };
      expect(await parallelHeightMoments(delayed, shared)).toEqual(serial);
    }
  });

  it('answers the empty moments for a field without a finite height', async () => {
    const nan = new Float64Array(MOMENT_BLOCK + 5).fill(NaN);
    const m = await parallelHeightMoments(pool, nan);
    expect(m.count).toBe(0);
    expect(m.mean).toBeNaN();
  });

  it('levels a tilted field with NaN in place to the serial plane and heights to the bit', async () => {
    // 1100 rows: 4.3 blocks of 256 rows; a tilt and invalid points.
    const nx = 1500;
    const ny = 1100;
    const tilted = Float64Array.from({ length: nx * ny }, (_, i) =>
      i % 211 === 0 ? NaN : 1e-3 + 4e-9 * (i % nx) - 2e-9 * Math.floor(i / nx) + 1e-8 * Math.sin(i),
    );
    const surface = { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z: tilted, meta: {} };
    const plane = fitMeanPlane(surface);
    const expected = subtractMeanPlane(surface, plane).z;
    for (const threads of [2, 5]) {
      const shared = sharedHeights(tilted);
      const runner: PartRunner = { threads, runNamed: (t, i) => pool.runNamed(t, i) };
      expect(await parallelLevelPlane(runner, { nx, ny, z: shared })).toEqual(plane);
      let differing = 0;
      for (let i = 0; i < expected.length; i++) if (!Object.is(shared[i], expected[i])) differing++;
      expect(differing).toBe(0);
    }
  });

  it('refuses heights that are not shared rather than level a copy nobody sees', async () => {
    await expect(parallelLevelPlane(pool, { nx: 2, ny: 2, z: new Float64Array(4) })).rejects.toThrow(
      TypeError,
    );
  });
});
