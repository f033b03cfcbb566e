// The "Average PSD" analysis (spec part 2 §3, defaults §9: selectedX true, selectedY false, window NONE,
// Tukey coefficient 1): the one-sided PSD along x (averaged over rows) and/or along y (averaged over
// columns), each with its own window, mirroring and frequency band. Kernel and normalisation in
// spectral/average-psd-1d.ts: P in m³, f in 1/m, Σ P·Δf = variance of the profiles.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { averagePsd1d } from '../spectral/average-psd-1d.ts';
import type { PsdWindow } from '../spectral/psd-window.ts';

/** One direction's settings, as the kernel takes them. */
export interface AveragePsdAxisSettings {
  readonly window: PsdWindow;
  /** Tukey α, 0 (no taper) … 1 (Hann); used by TUKEY only. */
  readonly tukeyCoefficient: number;
  readonly mirror: boolean;
  /** true: report every frequency; false: only lowFrequencyCutoff ≤ f ≤ highFrequencyCutoff. */
  readonly fullFrequencyRange: boolean;
  /** 1/m. */
  readonly lowFrequencyCutoff: number;
  /** 1/m; null means up to the Nyquist frequency. */
  readonly highFrequencyCutoff: number | null;
}

/** The spec's settings, flat and named as part 2 §3 names them; cutoffs in 1/m (null: Nyquist). */
export interface AveragePsdParams {
  readonly selectedX: boolean;
  readonly selectedY: boolean;
  readonly windowTypeX: PsdWindow;
  readonly windowTypeY: PsdWindow;
  readonly tukeyCoefficientX: number;
  readonly tukeyCoefficientY: number;
  readonly mirrorX: boolean;
  readonly mirrorY: boolean;
  readonly fullFrequencyRangeX: boolean;
  readonly fullFrequencyRangeY: boolean;
  readonly lowFrequencyCutoffX: number;
  readonly lowFrequencyCutoffY: number;
  readonly highFrequencyCutoffX: number | null;
  readonly highFrequencyCutoffY: number | null;
}

/** The settings of one direction out of the flat spec settings. */
export function axisSettings(params: AveragePsdParams, axis: 'x' | 'y'): AveragePsdAxisSettings {
  return axis === 'x'
    ? {
        window: params.windowTypeX,
        tukeyCoefficient: params.tukeyCoefficientX,
        mirror: params.mirrorX,
        fullFrequencyRange: params.fullFrequencyRangeX,
        lowFrequencyCutoff: params.lowFrequencyCutoffX,
        highFrequencyCutoff: params.highFrequencyCutoffX,
      }
    : {
        window: params.windowTypeY,
        tukeyCoefficient: params.tukeyCoefficientY,
        mirror: params.mirrorY,
        fullFrequencyRange: params.fullFrequencyRangeY,
        lowFrequencyCutoff: params.lowFrequencyCutoffY,
        highFrequencyCutoff: params.highFrequencyCutoffY,
      };
}

export interface PsdCurve {
  /** 1/m. */
  readonly frequencies: number[];
  /** One-sided PSD, m³. */
  readonly psd: number[];
  /** Frequency step, 1/m. */
  readonly df: number;
  /** Rows (x) or columns (y) averaged: those with at least two valid points (masked-average-psd-1d.ts). */
  readonly profiles: number;
  /** √(Σ P·Δf) over the reported band: the rms height that band carries, m. */
  readonly bandRms: number;
}

export interface AveragePsdResult {
  readonly x: PsdCurve | null;
  readonly y: PsdCurve | null;
}

export const averagePsd = defineAnalysis({
  id: 'average-psd',
  title: 'Average one-sided power spectral density along x and/or y',
  run(surface: Surface, params: AveragePsdParams): AveragePsdResult {
    if (!params.selectedX && !params.selectedY)
      throw new AnalysisError('invalid-request', 'select the x direction, the y direction or both');
    return {
      x: params.selectedX ? curve(surface, 'x', axisSettings(params, 'x')) : null,
      y: params.selectedY ? curve(surface, 'y', axisSettings(params, 'y')) : null,
    };
  },
});

function curve(surface: Surface, axis: 'x' | 'y', settings: AveragePsdAxisSettings): PsdCurve {
  const low = settings.fullFrequencyRange ? 0 : settings.lowFrequencyCutoff;
  const high = settings.fullFrequencyRange ? Infinity : (settings.highFrequencyCutoff ?? Infinity);
  if (!(low >= 0) || !(high > low))
    throw new AnalysisError(
      'invalid-request',
      `the ${axis} frequency band needs 0 ≤ low < high, got ${low} … ${String(high)} 1/m`,
    );
  const psd = averagePsd1d(surface, axis, settings);
  const frequencies: number[] = [];
  const values: number[] = [];
  let power = 0;
  for (let k = 0; k < psd.frequencies.length; k++) {
    const f = psd.frequencies[k] as number;
    if (f < low || f > high) continue;
    frequencies.push(f);
    values.push(psd.values[k] as number);
    power += (psd.values[k] as number) * psd.df;
  }
  return { frequencies, psd: values, df: psd.df, profiles: psd.profiles, bandRms: Math.sqrt(power) };
}
