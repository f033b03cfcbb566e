import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  isNumericInputPrefix,
  localeNumberSchema,
  parseLocaleNumber,
} from './numeric-input.ts';

describe('numeric input', () => {
  it('knows the decimal separators', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('ja')).toBe('.');
    expect(decimalSeparator('zh')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
  });

  it.each([
    ['1', 1],
    ['-1.5', -1.5],
    ['+2', 2],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1.5E-7', 1.5e-7],
    ['-2e+2', -200],
    ['  42  ', 42],
    ['１２．５', 12.5],
    ['\u22123', -3],
  ])('reads %j in en as %d', (text, value) => {
    expect(parseLocaleNumber(text, 'en')).toBe(value);
  });

  it.each([
    '',
    '-',
    '1.2.3',
    '--1',
    '+-1',
    '1e',
    'e5',
    '1e2.5',
    '1,5',
    '1,000',
    '0x10',
    'Infinity',
    'NaN',
    '1e999',
    '1 2',
  ])('refuses %j in en', (text) => {
    expect(parseLocaleNumber(text, 'en')).toBeUndefined();
  });

  it('uses the locale separator only', () => {
    expect(parseLocaleNumber('1,5', 'de')).toBe(1.5);
    expect(parseLocaleNumber('-1,5e2', 'de')).toBe(-150);
    expect(parseLocaleNumber('1.5', 'de')).toBeUndefined();
    expect(parseLocaleNumber('1.234,5', 'de')).toBeUndefined();
  });

  it('accepts partial input while typing', () => {
    for (const text of ['', '-', '+', '.', '1.', '1e', '1e-', '-.5', '2.5E+'])
      expect(isNumericInputPrefix(text, 'en')).toBe(true);
    for (const text of ['--', '1..', '1.2.', 'e', '1e5e', 'a', '1-', '.e'])
      expect(isNumericInputPrefix(text, 'en')).toBe(false);
    expect(isNumericInputPrefix('1,', 'de')).toBe(true);
  });

  it('parses through zod with the invalid-number code', () => {
    expect(localeNumberSchema('en').parse('2.5')).toBe(2.5);
    const result = localeNumberSchema('en').safeParse('2.5.1');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['invalid-number']);
  });
});
