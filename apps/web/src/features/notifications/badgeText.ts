// The bell's unread badge (spec part 1 §9): the unread count, never a number above 9 ("9+").
import { NOTIFICATION_BADGE_MAX } from '@asperity/contract';

/** '' when nothing is unread (no badge), the count up to 9, else "9+". */
export function badgeText(unreadCount: number): string {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return '';
  if (unreadCount > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(unreadCount));
}
