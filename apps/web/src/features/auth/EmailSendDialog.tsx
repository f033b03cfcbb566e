// A small dialog that sends a mail to an address (the address field validated by the contract's
// e-mail rule) and then shows what was sent. Shared by "resend confirmation mail" and "forgotten
// password" (part 1 §2 dialog kinds "user not confirmed", "forgotten password").
import { emailSchema } from '@asperity/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dialogWidths } from '../../components/dialogs/index.ts';
import { placeFailure } from './fieldErrors.ts';
import type { AuthMessageId } from './messages.ts';
import { useErrorText } from './useErrorText.ts';

export interface EmailSendDialogProps {
  readonly open: boolean;
  readonly initialEmail: string;
  readonly onClose: () => void;
  readonly title: AuthMessageId;
  readonly body: AuthMessageId;
  readonly submit: AuthMessageId;
  readonly send: (email: string) => Promise<void>;
  readonly sentMessage: (email: string) => ReactNode;
  readonly testId: string;
}

export function EmailSendDialog(props: EmailSendDialogProps) {
  const { open, onClose, testId, title } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: dialogWidths.wide }, 'data-testid': testId } as object }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={title} />
      </DialogTitle>
      {/* Mounted only while open, so every opening starts fresh from the sign-in form's address. */}
      {open && <EmailSendForm {...props} />}
    </Dialog>
  );
}

function EmailSendForm({ initialEmail, onClose, body, submit, send, sentMessage }: EmailSendDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({ mutationFn: send });
  const parsed = emailSchema.safeParse(email);
  const failure = mutation.isError
    ? placeFailure(mutation.error, { 'auth/invalid-email': 'email' })
    : undefined;
  const fieldCode =
    (submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined) ??
    (failure?.field ? failure.errorCode : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && !mutation.isPending) mutation.mutate(parsed.data);
  };

  if (mutation.isSuccess) {
    return (
      <>
        <DialogContent>
          <Alert severity="success" data-testid="email-sent">
            {sentMessage(mutation.variables)}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            <FormattedMessage id="authPages.close" />
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage id={body} />
          </DialogContentText>
          {failure && !failure.field && <Alert severity="error">{errorText(failure.errorCode)}</Alert>}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            label={intl.formatMessage({ id: 'authPages.field.email' })}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              mutation.reset();
            }}
            error={Boolean(fieldCode)}
            helperText={fieldCode ? errorText(fieldCode) : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'dialog-email' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="authPages.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="dialog-send">
          <FormattedMessage id={submit} />
        </Button>
      </DialogActions>
    </form>
  );
}
