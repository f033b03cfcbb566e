// A password input with a show/hide toggle.
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export function PasswordInput(props: Omit<TextFieldProps, 'type'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'profile.password.hide' : 'profile.password.show' });
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                title={label}
                edge="end"
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
