import * as core from '@asperity/core';
import { describe, expect, it } from 'vitest';
import * as units from './units.ts';

// The tables and conversions moved to the core (format/display-units.ts, tested there); the contract
// keeps its API by re-exporting the very same values.
describe('units re-exports', () => {
  it('are the core tables, unchanged', () => {
    expect(units.METRES_PER_UNIT).toBe(core.METRES_PER_UNIT);
    expect(units.autoHeightUnit).toBe(core.autoHeightUnit);
    expect(units.UNITS_SETTINGS_DEFAULTS.significantNumber).toBe(4);
    expect(units.fromMetres(0.0254, 'inch')).toBe(1);
    expect(Object.keys(units).sort()).toEqual([
      'AUTO_HEIGHT_UNIT_THRESHOLDS_MICRONS',
      'IMPERIAL_LENGTH_UNITS',
      'LENGTH_UNITS',
      'MEASUREMENT_SYSTEMS',
      'METRES_PER_UNIT',
      'METRIC_LENGTH_UNITS',
      'NUMBER_FORMATS',
      'UNITS_SETTINGS_DEFAULTS',
      'UNIT_SYMBOLS',
      'autoHeightUnit',
      'fromMetres',
      'isLengthUnit',
      'toMetres',
    ]);
  });
});
