// In-place iterative radix-2 complex FFT for the long Gaussian profile kernels. Profiles are padded
// to a power of two anyway (linear, not circular, convolution needs n + λc/Δx points), so the
// mixed-radix/Bluestein machinery of the spectral module buys nothing here; tables are built once
// per size and reused for every row.

export class Radix2Fft {
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0) {
      throw new RangeError(`FFT size ${size} must be a power of two`);
    }
    this.cos = new Float64Array(size >> 1);
    this.sin = new Float64Array(size >> 1);
    for (let k = 0; k < size >> 1; k++) {
      this.cos[k] = Math.cos((2 * Math.PI * k) / size);
      this.sin[k] = Math.sin((2 * Math.PI * k) / size);
    }
    this.reversed = new Uint32Array(size);
    const bits = Math.round(Math.log2(size));
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0, v = i; b < bits; b++, v >>= 1) r = (r << 1) | (v & 1);
      this.reversed[i] = r;
    }
  }

  /** Forward (e^{−2πi jk/N}) or inverse (e^{+2πi jk/N}, scaled by 1/N) transform of (re, im) in place. */
  transform(re: Float64Array, im: Float64Array, inverse = false): void {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      const j = this.reversed[i] as number;
      if (j <= i) continue;
      const tr = re[i] as number;
      re[i] = re[j] as number;
      re[j] = tr;
      const ti = im[i] as number;
      im[i] = im[j] as number;
      im[j] = ti;
    }
    const sign = inverse ? 1 : -1;
    for (let half = 1; half < n; half <<= 1) {
      const step = n / (2 * half);
      for (let start = 0; start < n; start += 2 * half) {
        for (let k = 0; k < half; k++) {
          const wr = this.cos[k * step] as number;
          const wi = sign * (this.sin[k * step] as number);
          const a = start + k;
          const b = a + half;
          const br = re[b] as number;
          const bi = im[b] as number;
          const tr = wr * br - wi * bi;
          const ti = wr * bi + wi * br;
          const ar = re[a] as number;
          const ai = im[a] as number;
          re[a] = ar + tr;
          im[a] = ai + ti;
          re[b] = ar - tr;
          im[b] = ai - ti;
        }
      }
    }
    if (inverse) {
      for (let i = 0; i < n; i++) {
        re[i] = (re[i] as number) / n;
        im[i] = (im[i] as number) / n;
      }
    }
  }
}
