// Numbers on chart axes and in chart tooltips: at most four significant digits with the float noise of
// unit conversions gone (0.025, not 0.024999999999999998; -8.948, not -8.94818), no digit grouping (a
// narrow axis cut "100,000" to "100,…"), and powers of ten written out for very large or small values
// instead of SI letters ("1×10⁻⁴", never "100µ"; a log axis of 1/µm reads 0.001, 0.01, …, never "1m").
import { decimalSeparator } from '@asperity/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Significant digits a chart number keeps. */
export const CHART_DIGITS = 4;

/** Below this magnitude (and from LARGE on) a number is written as mantissa × 10ⁿ. */
const SMALL = 1e-3;
const LARGE = 1e5;

/** Drops the noise of binary floating point: 0.024999999999999998 → 0.025. */
function rounded(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

export function formatChartNumber(
  value: number | null | undefined,
  decimal = '.',
  digits = CHART_DIGITS,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const v = rounded(value, digits);
  if (v === 0) return '0';
  const magnitude = Math.abs(v);
  let text: string;
  if (magnitude < SMALL || magnitude >= LARGE) {
    const exponent = Math.floor(Math.log10(magnitude));
    let mantissa = rounded(v / 10 ** exponent, digits);
    let power = exponent;
    if (Math.abs(mantissa) >= 10) {
      mantissa = rounded(mantissa / 10, digits);
      power += 1;
    }
    const superscript = [...String(power)].map((c) => SUPERSCRIPT_DIGITS[c] ?? c).join('');
    text = `${mantissa === 1 ? '' : mantissa === -1 ? '-' : `${mantissa}×`}10${superscript}`;
  } else {
    text = String(v);
  }
  return decimal === '.' ? text : text.replace('.', decimal);
}

/** formatChartNumber with the locale's decimal separator, for axes' and series' valueFormatter. */
export function useChartNumber(): (value: number | null | undefined) => string {
  const decimal = decimalSeparator(useIntl().locale);
  return useCallback((value: number | null | undefined) => formatChartNumber(value, decimal), [decimal]);
}
