// The bearing-ratio panel's settings (spec part 2 §3 "Bearing ratio settings", §9 bins 20). bins and
// continuousHistogram are sent to the server (analysisContracts['bearing-ratio']); showCurve,
// showHistogram, vertical and showGridLines only change how the chart draws the answer.
export interface BearingRequestSettings {
  readonly bins: number;
  readonly continuousHistogram: boolean;
}

export interface BearingDisplaySettings {
  readonly showCurve: boolean;
  readonly showHistogram: boolean;
  /** Height on the horizontal axis instead of the vertical one. */
  readonly vertical: boolean;
  readonly showGridLines: boolean;
}

export type BearingSettings = BearingRequestSettings & BearingDisplaySettings;

export const BEARING_BINS_RANGE = { min: 1, max: 10_000 } as const;

export const DEFAULT_BEARING_SETTINGS: BearingSettings = {
  bins: 20,
  continuousHistogram: false,
  showCurve: true,
  showHistogram: true,
  vertical: false,
  showGridLines: true,
};

export function bearingRequest(settings: BearingSettings): BearingRequestSettings {
  return { bins: settings.bins, continuousHistogram: settings.continuousHistogram };
}
