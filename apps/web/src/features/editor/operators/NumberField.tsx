// A number input of the operator dialogs (spec part 1 §5 "numeric input"): text in the user's locale,
// one sign, the locale's decimal separator and exponent notation; keystrokes that cannot lead to a
// number are refused (isNumericInputPrefix), so the field never holds letters.
import { isNumericInputPrefix } from '@asperity/contract';
import { InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface NumberFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly locale: string;
  readonly unit?: string;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly disabled?: boolean;
  readonly testId?: string;
  readonly size?: 'small' | 'medium';
}

export function NumberField({
  label,
  value,
  onChange,
  locale,
  unit,
  error,
  helperText,
  disabled,
  testId,
  size = 'small',
}: NumberFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      size={size}
      fullWidth
      disabled={disabled}
      error={error}
      helperText={helperText}
      onChange={(event) => {
        if (isNumericInputPrefix(event.target.value, locale)) onChange(event.target.value);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', ...(testId ? { 'data-testid': testId } : {}) },
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      }}
    />
  );
}
