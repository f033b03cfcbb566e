// Consent to the updated privacy and cookie policies, required to sign up or sign in (part 1 §5).
import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export interface ConsentCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | undefined;
}

const policyLink = (to: string) => (chunks: ReactNode[]) => (
  <Link component={RouterLink} to={to} target="_blank" rel="noopener">
    {chunks}
  </Link>
);

export function ConsentCheckbox({ checked, onChange, error }: ConsentCheckboxProps) {
  return (
    <FormControl error={Boolean(error)} sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? 'consent-error' : undefined } }}
            data-testid="consent"
          />
        }
        label={
          <FormattedMessage
            id="authPages.consent.label"
            values={{ privacy: policyLink('/privacy-policy'), cookies: policyLink('/cookie-policy') }}
          />
        }
      />
      {error && <FormHelperText id="consent-error">{error}</FormHelperText>}
    </FormControl>
  );
}
