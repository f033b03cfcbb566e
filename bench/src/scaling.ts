// `npm run bench -- scaling` (issue 20 item 5): every kernel's CPU time per point at each size, and a
// flag where it grows faster than n log n. For each kernel and each step between consecutive sizes,
// growth = (time per point at the larger size ÷ at the smaller) ÷ (log n₂ ÷ log n₁): 1 for an
// n log n kernel, below 1 for a linear one. Above GROWTH_LIMIT (room for cache effects and the
// noise of a shared machine) the step is flagged `superNLogN`. Sizes: BENCH_SCALING_SIZES (default
// 512,1024,2048,4096 and 8192 where the free memory holds MEMORY_FACTOR fields of that size; 16384 only
// when named); a size whose fields do not fit the free memory is skipped with its reason rather than
// risking the machine. Each figure is the median CPU time of 3 runs after a warm-up (CPU time, not
// wall: on a busy machine wall time mostly measures the wait for a core). The table of ns per point is
// also printed to stderr, one row per kernel, so that linear growth can be read at a glance.
import { freemem } from 'node:os';
import {
  arealParameters,
  averagePsd1d,
  computePsd2d,
  createArealContext,
  DEMO_SURFACE_MAX_SIDE,
  findOperator,
  forwardRealFft2d,
  generateDemoSurface,
  grainsAndParticles,
  NO_INPUTS,
  spatialParameters,
  type Surface,
} from '@asperity/core';
import { round, timeWallAndCpu } from './measure.ts';

/** Allowed excess over n log n growth per size step before a kernel is flagged. */
const GROWTH_LIMIT = 1.3;
/**
 * Float64 fields of the size that must fit the free memory before a size runs: the surface, the
 * demo generator's work arrays, and a kernel's peak (issue 20: ≤ 3× the field) with room to spare.
 */
const MEMORY_FACTOR = 8;

function fieldBytes(side: number): number {
  return side * side * 8;
}

/**
 * The demo surface of side n; above the generator's limit (8192) that surface mirrored into a 2×2,
 * 4×4 … arrangement (mirrored so the tiles meet without steps: the same kind of field, not a seam).
 */
function benchSurface(n: number): Surface {
  if (n <= DEMO_SURFACE_MAX_SIDE) return generateDemoSurface({ nx: n, ny: n, seed: 7 });
  const side = DEMO_SURFACE_MAX_SIDE;
  const tile = generateDemoSurface({ nx: side, ny: side, seed: 7 });
  const z = new Float64Array(n * n);
  for (let row = 0; row < n; row++) {
    const tileRow = Math.floor(row / side) % 2 ? side - 1 - (row % side) : row % side;
    const source = tile.z.subarray(tileRow * side, (tileRow + 1) * side);
    for (let col0 = 0; col0 < n; col0 += side) {
      const target = z.subarray(row * n + col0, row * n + col0 + side);
      if ((col0 / side) % 2) for (let c = 0; c < side; c++) target[c] = source[side - 1 - c] as number;
      else target.set(source);
    }
  }
  return { ...tile, nx: n, ny: n, z };
}

function defaultSizes(): number[] {
  const sizes = [512, 1024, 2048, 4096];
  if (freemem() >= MEMORY_FACTOR * fieldBytes(8192)) sizes.push(8192);
  return sizes;
}

const HEIGHT_IDS = ['Sa', 'Sq', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz'];
const GRADIENT_IDS = ['Sdq', 'Sdr'];
const FUNCTIONAL_IDS = [
  'Smr',
  'Smc',
  'Sxp',
  'Sk',
  'Spk',
  'Svk',
  'Smr1',
  'Smr2',
  'Vm',
  'Vv',
  'Vmp',
  'Vmc',
  'Vvc',
  'Vvv',
];
const FEATURE_IDS = ['Spd', 'Spc', 'S5p', 'S5v', 'S10z'];

function parameters(surface: Surface, ids: readonly string[]): number {
  const context = createArealContext(surface);
  let sum = 0;
  for (const p of arealParameters) if (ids.includes(p.id)) sum += p.compute(context);
  return sum;
}

function operator(id: string, params: Record<string, unknown>): (surface: Surface) => Surface {
  const op = findOperator(id);
  if (!op) throw new Error(`operator ${id} is not registered`);
  return (surface) => op.apply(surface, params as never, NO_INPUTS);
}

const kernels: Record<string, (surface: Surface) => unknown> = {
  heightParameters: (s) => parameters(s, HEIGHT_IDS),
  gradients: (s) => parameters(s, GRADIENT_IDS),
  materialRatio: (s) => parameters(s, FUNCTIONAL_IDS),
  segmentation: (s) => parameters(s, FEATURE_IDS),
  grains: (s) =>
    grainsAndParticles(s, {
      particleThresholdPercent: 0.5,
      definedAsAboveThreshold: true,
      excludeParticlesTouchingEdge: false,
      excludeParticlesBelowMinimumSize: false,
      excludeParticlesBelowMinimumSizeThreshold: 0,
    }),
  planeLevel: operator('level.plane', {}),
  gaussian32: (s) => operator('filter.gaussian', { cutoff: 32 * s.dx, type: 'waviness' })(s),
  median5: operator('spatial.median', { size: 5 }),
  fft2d: (s) =>
    forwardRealFft2d(s.nx, s.ny, s.nx, (row, target) =>
      target.set(s.z.subarray(row * s.nx, (row + 1) * s.nx)),
    ),
  rowPsd: (s) => averagePsd1d(s, 'x', { window: 'HANN', tukeyCoefficient: 1, mirror: false }),
  psd2d: (s) => computePsd2d(s),
  acfSalStrStd: (s) => spatialParameters(s, 0.2),
};

export interface ScalingRow {
  kernel: string;
  /** CPU nanoseconds per point at each size (key: side). */
  nsPerPoint: Record<string, number>;
  /** Per size step "a→b": growth of the time per point over that of n log n (1 = n log n). */
  growth: Record<string, number>;
  /** True where some step grows faster than n log n by more than GROWTH_LIMIT. */
  superNLogN: boolean;
}

export function runScaling(): {
  sizes: number[];
  skipped: Record<string, string>;
  growthLimit: number;
  rows: ScalingRow[];
} {
  const asked = process.env.BENCH_SCALING_SIZES?.split(',').map(Number) ?? defaultSizes();
  const only = process.env.BENCH_SCALING_KERNELS?.split(',');
  const names = Object.keys(kernels).filter((k) => !only || only.includes(k));
  const ns: Record<string, Record<string, number>> = Object.fromEntries(names.map((k) => [k, {}]));
  const sizes: number[] = [];
  const skipped: Record<string, string> = {};
  for (const n of asked) {
    const free = freemem();
    if (free < MEMORY_FACTOR * fieldBytes(n)) {
      skipped[String(n)] =
        `needs ${MEMORY_FACTOR} × ${fieldBytes(n) / 2 ** 20} MiB free, ${Math.round(free / 2 ** 20)} MiB free`;
      continue;
    }
    sizes.push(n);
    const surface = benchSurface(n);
    for (const name of names) {
      const kernel = kernels[name] as (surface: Surface) => unknown;
      const { cpu } = timeWallAndCpu(() => kernel(surface), 3);
      (ns[name] as Record<string, number>)[String(n)] = round((cpu * 1e6) / (n * n), 1);
    }
  }
  printTable(sizes, ns);
  const rows = names.map((kernel): ScalingRow => {
    const perPoint = ns[kernel] as Record<string, number>;
    const growth: Record<string, number> = {};
    for (let i = 1; i < sizes.length; i++) {
      const a = sizes[i - 1] as number;
      const b = sizes[i] as number;
      const nLogN = Math.log(b * b) / Math.log(a * a);
      growth[`${a}→${b}`] = round(
        (perPoint[String(b)] as number) / (perPoint[String(a)] as number) / nLogN,
        2,
      );
    }
    return {
      kernel,
      nsPerPoint: perPoint,
      growth,
      superNLogN: Object.values(growth).some((g) => g > GROWTH_LIMIT),
    };
  });
  return { sizes, skipped, growthLimit: GROWTH_LIMIT, rows };
}

/** ns of CPU per point, a kernel per row and a size per column (constant across a row = linear). */
function printTable(sizes: readonly number[], ns: Record<string, Record<string, number>>): void {
  const lines = [['ns/point', ...sizes.map((n) => `${n}²`)].join('\t')];
  for (const [kernel, perPoint] of Object.entries(ns))
    lines.push([kernel, ...sizes.map((n) => String(perPoint[String(n)] ?? '—'))].join('\t'));
  process.stderr.write(`scaling, CPU ns per point:\n${lines.join('\n')}\n`);
}
