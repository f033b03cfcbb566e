// Lengths as the editor writes them with the units settings, checked against spec part 2 §9's
// conversions (micron 1e-6 m, milliinch 2.54e-5 m, microinch 2.54e-8 m, …) and the automatic height unit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_SETTINGS, type EditorSettings } from './editorSettings.ts';
import { displayUnit, formatLength, unitForMagnitude } from './formatLength.ts';

type Units = EditorSettings['units'];
// The chosen units alone unless a test turns the automatic unit on (the default, checked below).
const units = (patch: Partial<Units> = {}): Units => ({
  ...DEFAULT_EDITOR_SETTINGS.units,
  autoHeightUnit: false,
  ...patch,
});

describe('formatLength', () => {
  it('writes metres in the default micron with 4 significant digits and no trailing zeros', () => {
    expect(formatLength(1.5e-6, 'height', units())).toBe('1.5 µm');
    expect(formatLength(1.23456e-6, 'distance', units())).toBe('1.235 µm');
    expect(formatLength(2.5e-4, 'distance', units())).toBe('250 µm');
  });

  it('follows the chosen metric units (angstrom 1e-10, nanometer 1e-9, millimeter 1e-3)', () => {
    const metric = (distanceUnits: Units['metric']['distanceUnits']) =>
      units({ metric: { distanceUnits, heightUnits: 'micron' } });
    expect(formatLength(3e-10, 'distance', metric('angstrom'))).toBe('3 Å');
    expect(formatLength(4.2e-8, 'distance', metric('nanometer'))).toBe('42 nm');
    expect(formatLength(1.25e-3, 'distance', metric('millimeter'))).toBe('1.25 mm');
  });

  it('writes imperial lengths in milliinch and heights in microinch by default', () => {
    const imperial = units({ measurementSystem: 'imperial' });
    expect(formatLength(2.54e-5, 'distance', imperial)).toBe('1 mil');
    expect(formatLength(7.62e-8, 'height', imperial)).toBe('3 µin');
    expect(
      formatLength(
        0.0508,
        'distance',
        units({
          measurementSystem: 'imperial',
          imperial: { distanceUnits: 'inch', heightUnits: 'microinch' },
        }),
      ),
    ).toBe('2 in');
  });

  it('uses decimal places and trailing zeros when asked', () => {
    expect(formatLength(1.23456e-6, 'height', units({ numberFormat: 'decimal', decimalNumber: 2 }))).toBe(
      '1.23 µm',
    );
    expect(formatLength(1.5e-6, 'height', units({ trailingZeros: true }))).toBe('1.500 µm');
    expect(formatLength(1.5e-6, 'height', units({ numberFormat: 'decimal', decimalNumber: 0 }))).toBe('2 µm');
  });

  it('picks the automatic height unit by magnitude (≥1000 µm mm, ≥1 µm µm, ≥0.001 µm nm, else Å)', () => {
    const auto = units({ autoHeightUnit: true });
    expect(formatLength(1.5e-3, 'height', auto)).toBe('1.5 mm');
    expect(formatLength(2e-6, 'height', auto)).toBe('2 µm');
    expect(formatLength(2e-9, 'height', auto)).toBe('2 nm');
    expect(formatLength(5e-11, 'height', auto)).toBe('0.5 Å');
    // In imperial the chosen height unit stays.
    expect(displayUnit({ ...auto, measurementSystem: 'imperial' }, 'height')).toBe('microinch');
  });

  it('writes every length in the automatic unit: an AFM pixel of 1 µm / 1024 reads 9.766 Å (part 2 §9: below 0.001 µm)', () => {
    const auto = units({ autoHeightUnit: true });
    expect(formatLength(1e-6 / 1024, 'distance', auto)).toBe('9.766 Å');
    expect(formatLength(2e-9, 'distance', auto)).toBe('2 nm');
    expect(formatLength(1.5e-3, 'distance', auto)).toBe('1.5 mm');
    expect(formatLength(1e-6 / 1024, 'distance', units())).toBe('0.0009766 µm');
    // A lone zero keeps the chosen unit (not "0 Å"); areas pick the unit of their side.
    expect(formatLength(0, 'height', auto)).toBe('0 µm');
    expect(formatLength(4e-18, 'distance', auto, 2)).toBe('4 nm²');
    expect(formatLength(48e-6 * 48e-6, 'distance', auto, 2)).toBe('2304 µm²');
    expect(formatLength(0.5e-18, 'height', auto, 3)).toBe('0.5 µm³');
    expect(formatLength(11.31e-18, 'height', auto, 3)).toBe('11.31 µm³');
    expect(formatLength(2e-27, 'height', auto, 3)).toBe('2 nm³');
  });

  it('has the automatic unit on by default', () => {
    expect(DEFAULT_EDITOR_SETTINGS.units.autoHeightUnit).toBe(true);
    expect(formatLength(1e-6 / 1024, 'distance', DEFAULT_EDITOR_SETTINGS.units)).toBe('9.766 Å');
  });

  it('picks one unit for an axis from its span (unitForMagnitude)', () => {
    const auto = units({ autoHeightUnit: true });
    expect(unitForMagnitude(auto, 'height', 20e-9)).toBe('nanometer');
    expect(unitForMagnitude(auto, 'distance', 2e-3)).toBe('millimeter');
    expect(unitForMagnitude(auto, 'height', 0)).toBe('micron');
    expect(unitForMagnitude(auto, 'height', Number.NaN)).toBe('micron');
    expect(unitForMagnitude(units(), 'height', 20e-9)).toBe('micron');
  });

  it('writes unit exponents as superscripts or, when that is off, with a caret', () => {
    expect(formatLength(1.5e-11, 'distance', units(), 2)).toBe('15 µm²');
    expect(formatLength(2e-18, 'distance', units(), 3)).toBe('2 µm³');
    expect(formatLength(1.5e-11, 'distance', units({ superscriptExponents: false }), 2)).toBe('15 µm^2');
  });

  it("writes the locale's decimal separator", () => {
    expect(formatLength(1.5e-6, 'height', units(), 1, ',')).toBe('1,5 µm');
  });
});
