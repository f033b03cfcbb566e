// A length (or area, volume) as the editor writes it with the user's units settings (spec part 2 §3,
// §9): the system's distance or height unit, the automatic height unit when it is on, significant digits
// or decimal places, trailing zeros, and unit exponents as superscripts (µm²) or carets (µm^2).
// The digits and the conversion are the core's (formatQuantity); this only picks the unit and the style.
import { formatQuantity, type LengthUnit, type UnitPower } from '@asperity/core';
import type { EditorSettings } from './editorSettings.ts';

export type LengthKind = 'distance' | 'height';

const CARETS: Readonly<Record<UnitPower, string>> = { 1: '', 2: '^2', 3: '^3' };

/** The unit a length of this kind is shown in, or 'auto' for the automatic height unit. */
export function displayUnit(units: EditorSettings['units'], kind: LengthKind): LengthUnit | 'auto' {
  const system = units[units.measurementSystem];
  // Part 2 §9's automatic unit chooses among metric units only; in imperial the chosen height unit stays.
  if (kind === 'height' && units.autoHeightUnit && units.measurementSystem === 'metric') return 'auto';
  return kind === 'distance' ? system.distanceUnits : system.heightUnits;
}

/**
 * `value` in m (power 1), m² (2) or m³ (3). `decimal` is the locale's decimal separator (the core writes
 * '.'), e.g. formatLength(1.5e-6, 'height', units) → "1.5 µm" with the defaults.
 */
export function formatLength(
  value: number,
  kind: LengthKind,
  units: EditorSettings['units'],
  power: UnitPower = 1,
  decimal = '.',
): string {
  const quantity = formatQuantity(value, displayUnit(units, kind), power, {
    numberFormat: units.numberFormat,
    significantNumber: units.significantNumber,
    decimalNumber: units.decimalNumber,
    trailingZeros: units.trailingZeros,
  });
  const number = decimal === '.' ? quantity.number : quantity.number.replace('.', decimal);
  const symbol = units.superscriptExponents
    ? quantity.symbol
    : quantity.symbol.replace(/[²³]$/, CARETS[power]);
  return `${number} ${symbol}`;
}
