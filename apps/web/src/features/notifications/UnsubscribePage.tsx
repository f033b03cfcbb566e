// /notification-settings/unsubscribe?token=… (the link in every notification e-mail): posts the
// token and says which kind of e-mail is now off. Works signed out; a bad or forged token gets the
// catalogue message.
import { NOTIFICATION_PATHS, type NotificationKind } from '@asperity/contract';
import { Alert, Button, Container, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { failureMessageId } from '../../components/toasts/useErrorToast.ts';

export function UnsubscribePage() {
  const intl = useIntl();
  const http = useHttpClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => http.post<{ kind: NotificationKind }>(NOTIFICATION_PATHS.unsubscribe, { token }),
  });
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }} data-testid="unsubscribe-page">
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="route.notification-unsubscribe" />
      </Typography>
      {!token && (
        <Alert severity="error" data-testid="unsubscribe-failed">
          <FormattedMessage id="error.invalid-request" />
        </Alert>
      )}
      {token && unsubscribe.isPending && <ProgressIndicator block />}
      {unsubscribe.isError && (
        <Alert severity="error" data-testid="unsubscribe-failed">
          <FormattedMessage id={failureMessageId(unsubscribe.error)} />
        </Alert>
      )}
      {unsubscribe.isSuccess && (
        <Alert severity="success" data-testid="unsubscribe-done">
          <FormattedMessage
            id="notifications.unsubscribe.done"
            values={{ kind: intl.formatMessage({ id: `notifications.kind.${unsubscribe.data.kind}` }) }}
          />
        </Alert>
      )}
      <Button component={RouterLink} to="/notification-settings" sx={{ mt: 2 }}>
        <FormattedMessage id="notifications.settingsLink" />
      </Button>
    </Container>
  );
}
