import { describe, expect, it } from 'vitest';
import { formatChartNumber } from './chartNumbers.ts';

describe('formatChartNumber', () => {
  it('keeps four significant digits and drops floating-point noise', () => {
    expect(formatChartNumber(0.024999999999999998)).toBe('0.025');
    expect(formatChartNumber(-8.94818)).toBe('-8.948');
    expect(formatChartNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatChartNumber(12.5)).toBe('12.5');
    expect(formatChartNumber(0)).toBe('0');
  });

  it('writes no digit grouping and powers of ten for large and small values, never SI letters', () => {
    expect(formatChartNumber(99990)).toBe('99990');
    expect(formatChartNumber(100000)).toBe('10⁵');
    expect(formatChartNumber(123456)).toBe('1.235×10⁵');
    expect(formatChartNumber(0.001)).toBe('0.001');
    expect(formatChartNumber(0.0001)).toBe('10⁻⁴');
    expect(formatChartNumber(-2.5e-7)).toBe('-2.5×10⁻⁷');
    expect(formatChartNumber(9.99999e-5)).toBe('10⁻⁴');
  });

  it('writes the decimal separator asked for, and nothing for a missing value', () => {
    expect(formatChartNumber(1.5, ',')).toBe('1,5');
    expect(formatChartNumber(null)).toBe('');
    expect(formatChartNumber(Number.NaN)).toBe('');
  });
});
