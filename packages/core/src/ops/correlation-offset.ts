// The offset between two height fields of the same pixel size, for stitch and subtract.advanced: the
// integer shift that maximises the normalised cross-correlation (Pearson's r of the overlapping heights),
// evaluated for every shift at once with FFT cross-correlations. Pearson's r (rather than the raw
// correlation peak, as Gwyddion's "Correlation search" uses) is insensitive to a height offset and a
// different mean level between the two fields, and to the size of the overlap.
//
// For a shift (ox, oy) — field B placed with its pixel (0, 0) on A's pixel (ox, oy) — the overlap sums
// N, ΣA, ΣB, ΣA², ΣB², ΣAB over pixels valid in both are six correlations of A, A², its validity mask and
// the same of B, i.e. six forward and six inverse transforms of size (nxA + nxB) × (nyA + nyB) rounded up
// to a 2·3·5-smooth length (zero padding: no wrap-around). Heights are taken relative to each field's
// mean first, so that the squared sums do not lose the height variations to cancellation.
import { forwardRealFft2d, inverseRealFft2d, type HalfSpectrum } from '../analysis/fft/real-fft-2d.ts';
import type { Surface } from '../surface/surface.ts';

export interface CorrelationOffset {
  /** Column and row of A on which B's pixel (0, 0) lies. */
  readonly ox: number;
  readonly oy: number;
  /** Pearson's r over the overlap, −1 … 1. */
  readonly score: number;
  /** Pixels valid in both fields in the overlap. */
  readonly overlap: number;
}

export interface OffsetSearch {
  /** Shifts whose overlap has fewer valid pixels are not considered. */
  readonly minOverlapPixels: number;
  /** Restricts the shifts considered (e.g. mostly horizontal); all when absent. */
  readonly accept?: (ox: number, oy: number) => boolean;
}

/** The smallest 2·3·5-smooth integer ≥ n (lengths the SIMD FFT stages run). */
function smoothLength(n: number): number {
  for (let m = Math.max(1, n); ; m++) {
    let r = m;
    for (const p of [2, 3, 5]) while (r % p === 0) r /= p;
    if (r === 1) return m;
  }
}

type Field = Pick<Surface, 'nx' | 'ny' | 'z'>;

/** Spectra of the mask, the heights and the squared heights of a field (mean removed), padded to w × h. */
function spectra(field: Field, w: number, h: number): HalfSpectrum[] {
  const { nx, ny, z } = field;
  let sum = 0;
  let count = 0;
  for (const v of z)
    if (!Number.isNaN(v)) {
      sum += v;
      count++;
    }
  const mean = count > 0 ? sum / count : 0;
  return [0, 1, 2].map((power) =>
    forwardRealFft2d(w, h, ny, (row, target) => {
      for (let col = 0; col < nx; col++) {
        const v = z[row * nx + col] as number;
        target[col] = Number.isNaN(v) ? 0 : (v - mean) ** power;
      }
    }),
  );
}

/** c(s) = Σ_x a(x)·b(x − s) for every cyclic shift s of the padded grid (destroys nothing given). */
function correlate(a: HalfSpectrum, b: HalfSpectrum): Float64Array {
  const { nx: w, ny: h, halfNx } = a;
  const re = new Float64Array(halfNx * h);
  const im = new Float64Array(halfNx * h);
  for (let k = 0; k < re.length; k++) {
    const ar = a.re[k] as number;
    const ai = a.im[k] as number;
    const br = b.re[k] as number;
    const bi = b.im[k] as number;
    // A·conj(B)
    re[k] = ar * br + ai * bi;
    im[k] = ai * br - ar * bi;
  }
  const out = new Float64Array(w * h);
  inverseRealFft2d({ nx: w, ny: h, halfNx, re, im }, (row, values) => out.set(values, row * w));
  return out;
}

/** The best shift of B over A, or undefined when no shift has the minimum overlap and some variance. */
export function correlationOffset(a: Field, b: Field, search: OffsetSearch): CorrelationOffset | undefined {
  const w = smoothLength(a.nx + b.nx);
  const h = smoothLength(a.ny + b.ny);
  const [ma, za, qa] = spectra(a, w, h) as [HalfSpectrum, HalfSpectrum, HalfSpectrum];
  const [mb, zb, qb] = spectra(b, w, h) as [HalfSpectrum, HalfSpectrum, HalfSpectrum];
  const n = correlate(ma, mb);
  const sa = correlate(za, mb);
  const sb = correlate(ma, zb);
  const saa = correlate(qa, mb);
  const sbb = correlate(ma, qb);
  const sab = correlate(za, zb);
  // Variances far below a field's own are FFT rounding over a few pixels, not structure.
  const floorA = 1e-6 * ((qa.re[0] as number) / Math.max(1, ma.re[0] as number));
  const floorB = 1e-6 * ((qb.re[0] as number) / Math.max(1, mb.re[0] as number));
  let best: CorrelationOffset | undefined;
  // Shifts from −(nyB − 1) … nyA − 1 and −(nxB − 1) … nxA − 1; a negative shift s sits at w + s.
  for (let oy = 1 - b.ny; oy < a.ny; oy++) {
    const row = ((oy % h) + h) % h;
    for (let ox = 1 - b.nx; ox < a.nx; ox++) {
      if (search.accept && !search.accept(ox, oy)) continue;
      const k = row * w + (((ox % w) + w) % w);
      const count = Math.round(n[k] as number);
      if (count < search.minOverlapPixels || count < 2) continue;
      const ma1 = (sa[k] as number) / count;
      const mb1 = (sb[k] as number) / count;
      const va = (saa[k] as number) / count - ma1 * ma1;
      const vb = (sbb[k] as number) / count - mb1 * mb1;
      if (!(va > floorA && vb > floorB)) continue;
      const score = ((sab[k] as number) / count - ma1 * mb1) / Math.sqrt(va * vb);
      if (!best || score > best.score) best = { ox, oy, score, overlap: count };
    }
  }
  return best;
}
