// /notification-settings (spec part 1 §2): for each kind of notification, in the app and/or by
// e-mail. Staff-only kinds are shown to staff and admins only. Saving marks the settings saved; a
// user sent here by the settings redirect (?redirect=<wanted path>) continues to that path.
import {
  NOTIFICATION_KINDS,
  STAFF_NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
} from '@asperity/contract';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { NOTIFICATION_SETTINGS_QUERY_KEY, notificationsApi } from './notificationsApi.ts';

type Choice = Partial<Record<NotificationKind, NotificationChannels>>;

/** Only an in-app path is followed after saving (never another site). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function NotificationSettingsPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, setUser } = useSession();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  const redirect = safeRedirect(params.get('redirect'));
  const [edits, setEdits] = useState<Choice>({});

  const settings = useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => notificationsApi.settings(http, signal),
  });
  const save = useMutation({
    mutationFn: (kinds: Choice) => notificationsApi.saveSettings(http, { kinds }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved);
      setEdits({});
      if (user) setUser({ ...user, hasSavedNotifications: true });
      addToast('notifications.settings.saved', { tag: 'notification-settings', data: { type: 'success' } });
      if (redirect) await navigate(redirect, { replace: true });
    },
    onError: (error) => showError(error),
  });

  if (settings.isPending) return <ProgressIndicator block />;
  if (settings.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error" data-testid="notification-settings-error">
          <FormattedMessage id="error.get-notification-settings-failed" />
        </Alert>
      </Container>
    );
  }

  const staff = Boolean(user?.isStaff || user?.isAdmin);
  const kinds = NOTIFICATION_KINDS.filter((kind) => staff || !STAFF_NOTIFICATION_KINDS.includes(kind));
  const current = (kind: NotificationKind): NotificationChannels =>
    edits[kind] ?? settings.data.kinds[kind] ?? { app: true, email: false };
  const toggle = (kind: NotificationKind, channel: keyof NotificationChannels) =>
    setEdits((previous) => ({
      ...previous,
      [kind]: { ...current(kind), [channel]: !current(kind)[channel] },
    }));

  return (
    <Container maxWidth="md" sx={{ py: 4 }} data-testid="notification-settings">
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="notifications.settings.title" />
      </Typography>
      {(redirect || !settings.data.saved) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="notification-settings-choose">
          <FormattedMessage id="notifications.settings.choose" />
        </Alert>
      )}
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="notifications.settings.kind" />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage id="notifications.settings.app" />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage id="notifications.settings.email" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kinds.map((kind) => {
              const label = intl.formatMessage({ id: `notifications.kind.${kind}` });
              const value = current(kind);
              return (
                <TableRow key={kind} data-testid="notification-setting" data-kind={kind}>
                  <TableCell>{label}</TableCell>
                  {(['app', 'email'] as const).map((channel) => (
                    <TableCell key={channel} align="center">
                      <Checkbox
                        checked={value[channel]}
                        onChange={() => toggle(kind, channel)}
                        slotProps={{
                          input: {
                            'aria-label': intl.formatMessage(
                              { id: `notifications.settings.${channel}For` },
                              { kind: label },
                            ),
                            // @ts-expect-error data attributes are valid on the input element
                            'data-testid': `setting-${kind}-${channel}`,
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          data-testid="notification-settings-save"
          disabled={save.isPending}
          onClick={() => save.mutate(Object.fromEntries(kinds.map((k) => [k, current(k)])))}
        >
          <FormattedMessage id="notifications.settings.save" />
        </Button>
      </Box>
    </Container>
  );
}
