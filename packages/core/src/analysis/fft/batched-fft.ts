// A batch of complex transforms of one length, stored row-major (transform b's element i at b + batch·i):
// the rows of a field travel as lanes side by side, the columns of a band as they lie. Lengths whose
// prime factors are 2, 3 and 5 with an even batch run the WebAssembly SIMD stages of
// assembly/fft-stages.ts, two transforms per f64x2 lane pair, on arrays that live in the module's memory
// (the caller fills `re`/`im` there directly, so nothing is copied in or out); every other case, or a
// runtime without WebAssembly SIMD, runs the TypeScript stages of complex-fft.ts on ordinary arrays.
// Both give the same numbers to rounding (docs/adr/0015-wasm-simd-fft.md).
import { batchedColumnFft } from './complex-fft.ts';
import { FFT_STAGES_WASM_HEX } from './fft-stages-wasm.generated.ts';

export interface BatchedFft {
  readonly n: number;
  readonly batch: number;
  /** Inputs and results: transform b's element i at b + batch·i (batch·n values). */
  readonly re: Float64Array;
  readonly im: Float64Array;
  /** Whether the WebAssembly SIMD stages run this batch. */
  readonly simd: boolean;
  /** Transforms every lane in place; `inverse` uses exp(+2πi·jk/n) and does not divide by n. */
  run(inverse: boolean): void;
  /** The caller's own doubles in the same memory (for loadLanes' inputs and the power sums). */
  readonly workspace: Float64Array;
  /**
   * Fills every lane from 2·batch profiles of n values laid one after another in `profiles` (profile
   * 2·l to lane l of re, 2·l + 1 to lane l of im) as (value − means[slot])·weights[i]; the three are
   * views of `workspace`. Every lane is written.
   */
  loadLanes(profiles: Float64Array, means: Float64Array, weights: Float64Array): void;
  /**
   * sums[k] += Σ over lanes of |A_k|² + |B_k|², k ≤ half, where a lane holds C = F(a + i·b) of two real
   * inputs: A = (C_k + conj C_{n−k})/2, B = (C_k − conj C_{n−k})/2i. `sums` is a view of `workspace`.
   */
  accumulatePairPower(sums: Float64Array, half: number): void;
  /** The mean of a view of `workspace`, NaN when it holds a NaN. */
  meanOf(values: Float64Array): number;
}

/** A batch of `batch` transforms of length n, zero-filled, with `workspaceDoubles` doubles beside it. */
export function batchedFft(n: number, batch: number, workspaceDoubles = 0): BatchedFft {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(batch) || batch < 1)
    throw new RangeError(`batched FFT needs positive integer sizes, got n=${n}, batch=${batch}`);
  const radices = simdRadices(n);
  const module = simdEnabled && radices && batch % 2 === 0 ? stagesModule() : null;
  return module && radices
    ? new SimdBatch(n, batch, workspaceDoubles, radices, module)
    : new ScalarBatch(n, batch, workspaceDoubles);
}

let simdEnabled = true;

/** Turns the SIMD stages off or on (benchmarks and tests compare both paths); returns the old setting. */
export function useSimdFft(enabled: boolean): boolean {
  const previous = simdEnabled;
  simdEnabled = enabled;
  return previous;
}

/** Whether this runtime can run the SIMD stages at all. */
export function simdFftAvailable(): boolean {
  return stagesModule() !== null;
}

/**
 * Radices 4, 2, 3, 5 in the order the stages apply them, or null when n has another prime factor. No
 * radix 8: its sixteen input vectors spill the registers, and 4096-point batches ran ≈ 10 % slower.
 */
function simdRadices(n: number): number[] | null {
  const radices: number[] = [];
  let rest = n;
  while (rest % 4 === 0) {
    radices.push(4);
    rest /= 4;
  }
  for (const p of [2, 3, 5]) {
    while (rest % p === 0) {
      radices.push(p);
      rest /= p;
    }
  }
  return rest === 1 ? radices : null;
}

class ScalarBatch implements BatchedFft {
  readonly re: Float64Array;
  readonly im: Float64Array;
  readonly workspace: Float64Array;
  readonly simd = false;
  private readonly scratchRe: Float64Array;
  private readonly scratchIm: Float64Array;

  constructor(
    readonly n: number,
    readonly batch: number,
    workspaceDoubles: number,
  ) {
    this.re = new Float64Array(n * batch);
    this.im = new Float64Array(n * batch);
    this.scratchRe = new Float64Array(n * batch);
    this.scratchIm = new Float64Array(n * batch);
    this.workspace = new Float64Array(workspaceDoubles);
  }

  run(inverse: boolean): void {
    batchedColumnFft(this.n, this.re, this.im, this.batch, inverse, this.scratchRe, this.scratchIm);
  }

  loadLanes(profiles: Float64Array, means: Float64Array, weights: Float64Array): void {
    const { n, batch } = this;
    for (let slot = 0; slot < 2 * batch; slot++) {
      const target = slot % 2 === 0 ? this.re : this.im;
      const lane = slot >> 1;
      const mean = means[slot] as number;
      for (let i = 0; i < n; i++)
        target[lane + batch * i] = ((profiles[slot * n + i] as number) - mean) * (weights[i] as number);
    }
  }

  accumulatePairPower(sums: Float64Array, half: number): void {
    const { re, im, n, batch } = this;
    for (let k = 0; k <= half; k++) {
      const at = batch * k;
      const atMirror = k === 0 ? 0 : batch * (n - k);
      let power = 0;
      for (let lane = 0; lane < batch; lane++) {
        const cr = re[at + lane] as number;
        const ci = im[at + lane] as number;
        const dr = re[atMirror + lane] as number;
        const di = im[atMirror + lane] as number;
        const ar = cr + dr;
        const ai = ci - di;
        const br = ci + di;
        const bi = cr - dr;
        power += ar * ar + ai * ai + br * br + bi * bi;
      }
      sums[k] = (sums[k] as number) + 0.25 * power;
    }
  }

  meanOf(values: Float64Array): number {
    let sum = 0;
    for (const value of values) sum += value;
    return sum / values.length;
  }
}

// The slice of the WebAssembly JS API the core uses; the core's lib has no DOM types, so it is declared
// here and read from globalThis (absent in a runtime without WebAssembly).
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
type StageFunction = (
  xr: number,
  xi: number,
  yr: number,
  yi: number,
  tw: number,
  m: number,
  s: number,
) => void;
type LoadLanesFunction = (
  re: number,
  im: number,
  profiles: number,
  means: number,
  weights: number,
  n: number,
  batch: number,
) => void;
type MeanFunction = (values: number, n: number) => number;
type PairPowerFunction = (
  re: number,
  im: number,
  sums: number,
  n: number,
  half: number,
  batch: number,
) => void;
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}

let compiled: object | null | undefined;

/** The compiled stages module, or null where WebAssembly or its SIMD proposal is missing. */
function stagesModule(): object | null {
  if (compiled !== undefined) return compiled;
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  try {
    compiled = api ? new api.Module(hexBytes(FFT_STAGES_WASM_HEX)) : null;
  } catch {
    compiled = null;
  }
  return compiled;
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

interface SimdStage {
  readonly run: StageFunction;
  /** Byte offset of the stage's twiddles. */
  readonly twiddles: number;
  /** Blocks per stage (length / radix) and the contiguous run s = stride·batch, in doubles. */
  readonly m: number;
  readonly s: number;
}

const PAGE_BYTES = 65536;
/**
 * Bytes left between the four arrays. Without it their starts lie a power of two apart for
 * power-of-two lengths and the eight load streams of a radix-4 stage share L1 cache sets: a 4096-point
 * transform took ≈ 50 µs instead of ≈ 29 µs (4096 transforms, batch 2 … 16, measured on the bench machine).
 */
const ARRAY_GAP = 17 * 64;

class SimdBatch implements BatchedFft {
  readonly re: Float64Array;
  readonly im: Float64Array;
  readonly workspace: Float64Array;
  readonly simd = true;
  private readonly loadLanesKernel: LoadLanesFunction;
  private readonly pairPowerKernel: PairPowerFunction;
  private readonly meanKernel: MeanFunction;
  private readonly heap: Float64Array;
  private readonly stages: SimdStage[] = [];
  /** Byte offsets of re, im and the two scratch arrays. */
  private readonly at: readonly [number, number, number, number];

  constructor(
    readonly n: number,
    readonly batch: number,
    workspaceDoubles: number,
    radices: readonly number[],
    module: object,
  ) {
    const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly as WasmApi;
    let twiddleDoubles = 0;
    {
      let length = n;
      for (const p of radices) {
        twiddleDoubles += 2 * (length / p) * (p - 1);
        length /= p;
      }
    }
    const size = n * batch;
    // Each array starts on a 16-byte boundary (twiddle count is even), so lane pairs load aligned.
    const base = 8 * twiddleDoubles + ARRAY_GAP;
    const span = 8 * size + ARRAY_GAP;
    const totalBytes = base + 4 * span + 8 * workspaceDoubles;
    const memory = new api.Memory({ initial: Math.max(1, Math.ceil(totalBytes / PAGE_BYTES)) });
    const instance = new api.Instance(module, { env: { memory } });
    this.heap = new Float64Array(memory.buffer);
    this.at = [base, base + span, base + 2 * span, base + 3 * span];
    this.re = this.heap.subarray(base / 8, base / 8 + size);
    this.im = this.heap.subarray((base + span) / 8, (base + span) / 8 + size);
    const workspaceAt = (base + 4 * span) / 8;
    this.workspace = this.heap.subarray(workspaceAt, workspaceAt + workspaceDoubles);
    this.loadLanesKernel = instance.exports.loadLanes as LoadLanesFunction;
    this.pairPowerKernel = instance.exports.accumulatePairPower as PairPowerFunction;
    this.meanKernel = instance.exports.meanOf as MeanFunction;

    let length = n;
    let stride = 1;
    let twiddleAt = 0;
    for (const p of radices) {
      const m = length / p;
      for (let j = 0; j < m; j++)
        for (let r = 1; r < p; r++) {
          // Reduce j·r modulo length before the angle so large lengths keep full precision.
          const angle = (-2 * Math.PI * ((j * r) % length)) / length;
          const t = twiddleAt + 2 * (j * (p - 1) + r - 1);
          this.heap[t] = Math.cos(angle);
          this.heap[t + 1] = Math.sin(angle);
        }
      this.stages.push({
        run: instance.exports[`radix${p}`] as StageFunction,
        twiddles: 8 * twiddleAt,
        m,
        s: stride * batch,
      });
      twiddleAt += 2 * m * (p - 1);
      length = m;
      stride *= p;
    }
  }

  run(inverse: boolean): void {
    const [re, im, scratchRe, scratchIm] = this.at;
    // The inverse is swap(F(swap(x))) with swap(a + ib) = b + ia, as in complex-fft.ts.
    const startRe = inverse ? im : re;
    const startIm = inverse ? re : im;
    let xRe = startRe;
    let xIm = startIm;
    let yRe = inverse ? scratchIm : scratchRe;
    let yIm = inverse ? scratchRe : scratchIm;
    for (const stage of this.stages) {
      stage.run(xRe, xIm, yRe, yIm, stage.twiddles, stage.m, stage.s);
      [xRe, yRe] = [yRe, xRe];
      [xIm, yIm] = [yIm, xIm];
    }
    if (xRe !== startRe) {
      const size = this.n * this.batch;
      this.heap.copyWithin(startRe / 8, xRe / 8, xRe / 8 + size);
      this.heap.copyWithin(startIm / 8, xIm / 8, xIm / 8 + size);
    }
  }

  loadLanes(profiles: Float64Array, means: Float64Array, weights: Float64Array): void {
    const [re, im] = this.at;
    const { n, batch } = this;
    if (profiles.length < 2 * batch * n || means.length < 2 * batch || weights.length < n)
      throw new RangeError('batched FFT: loadLanes views are too short');
    this.loadLanesKernel(
      re,
      im,
      this.address(profiles),
      this.address(means),
      this.address(weights),
      n,
      batch,
    );
  }

  accumulatePairPower(sums: Float64Array, half: number): void {
    const [re, im] = this.at;
    this.pairPowerKernel(re, im, this.address(sums), this.n, half, this.batch);
  }

  meanOf(values: Float64Array): number {
    return this.meanKernel(this.address(values), values.length);
  }

  /** The byte address of a view of this batch's memory. */
  private address(view: Float64Array): number {
    if (view.buffer !== this.heap.buffer) throw new RangeError('batched FFT: view of another memory');
    return view.byteOffset;
  }
}
