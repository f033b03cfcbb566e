// A length (or area, volume) as the editor writes it with the user's units settings (spec part 2 §3,
// §9): the system's distance or height unit, the automatic height unit when it is on, significant digits
// or decimal places, trailing zeros, and unit exponents as superscripts (µm²) or carets (µm^2).
// The digits and the conversion are the core's (formatQuantity); this only picks the unit and the style.
import {
  autoHeightUnit,
  formatQuantity,
  METRES_PER_UNIT,
  type LengthUnit,
  type UnitPower,
} from '@asperity/core';
import type { EditorSettings } from './editorSettings.ts';

export type LengthKind = 'distance' | 'height';

const CARETS: Readonly<Record<UnitPower, string>> = { 1: '', 2: '^2', 3: '^3' };

/**
 * The unit a length of this kind is shown in, or 'auto' for the automatic unit. Part 2 §9's automatic
 * unit chooses among metric units by magnitude; it applies to every length (heights, pixel sizes,
 * positions), so AFM data reads "0.977 nm" rather than "0.0009766 µm". In imperial the chosen units stay.
 */
export function displayUnit(units: EditorSettings['units'], kind: LengthKind): LengthUnit | 'auto' {
  const system = units[units.measurementSystem];
  if (units.autoHeightUnit && units.measurementSystem === 'metric') return 'auto';
  return kind === 'distance' ? system.distanceUnits : system.heightUnits;
}

/**
 * The concrete unit for lengths of this kind around `magnitude` metres (a value, or the span of an axis):
 * the chosen unit, or the automatic one for that magnitude. Zero or no magnitude falls back to the
 * system's chosen unit, so a lone 0 reads "0 µm", not "0 Å".
 */
export function unitForMagnitude(
  units: EditorSettings['units'],
  kind: LengthKind,
  magnitude: number,
): LengthUnit {
  const unit = displayUnit(units, kind);
  if (unit !== 'auto') return unit;
  if (Number.isFinite(magnitude) && magnitude !== 0) return autoHeightUnit(Math.abs(magnitude));
  const system = units[units.measurementSystem];
  return kind === 'distance' ? system.distanceUnits : system.heightUnits;
}

const METRIC_UNITS_LARGEST_FIRST: readonly LengthUnit[] = ['millimeter', 'micron', 'nanometer', 'angstrom'];

/**
 * Areas and volumes with the automatic unit: the unit of their side (part 2 §9's rule on the power-th
 * root, "2304 µm²" for a 48 µm square), moved to a larger unit while the number would be 10 000 or
 * more and stays at least 0.001 there ("0.5 µm³", not the "500000000 nm³" the side's unit gives).
 */
function areaOrVolumeUnit(
  value: number,
  kind: LengthKind,
  units: EditorSettings['units'],
  power: UnitPower,
): LengthUnit {
  const chosen = unitForMagnitude(units, kind, Number.NaN);
  if (displayUnit(units, kind) !== 'auto' || !Number.isFinite(value) || value === 0) return chosen;
  const magnitude = Math.abs(value);
  const inUnit = (unit: LengthUnit) => magnitude / METRES_PER_UNIT[unit] ** power;
  let index = METRIC_UNITS_LARGEST_FIRST.indexOf(autoHeightUnit(magnitude ** (1 / power)));
  while (index > 0) {
    const larger = METRIC_UNITS_LARGEST_FIRST[index - 1];
    const current = METRIC_UNITS_LARGEST_FIRST[index];
    if (larger === undefined || current === undefined) break;
    if (!(inUnit(current) >= 1e4 && inUnit(larger) >= 1e-3)) break;
    index--;
  }
  return METRIC_UNITS_LARGEST_FIRST[index] ?? chosen;
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
  const unit =
    power === 1
      ? unitForMagnitude(units, kind, Math.abs(value))
      : areaOrVolumeUnit(value, kind, units, power);
  const quantity = formatQuantity(value, unit, power, {
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
