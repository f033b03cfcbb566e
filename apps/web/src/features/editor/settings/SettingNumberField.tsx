// A number field of the setting panels and dialogs (part 2 §5 "Numeric input is locale-aware: one sign,
// one decimal separator, exponent notation"): keystrokes that cannot lead to a number are refused, the
// value is reported only when the text is a number within the bounds, and the field says what is wrong
// while it is not.
import { TextField } from '@mui/material';
import { isNumericInputPrefix, parseLocaleNumber } from '@asperity/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export interface SettingNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly unit?: string;
  readonly testId: string;
  /** Reports whether the text is currently a valid number (dialogs disable OK meanwhile). */
  readonly onValidity?: (valid: boolean) => void;
}

export function SettingNumberField({
  label,
  value,
  onChange,
  min = -Infinity,
  max = Infinity,
  integer = false,
  unit,
  testId,
  onValidity,
}: SettingNumberFieldProps) {
  const intl = useIntl();
  const shown = (v: number) => intl.formatNumber(v, { useGrouping: false, maximumSignificantDigits: 12 });
  const [text, setText] = useState(() => shown(value));
  // A value changed elsewhere (a slider, reset, a load) or another locale replaces the text, unless the
  // text already is that number (adjusting state while rendering, as React advises instead of an effect).
  const [shownFor, setShownFor] = useState({ value, locale: intl.locale });
  if (shownFor.value !== value || shownFor.locale !== intl.locale) {
    setShownFor({ value, locale: intl.locale });
    if (parseLocaleNumber(text, intl.locale) !== value) setText(shown(value));
  }
  const parsed = parseLocaleNumber(text, intl.locale);
  const valid =
    parsed !== undefined && parsed >= min && parsed <= max && (!integer || Number.isInteger(parsed));

  useEffect(() => {
    onValidity?.(valid);
  }, [valid, onValidity]);

  const rangeText =
    Number.isFinite(min) && Number.isFinite(max)
      ? intl.formatMessage({ id: 'editor.settings.range' }, { min: shown(min), max: shown(max) })
      : intl.formatMessage({ id: 'error.invalid-number' });

  return (
    <TextField
      size="small"
      label={unit ? `${label} (${unit})` : label}
      value={text}
      error={!valid}
      helperText={valid ? undefined : rangeText}
      onChange={(event) => {
        const next = event.target.value;
        if (!isNumericInputPrefix(next, intl.locale)) return;
        setText(next);
        const number = parseLocaleNumber(next, intl.locale);
        if (number !== undefined && number >= min && number <= max && (!integer || Number.isInteger(number)))
          onChange(number);
      }}
      slotProps={{ htmlInput: { 'data-testid': testId, inputMode: 'decimal' } }}
      fullWidth
    />
  );
}
