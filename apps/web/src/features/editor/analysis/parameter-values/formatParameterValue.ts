// A surface or profile parameter as the results tables show it: the number in the user's units and
// number format, and the unit apart (its own column). Values arrive in SI base units with the
// quantity kind the core gives each parameter (m, m², m³/m², 1/m², 1/m, fraction, radians).
import {
  formatNumber,
  METRES_PER_UNIT,
  UNIT_SYMBOLS,
  type NumberFormatSettings,
  type QuantityKind,
} from '@asperity/core';
import type { EditorSettings } from '../../settings/editorSettings.ts';
import { displayUnit, formatLength, type LengthKind } from '../../settings/formatLength.ts';

export interface FormattedParameter {
  /** The number, e.g. "0.1234"; "NaN" where the parameter is undefined for the data. */
  readonly value: string;
  /** e.g. "µm", "µm³/µm²", "1/µm²", "%", "°"; empty for pure numbers. */
  readonly unit: string;
}

type Units = EditorSettings['units'];

const numberSettings = (units: Units): NumberFormatSettings => ({
  numberFormat: units.numberFormat,
  significantNumber: units.significantNumber,
  decimalNumber: units.decimalNumber,
  trailingZeros: units.trailingZeros,
});

/** "1.5 µm²" → { value: "1.5", unit: "µm²" } (formatLength writes the number, one space, the unit). */
function split(text: string): FormattedParameter {
  const space = text.indexOf(' ');
  return space < 0 ? { value: text, unit: '' } : { value: text.slice(0, space), unit: text.slice(space + 1) };
}

/**
 * `lateral` marks lengths measured along the surface (Sal, RSm, cut-offs): they take the distance
 * unit; other lengths are heights and take the height unit (or the automatic one).
 */
export function formatParameterValue(
  value: number,
  kind: QuantityKind,
  units: Units,
  options: { readonly lateral?: boolean; readonly decimal?: string } = {},
): FormattedParameter {
  const decimal = options.decimal ?? '.';
  const localise = (text: string) => (decimal === '.' ? text : text.replace('.', decimal));
  const plain = (v: number, unit = ''): FormattedParameter => ({
    value: localise(formatNumber(v, numberSettings(units))),
    unit,
  });
  const [squared, cubed] = units.superscriptExponents ? ['²', '³'] : ['^2', '^3'];
  const lengthKind: LengthKind = options.lateral ? 'distance' : 'height';
  const distanceUnit = displayUnit(units, 'distance');
  const distanceSymbol = distanceUnit === 'auto' ? 'm' : UNIT_SYMBOLS[distanceUnit];
  const metresPerDistanceUnit = distanceUnit === 'auto' ? 1 : METRES_PER_UNIT[distanceUnit];
  switch (kind) {
    case 'length':
      return split(formatLength(value, lengthKind, units, 1, decimal));
    case 'area':
      return split(formatLength(value, 'distance', units, 2, decimal));
    case 'volume-per-area': {
      // m³/m² is a length; written in the height unit as "unit³/unit²" the way standards print it.
      const { value: number, unit } = split(formatLength(value, 'height', units, 1, decimal));
      return { value: number, unit: `${unit}${cubed}/${unit}${squared}` };
    }
    case 'per-area':
      return plain(value * metresPerDistanceUnit ** 2, `1/${distanceSymbol}${squared}`);
    case 'per-length':
      return plain(value * metresPerDistanceUnit, `1/${distanceSymbol}`);
    case 'fraction':
      return plain(value * 100, '%');
    case 'angle':
      return plain((value * 180) / Math.PI, '°');
    case 'dimensionless':
      return plain(value);
  }
}
