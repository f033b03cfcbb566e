// The account actions of part 1 §4 (each a request with success or failure): a PATCH or DELETE on
// the account, then the list is read again; failures show the catalogue message.
import type { AdminAccountPatch } from '@asperity/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { ADMIN_QUERY_KEY, adminApi, SWITCH_STATE_QUERY_KEY } from './adminApi.ts';

export function useAdminActions() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const done = async () => {
    addToast('admin.action.done', { tag: 'admin-action', data: { type: 'success' } });
    await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
  };
  const patch = useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: AdminAccountPatch }) =>
      adminApi.patchAccount(http, uid, body),
    onSuccess: done,
    onError: (error) => showError(error),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => adminApi.removeAccount(http, uid),
    onSuccess: done,
    onError: (error) => showError(error),
  });
  const switchTo = useMutation({
    mutationFn: (uid: string) => adminApi.switchTo(http, uid),
    onSuccess: async () => {
      // The session cookies are now the account's: read who we are, then show its library.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      await refresh();
      await queryClient.invalidateQueries({ queryKey: SWITCH_STATE_QUERY_KEY });
      await navigate('/images');
    },
    onError: (error) => showError(error),
  });
  return { patch, remove, switchTo };
}
