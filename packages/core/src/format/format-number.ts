// How the editor writes a number (spec part 2 §3 units settings, §5 validation, §9 defaults): a
// number format (significant digits 2..6 or decimal places 0..6), trailing zeros on or off, and an
// optional scientific mode. Shared by server (exports), web (tables, charts) and viewer (axis ticks)
// so every place shows the same digits.
//
// Decisions:
// - Values whose magnitude is below 2⁻²⁴ are written as 0 (part 2 §5), so float noise around zero
//   (−1.7e-17 after a plane subtraction) never shows up as a number.
// - Scientific display follows part 2 §5 literally: in scientific mode a value is written as
//   mantissa·e±exponent when its decimal exponent lies in −5..6 (inclusive); outside that window,
//   and whenever scientific mode is off, it is written in positional notation. Positional notation
//   never switches to exponent form on its own (unlike Number#toPrecision).
// - The mantissa uses the same digits rule as positional notation (significant digits, or decimal
//   places of the mantissa). Separators are ASCII; the web app localises them.
import { UNITS_SETTINGS_DEFAULTS, type NumberFormat } from './display-units.ts';

export interface NumberFormatSettings {
  readonly numberFormat: NumberFormat;
  /** 2..6 */
  readonly significantNumber: number;
  /** 0..6 */
  readonly decimalNumber: number;
  readonly trailingZeros: boolean;
  readonly scientific?: boolean;
}

export const DEFAULT_NUMBER_FORMAT: NumberFormatSettings = {
  numberFormat: UNITS_SETTINGS_DEFAULTS.numberFormat,
  significantNumber: UNITS_SETTINGS_DEFAULTS.significantNumber,
  decimalNumber: UNITS_SETTINGS_DEFAULTS.decimalNumber,
  trailingZeros: UNITS_SETTINGS_DEFAULTS.trailingZeros,
  scientific: false,
};

/** Magnitudes below this are shown as 0 (part 2 §5). */
export const DISPLAY_ZERO_BELOW = 2 ** -24;
export const SIGNIFICANT_DIGITS_RANGE = { min: 2, max: 6 } as const;
export const DECIMAL_PLACES_RANGE = { min: 0, max: 6 } as const;
/** Decimal exponents written in scientific form when scientific mode is on (part 2 §5). */
export const SCIENTIFIC_EXPONENT_RANGE = { min: -5, max: 6 } as const;

export function formatNumber(value: number, settings: NumberFormatSettings = DEFAULT_NUMBER_FORMAT): string {
  const { significantNumber, decimalNumber } = settings;
  if (
    !Number.isInteger(significantNumber) ||
    significantNumber < SIGNIFICANT_DIGITS_RANGE.min ||
    significantNumber > SIGNIFICANT_DIGITS_RANGE.max
  ) {
    throw new RangeError(`significant digits must be an integer in 2..6, got ${significantNumber}`);
  }
  if (
    !Number.isInteger(decimalNumber) ||
    decimalNumber < DECIMAL_PLACES_RANGE.min ||
    decimalNumber > DECIMAL_PLACES_RANGE.max
  ) {
    throw new RangeError(`decimal places must be an integer in 0..6, got ${decimalNumber}`);
  }
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  const v = Math.abs(value) < DISPLAY_ZERO_BELOW ? 0 : value;

  if (settings.scientific && v !== 0) {
    const exponent = decimalExponent(v, settings);
    if (exponent >= SCIENTIFIC_EXPONENT_RANGE.min && exponent <= SCIENTIFIC_EXPONENT_RANGE.max) {
      const mantissa = positional(v / 10 ** exponent, settings);
      return `${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
    }
  }
  return positional(v, settings);
}

/** The exponent of the value once rounded to the displayed digits (9.9996 at 4 digits is 1.000e+1). */
function decimalExponent(v: number, settings: NumberFormatSettings): number {
  let exponent = Math.floor(Math.log10(Math.abs(v)));
  const digits =
    settings.numberFormat === 'significant' ? settings.significantNumber - 1 : settings.decimalNumber;
  const mantissa = Math.abs(v) / 10 ** exponent;
  if (Number(mantissa.toFixed(digits)) >= 10) exponent++;
  return exponent;
}

function positional(v: number, settings: NumberFormatSettings): string {
  let text: string;
  if (settings.numberFormat === 'significant') {
    if (v === 0) {
      text = (0).toFixed(settings.significantNumber - 1);
    } else {
      const rounded = Number(v.toPrecision(settings.significantNumber));
      const exponent = Math.floor(Math.log10(Math.abs(rounded)));
      // toFixed writes positional digits up to 1e21; beyond that a surface value cannot arise.
      const decimals = Math.min(100, Math.max(0, settings.significantNumber - 1 - exponent));
      text = rounded.toFixed(decimals);
    }
  } else {
    text = v.toFixed(settings.decimalNumber);
  }
  if (!settings.trailingZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  // Rounding can leave "-0" or "-0.00" for tiny negatives; a sign on zero means nothing to a reader.
  if (/^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return text;
}
