// The closure notice setting (spec part 1 §2; issue 18 item 10), admins only: the text every page
// shows as an overlay, set or cleared at run time. Saving updates this browser's overlay at once;
// other browsers show it from their next page load.
import { CLOSURE_NOTICE_MAX_LENGTH, CLOSURE_NOTICE_PATH, type ClosureNotice } from '@asperity/contract';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { CLOSURE_NOTICE_QUERY_KEY } from '../notifications/ClosureNoticeOverlay.tsx';
import { adminApi } from './adminApi.ts';

export function ClosureNoticePanel() {
  const http = useHttpClient();
  const notice = useQuery({
    queryKey: CLOSURE_NOTICE_QUERY_KEY,
    queryFn: ({ signal }) => http.get<ClosureNotice>(CLOSURE_NOTICE_PATH, { signal }),
    retry: false,
  });
  if (notice.isPending) return null;
  // Keyed by the stored text: the form starts from what the server holds.
  const current = notice.data?.text ?? null;
  return <ClosureNoticeForm key={current ?? ''} current={current} />;
}

function ClosureNoticeForm({ current }: { readonly current: string | null }) {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  const [text, setText] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const empty = text.trim() === '';

  const saved = (next: ClosureNotice, messageId: string) => {
    queryClient.setQueryData(CLOSURE_NOTICE_QUERY_KEY, next);
    addToast(messageId, { tag: 'closure-notice', data: { type: 'success' } });
  };
  const save = useMutation({
    mutationFn: () => adminApi.setClosureNotice(http, text.trim()),
    onSuccess: (next) => saved(next, 'admin.closureNotice.saved'),
    onError: (error) => showError(error),
  });
  const clear = useMutation({
    mutationFn: () => adminApi.clearClosureNotice(http),
    onSuccess: () => saved({ text: null, updatedAt: null }, 'admin.closureNotice.cleared'),
    onError: (error) => showError(error),
  });
  const busy = save.isPending || clear.isPending;

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }} data-testid="closure-notice-panel">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="admin.closureNotice.help" />
      </Typography>
      <Alert
        severity={current === null ? 'info' : 'warning'}
        sx={{ mb: 2 }}
        data-testid="closure-notice-state"
      >
        <FormattedMessage id={current === null ? 'admin.closureNotice.none' : 'admin.closureNotice.active'} />
      </Alert>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={intl.formatMessage({ id: 'admin.closureNotice.text' })}
        value={text}
        error={touched && empty}
        helperText={touched && empty ? intl.formatMessage({ id: 'admin.closureNotice.required' }) : ' '}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: CLOSURE_NOTICE_MAX_LENGTH, 'data-testid': 'closure-notice-input' },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy}
          data-testid="closure-notice-save"
          onClick={() => {
            setTouched(true);
            if (!empty) save.mutate();
          }}
        >
          <FormattedMessage id="admin.closureNotice.save" />
        </Button>
        <Button
          disabled={busy || current === null}
          data-testid="closure-notice-clear"
          onClick={() => {
            setText('');
            setTouched(false);
            clear.mutate();
          }}
        >
          <FormattedMessage id="admin.closureNotice.clear" />
        </Button>
      </Box>
    </Paper>
  );
}
