// While an admin acts as another account (switch to account, part 1 §4), every page shows whom
// they act as and a way back to their own account.
import { Alert, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { adminApi, SWITCH_STATE_QUERY_KEY } from './adminApi.ts';

export function SwitchBanner() {
  const { user, refresh } = useSession();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const state = useQuery({
    queryKey: [...SWITCH_STATE_QUERY_KEY, user?.uid ?? null],
    queryFn: ({ signal }) => adminApi.switchState(http, signal),
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const back = useMutation({
    mutationFn: () => adminApi.switchBack(http),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      await refresh();
      await navigate('/admin/accounts');
    },
    onError: (error) => showError(error),
  });
  const active = user !== null ? state.data?.switch : null;
  if (!active) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      data-testid="switch-banner"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={back.isPending}
          onClick={() => back.mutate()}
          data-testid="switch-back"
        >
          <FormattedMessage id="admin.switch.back" />
        </Button>
      }
    >
      <FormattedMessage
        id="admin.switch.banner"
        values={{ email: user?.email ?? '', admin: active.admin.email }}
      />
    </Alert>
  );
}
