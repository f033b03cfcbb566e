// Opens the live socket while signed in and feeds its action messages to the app (spec part 1 §4):
// a new notification or "read elsewhere" updates the cached list (the bell's badge follows), sign-out
// signs this tab out and goes home, a subscription-level change is merged into the user, job
// progress goes to its subscribers. While disconnected, the persistent connection-lost notice shows
// when the offline-status flag is on (it is off by default).
import { type NotificationList, type SocketMessage } from '@asperity/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeatureFlags } from '../../app/flags/useFeatureFlags.ts';
import { SESSION_QUERY_KEY } from '../../app/session/sessionQuery.ts';
import type { SessionUser } from '../../app/session/SessionUser.ts';
import { useSession } from '../../app/session/useSession.ts';
import { CONNECTION_LOST_ID } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { QUOTA_QUERY_KEY } from '../library/libraryApi.ts';
import { PROFILE_QUERY_KEY, PROFILE_QUOTA_QUERY_KEY } from '../profile/profileApi.ts';
import { publishJobProgress } from './jobProgressBus.ts';
import { LiveSocket, socketUrl } from './LiveSocket.ts';
import { LiveSocketFactoryContext } from './LiveSocketFactoryContext.ts';
import { withNewNotification, withRead } from './notificationCache.ts';
import { NOTIFICATIONS_QUERY_KEY } from './notificationsApi.ts';

export const CONNECTION_LOST_TAG = 'live-connection';

function configuredSocketBase(): string | undefined {
  const base: unknown = import.meta.env.VITE_SOCKET_URL;
  return typeof base === 'string' && base !== '' ? base : undefined;
}

export function useLiveConnection(): void {
  const createSocket = useContext(LiveSocketFactoryContext);
  const { user, signOut, refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const { addToast, removeToast } = useToasts();
  const [connected, setConnected] = useState(true);
  const uid = user?.uid ?? null;

  // The latest handlers without reopening the socket when they change identity.
  const handle = useRef<(message: SocketMessage) => void>(() => undefined);
  useEffect(() => {
    handle.current = (message: SocketMessage) => {
      switch (message.type) {
        case 'notification':
          if (queryClient.getQueryData(NOTIFICATIONS_QUERY_KEY)) {
            queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) =>
              withNewNotification(list, message.notification, message.unreadCount),
            );
          } else {
            void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
          }
          // A granted request changes the storage the account page shows.
          if (message.notification.kind === 'quota-answered') {
            void queryClient.invalidateQueries({ queryKey: PROFILE_QUOTA_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
          }
          return;
        case 'notifications-read':
          queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) =>
            withRead(list, message.unreadCount),
          );
          return;
        case 'sign-out':
          if (message.reason === 'switched') {
            // Another tab switched accounts (an admin acting as a user, or back): this tab's
            // cookies already belong to the new account, so it re-reads who it is instead of
            // signing that session out.
            queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
            void refresh().then(() => navigate('/', { replace: true }));
            return;
          }
          void signOut(() => navigate('/', { replace: true }));
          return;
        case 'subscription-level':
          queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (current) =>
            current
              ? {
                  ...current,
                  subscriptionLevel: message.subscriptionLevel,
                  overridenSubscriptionLevel: message.overridenSubscriptionLevel,
                  effectiveTier: message.effectiveTier,
                }
              : current,
          );
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
          return;
        case 'job-progress':
          publishJobProgress(message.job);
          return;
      }
    };
  });

  useEffect(() => {
    if (uid === null || createSocket === null) return undefined;
    const socket = new LiveSocket({
      url: socketUrl(window.location.origin, configuredSocketBase()),
      onMessage: (message) => handle.current(message),
      onStatus: setConnected,
      createSocket,
    });
    socket.start();
    return () => {
      socket.stop();
      setConnected(true);
    };
  }, [uid, createSocket]);

  const showLost = flags.offlineStatus && uid !== null && !connected;
  useEffect(() => {
    if (!showLost) return undefined;
    const id = addToast(CONNECTION_LOST_ID, { tag: CONNECTION_LOST_TAG, ttl: -1, data: { type: 'error' } });
    return () => removeToast(id);
  }, [showLost, addToast, removeToast]);
}

/** Mounted once in the layout. */
export function LiveConnection() {
  useLiveConnection();
  return null;
}
