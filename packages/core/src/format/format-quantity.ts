// A value with its unit as the editor writes it (spec part 2 §9: "unit exponents 2 and 3 render as
// superscripts"): lengths, areas and volumes converted from SI to the display unit (or the automatic
// height unit) and formatted with the number settings, e.g. 1.5e-11 m² → "15 µm²".
import { autoHeightUnit, METRES_PER_UNIT, UNIT_SYMBOLS, type LengthUnit } from './display-units.ts';
import { DEFAULT_NUMBER_FORMAT, formatNumber, type NumberFormatSettings } from './format-number.ts';

export type UnitPower = 1 | 2 | 3;

const SUPERSCRIPTS: Readonly<Record<UnitPower, string>> = { 1: '', 2: '²', 3: '³' };

export interface FormattedQuantity {
  readonly text: string;
  readonly number: string;
  readonly unit: LengthUnit;
  /** e.g. "µm²". */
  readonly symbol: string;
}

/**
 * `value` is in m, m² or m³ (power 1, 2, 3). 'auto' picks the unit from the length scale of the
 * value (its power-th root), as the editor's automatic height unit does for lengths.
 */
export function formatQuantity(
  value: number,
  unit: LengthUnit | 'auto',
  power: UnitPower = 1,
  settings: NumberFormatSettings = DEFAULT_NUMBER_FORMAT,
): FormattedQuantity {
  const chosen = unit === 'auto' ? autoHeightUnit(Math.abs(value) ** (1 / power)) : unit;
  const number = formatNumber(value / METRES_PER_UNIT[chosen] ** power, settings);
  const symbol = `${UNIT_SYMBOLS[chosen]}${SUPERSCRIPTS[power]}`;
  return { text: `${number} ${symbol}`, number, unit: chosen, symbol };
}
