// What a notification says in the reader's language (part 1 §3: per-locale content lists, the first
// entry the title): the reader's locale, else English, else the first language present.
import { defaultLocale, type Locale, type Notification } from '@asperity/contract';

export interface NotificationText {
  readonly title: string;
  readonly body: readonly string[];
}

export function notificationText(
  notification: Pick<Notification, 'content'>,
  locale: Locale,
): NotificationText {
  const content = notification.content;
  const lines =
    content[locale] ?? content[defaultLocale] ?? Object.values(content).find((l) => l && l.length > 0) ?? [];
  const [title = '', ...body] = lines;
  return { title, body };
}

export interface NotificationGroup {
  readonly groupKey: string;
  readonly notifications: readonly Notification[];
}

/** Groups by group key in the order the groups first appear (the list is newest first). */
export function groupNotifications(notifications: readonly Notification[]): NotificationGroup[] {
  const groups = new Map<string, Notification[]>();
  for (const n of notifications) {
    const group = groups.get(n.groupKey);
    if (group) group.push(n);
    else groups.set(n.groupKey, [n]);
  }
  return [...groups].map(([groupKey, items]) => ({ groupKey, notifications: items }));
}
