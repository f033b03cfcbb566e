// The one-sided power spectral density along x (rows) or y (columns), averaged over all rows or
// columns: the "Average PSD" of spec part 2 §3 and Gwyddion's row PSDF.
//
// Normalisation (so Parseval holds, Σ P(f)·Δf = variance of the profiles about their means): each profile
// of n points, its mean removed and the window applied, gives |F_k|²·Δx/n; the bins 0 < k < n/2 count
// twice (one-sided), and the window's mean square divides out so a window does not change the level of
// a white spectrum. Units: height² × length (m³); frequencies f_k = k/(n·Δx) in 1/m.
// Mirroring appends the reversed profile (length 2n) before the window: the periodic continuation then
// has no jump at the ends, and the frequency step halves. Profiles with an invalid point are skipped.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { complexFft } from '../fft/complex-fft.ts';
import { psdWindow, type PsdWindow } from './psd-window.ts';

export interface OneSidedPsd {
  /** Frequencies f_k = k·df, k = 0 … ⌊L/2⌋ (L = profile length, doubled by mirroring), 1/m. */
  readonly frequencies: Float64Array;
  /** P(f_k), m³. */
  readonly values: Float64Array;
  readonly df: number;
  /** How many profiles were averaged. */
  readonly profiles: number;
}

export interface PsdProfileSettings {
  readonly window: PsdWindow;
  readonly tukeyCoefficient: number;
  readonly mirror: boolean;
}

export function averagePsd1d(surface: Surface, axis: 'x' | 'y', settings: PsdProfileSettings): OneSidedPsd {
  const { nx, ny, z } = surface;
  const n = axis === 'x' ? nx : ny;
  const count = axis === 'x' ? ny : nx;
  // Step between points of a profile and between profiles, in the z array.
  const along = axis === 'x' ? 1 : nx;
  const across = axis === 'x' ? nx : 1;
  const spacing = axis === 'x' ? surface.dx : surface.dy;
  const length = settings.mirror ? 2 * n : n;
  if (n < 2)
    throw new AnalysisError('invalid-request', `a PSD along ${axis} needs at least 2 points, got ${n}`);
  const window = psdWindow(settings.window, length, settings.tukeyCoefficient);
  let windowPower = 0;
  for (const w of window) windowPower += w * w;
  windowPower /= length;

  const half = length >> 1;
  const sum = new Float64Array(half + 1);
  const fft = complexFft(length);
  const re = new Float64Array(length);
  const im = new Float64Array(length);
  let used = 0;
  // Two profiles per complex transform (x + i·y), separated from F(k) and conj F(L−k) afterwards.
  let pending = false;
  for (let p = 0; p < count; p++) {
    const start = p * across;
    let mean = 0;
    let valid = true;
    for (let i = 0; i < n; i++) {
      const v = z[start + i * along] as number;
      if (v !== v) {
        valid = false;
        break;
      }
      mean += v;
    }
    if (!valid) continue;
    mean /= n;
    loadProfile(z, start, along, n, mean, window, settings.mirror, pending ? im : re);
    used++;
    if (pending) {
      fft.transform(re, im, 0, false);
      accumulatePair(re, im, length, half, sum);
    }
    pending = !pending;
  }
  if (pending) {
    im.fill(0);
    fft.transform(re, im, 0, false);
    accumulatePair(re, im, length, half, sum);
  }
  if (used === 0)
    throw new AnalysisError(
      'invalid-request',
      `no ${axis === 'x' ? 'row' : 'column'} without invalid points`,
    );

  const df = 1 / (length * spacing);
  const frequencies = new Float64Array(half + 1);
  const values = new Float64Array(half + 1);
  const scale = spacing / (length * used * windowPower);
  for (let k = 0; k <= half; k++) {
    frequencies[k] = k * df;
    const oneSided = k === 0 || (length % 2 === 0 && k === half) ? 1 : 2;
    values[k] = (sum[k] as number) * scale * oneSided;
  }
  return { frequencies, values, df, profiles: used };
}

/** target = (profile − mean)·window, the profile mirrored into the second half when asked. */
function loadProfile(
  z: Float64Array,
  start: number,
  along: number,
  n: number,
  mean: number,
  window: Float64Array,
  mirror: boolean,
  target: Float64Array,
): void {
  const length = target.length;
  for (let i = 0; i < n; i++) target[i] = ((z[start + i * along] as number) - mean) * (window[i] as number);
  if (!mirror) return;
  for (let i = 0; i < n; i++)
    target[length - 1 - i] = ((z[start + i * along] as number) - mean) * (window[length - 1 - i] as number);
}

/**
 * sum[k] += |A_k|² + |B_k|² for the two real profiles a, b transformed together as C = F(a + i·b):
 * A = (C_k + conj C_{L−k})/2, B = (C_k − conj C_{L−k})/2i.
 */
function accumulatePair(
  re: Float64Array,
  im: Float64Array,
  length: number,
  half: number,
  sum: Float64Array,
): void {
  for (let k = 0; k <= half; k++) {
    const nk = k === 0 ? 0 : length - k;
    const cr = re[k] as number;
    const ci = im[k] as number;
    const dr = re[nk] as number;
    const di = im[nk] as number;
    const ar = cr + dr;
    const ai = ci - di;
    const br = ci + di;
    const bi = cr - dr;
    sum[k] = (sum[k] as number) + 0.25 * (ar * ar + ai * ai + br * br + bi * bi);
  }
}
