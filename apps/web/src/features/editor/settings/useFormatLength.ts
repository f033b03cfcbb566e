// The formatting helper every editor panel uses for lengths: follows the units settings of the store and
// the locale's decimal separator, so a change in the units panel rewrites every number at once.
//   const format = useFormatLength();  format(zMax - zMin, 'height')  → "1.234 µm"
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { decimalSeparator } from '@asperity/contract';
import type { UnitPower } from '@asperity/core';
import { formatLength, type LengthKind } from './formatLength.ts';
import { useEditorSettings } from './useEditorSettings.ts';

export type FormatLength = (metres: number, kind: LengthKind, power?: UnitPower) => string;

export function useFormatLength(): FormatLength {
  const units = useEditorSettings((s) => s.units);
  const { locale } = useIntl();
  const decimal = decimalSeparator(locale);
  return useCallback(
    (metres: number, kind: LengthKind, power: UnitPower = 1) =>
      formatLength(metres, kind, units, power, decimal),
    [units, decimal],
  );
}
