// A number field of an analysis panel (spec part 2 §5 "Numeric input is locale-aware: one sign, one
// decimal separator, exponent notation"): keystrokes that cannot lead to a number are refused, the
// value is reported only when the text is a number within the bounds, and the field shows an error
// while it is not.
import { TextField } from '@mui/material';
import { isNumericInputPrefix, parseLocaleNumber } from '@asperity/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export interface LocaleNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly disabled?: boolean;
  readonly unit?: string;
  readonly testId?: string;
}

export function LocaleNumberField({
  label,
  value,
  onChange,
  min = -Infinity,
  max = Infinity,
  integer = false,
  disabled = false,
  unit,
  testId,
}: LocaleNumberFieldProps) {
  const intl = useIntl();
  const shown = (v: number) => intl.formatNumber(v, { useGrouping: false, maximumSignificantDigits: 12 });
  const [text, setText] = useState(() => shown(value));
  const parsed = parseLocaleNumber(text, intl.locale);
  const valid =
    parsed !== undefined && parsed >= min && parsed <= max && (!integer || Number.isInteger(parsed));

  // A value changed from elsewhere (reset, another control) replaces the text unless it is the same
  // number; adjusted while rendering (React's "storing information from previous renders").
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (parsed !== value) setText(shown(value));
  }

  return (
    <TextField
      size="small"
      label={unit ? `${label} (${unit})` : label}
      value={text}
      disabled={disabled}
      error={!valid}
      helperText={
        valid
          ? undefined
          : intl.formatMessage(
              { id: 'editor.analysis.numberOutOfRange' },
              {
                min: shown(min),
                max: shown(max),
                bounded: Number.isFinite(min) || Number.isFinite(max) ? 1 : 0,
              },
            )
      }
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId } }}
      onChange={(event) => {
        const next = event.target.value;
        if (!isNumericInputPrefix(next, intl.locale)) return;
        setText(next);
        const number = parseLocaleNumber(next, intl.locale);
        if (number !== undefined && number >= min && number <= max && (!integer || Number.isInteger(number)))
          onChange(number);
      }}
    />
  );
}
