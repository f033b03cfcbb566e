// A password-protected link (beyond the spec, issue 14 §2): the visitor enters the password once
// per browser session; the server remembers the unlock in a cookie and rate-limits wrong guesses.
import LockRounded from '@mui/icons-material/LockRounded';
import { Alert, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureMessageId } from '../../../components/toasts/index.ts';

export interface PasswordPromptProps {
  /** Sends the password; rejects with the server's failure (share-wrong-password, too many tries). */
  readonly unlock: (password: string) => Promise<unknown>;
  readonly onUnlocked: () => void;
}

export function PasswordPrompt({ unlock, onUnlocked }: PasswordPromptProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    setBusy(true);
    setFailure(null);
    try {
      await unlock(password);
      onUnlocked();
    } catch (error) {
      setFailure(failureMessageId(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, sm: 10 } }} data-testid="share-password-prompt">
      <form onSubmit={(event) => void submit(event)}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockRounded color="action" sx={{ fontSize: 48 }} />
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
            <FormattedMessage id="sharing.password.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="error.share-password-required" />
          </Typography>
          <TextField
            type="password"
            autoFocus
            fullWidth
            label={intl.formatMessage({ id: 'sharing.password.label' })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'share-password-input' } }}
          />
          {failure && (
            <Alert severity="error" sx={{ width: '100%' }} data-testid="share-password-error">
              <FormattedMessage id={failure} />
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={busy || password === ''}
            data-testid="share-password-submit"
          >
            <FormattedMessage id="sharing.password.submit" />
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
