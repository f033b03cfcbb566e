import { describe, expect, it } from 'vitest';
import { DEFAULT_NUMBER_FORMAT, formatNumber, type NumberFormatSettings } from './format-number.ts';

const significant = (digits: number, trailingZeros = false, scientific = false): NumberFormatSettings => ({
  ...DEFAULT_NUMBER_FORMAT,
  numberFormat: 'significant',
  significantNumber: digits,
  trailingZeros,
  scientific,
});
const decimal = (places: number, trailingZeros = false, scientific = false): NumberFormatSettings => ({
  ...DEFAULT_NUMBER_FORMAT,
  numberFormat: 'decimal',
  decimalNumber: places,
  trailingZeros,
  scientific,
});

describe('formatNumber', () => {
  it.each<[number, NumberFormatSettings, string]>([
    // Defaults of part 2 §9: 4 significant digits, trailing zeros off.
    [Math.PI, DEFAULT_NUMBER_FORMAT, '3.142'],
    [1.5, DEFAULT_NUMBER_FORMAT, '1.5'],
    [2, significant(4, true), '2.000'],
    [123456, significant(4), '123500'],
    [0.000012345, significant(3), '0.0000123'],
    [-0.98765, significant(2), '-0.99'],
    [9.9996, significant(4), '10'],
    [9.9996, significant(4, true), '10.00'],
    [0, significant(4, true), '0.000'],
    [0, significant(4), '0'],
    [1234.5678, decimal(2), '1234.57'],
    [1.5, decimal(4, true), '1.5000'],
    [1.5, decimal(0), '2'],
    [-0.00001, decimal(2), '0'],
    [-0.00001, decimal(2, true), '0.00'],
    // Below 2⁻²⁴ is zero (part 2 §5); just above is a number.
    [5e-8, significant(4), '0'],
    [-5e-8, significant(4), '0'],
    [6e-8, significant(2), '0.00000006'],
    // Scientific mode: exponents −5..6 in mantissa form, others positional (part 2 §5).
    [0.0012345, significant(3, false, true), '1.23e-3'],
    [123456, significant(4, false, true), '1.235e+5'],
    [1e6, significant(4, true, true), '1.000e+6'],
    [2.5e-5, significant(2, false, true), '2.5e-5'],
    [12345678, significant(3, false, true), '12300000'],
    [1.2e-6, significant(2, false, true), '0.0000012'],
    [99999.7, significant(4, false, true), '1e+5'],
    [0.0456, decimal(1, true, true), '4.6e-2'],
    [0, significant(3, false, true), '0'],
    [Number.NaN, DEFAULT_NUMBER_FORMAT, 'NaN'],
    [Number.POSITIVE_INFINITY, DEFAULT_NUMBER_FORMAT, '∞'],
  ])('%d → %s', (value, settings, expected) => {
    expect(formatNumber(value, settings)).toBe(expected);
  });

  it('refuses digits outside the validated ranges (part 2 §5: 2..6 significant, 0..6 decimals)', () => {
    expect(() => formatNumber(1, significant(1))).toThrow(RangeError);
    expect(() => formatNumber(1, significant(7))).toThrow(RangeError);
    expect(() => formatNumber(1, decimal(7))).toThrow(RangeError);
    expect(() => formatNumber(1, decimal(-1))).toThrow(RangeError);
    expect(formatNumber(1.23456789, significant(6))).toBe('1.23457');
    expect(formatNumber(1.23456789, decimal(6))).toBe('1.234568');
  });
});
