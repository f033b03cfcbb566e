// The average-PSD panel's settings (spec part 2 §3 "Average PSD", defaults of §9: X only, window NONE,
// Tukey coefficient 1, no mirroring, the full frequency range). Names and units are the contract's
// (analysisContracts['average-psd']): cutoffs in 1/m, a null high cutoff meaning "up to Nyquist".
import type { AveragePsdParams } from '@asperity/core';

export type PsdSettings = AveragePsdParams;
export type PsdWindowType = AveragePsdParams['windowTypeX'];
export type PsdAxis = 'X' | 'Y';

export const PSD_WINDOW_TYPES: readonly PsdWindowType[] = ['NONE', 'HAMMING', 'HANN', 'TUKEY', 'WELCH'];

export const DEFAULT_PSD_SETTINGS: PsdSettings = {
  selectedX: true,
  selectedY: false,
  windowTypeX: 'NONE',
  windowTypeY: 'NONE',
  tukeyCoefficientX: 1,
  tukeyCoefficientY: 1,
  mirrorX: false,
  mirrorY: false,
  fullFrequencyRangeX: true,
  fullFrequencyRangeY: true,
  lowFrequencyCutoffX: 0,
  lowFrequencyCutoffY: 0,
  highFrequencyCutoffX: null,
  highFrequencyCutoffY: null,
};

/** Why the settings cannot be sent, as a message id, or null when they can. */
export function psdSettingsProblem(settings: PsdSettings): string | null {
  if (!settings.selectedX && !settings.selectedY) return 'editor.psd.invalid.noAxis';
  for (const axis of ['X', 'Y'] as const) {
    if (!settings[`selected${axis}`] || settings[`fullFrequencyRange${axis}`]) continue;
    const low = settings[`lowFrequencyCutoff${axis}`];
    const high = settings[`highFrequencyCutoff${axis}`];
    if (!(low >= 0) || (high !== null && !(high > low))) return 'editor.psd.invalid.band';
  }
  return null;
}
