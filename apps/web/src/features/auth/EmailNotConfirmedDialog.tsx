// Sign-in answered email-not-confirmed: explain, and offer to send the confirmation mail again.
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { EmailSendDialog } from './EmailSendDialog.tsx';

export interface EmailNotConfirmedDialogProps {
  readonly open: boolean;
  readonly initialEmail: string;
  readonly onClose: () => void;
}

export function EmailNotConfirmedDialog({ open, initialEmail, onClose }: EmailNotConfirmedDialogProps) {
  const http = useHttpClient();
  return (
    <EmailSendDialog
      open={open}
      initialEmail={initialEmail}
      onClose={onClose}
      title="authPages.notConfirmed.title"
      body="authPages.notConfirmed.body"
      submit="authPages.notConfirmed.resend"
      send={(email) => authApi.resendVerification(http, email)}
      sentMessage={(email) => <FormattedMessage id="authPages.notConfirmed.sent" values={{ email }} />}
      testId="not-confirmed-dialog"
    />
  );
}
