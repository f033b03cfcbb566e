// Text exports without any unit. A silent guess is the worst outcome (a surface 10⁶ off opens
// "fine"), so the guess is always reported as a 'metadata-incomplete' warning. The rule: software
// that writes SI values (Gwyddion, SurfaceTopography, MATLAB/numpy dumps of metres) produces
// numbers below a millimetre; instrument exports without a unit line write micrometres (stylus
// and optical profilers' default). So heights all below 1e-3 in magnitude → metres, otherwise
// micrometres; lateral positions all below 0.1 → metres (a 10 cm scan), otherwise micrometres.
import type { ImportWarning } from '../../surface/surface-file.ts';

export interface UnitGuess {
  readonly metresPerUnit: number;
  readonly symbol: 'm' | 'µm';
}

export const HEIGHT_METRES_BELOW = 1e-3;
export const LATERAL_METRES_BELOW = 0.1;

/** Metres per file unit for unit-less numbers, judged on the largest finite magnitude. */
export function guessUnitlessScale(
  values: Float64Array,
  metresBelow = HEIGHT_METRES_BELOW,
  count = values.length,
  stride = 1,
  offset = 0,
): UnitGuess {
  let largest = 0;
  for (let i = 0, k = offset; i < count; i++, k += stride) {
    const v = Math.abs(values[k] as number);
    if (Number.isFinite(v) && v > largest) largest = v;
  }
  return largest < metresBelow ? { metresPerUnit: 1, symbol: 'm' } : { metresPerUnit: 1e-6, symbol: 'µm' };
}

export function unitGuessWarning(what: string, guess: UnitGuess, channel?: string): ImportWarning {
  return {
    code: 'metadata-incomplete',
    message: `the file states no unit for ${what}: taken as ${guess.symbol} (check the scale)`,
    ...(channel === undefined ? {} : { channel }),
  };
}

/** Lateral spacing used when a text file gives no lateral size at all. */
export const UNKNOWN_PIXEL_SIZE_M = 1e-6;

export function unknownPixelSizeWarning(channel?: string): ImportWarning {
  return {
    code: 'metadata-incomplete',
    message: 'the file states no lateral size: 1 µm per point assumed',
    ...(channel === undefined ? {} : { channel }),
  };
}
