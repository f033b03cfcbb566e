// A yes/no setting of an analysis panel as a labelled checkbox.
import { Checkbox, FormControlLabel } from '@mui/material';
import { useIntl } from 'react-intl';

export interface SettingSwitchProps {
  readonly labelId: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

export function SettingSwitch({ labelId, checked, onChange, disabled = false }: SettingSwitchProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <FormControlLabel
      disabled={disabled}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': label } }}
        />
      }
      label={label}
    />
  );
}
