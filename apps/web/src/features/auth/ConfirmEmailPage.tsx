// /confirm/:hash (spec part 1 §2, §4, §8): confirms the address once on arrival. The call is a
// query keyed by the token so a second render (React's strict mode, a remount) does not spend the
// single-use token twice and then report the second attempt's failure.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useHttpClient, useSession } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';

export function ConfirmEmailPage() {
  const { hash = '' } = useParams();
  const http = useHttpClient();
  const { user, refresh } = useSession();
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', hash],
    queryFn: async () => {
      await authApi.confirmEmail(http, hash);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const confirmed = confirmation.isSuccess;
  const signedIn = user !== null;

  // A signed-in user's profile says "unconfirmed" until it is read again.
  useEffect(() => {
    if (confirmed && signedIn) void refresh();
  }, [confirmed, signedIn, refresh]);

  return (
    <AuthCard title="authPages.confirm.title" testId="confirm-page">
      {confirmation.isPending ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} data-state="busy">
          <ProgressIndicator />
          <Typography color="text.secondary">
            <FormattedMessage id="authPages.confirm.busy" />
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={3} data-state={confirmed ? 'confirmed' : 'failed'}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            {confirmed ? (
              <CheckCircleOutline color="success" sx={{ fontSize: 40 }} aria-hidden />
            ) : (
              <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden />
            )}
            <Typography data-testid="confirm-message" sx={{ pt: 1 }}>
              <FormattedMessage id={confirmed ? 'authPages.confirm.success' : 'authPages.confirm.failure'} />
            </Typography>
          </Box>
          <Button component={RouterLink} to="/sign-in" variant="contained" data-testid="confirm-to-sign-in">
            <FormattedMessage id="authPages.confirm.toSignIn" />
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
