// An on/off setting of a panel.
import { FormControlLabel, Switch } from '@mui/material';

export interface SettingToggleProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly testId: string;
  readonly disabled?: boolean;
}

export function SettingToggle({ label, checked, onChange, testId, disabled = false }: SettingToggleProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(_, value) => onChange(value)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  );
}
