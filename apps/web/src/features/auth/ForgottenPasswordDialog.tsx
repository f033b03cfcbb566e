// The forgotten-password dialog (part 1 §2, §4): an address, then a link valid for 24 hours by mail
// (on a server without SMTP, the link from its outbox: OutboxResetLink).
import { PASSWORD_RESET_LINK_VALIDITY_HOURS } from '@asperity/contract';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { EmailSendDialog } from './EmailSendDialog.tsx';
import { OutboxResetLink } from './OutboxResetLink.tsx';

export interface ForgottenPasswordDialogProps {
  readonly open: boolean;
  readonly initialEmail: string;
  readonly onClose: () => void;
}

export function ForgottenPasswordDialog({ open, initialEmail, onClose }: ForgottenPasswordDialogProps) {
  const http = useHttpClient();
  return (
    <EmailSendDialog
      open={open}
      initialEmail={initialEmail}
      onClose={onClose}
      title="authPages.forgotten.title"
      body="authPages.forgotten.body"
      submit="authPages.forgotten.submit"
      send={(email) => authApi.forgottenPassword(http, email)}
      sentMessage={(email) => (
        <>
          <FormattedMessage
            id="authPages.forgotten.sent"
            values={{ email, hours: PASSWORD_RESET_LINK_VALIDITY_HOURS }}
          />
          <OutboxResetLink email={email} />
        </>
      )}
      testId="forgotten-password-dialog"
    />
  );
}
