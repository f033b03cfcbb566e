// Changes to the cached notification list that arrive without a request: a new notification or a
// "read elsewhere" message from the live socket, or the answer of a mark-read call. The bell reads
// the same cache entry, so its badge follows without a reload.
import type { Notification, NotificationList } from '@asperity/contract';

export function withNewNotification(
  list: NotificationList | undefined,
  notification: Notification,
  unreadCount: number,
): NotificationList | undefined {
  if (!list) return list;
  const others = list.notifications.filter((n) => n.id !== notification.id);
  const known = others.length !== list.notifications.length;
  return {
    notifications: [notification, ...others],
    unreadCount,
    total: known ? list.total : list.total + 1,
  };
}

/** All read (unreadCount 0) or, with an id, that one. */
export function withRead(
  list: NotificationList | undefined,
  unreadCount: number,
  id?: string,
): NotificationList | undefined {
  if (!list) return list;
  return {
    ...list,
    unreadCount,
    notifications: list.notifications.map((n) =>
      id === undefined
        ? unreadCount === 0
          ? { ...n, read: true }
          : n
        : n.id === id
          ? { ...n, read: true }
          : n,
    ),
  };
}
