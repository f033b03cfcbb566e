// Display units of the editor's units settings (spec part 2 §3, §9). Surfaces are stored in metres
// (DESIGN.md §3); these are the only factors the UI, exports and tick labels use to convert at the
// edges. They live in the core so tick and number formatting (format/) can use them; the contract
// re-exports them unchanged (packages/contract/src/units.ts).

export const MEASUREMENT_SYSTEMS = ['metric', 'imperial'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

export const METRIC_LENGTH_UNITS = ['angstrom', 'nanometer', 'micron', 'millimeter'] as const;
export const IMPERIAL_LENGTH_UNITS = ['microinch', 'milliinch', 'inch'] as const;
export type MetricLengthUnit = (typeof METRIC_LENGTH_UNITS)[number];
export type ImperialLengthUnit = (typeof IMPERIAL_LENGTH_UNITS)[number];
export type LengthUnit = MetricLengthUnit | ImperialLengthUnit;
export const LENGTH_UNITS: readonly LengthUnit[] = [...METRIC_LENGTH_UNITS, ...IMPERIAL_LENGTH_UNITS];

/** Metres per unit, exactly as part 2 §9 gives them (the inch is defined as 0.0254 m). */
export const METRES_PER_UNIT: Readonly<Record<LengthUnit, number>> = {
  angstrom: 1e-10,
  nanometer: 1e-9,
  micron: 1e-6,
  millimeter: 1e-3,
  inch: 0.0254,
  milliinch: 2.54e-5,
  microinch: 2.54e-8,
};

export const UNIT_SYMBOLS: Readonly<Record<LengthUnit, string>> = {
  angstrom: 'Å',
  nanometer: 'nm',
  micron: 'µm',
  millimeter: 'mm',
  inch: 'in',
  milliinch: 'mil',
  microinch: 'µin',
};

export const NUMBER_FORMATS = ['significant', 'decimal'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Units settings defaults (part 2 §9). */
export const UNITS_SETTINGS_DEFAULTS = {
  measurementSystem: 'metric',
  metric: { distanceUnits: 'micron', heightUnits: 'micron' },
  imperial: { distanceUnits: 'milliinch', heightUnits: 'microinch' },
  numberFormat: 'significant',
  significantNumber: 4,
  decimalNumber: 4,
  trailingZeros: false,
} as const;

/**
 * Automatic height unit, chosen by the magnitude expressed in microns (part 2 §9): ≥ 1000 µm →
 * millimeter, ≥ 1 µm → micron, ≥ 0.001 µm → nanometer, otherwise angstrom. Checked in order.
 */
export const AUTO_HEIGHT_UNIT_THRESHOLDS_MICRONS: readonly {
  readonly atLeast: number;
  readonly unit: MetricLengthUnit;
}[] = [
  { atLeast: 1000, unit: 'millimeter' },
  { atLeast: 1, unit: 'micron' },
  { atLeast: 0.001, unit: 'nanometer' },
];

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && Object.hasOwn(METRES_PER_UNIT, value);
}

export function toMetres(value: number, unit: LengthUnit): number {
  return value * METRES_PER_UNIT[unit];
}

export function fromMetres(metres: number, unit: LengthUnit): number {
  // Divide rather than multiply by an inverse so that round trips of exact factors stay exact.
  return metres / METRES_PER_UNIT[unit];
}

/** The metric unit a height range (e.g. zMax − zMin, in metres) is best shown in. NaN → micron. */
export function autoHeightUnit(magnitudeMetres: number): MetricLengthUnit {
  if (Number.isNaN(magnitudeMetres)) return 'micron';
  const microns = Math.abs(fromMetres(magnitudeMetres, 'micron'));
  for (const { atLeast, unit } of AUTO_HEIGHT_UNIT_THRESHOLDS_MICRONS) {
    // Quotients of decimal factors are inexact in binary floating point (a height read as
    // "1 mm" may arrive as 999.9999999999999 µm); the tolerance keeps such values on the boundary.
    if (microns >= atLeast * (1 - 1e-12)) return unit;
  }
  return 'angstrom';
}
