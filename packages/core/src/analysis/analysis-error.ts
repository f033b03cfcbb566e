// Analyses refuse settings they cannot evaluate with a catalogue code (spec part 3 §8; part 2 §8 lists
// the analysis and filter codes), so the server can answer 400 with that code and the editor can say
// why, instead of returning a silently wrong number.

export const analysisErrorCodes = [
  'invalid-request',
  'invalid-selection',
  'filter-invalid',
  'filter-invalid-cutoff',
  'filter-invalid-cutoff-length',
  'filter-invalid-filter-size',
  'filter-invalid-mask',
  'filter-invalid-spline-tension',
  'step-height-invalid-step-edge-line',
  'step-height-rectangle-invalid-leveling-rectangles',
  'step-height-missing',
  'no-pixel-selected',
  // Operators (spec part 3 §8: operator, stitching and difference groups).
  'level-consecutive-operators',
  'size-mismatch',
  'excessive-overlap',
  'no-overlap',
] as const;

export type AnalysisErrorCode = (typeof analysisErrorCodes)[number];

export class AnalysisError extends Error {
  override readonly name = 'AnalysisError';
  constructor(
    readonly code: AnalysisErrorCode,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
  }
}

export function isAnalysisError(error: unknown): error is AnalysisError {
  return error instanceof AnalysisError;
}
