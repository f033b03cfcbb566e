// The caller's notifications from the query cache, and the mark-read calls that update it. The live
// socket writes into the same cache entry (useLiveConnection), so the badge follows without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@asperity/contract';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { withRead } from './notificationCache.ts';
import { NOTIFICATIONS_QUERY_KEY, notificationsApi } from './notificationsApi.ts';

export function useNotifications(enabled: boolean) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const query = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => notificationsApi.list(http, signal),
    enabled,
    staleTime: 60_000,
  });
  const setList = (unreadCount: number, id?: string) =>
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) =>
      withRead(list, unreadCount, id),
    );
  // Part 1 §7: failures of these calls show the generic notification.
  const markAll = useMutation({
    mutationFn: () => notificationsApi.markAllRead(http),
    onSuccess: (answer) => setList(answer.unreadCount),
    onError: () => showError(),
  });
  const markOne = useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(http, id),
    onSuccess: (answer, id) => setList(answer.unreadCount, id),
    onError: () => showError(),
  });
  return { query, markAll, markOne };
}
