// The notification calls of spec part 1 §7 and the settings calls (docs/api.md "Notifications").
import {
  NOTIFICATION_PATHS,
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export const NOTIFICATIONS_QUERY_KEY = ['notifications', 'list'] as const;
export const NOTIFICATION_SETTINGS_QUERY_KEY = ['notifications', 'settings'] as const;

export const notificationsApi = {
  list: (http: HttpClient, signal?: AbortSignal) =>
    http.get<NotificationList>(NOTIFICATION_PATHS.list, { ...(signal ? { signal } : {}) }),
  markAllRead: (http: HttpClient) => http.patch<{ unreadCount: number }>(NOTIFICATION_PATHS.list),
  markRead: (http: HttpClient, id: string) =>
    http.patch<{ unreadCount: number }>(NOTIFICATION_PATHS.one.replace(':id', encodeURIComponent(id))),
  settings: (http: HttpClient, signal?: AbortSignal) =>
    http.get<NotificationSettings>(NOTIFICATION_PATHS.settings, { ...(signal ? { signal } : {}) }),
  saveSettings: (http: HttpClient, update: NotificationSettingsUpdate) =>
    http.put<NotificationSettings>(NOTIFICATION_PATHS.settings, update),
};
