// The one-sided power spectral density along x (rows) or y (columns), averaged over all rows or
// columns: the "Average PSD" of spec part 2 §3 and Gwyddion's row PSDF.
//
// Normalisation (so Parseval holds, Σ P(f)·Δf = variance of the profiles about their means): each profile
// of n points, its mean removed and the window applied, gives |F_k|²·Δx/n; the bins 0 < k < n/2 count
// twice (one-sided), and the window's mean square divides out so a window does not change the level of
// a white spectrum. Units: height² × length (m³); frequencies f_k = k/(n·Δx) in 1/m.
// Mirroring appends the reversed profile (length 2n) before the window: the periodic continuation then
// has no jump at the ends, and the frequency step halves. A field with invalid points goes to
// masked-average-psd-1d.ts, which computes the same quantity over the valid data.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { batchedFft } from '../fft/batched-fft.ts';
import { maskedAveragePsd1d } from './masked-average-psd-1d.ts';
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

/** Where the profiles along `axis` lie in the z array, and the window they are weighted by. */
export interface ProfileLayout {
  /** Points per profile. */
  readonly n: number;
  /** Profiles. */
  readonly count: number;
  /** Step between points of a profile, and between profiles, in the z array. */
  readonly along: number;
  readonly across: number;
  readonly spacing: number;
  /** Transform length: n, or 2n when mirrored. */
  readonly length: number;
  readonly window: Float64Array;
  /** Mean squared window value (the power the window takes away). */
  readonly windowPower: number;
}

export function profileLayout(
  surface: Surface,
  axis: 'x' | 'y',
  settings: PsdProfileSettings,
): ProfileLayout {
  const n = axis === 'x' ? surface.nx : surface.ny;
  const count = axis === 'x' ? surface.ny : surface.nx;
  const along = axis === 'x' ? 1 : surface.nx;
  const across = axis === 'x' ? surface.nx : 1;
  const spacing = axis === 'x' ? surface.dx : surface.dy;
  const length = settings.mirror ? 2 * n : n;
  if (n < 2)
    throw new AnalysisError('invalid-request', `a PSD along ${axis} needs at least 2 points, got ${n}`);
  const window = psdWindow(settings.window, length, settings.tukeyCoefficient);
  let windowPower = 0;
  for (const w of window) windowPower += w * w;
  windowPower /= length;
  return { n, count, along, across, spacing, length, window, windowPower };
}

export function averagePsd1d(surface: Surface, axis: 'x' | 'y', settings: PsdProfileSettings): OneSidedPsd {
  const { z } = surface;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v !== v) return maskedAveragePsd1d(surface, axis, settings);
  }
  const { n, count, along, across, spacing, length, window, windowPower } = profileLayout(
    surface,
    axis,
    settings,
  );

  const half = length >> 1;
  // Two profiles per complex transform (x + i·y), separated from F(k) and conj F(L−k) afterwards, and
  // PROFILE_LANES such pairs side by side in one batch (the lanes of the SIMD stages). The workspace
  // beside the batch holds the batch's profiles and their means, the window and the power sums.
  const lanes = PROFILE_LANES;
  const slots = 2 * lanes;
  const fft = batchedFft(length, lanes, slots * length + slots + length + half + 1);
  const profiles = fft.workspace.subarray(0, slots * length);
  const means = fft.workspace.subarray(slots * length, slots * length + slots);
  const weights = fft.workspace.subarray(slots * length + slots, slots * length + slots + length);
  const sum = fft.workspace.subarray(slots * length + slots + length);
  weights.set(window);
  let used = 0;
  let slot = 0;
  const flush = (): void => {
    // Empty slots of the last batch: zero profiles contribute nothing.
    profiles.fill(0, slot * length);
    means.fill(0, slot);
    fft.loadLanes(profiles, means, weights);
    fft.run(false);
    fft.accumulatePairPower(sum, half);
    slot = 0;
  };
  for (let p = 0; p < count; p++) {
    const start = p * across;
    const at = slot * length;
    const profile = profiles.subarray(at, at + length);
    if (along === 1) profile.set(z.subarray(start, start + n));
    else for (let i = 0; i < n; i++) profile[i] = z[start + i * along] as number;
    const mean = fft.meanOf(profile.subarray(0, n));
    // Mirroring: the reversed profile fills the second half.
    if (settings.mirror) for (let i = 0; i < n; i++) profile[length - 1 - i] = profile[i] as number;
    means[slot] = mean;
    used++;
    slot++;
    if (slot === slots) flush();
  }
  if (slot > 0) flush();

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

/** Pairs of profiles side by side per batch: an even batch for the SIMD stages, small enough for L2. */
const PROFILE_LANES = 4;
