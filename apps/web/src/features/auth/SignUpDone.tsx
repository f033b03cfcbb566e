// After sign-up: the request to confirm the e-mail address, with a resend button (part 1 §4).
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { placeFailure } from './fieldErrors.ts';
import { useErrorText } from './useErrorText.ts';

export function SignUpDone({ email }: { readonly email: string }) {
  const http = useHttpClient();
  const errorText = useErrorText();
  const resend = useMutation({ mutationFn: () => authApi.resendVerification(http, email) });
  return (
    <AuthCard title="authPages.signUp.done.title" testId="sign-up-done" wide>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography data-testid="sign-up-done-message">
            <FormattedMessage id="authPages.signUp.done.body" values={{ email: <strong>{email}</strong> }} />
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="authPages.signUp.done.noMail" />
        </Typography>
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
