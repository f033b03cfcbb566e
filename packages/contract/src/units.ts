// Length units of the editor's units settings (spec part 2 §3, §9). The tables and conversions are
// pure, so they live in the core (format/display-units.ts) where tick labels and number formatting
// use them; the contract re-exports them so its API is unchanged.
export {
  MEASUREMENT_SYSTEMS,
  METRIC_LENGTH_UNITS,
  IMPERIAL_LENGTH_UNITS,
  LENGTH_UNITS,
  METRES_PER_UNIT,
  UNIT_SYMBOLS,
  NUMBER_FORMATS,
  UNITS_SETTINGS_DEFAULTS,
  AUTO_HEIGHT_UNIT_THRESHOLDS_MICRONS,
  isLengthUnit,
  toMetres,
  fromMetres,
  autoHeightUnit,
} from '@asperity/core';
export type {
  MeasurementSystem,
  MetricLengthUnit,
  ImperialLengthUnit,
  LengthUnit,
  NumberFormat,
} from '@asperity/core';
