// The three share permission switches (spec part 1 §6) with the rule of sharePermissions.ts:
// export only while saving, no editing on a publicly shared file.
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import {
  changePermission,
  permissionEnabled,
  type SharePermission,
  type SharePermissions,
} from '../sharePermissions.ts';

const ORDER: readonly SharePermission[] = ['allowSaving', 'allowOriginalFileExport', 'allowEditing'];

export interface PermissionSwitchesProps {
  readonly value: SharePermissions;
  readonly onChange: (next: SharePermissions) => void;
  readonly publiclyShared?: boolean;
  readonly disabled?: boolean;
}

export function PermissionSwitches({
  value,
  onChange,
  publiclyShared = false,
  disabled = false,
}: PermissionSwitchesProps) {
  return (
    <FormGroup>
      {ORDER.map((permission) => (
        <FormControlLabel
          key={permission}
          control={
            <Switch
              checked={value[permission]}
              disabled={disabled || !permissionEnabled(value, permission, publiclyShared)}
              onChange={(event) =>
                onChange(changePermission(value, permission, event.target.checked, publiclyShared))
              }
              slotProps={{ input: { 'data-testid': `share-${permission}` } as Record<string, string> }}
            />
          }
          label={<FormattedMessage id={`sharing.permission.${permission}`} />}
        />
      ))}
    </FormGroup>
  );
}
