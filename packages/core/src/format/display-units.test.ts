import { describe, expect, it } from 'vitest';
import {
  autoHeightUnit,
  fromMetres,
  isLengthUnit,
  METRES_PER_UNIT,
  toMetres,
  UNITS_SETTINGS_DEFAULTS,
} from './display-units.ts';

describe('units', () => {
  it('converts with the factors of part 2 §9', () => {
    expect(METRES_PER_UNIT).toEqual({
      angstrom: 1e-10,
      nanometer: 1e-9,
      micron: 1e-6,
      millimeter: 0.001,
      inch: 0.0254,
      milliinch: 2.54e-5,
      microinch: 2.54e-8,
    });
    expect(toMetres(2, 'micron')).toBeCloseTo(2e-6, 20);
    expect(fromMetres(0.0254, 'inch')).toBe(1);
    expect(fromMetres(toMetres(3.7, 'microinch'), 'microinch')).toBeCloseTo(3.7, 12);
    expect(isLengthUnit('micron')).toBe(true);
    expect(isLengthUnit('toString')).toBe(false);
  });

  it('has the units defaults', () => {
    expect(UNITS_SETTINGS_DEFAULTS).toMatchObject({
      measurementSystem: 'metric',
      metric: { distanceUnits: 'micron', heightUnits: 'micron' },
      imperial: { distanceUnits: 'milliinch', heightUnits: 'microinch' },
      numberFormat: 'significant',
      significantNumber: 4,
      decimalNumber: 4,
      trailingZeros: false,
    });
  });

  it.each([
    [2e-3, 'millimeter'],
    [1e-3, 'millimeter'],
    [9.99e-4, 'micron'],
    [1e-6, 'micron'],
    [-5e-6, 'micron'],
    [9.99e-7, 'nanometer'],
    [1e-9, 'nanometer'],
    [9.99e-10, 'angstrom'],
    [0, 'angstrom'],
    [Number.NaN, 'micron'],
  ])('auto height unit of %d m is %s', (metres, unit) => {
    expect(autoHeightUnit(metres)).toBe(unit);
  });
});
