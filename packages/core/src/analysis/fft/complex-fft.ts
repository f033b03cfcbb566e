// A complex discrete Fourier transform of any length, our own rather than a library (docs/adr/0013-fft.md):
// the core may import nothing (DESIGN.md §2), the npm FFTs are power-of-two only (fft.js) or emscripten
// builds with their own heap, and measured fields come as 640×480, 1000×1000 or 1024×768 — padding
// those to a power of two would change the PSD's frequency grid and the ACF's lags.
//
// Lengths whose prime factors are ≤ 61 run a self-sorting Stockham transform (decimation in frequency,
// radix 8, 4, 2, 3 unrolled, any other prime as a direct O(p²) butterfly); lengths with a larger prime factor
// go through Bluestein's chirp-z algorithm on a power-of-two Stockham transform. Data are split
// real/imaginary Float64Arrays; the forward transform uses exp(−2πi·jk/n) and the inverse is unnormalised.

/** Primes above this go through Bluestein rather than a direct O(p²) butterfly. */
const LARGEST_DIRECT_PRIME = 61;

export interface ComplexFft {
  readonly n: number;
  /**
   * Transforms re[offset .. offset+n) and im[offset .. offset+n) in place. `inverse` uses
   * exp(+2πi·jk/n) and does not divide by n.
   */
  transform(re: Float64Array, im: Float64Array, offset: number, inverse: boolean): void;
}

interface Stage {
  /** Radix of this stage. */
  readonly p: number;
  /** Remaining transform length entering the stage and the stride of already-split blocks. */
  readonly length: number;
  readonly stride: number;
  /** Twiddles w^(j·r) for j < length/p, r = 1..p−1, at [j·(p−1) + r−1]; w = exp(−2πi/length). */
  readonly cos: Float64Array;
  readonly sin: Float64Array;
  /** cos/sin of 2π·k/p for the direct butterfly of a prime p > 3. */
  readonly rootCos: Float64Array;
  readonly rootSin: Float64Array;
}

const cache = new Map<number, ComplexFft>();

/** A transform for length n (plans are cached per length; each owns its scratch, JS is single-threaded). */
export function complexFft(n: number): ComplexFft {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`FFT length must be a positive integer, got ${n}`);
  let plan = cache.get(n);
  if (!plan) {
    plan = largestPrimeFactor(n) > LARGEST_DIRECT_PRIME ? new BluesteinFft(n) : new StockhamFft(n);
    cache.set(n, plan);
  }
  return plan;
}

/**
 * `batch` transforms of length n down the columns of a row-major batch × n array, in place (transform b
 * reads element i at b + batch·i). Stockham lengths run all columns at once through the batched stages;
 * Bluestein lengths go column by column through a contiguous copy. Scratch arrays hold batch·n values.
 */
export function batchedColumnFft(
  n: number,
  re: Float64Array,
  im: Float64Array,
  batch: number,
  inverse: boolean,
  scratchRe: Float64Array,
  scratchIm: Float64Array,
): void {
  const plan = complexFft(n);
  if (plan instanceof StockhamFft) {
    plan.transformBatch(re, im, batch, inverse, scratchRe, scratchIm);
    return;
  }
  for (let c = 0; c < batch; c++) {
    for (let i = 0; i < n; i++) {
      scratchRe[i] = re[c + batch * i] as number;
      scratchIm[i] = im[c + batch * i] as number;
    }
    plan.transform(scratchRe, scratchIm, 0, inverse);
    for (let i = 0; i < n; i++) {
      re[c + batch * i] = scratchRe[i] as number;
      im[c + batch * i] = scratchIm[i] as number;
    }
  }
}

/** Radices in the order the stages apply them: eights, then a four (fewest passes), then 2, 3, 5, … */
export function factorize(n: number): number[] {
  const factors: number[] = [];
  let rest = n;
  while (rest % 8 === 0) {
    factors.push(8);
    rest /= 8;
  }
  while (rest % 4 === 0) {
    factors.push(4);
    rest /= 4;
  }
  for (let p = 2; p * p <= rest; p++) {
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  }
  if (rest > 1) factors.push(rest);
  return factors;
}

function largestPrimeFactor(n: number): number {
  return Math.max(1, ...factorize(n).map((f) => (f === 4 || f === 8 ? 2 : f)));
}

/** The smallest length ≥ n whose prime factors are 2, 3 and 5: cheap to transform. */
export function nextFastLength(n: number): number {
  for (let m = Math.max(1, n); ; m++) {
    let rest = m;
    for (const p of [2, 3, 5]) while (rest % p === 0) rest /= p;
    if (rest === 1) return m;
  }
}

class StockhamFft implements ComplexFft {
  private readonly stages: Stage[] = [];
  private readonly aRe: Float64Array;
  private readonly aIm: Float64Array;
  /** Inputs of the direct butterfly, sized for the largest prime radix. */
  private readonly tmpRe: Float64Array;
  private readonly tmpIm: Float64Array;

  constructor(readonly n: number) {
    let length = n;
    let stride = 1;
    let largest = 1;
    for (const p of factorize(n)) {
      const m = length / p;
      const cos = new Float64Array(m * (p - 1));
      const sin = new Float64Array(m * (p - 1));
      for (let j = 0; j < m; j++)
        for (let r = 1; r < p; r++) {
          // Reduce j·r modulo length before the angle so large lengths keep full precision.
          const angle = (-2 * Math.PI * ((j * r) % length)) / length;
          cos[j * (p - 1) + r - 1] = Math.cos(angle);
          sin[j * (p - 1) + r - 1] = Math.sin(angle);
        }
      const rootCos = new Float64Array(p);
      const rootSin = new Float64Array(p);
      for (let k = 0; k < p; k++) {
        rootCos[k] = Math.cos((-2 * Math.PI * k) / p);
        rootSin[k] = Math.sin((-2 * Math.PI * k) / p);
      }
      this.stages.push({ p, length, stride, cos, sin, rootCos, rootSin });
      largest = Math.max(largest, p);
      length = m;
      stride *= p;
    }
    this.aRe = new Float64Array(n);
    this.aIm = new Float64Array(n);
    this.tmpRe = new Float64Array(largest);
    this.tmpIm = new Float64Array(largest);
  }

  transform(re: Float64Array, im: Float64Array, offset: number, inverse: boolean): void {
    const n = this.n;
    // The stages ping-pong between the caller's arrays and one scratch pair, so an even number of
    // stages ends in place without copying in or out.
    const ioRe = offset === 0 ? re : re.subarray(offset, offset + n);
    const ioIm = offset === 0 ? im : im.subarray(offset, offset + n);
    // The inverse is swap(F(swap(x))) with swap(a + ib) = b + ia: the stages run on the arrays exchanged.
    const startRe = inverse ? ioIm : ioRe;
    const startIm = inverse ? ioRe : ioIm;
    let xRe = startRe;
    let xIm = startIm;
    let yRe = this.aRe;
    let yIm = this.aIm;
    for (const stage of this.stages) {
      this.runStage(stage, xRe, xIm, yRe, yIm, 1);
      const swapRe = xRe;
      const swapIm = xIm;
      xRe = yRe;
      xIm = yIm;
      yRe = swapRe;
      yIm = swapIm;
    }
    if (xRe !== startRe) {
      startRe.set(xRe.subarray(0, n));
      startIm.set(xIm.subarray(0, n));
    }
  }

  /**
   * `batch` transforms at once on a row-major batch × n array (transform b reads element i at
   * b + batch·i: the columns of an image), in place, with `scratch` arrays of the same size. Every
   * stage streams the whole array with unit stride, so no column is ever gathered.
   */
  transformBatch(
    re: Float64Array,
    im: Float64Array,
    batch: number,
    inverse: boolean,
    scratchRe: Float64Array,
    scratchIm: Float64Array,
  ): void {
    const size = batch * this.n;
    // The inverse as in transform(): the forward stages on the real and imaginary arrays exchanged.
    const startRe = inverse ? im : re;
    const startIm = inverse ? re : im;
    let xRe = startRe;
    let xIm = startIm;
    let yRe = inverse ? scratchIm : scratchRe;
    let yIm = inverse ? scratchRe : scratchIm;
    for (const stage of this.stages) {
      this.runStage(stage, xRe, xIm, yRe, yIm, batch);
      const swapRe = xRe;
      const swapIm = xIm;
      xRe = yRe;
      xIm = yIm;
      yRe = swapRe;
      yIm = swapIm;
    }
    if (xRe !== startRe) {
      startRe.set(xRe.subarray(0, size));
      startIm.set(xIm.subarray(0, size));
    }
  }

  private runStage(
    stage: Stage,
    xRe: Float64Array,
    xIm: Float64Array,
    yRe: Float64Array,
    yIm: Float64Array,
    batch: number,
  ): void {
    const last = stage.length === stage.p;
    if (last && stage.p === 8) radix8Last(stage, xRe, xIm, yRe, yIm, batch);
    else if (last && stage.p === 4) radix4Last(stage, xRe, xIm, yRe, yIm, batch);
    else if (last && stage.p === 3) radix3Last(stage, xRe, xIm, yRe, yIm, batch);
    else if (last && stage.p === 2) radix2Last(stage, xRe, xIm, yRe, yIm, batch);
    else if (stage.p === 8) radix8(stage, xRe, xIm, yRe, yIm, batch);
    else if (stage.p === 4) radix4(stage, xRe, xIm, yRe, yIm, batch);
    else if (stage.p === 2) radix2(stage, xRe, xIm, yRe, yIm, batch);
    else if (stage.p === 3) radix3(stage, xRe, xIm, yRe, yIm, batch);
    else radixPrime(stage, xRe, xIm, yRe, yIm, this.tmpRe, this.tmpIm, batch);
  }
}

// Each stage: for block j < m = length/p and position q < stride, read a_k = x[q + stride·(j + k·m)],
// butterfly, and write y[q + stride·(p·j + r)] = w^(j·r) · Σ_k a_k·exp(−2πi·k·r/p).

const SQRT_HALF = Math.SQRT1_2;

function radix8(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 8;
  const { cos, sin } = stage;
  for (let j = 0; j < m; j++) {
    const t = 7 * j;
    const c1 = cos[t] as number;
    const s1 = sin[t] as number;
    const c2 = cos[t + 1] as number;
    const s2 = sin[t + 1] as number;
    const c3 = cos[t + 2] as number;
    const s3 = sin[t + 2] as number;
    const c4 = cos[t + 3] as number;
    const s4 = sin[t + 3] as number;
    const c5 = cos[t + 4] as number;
    const s5 = sin[t + 4] as number;
    const c6 = cos[t + 5] as number;
    const s6 = sin[t + 5] as number;
    const c7 = cos[t + 6] as number;
    const s7 = sin[t + 6] as number;
    const i0 = s * j;
    const sm = s * m;
    const o0 = s * 8 * j;
    for (let q = 0; q < s; q++) {
      const k0 = i0 + q;
      const a0r = xRe[k0] as number;
      const a0i = xIm[k0] as number;
      const a1r = xRe[k0 + sm] as number;
      const a1i = xIm[k0 + sm] as number;
      const a2r = xRe[k0 + 2 * sm] as number;
      const a2i = xIm[k0 + 2 * sm] as number;
      const a3r = xRe[k0 + 3 * sm] as number;
      const a3i = xIm[k0 + 3 * sm] as number;
      const a4r = xRe[k0 + 4 * sm] as number;
      const a4i = xIm[k0 + 4 * sm] as number;
      const a5r = xRe[k0 + 5 * sm] as number;
      const a5i = xIm[k0 + 5 * sm] as number;
      const a6r = xRe[k0 + 6 * sm] as number;
      const a6i = xIm[k0 + 6 * sm] as number;
      const a7r = xRe[k0 + 7 * sm] as number;
      const a7i = xIm[k0 + 7 * sm] as number;
      // First layer: u_k = a_k + a_{k+4}; v_k = (a_k − a_{k+4})·ω8^k with ω8 = exp(−iπ/4).
      const u0r = a0r + a4r;
      const u0i = a0i + a4i;
      const u1r = a1r + a5r;
      const u1i = a1i + a5i;
      const u2r = a2r + a6r;
      const u2i = a2i + a6i;
      const u3r = a3r + a7r;
      const u3i = a3i + a7i;
      const v0r = a0r - a4r;
      const v0i = a0i - a4i;
      const d1r = a1r - a5r;
      const d1i = a1i - a5i;
      const v1r = SQRT_HALF * (d1r + d1i);
      const v1i = SQRT_HALF * (d1i - d1r);
      const v2r = a2i - a6i;
      const v2i = a6r - a2r;
      const d3r = a3r - a7r;
      const d3i = a3i - a7i;
      const v3r = SQRT_HALF * (d3i - d3r);
      const v3i = -SQRT_HALF * (d3r + d3i);
      // Radix-4 on u (even outputs) and on v (odd outputs).
      const p0r = u0r + u2r;
      const p0i = u0i + u2i;
      const p1r = u0r - u2r;
      const p1i = u0i - u2i;
      const p2r = u1r + u3r;
      const p2i = u1i + u3i;
      const p3r = u1i - u3i;
      const p3i = u3r - u1r;
      const q0r = v0r + v2r;
      const q0i = v0i + v2i;
      const q1r = v0r - v2r;
      const q1i = v0i - v2i;
      const q2r = v1r + v3r;
      const q2i = v1i + v3i;
      const q3r = v1i - v3i;
      const q3i = v3r - v1r;
      const b1r = q0r + q2r;
      const b1i = q0i + q2i;
      const b2r = p1r + p3r;
      const b2i = p1i + p3i;
      const b3r = q1r + q3r;
      const b3i = q1i + q3i;
      const b4r = p0r - p2r;
      const b4i = p0i - p2i;
      const b5r = q0r - q2r;
      const b5i = q0i - q2i;
      const b6r = p1r - p3r;
      const b6i = p1i - p3i;
      const b7r = q1r - q3r;
      const b7i = q1i - q3i;
      const o = o0 + q;
      yRe[o] = p0r + p2r;
      yIm[o] = p0i + p2i;
      yRe[o + s] = b1r * c1 - b1i * s1;
      yIm[o + s] = b1r * s1 + b1i * c1;
      yRe[o + 2 * s] = b2r * c2 - b2i * s2;
      yIm[o + 2 * s] = b2r * s2 + b2i * c2;
      yRe[o + 3 * s] = b3r * c3 - b3i * s3;
      yIm[o + 3 * s] = b3r * s3 + b3i * c3;
      yRe[o + 4 * s] = b4r * c4 - b4i * s4;
      yIm[o + 4 * s] = b4r * s4 + b4i * c4;
      yRe[o + 5 * s] = b5r * c5 - b5i * s5;
      yIm[o + 5 * s] = b5r * s5 + b5i * c5;
      yRe[o + 6 * s] = b6r * c6 - b6i * s6;
      yIm[o + 6 * s] = b6r * s6 + b6i * c6;
      yRe[o + 7 * s] = b7r * c7 - b7i * s7;
      yIm[o + 7 * s] = b7r * s7 + b7i * c7;
    }
  }
}

function radix4(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 4;
  const { cos, sin } = stage;
  for (let j = 0; j < m; j++) {
    const c1 = cos[3 * j] as number;
    const s1 = sin[3 * j] as number;
    const c2 = cos[3 * j + 1] as number;
    const s2 = sin[3 * j + 1] as number;
    const c3 = cos[3 * j + 2] as number;
    const s3 = sin[3 * j + 2] as number;
    const in0 = s * j;
    const in1 = s * (j + m);
    const in2 = s * (j + 2 * m);
    const in3 = s * (j + 3 * m);
    const out0 = s * 4 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const a2r = xRe[in2 + q] as number;
      const a2i = xIm[in2 + q] as number;
      const a3r = xRe[in3 + q] as number;
      const a3i = xIm[in3 + q] as number;
      const t0r = a0r + a2r;
      const t0i = a0i + a2i;
      const t1r = a0r - a2r;
      const t1i = a0i - a2i;
      const t2r = a1r + a3r;
      const t2i = a1i + a3i;
      // (a1 − a3)·(−i)
      const t3r = a1i - a3i;
      const t3i = a3r - a1r;
      const b1r = t1r + t3r;
      const b1i = t1i + t3i;
      const b2r = t0r - t2r;
      const b2i = t0i - t2i;
      const b3r = t1r - t3r;
      const b3i = t1i - t3i;
      const o = out0 + q;
      yRe[o] = t0r + t2r;
      yIm[o] = t0i + t2i;
      yRe[o + s] = b1r * c1 - b1i * s1;
      yIm[o + s] = b1r * s1 + b1i * c1;
      yRe[o + 2 * s] = b2r * c2 - b2i * s2;
      yIm[o + 2 * s] = b2r * s2 + b2i * c2;
      yRe[o + 3 * s] = b3r * c3 - b3i * s3;
      yIm[o + 3 * s] = b3r * s3 + b3i * c3;
    }
  }
}

function radix2(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 2;
  const { cos, sin } = stage;
  for (let j = 0; j < m; j++) {
    const c1 = cos[j] as number;
    const s1 = sin[j] as number;
    const in0 = s * j;
    const in1 = s * (j + m);
    const out0 = s * 2 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const dr = a0r - a1r;
      const di = a0i - a1i;
      yRe[out0 + q] = a0r + a1r;
      yIm[out0 + q] = a0i + a1i;
      yRe[out0 + s + q] = dr * c1 - di * s1;
      yIm[out0 + s + q] = dr * s1 + di * c1;
    }
  }
}

function radix3(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 3;
  const { cos, sin } = stage;
  const h = Math.sqrt(3) / 2;
  for (let j = 0; j < m; j++) {
    const c1 = cos[2 * j] as number;
    const s1 = sin[2 * j] as number;
    const c2 = cos[2 * j + 1] as number;
    const s2 = sin[2 * j + 1] as number;
    const in0 = s * j;
    const in1 = s * (j + m);
    const in2 = s * (j + 2 * m);
    const out0 = s * 3 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const a2r = xRe[in2 + q] as number;
      const a2i = xIm[in2 + q] as number;
      const sr = a1r + a2r;
      const si = a1i + a2i;
      const mr = a0r - 0.5 * sr;
      const mi = a0i - 0.5 * si;
      // −i·(√3/2)·(a1 − a2)
      const ur = h * (a1i - a2i);
      const ui = -h * (a1r - a2r);
      const b1r = mr + ur;
      const b1i = mi + ui;
      const b2r = mr - ur;
      const b2i = mi - ui;
      const o = out0 + q;
      yRe[o] = a0r + sr;
      yIm[o] = a0i + si;
      yRe[o + s] = b1r * c1 - b1i * s1;
      yIm[o + s] = b1r * s1 + b1i * c1;
      yRe[o + 2 * s] = b2r * c2 - b2i * s2;
      yIm[o + 2 * s] = b2r * s2 + b2i * c2;
    }
  }
}

// The last stage (length = p, so j = 0 only) has unit twiddles: the same butterflies without them.

function radix8Last(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 8;
  for (let j = 0; j < m; j++) {
    const i0 = s * j;
    const sm = s * m;
    const o0 = s * 8 * j;
    for (let q = 0; q < s; q++) {
      const k0 = i0 + q;
      const a0r = xRe[k0] as number;
      const a0i = xIm[k0] as number;
      const a1r = xRe[k0 + sm] as number;
      const a1i = xIm[k0 + sm] as number;
      const a2r = xRe[k0 + 2 * sm] as number;
      const a2i = xIm[k0 + 2 * sm] as number;
      const a3r = xRe[k0 + 3 * sm] as number;
      const a3i = xIm[k0 + 3 * sm] as number;
      const a4r = xRe[k0 + 4 * sm] as number;
      const a4i = xIm[k0 + 4 * sm] as number;
      const a5r = xRe[k0 + 5 * sm] as number;
      const a5i = xIm[k0 + 5 * sm] as number;
      const a6r = xRe[k0 + 6 * sm] as number;
      const a6i = xIm[k0 + 6 * sm] as number;
      const a7r = xRe[k0 + 7 * sm] as number;
      const a7i = xIm[k0 + 7 * sm] as number;
      // First layer: u_k = a_k + a_{k+4}; v_k = (a_k − a_{k+4})·ω8^k with ω8 = exp(−iπ/4).
      const u0r = a0r + a4r;
      const u0i = a0i + a4i;
      const u1r = a1r + a5r;
      const u1i = a1i + a5i;
      const u2r = a2r + a6r;
      const u2i = a2i + a6i;
      const u3r = a3r + a7r;
      const u3i = a3i + a7i;
      const v0r = a0r - a4r;
      const v0i = a0i - a4i;
      const d1r = a1r - a5r;
      const d1i = a1i - a5i;
      const v1r = SQRT_HALF * (d1r + d1i);
      const v1i = SQRT_HALF * (d1i - d1r);
      const v2r = a2i - a6i;
      const v2i = a6r - a2r;
      const d3r = a3r - a7r;
      const d3i = a3i - a7i;
      const v3r = SQRT_HALF * (d3i - d3r);
      const v3i = -SQRT_HALF * (d3r + d3i);
      // Radix-4 on u (even outputs) and on v (odd outputs).
      const p0r = u0r + u2r;
      const p0i = u0i + u2i;
      const p1r = u0r - u2r;
      const p1i = u0i - u2i;
      const p2r = u1r + u3r;
      const p2i = u1i + u3i;
      const p3r = u1i - u3i;
      const p3i = u3r - u1r;
      const q0r = v0r + v2r;
      const q0i = v0i + v2i;
      const q1r = v0r - v2r;
      const q1i = v0i - v2i;
      const q2r = v1r + v3r;
      const q2i = v1i + v3i;
      const q3r = v1i - v3i;
      const q3i = v3r - v1r;
      const b1r = q0r + q2r;
      const b1i = q0i + q2i;
      const b2r = p1r + p3r;
      const b2i = p1i + p3i;
      const b3r = q1r + q3r;
      const b3i = q1i + q3i;
      const b4r = p0r - p2r;
      const b4i = p0i - p2i;
      const b5r = q0r - q2r;
      const b5i = q0i - q2i;
      const b6r = p1r - p3r;
      const b6i = p1i - p3i;
      const b7r = q1r - q3r;
      const b7i = q1i - q3i;
      const o = o0 + q;
      yRe[o] = p0r + p2r;
      yIm[o] = p0i + p2i;
      yRe[o + s] = b1r;
      yIm[o + s] = b1i;
      yRe[o + 2 * s] = b2r;
      yIm[o + 2 * s] = b2i;
      yRe[o + 3 * s] = b3r;
      yIm[o + 3 * s] = b3i;
      yRe[o + 4 * s] = b4r;
      yIm[o + 4 * s] = b4i;
      yRe[o + 5 * s] = b5r;
      yIm[o + 5 * s] = b5i;
      yRe[o + 6 * s] = b6r;
      yIm[o + 6 * s] = b6i;
      yRe[o + 7 * s] = b7r;
      yIm[o + 7 * s] = b7i;
    }
  }
}

function radix4Last(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 4;
  for (let j = 0; j < m; j++) {
    const in0 = s * j;
    const in1 = s * (j + m);
    const in2 = s * (j + 2 * m);
    const in3 = s * (j + 3 * m);
    const out0 = s * 4 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const a2r = xRe[in2 + q] as number;
      const a2i = xIm[in2 + q] as number;
      const a3r = xRe[in3 + q] as number;
      const a3i = xIm[in3 + q] as number;
      const t0r = a0r + a2r;
      const t0i = a0i + a2i;
      const t1r = a0r - a2r;
      const t1i = a0i - a2i;
      const t2r = a1r + a3r;
      const t2i = a1i + a3i;
      // (a1 − a3)·(−i)
      const t3r = a1i - a3i;
      const t3i = a3r - a1r;
      const b1r = t1r + t3r;
      const b1i = t1i + t3i;
      const b2r = t0r - t2r;
      const b2i = t0i - t2i;
      const b3r = t1r - t3r;
      const b3i = t1i - t3i;
      const o = out0 + q;
      yRe[o] = t0r + t2r;
      yIm[o] = t0i + t2i;
      yRe[o + s] = b1r;
      yIm[o + s] = b1i;
      yRe[o + 2 * s] = b2r;
      yIm[o + 2 * s] = b2i;
      yRe[o + 3 * s] = b3r;
      yIm[o + 3 * s] = b3i;
    }
  }
}

function radix3Last(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 3;
  const h = Math.sqrt(3) / 2;
  for (let j = 0; j < m; j++) {
    const in0 = s * j;
    const in1 = s * (j + m);
    const in2 = s * (j + 2 * m);
    const out0 = s * 3 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const a2r = xRe[in2 + q] as number;
      const a2i = xIm[in2 + q] as number;
      const sr = a1r + a2r;
      const si = a1i + a2i;
      const mr = a0r - 0.5 * sr;
      const mi = a0i - 0.5 * si;
      // −i·(√3/2)·(a1 − a2)
      const ur = h * (a1i - a2i);
      const ui = -h * (a1r - a2r);
      const b1r = mr + ur;
      const b1i = mi + ui;
      const b2r = mr - ur;
      const b2i = mi - ui;
      const o = out0 + q;
      yRe[o] = a0r + sr;
      yIm[o] = a0i + si;
      yRe[o + s] = b1r;
      yIm[o + s] = b1i;
      yRe[o + 2 * s] = b2r;
      yIm[o + 2 * s] = b2i;
    }
  }
}

function radix2Last(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  batch: number,
): void {
  const s = stage.stride * batch;
  const m = stage.length / 2;
  for (let j = 0; j < m; j++) {
    const in0 = s * j;
    const in1 = s * (j + m);
    const out0 = s * 2 * j;
    for (let q = 0; q < s; q++) {
      const a0r = xRe[in0 + q] as number;
      const a0i = xIm[in0 + q] as number;
      const a1r = xRe[in1 + q] as number;
      const a1i = xIm[in1 + q] as number;
      const dr = a0r - a1r;
      const di = a0i - a1i;
      yRe[out0 + q] = a0r + a1r;
      yIm[out0 + q] = a0i + a1i;
      yRe[out0 + s + q] = dr;
      yIm[out0 + s + q] = di;
    }
  }
}

function radixPrime(
  stage: Stage,
  xRe: Float64Array,
  xIm: Float64Array,
  yRe: Float64Array,
  yIm: Float64Array,
  aRe: Float64Array,
  aIm: Float64Array,
  batch: number,
): void {
  const { p, cos, sin, rootCos, rootSin } = stage;
  const s = stage.stride * batch;
  const m = stage.length / p;
  for (let j = 0; j < m; j++) {
    for (let q = 0; q < s; q++) {
      for (let k = 0; k < p; k++) {
        aRe[k] = xRe[q + s * (j + k * m)] as number;
        aIm[k] = xIm[q + s * (j + k * m)] as number;
      }
      for (let r = 0; r < p; r++) {
        let sumRe = 0;
        let sumIm = 0;
        for (let k = 0; k < p; k++) {
          const idx = (k * r) % p;
          const wr = rootCos[idx] as number;
          const wi = rootSin[idx] as number;
          const ar = aRe[k] as number;
          const ai = aIm[k] as number;
          sumRe += ar * wr - ai * wi;
          sumIm += ar * wi + ai * wr;
        }
        const o = q + s * (p * j + r);
        if (r === 0) {
          yRe[o] = sumRe;
          yIm[o] = sumIm;
        } else {
          const c = cos[j * (p - 1) + r - 1] as number;
          const si = sin[j * (p - 1) + r - 1] as number;
          yRe[o] = sumRe * c - sumIm * si;
          yIm[o] = sumRe * si + sumIm * c;
        }
      }
    }
  }
}

/** X_k = w_k · Σ_j (x_j·w_j) · conj(w_{k−j}) with w_j = exp(−iπ·j²/n): a convolution done by a 2^k FFT. */
class BluesteinFft implements ComplexFft {
  private readonly chirpCos: Float64Array;
  private readonly chirpSin: Float64Array;
  private readonly kernelRe: Float64Array;
  private readonly kernelIm: Float64Array;
  private readonly workRe: Float64Array;
  private readonly workIm: Float64Array;
  private readonly inner: ComplexFft;

  constructor(readonly n: number) {
    let m = 1;
    while (m < 2 * n - 1) m *= 2;
    this.inner = complexFft(m);
    this.chirpCos = new Float64Array(n);
    this.chirpSin = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      // j² mod 2n keeps the angle small, hence exact, for large n.
      const angle = (-Math.PI * ((j * j) % (2 * n))) / n;
      this.chirpCos[j] = Math.cos(angle);
      this.chirpSin[j] = Math.sin(angle);
    }
    this.kernelRe = new Float64Array(m);
    this.kernelIm = new Float64Array(m);
    for (let j = 0; j < n; j++) {
      const c = this.chirpCos[j] as number;
      const s = -(this.chirpSin[j] as number);
      this.kernelRe[j] = c;
      this.kernelIm[j] = s;
      if (j > 0) {
        this.kernelRe[m - j] = c;
        this.kernelIm[m - j] = s;
      }
    }
    this.inner.transform(this.kernelRe, this.kernelIm, 0, false);
    this.workRe = new Float64Array(m);
    this.workIm = new Float64Array(m);
  }

  transform(re: Float64Array, im: Float64Array, offset: number, inverse: boolean): void {
    const { n, workRe, workIm, chirpCos, chirpSin, kernelRe, kernelIm } = this;
    const m = workRe.length;
    const sign = inverse ? -1 : 1;
    for (let j = 0; j < n; j++) {
      const xr = re[offset + j] as number;
      const xi = sign * (im[offset + j] as number);
      const c = chirpCos[j] as number;
      const s = chirpSin[j] as number;
      workRe[j] = xr * c - xi * s;
      workIm[j] = xr * s + xi * c;
    }
    workRe.fill(0, n);
    workIm.fill(0, n);
    this.inner.transform(workRe, workIm, 0, false);
    for (let k = 0; k < m; k++) {
      const ar = workRe[k] as number;
      const ai = workIm[k] as number;
      const br = kernelRe[k] as number;
      const bi = kernelIm[k] as number;
      workRe[k] = ar * br - ai * bi;
      workIm[k] = ar * bi + ai * br;
    }
    this.inner.transform(workRe, workIm, 0, true);
    for (let k = 0; k < n; k++) {
      const ar = (workRe[k] as number) / m;
      const ai = (workIm[k] as number) / m;
      const c = chirpCos[k] as number;
      const s = chirpSin[k] as number;
      re[offset + k] = ar * c - ai * s;
      im[offset + k] = sign * (ar * s + ai * c);
    }
  }
}
