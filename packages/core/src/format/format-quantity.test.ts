import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity.ts';

describe('formatQuantity', () => {
  it.each([
    [1.5e-6, 'micron', 1, '1.5 µm'],
    [1.5e-11, 'micron', 2, '15 µm²'],
    [2.1333e-15, 'micron', 3, '2133 µm³'],
    [3.2e-9, 'auto', 1, '3.2 nm'],
    [4e-12, 'auto', 2, '4 µm²'],
    [4e-18, 'auto', 2, '4 nm²'],
    [2.54e-5, 'milliinch', 1, '1 mil'],
    [0.0254 ** 2 * 3, 'inch', 2, '3 in²'],
    [5e-11, 'auto', 1, '0.5 Å'],
  ] as const)('%d in %s^%d → %s', (value, unit, power, text) => {
    expect(formatQuantity(value, unit, power).text).toBe(text);
  });

  it('uses the number settings', () => {
    const q = formatQuantity(1.23456e-3, 'millimeter', 1, {
      numberFormat: 'decimal',
      significantNumber: 4,
      decimalNumber: 2,
      trailingZeros: true,
    });
    expect(q).toEqual({ text: '1.23 mm', number: '1.23', unit: 'millimeter', symbol: 'mm' });
  });
});
