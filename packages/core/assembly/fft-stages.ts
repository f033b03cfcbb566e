// AssemblyScript source of the WebAssembly SIMD stages behind batchedFft (docs/adr/0015-wasm-simd-fft.md);
// `npm run build:wasm -w @asperity/core` compiles it into src/analysis/fft/fft-stages-wasm.generated.ts.
//
// The same self-sorting Stockham stages as complex-fft.ts (decimation in frequency), run on a batch of
// transforms stored row-major (transform b reads element i at b + batch·i) with split real/imaginary
// arrays. The batch dimension is contiguous, so two neighbouring transforms share one f64x2 lane pair and
// every scalar operation of the butterfly becomes one SIMD operation: no shuffles, no gathers.
//
// One stage of radix p on length L = p·m, stride st (product of the radices before it), s = st·batch:
// for block j < m and position q < s (two at a time),
//   a_k = x[q + s·(j + k·m)],  y[q + s·(p·j + r)] = w^(j·r) · Σ_k a_k·exp(−2πi·k·r/p),  w = exp(−2πi/L).
// Twiddles w^(j·r), r = 1 … p−1, are interleaved (cos, sin) pairs at tw + 16·((p−1)·j + r−1) bytes.
// Pointers are byte offsets into the imported memory; s must be even (an even batch).

const SQRT3_HALF: f64 = 0.8660254037844386;
const COS_2PI_5: f64 = 0.30901699437494745;
const COS_4PI_5: f64 = -0.8090169943749475;
const SIN_2PI_5: f64 = 0.9510565162951535;
const SIN_4PI_5: f64 = 0.5877852522924731;

/** y = b·w with w = (c, sn) splatted; when `plain`, w = 1 and the multiplication is skipped. */
@inline
function put(yr: usize, yi: usize, o: usize, br: v128, bi: v128, c: v128, sn: v128, plain: bool): void {
  if (plain) {
    v128.store(yr + o, br);
    v128.store(yi + o, bi);
  } else {
    v128.store(yr + o, f64x2.sub(f64x2.mul(br, c), f64x2.mul(bi, sn)));
    v128.store(yi + o, f64x2.add(f64x2.mul(br, sn), f64x2.mul(bi, c)));
  }
}

@inline
function twiddle(tw: usize, index: i32): v128 {
  return f64x2.splat(load<f64>(tw + (<usize>index << 4)));
}

@inline
function twiddleSin(tw: usize, index: i32): v128 {
  return f64x2.splat(load<f64>(tw + (<usize>index << 4) + 8));
}

export function radix2(xr: usize, xi: usize, yr: usize, yi: usize, tw: usize, m: i32, s: i32): void {
  const sm = <usize>(s * m) << 3;
  const os = <usize>s << 3;
  const bytes = <usize>s << 3;
  for (let j = 0; j < m; j++) {
    const plain = j == 0;
    const c1 = twiddle(tw, j);
    const s1 = twiddleSin(tw, j);
    const i0 = <usize>(s * j) << 3;
    const o0 = <usize>(s * 2 * j) << 3;
    for (let q: usize = 0; q < bytes; q += 16) {
      const k = i0 + q;
      const a0r = v128.load(xr + k);
      const a0i = v128.load(xi + k);
      const a1r = v128.load(xr + k + sm);
      const a1i = v128.load(xi + k + sm);
      const o = o0 + q;
      put(yr, yi, o, f64x2.add(a0r, a1r), f64x2.add(a0i, a1i), c1, s1, true);
      put(yr, yi, o + os, f64x2.sub(a0r, a1r), f64x2.sub(a0i, a1i), c1, s1, plain);
    }
  }
}

export function radix3(xr: usize, xi: usize, yr: usize, yi: usize, tw: usize, m: i32, s: i32): void {
  const sm = <usize>(s * m) << 3;
  const os = <usize>s << 3;
  const bytes = <usize>s << 3;
  const half = f64x2.splat(0.5);
  const root = f64x2.splat(SQRT3_HALF);
  for (let j = 0; j < m; j++) {
    const plain = j == 0;
    const c1 = twiddle(tw, 2 * j);
    const s1 = twiddleSin(tw, 2 * j);
    const c2 = twiddle(tw, 2 * j + 1);
    const s2 = twiddleSin(tw, 2 * j + 1);
    const i0 = <usize>(s * j) << 3;
    const o0 = <usize>(s * 3 * j) << 3;
    for (let q: usize = 0; q < bytes; q += 16) {
      const k = i0 + q;
      const a0r = v128.load(xr + k);
      const a0i = v128.load(xi + k);
      const a1r = v128.load(xr + k + sm);
      const a1i = v128.load(xi + k + sm);
      const a2r = v128.load(xr + k + 2 * sm);
      const a2i = v128.load(xi + k + 2 * sm);
      const t1r = f64x2.add(a1r, a2r);
      const t1i = f64x2.add(a1i, a2i);
      const t2r = f64x2.sub(a0r, f64x2.mul(half, t1r));
      const t2i = f64x2.sub(a0i, f64x2.mul(half, t1i));
      const t3r = f64x2.mul(root, f64x2.sub(a1r, a2r));
      const t3i = f64x2.mul(root, f64x2.sub(a1i, a2i));
      const o = o0 + q;
      put(yr, yi, o, f64x2.add(a0r, t1r), f64x2.add(a0i, t1i), c1, s1, true);
      put(yr, yi, o + os, f64x2.add(t2r, t3i), f64x2.sub(t2i, t3r), c1, s1, plain);
      put(yr, yi, o + 2 * os, f64x2.sub(t2r, t3i), f64x2.add(t2i, t3r), c2, s2, plain);
    }
  }
}

export function radix4(xr: usize, xi: usize, yr: usize, yi: usize, tw: usize, m: i32, s: i32): void {
  const sm = <usize>(s * m) << 3;
  const os = <usize>s << 3;
  const bytes = <usize>s << 3;
  for (let j = 0; j < m; j++) {
    const plain = j == 0;
    const c1 = twiddle(tw, 3 * j);
    const s1 = twiddleSin(tw, 3 * j);
    const c2 = twiddle(tw, 3 * j + 1);
    const s2 = twiddleSin(tw, 3 * j + 1);
    const c3 = twiddle(tw, 3 * j + 2);
    const s3 = twiddleSin(tw, 3 * j + 2);
    const i0 = <usize>(s * j) << 3;
    const o0 = <usize>(s * 4 * j) << 3;
    for (let q: usize = 0; q < bytes; q += 16) {
      const k = i0 + q;
      const a0r = v128.load(xr + k);
      const a0i = v128.load(xi + k);
      const a1r = v128.load(xr + k + sm);
      const a1i = v128.load(xi + k + sm);
      const a2r = v128.load(xr + k + 2 * sm);
      const a2i = v128.load(xi + k + 2 * sm);
      const a3r = v128.load(xr + k + 3 * sm);
      const a3i = v128.load(xi + k + 3 * sm);
      const t0r = f64x2.add(a0r, a2r);
      const t0i = f64x2.add(a0i, a2i);
      const t1r = f64x2.sub(a0r, a2r);
      const t1i = f64x2.sub(a0i, a2i);
      const t2r = f64x2.add(a1r, a3r);
      const t2i = f64x2.add(a1i, a3i);
      // t3 = −i·(a1 − a3)
      const t3r = f64x2.sub(a1i, a3i);
      const t3i = f64x2.sub(a3r, a1r);
      const o = o0 + q;
      put(yr, yi, o, f64x2.add(t0r, t2r), f64x2.add(t0i, t2i), c1, s1, true);
      put(yr, yi, o + os, f64x2.add(t1r, t3r), f64x2.add(t1i, t3i), c1, s1, plain);
      put(yr, yi, o + 2 * os, f64x2.sub(t0r, t2r), f64x2.sub(t0i, t2i), c2, s2, plain);
      put(yr, yi, o + 3 * os, f64x2.sub(t1r, t3r), f64x2.sub(t1i, t3i), c3, s3, plain);
    }
  }
}

export function radix5(xr: usize, xi: usize, yr: usize, yi: usize, tw: usize, m: i32, s: i32): void {
  const sm = <usize>(s * m) << 3;
  const os = <usize>s << 3;
  const bytes = <usize>s << 3;
  const k1 = f64x2.splat(COS_2PI_5);
  const k2 = f64x2.splat(COS_4PI_5);
  const n1 = f64x2.splat(SIN_2PI_5);
  const n2 = f64x2.splat(SIN_4PI_5);
  for (let j = 0; j < m; j++) {
    const plain = j == 0;
    const c1 = twiddle(tw, 4 * j);
    const s1 = twiddleSin(tw, 4 * j);
    const c2 = twiddle(tw, 4 * j + 1);
    const s2 = twiddleSin(tw, 4 * j + 1);
    const c3 = twiddle(tw, 4 * j + 2);
    const s3 = twiddleSin(tw, 4 * j + 2);
    const c4 = twiddle(tw, 4 * j + 3);
    const s4 = twiddleSin(tw, 4 * j + 3);
    const i0 = <usize>(s * j) << 3;
    const o0 = <usize>(s * 5 * j) << 3;
    for (let q: usize = 0; q < bytes; q += 16) {
      const k = i0 + q;
      const a0r = v128.load(xr + k);
      const a0i = v128.load(xi + k);
      const a1r = v128.load(xr + k + sm);
      const a1i = v128.load(xi + k + sm);
      const a2r = v128.load(xr + k + 2 * sm);
      const a2i = v128.load(xi + k + 2 * sm);
      const a3r = v128.load(xr + k + 3 * sm);
      const a3i = v128.load(xi + k + 3 * sm);
      const a4r = v128.load(xr + k + 4 * sm);
      const a4i = v128.load(xi + k + 4 * sm);
      const t1r = f64x2.add(a1r, a4r);
      const t1i = f64x2.add(a1i, a4i);
      const t2r = f64x2.add(a2r, a3r);
      const t2i = f64x2.add(a2i, a3i);
      const t3r = f64x2.sub(a1r, a4r);
      const t3i = f64x2.sub(a1i, a4i);
      const t4r = f64x2.sub(a2r, a3r);
      const t4i = f64x2.sub(a2i, a3i);
      const u1r = f64x2.add(a0r, f64x2.add(f64x2.mul(k1, t1r), f64x2.mul(k2, t2r)));
      const u1i = f64x2.add(a0i, f64x2.add(f64x2.mul(k1, t1i), f64x2.mul(k2, t2i)));
      const u2r = f64x2.add(a0r, f64x2.add(f64x2.mul(k2, t1r), f64x2.mul(k1, t2r)));
      const u2i = f64x2.add(a0i, f64x2.add(f64x2.mul(k2, t1i), f64x2.mul(k1, t2i)));
      const v1r = f64x2.add(f64x2.mul(n1, t3r), f64x2.mul(n2, t4r));
      const v1i = f64x2.add(f64x2.mul(n1, t3i), f64x2.mul(n2, t4i));
      const v2r = f64x2.sub(f64x2.mul(n2, t3r), f64x2.mul(n1, t4r));
      const v2i = f64x2.sub(f64x2.mul(n2, t3i), f64x2.mul(n1, t4i));
      const o = o0 + q;
      // b_r = u ∓ i·v, with −i·v = (v.im, −v.re).
      put(yr, yi, o, f64x2.add(a0r, f64x2.add(t1r, t2r)), f64x2.add(a0i, f64x2.add(t1i, t2i)), c1, s1, true);
      put(yr, yi, o + os, f64x2.add(u1r, v1i), f64x2.sub(u1i, v1r), c1, s1, plain);
      put(yr, yi, o + 2 * os, f64x2.add(u2r, v2i), f64x2.sub(u2i, v2r), c2, s2, plain);
      put(yr, yi, o + 3 * os, f64x2.sub(u2r, v2i), f64x2.add(u2i, v2r), c3, s3, plain);
      put(yr, yi, o + 4 * os, f64x2.sub(u1r, v1i), f64x2.add(u1i, v1r), c4, s4, plain);
    }
  }
}

/**
 * sum / n of values[0 … n): NaN when any value is NaN (an invalid point). Four running sums in two
 * vectors, so the adds do not wait on each other (one chain was latency-bound at ≈ 1.7 ns a value).
 */
export function meanOf(values: usize, n: i32): f64 {
  let a = f64x2.splat(0);
  let b = f64x2.splat(0);
  const end = values + (<usize>n << 3);
  let at = values;
  for (; at + 32 <= end; at += 32) {
    a = f64x2.add(a, v128.load(at));
    b = f64x2.add(b, v128.load(at + 16));
  }
  let sum = f64x2.extract_lane(a, 0) + f64x2.extract_lane(b, 0) + (f64x2.extract_lane(a, 1) + f64x2.extract_lane(b, 1));
  for (; at < end; at += 8) sum += load<f64>(at);
  return sum / <f64>n;
}

// Lane helpers of the average PSD (spectral/average-psd-1d.ts): loading windowed profiles into a lane and
// summing the power of the profile pairs of every lane, so these passes over the field stay in the module.

/**
 * Fills every lane of a batch from 2·batch profiles of n values laid one after another at `profiles`
 * (profile 2·l goes to lane l of re, 2·l + 1 to lane l of im): (value − mean)·weight, means at `means`.
 * Lanes l and l + 1 of one array are written as one vector, so each store carries two profiles.
 */
export function loadLanes(
  re: usize,
  im: usize,
  profiles: usize,
  means: usize,
  weights: usize,
  n: i32,
  batch: i32,
): void {
  const step = <usize>batch << 3;
  const length = <usize>n << 3;
  for (let part = 0; part < 2; part++) {
    const target = part == 0 ? re : im;
    for (let lane = 0; lane < batch; lane += 2) {
      const slotA = 2 * lane + part;
      const slotB = slotA + 2;
      const a = profiles + <usize>slotA * length;
      const b = profiles + <usize>slotB * length;
      const mean = f64x2.replace_lane(f64x2.splat(load<f64>(means + (<usize>slotA << 3))), 1, load<f64>(means + (<usize>slotB << 3)));
      let t = target + (<usize>lane << 3);
      for (let at: usize = 0; at < length; at += 8) {
        const v = f64x2.replace_lane(f64x2.splat(load<f64>(a + at)), 1, load<f64>(b + at));
        v128.store(t, f64x2.mul(f64x2.sub(v, mean), f64x2.splat(load<f64>(weights + at))));
        t += step;
      }
    }
  }
}

/**
 * sums[k] += Σ_lanes (|A_k|² + |B_k|²) for k ≤ half, where each lane holds C = F(a + i·b) of two real
 * profiles: A = (C_k + conj C_{n−k})/2, B = (C_k − conj C_{n−k})/2i. Lanes with no profile must be zero.
 */
export function accumulatePairPower(re: usize, im: usize, sums: usize, n: i32, half: i32, batch: i32): void {
  const row = <usize>batch << 3;
  const quarter = f64x2.splat(0.25);
  for (let k = 0; k <= half; k++) {
    const nk = k == 0 ? 0 : n - k;
    const at = <usize>k * row;
    const atMirror = <usize>nk * row;
    let acc = f64x2.splat(0);
    for (let l: usize = 0; l < row; l += 16) {
      const cr = v128.load(re + at + l);
      const ci = v128.load(im + at + l);
      const dr = v128.load(re + atMirror + l);
      const di = v128.load(im + atMirror + l);
      const ar = f64x2.add(cr, dr);
      const ai = f64x2.sub(ci, di);
      const br = f64x2.add(ci, di);
      const bi = f64x2.sub(cr, dr);
      acc = f64x2.add(
        acc,
        f64x2.add(f64x2.add(f64x2.mul(ar, ar), f64x2.mul(ai, ai)), f64x2.add(f64x2.mul(br, br), f64x2.mul(bi, bi))),
      );
    }
    acc = f64x2.mul(quarter, acc);
    const s = sums + (<usize>k << 3);
    store<f64>(s, load<f64>(s) + (f64x2.extract_lane(acc, 0) + f64x2.extract_lane(acc, 1)));
  }
}
