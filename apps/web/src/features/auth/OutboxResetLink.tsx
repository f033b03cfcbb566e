// Under "a reset link is on its way" of a server without SMTP (issue 15 §14): the reset link from the
// server's outbox on its own machine, or where it is when the outbox is shown only there.
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { outboxLinkPath, readOutbox } from './mailOutbox.ts';

export function OutboxResetLink({ email }: { readonly email: string }) {
  const http = useHttpClient();
  const outbox = useQuery({
    queryKey: ['mail-outbox', 'reset', email],
    queryFn: ({ signal }) => readOutbox(http, signal),
    retry: false,
  });
  const data = outbox.data;
  if (!data || data.kind === 'mail-sent') return null;
  if (data.kind === 'elsewhere')
    return (
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="outbox-elsewhere">
        <FormattedMessage id="authPages.signUp.done.outboxElsewhere" />
      </Typography>
    );
  const link = outboxLinkPath(data.mails, email, '/reset_password/');
  if (!link) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="outbox-local">
      <Typography variant="body2">
        <FormattedMessage id="authPages.forgotten.outboxLocal" />
      </Typography>
      <Button component={RouterLink} to={link} size="small" sx={{ mt: 0.5 }} data-testid="outbox-reset-link">
        <FormattedMessage id="authPages.forgotten.outboxOpen" />
      </Button>
    </Box>
  );
}
