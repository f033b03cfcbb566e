// formatParameterValue with the store's units settings and the locale's decimal separator.
import { decimalSeparator } from '@asperity/contract';
import type { QuantityKind } from '@asperity/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { formatParameterValue, type FormattedParameter } from './formatParameterValue.ts';

export type FormatParameter = (value: number, kind: QuantityKind, lateral?: boolean) => FormattedParameter;

export function useFormatParameterValue(): FormatParameter {
  const units = useEditorSettings((s) => s.units);
  const { locale } = useIntl();
  const decimal = decimalSeparator(locale);
  return useCallback(
    (value, kind, lateral = false) => formatParameterValue(value, kind, units, { lateral, decimal }),
    [units, decimal],
  );
}
