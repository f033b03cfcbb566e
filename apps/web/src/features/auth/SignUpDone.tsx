// After sign-up: the request to confirm the e-mail address, with a resend button (part 1 §4). A server
// without SMTP keeps the mail in its outbox (issue 15 §14): on its own machine the page links to the
// confirmation itself; elsewhere it says where the link is instead of claiming a mail was sent.
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { placeFailure } from './fieldErrors.ts';
import { confirmationPath, readOutbox } from './mailOutbox.ts';
import { useErrorText } from './useErrorText.ts';

export function SignUpDone({ email }: { readonly email: string }) {
  const http = useHttpClient();
  const errorText = useErrorText();
  const outbox = useQuery({
    queryKey: ['mail-outbox', email],
    queryFn: ({ signal }) => readOutbox(http, signal),
    retry: false,
  });
  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(http, email),
    onSuccess: () => void outbox.refetch(),
  });
  const kept = outbox.data && outbox.data.kind !== 'mail-sent' ? outbox.data : undefined;
  const link = kept?.kind === 'local' ? confirmationPath(kept.mails, email) : undefined;
  return (
    <AuthCard title="authPages.signUp.done.title" testId="sign-up-done" wide>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography data-testid="sign-up-done-message">
            <FormattedMessage
              id={kept ? 'authPages.signUp.done.outboxBody' : 'authPages.signUp.done.body'}
              values={{ email: <strong>{email}</strong> }}
            />
          </Typography>
        </Box>
        {kept?.kind === 'local' && (
          <Alert severity="info" data-testid="outbox-local">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormattedMessage id="authPages.signUp.done.outboxLocal" />
              {link && (
                <Button
                  component={RouterLink}
                  to={link}
                  variant="contained"
                  data-testid="outbox-confirm-link"
                >
                  <FormattedMessage id="authPages.signUp.done.outboxOpen" />
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {kept?.kind === 'elsewhere' && (
          <Alert severity="warning" data-testid="outbox-elsewhere">
            <FormattedMessage id="authPages.signUp.done.outboxElsewhere" />
          </Alert>
        )}
        {!kept && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="authPages.signUp.done.noMail" />
          </Typography>
        )}
        {resend.isSuccess && (
          <Alert severity="success" data-testid="resend-success">
            <FormattedMessage id="authPages.signUp.done.resent" />
          </Alert>
        )}
        {resend.isError && (
          <Alert severity="error" data-testid="resend-error">
            {errorText(placeFailure(resend.error, {}).errorCode)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            data-testid="resend-confirmation"
          >
            <FormattedMessage id="authPages.signUp.done.resend" />
          </Button>
          <Button component={RouterLink} to="/sign-in" variant="contained">
            <FormattedMessage id="authPages.signUp.toSignIn" />
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
