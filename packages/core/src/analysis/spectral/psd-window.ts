// The PSD windows of spec part 2 §3 "Average PSD" (NONE, HANN, HAMMING, TUKEY(α), WELCH), sampled at
// pixel centres t = (i + ½)/n like Gwyddion's gwy_fft_window, so the windowed PSDs agree with it.
// Tukey(α) is flat in the middle with cosine tapers over α/2 of the length at each end: α = 1 is Hann,
// α = 0 no window.

export const PSD_WINDOWS = ['NONE', 'HANN', 'HAMMING', 'TUKEY', 'WELCH'] as const;
export type PsdWindow = (typeof PSD_WINDOWS)[number];

/** The n window weights; `tukeyCoefficient` (0..1) only matters for TUKEY. */
export function psdWindow(window: PsdWindow, n: number, tukeyCoefficient = 1): Float64Array {
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    switch (window) {
      case 'NONE':
        w[i] = 1;
        break;
      case 'HANN':
        w[i] = 0.5 - 0.5 * Math.cos(2 * Math.PI * t);
        break;
      case 'HAMMING':
        w[i] = 0.54 - 0.46 * Math.cos(2 * Math.PI * t);
        break;
      case 'WELCH':
        w[i] = 1 - (2 * t - 1) ** 2;
        break;
      case 'TUKEY': {
        const alpha = Math.min(1, Math.max(0, tukeyCoefficient));
        const edge = Math.min(t, 1 - t);
        w[i] = edge >= alpha / 2 ? 1 : 0.5 - 0.5 * Math.cos((2 * Math.PI * edge) / alpha);
        break;
      }
    }
  }
  return w;
}
