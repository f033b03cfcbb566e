// Core kernel timings per surface size (DESIGN.md §8: 512² … 4096²).
import { basicStats, generateDemoSurface } from '@asperity/core';
import { time, type Timing } from './measure.ts';

export const benchSizes = [512, 1024, 2048, 4096] as const;

export interface KernelResult {
  kernel: string;
  size: string;
  points: number;
  timing: Timing;
  megapointsPerSecond: number;
}

export function runKernels(): KernelResult[] {
  const results: KernelResult[] = [];
  for (const n of benchSizes) {
    const runs = n >= 2048 ? 5 : 9;
    // The demo generator is only a fixture for the landing page: timed at the small sizes only.
    if (n <= 1024)
      results.push(
        entry(
          'generateDemoSurface',
          n,
          time(() => generateDemoSurface({ nx: n, ny: n, seed: 7 }), 3),
        ),
      );
    const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
    results.push(
      entry(
        'basicStats',
        n,
        time(() => basicStats(surface.z), runs),
      ),
    );
    // Column access (stride nx) is the cache-unfriendly case kernels must still handle without copies.
    results.push(
      entry(
        'basicStats.columns',
        n,
        time(() => {
          for (let col = 0; col < n; col++) basicStats(surface.z, n, n, col);
        }, runs),
      ),
    );
  }
  return results;
}

function entry(kernel: string, n: number, timing: Timing): KernelResult {
  const points = n * n;
  return {
    kernel,
    size: `${n}x${n}`,
    points,
    timing,
    megapointsPerSecond: Math.round((points / 1e6 / (timing.medianMs / 1000)) * 10) / 10,
  };
}
