// Notifications (spec part 1 §3, §4, §6, §7; issue 18): the list and its read flags, the settings per
// kind (in the app, by e-mail), e-mail over the mailer with an unsubscribe link, staff notices, and
// the live message for every new notification. `notify` is the call other modules use.
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_NOTIFICATION_PRIORITY,
  NOTIFICATION_KINDS,
  NOTIFICATION_PRIORITIES,
  UNSUBSCRIBE_PAGE_PATH,
  notificationContentSchema,
  notificationDataSchema,
  type NotificationChannels,
  type NotificationContent,
  type NotificationData,
  type NotificationKind,
  type NotificationList,
  type NotificationPriority,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type Notification,
  type SocketMessage,
} from '@asperity/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { defaultGroupKey, kindContent } from './kind-texts.ts';
import type { LiveHub } from './live-hub.ts';
import { notificationMail } from './notification-mail.ts';
import type { NoticeAudience, NotificationRow, NotificationsRepo } from './repo.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

export interface NotifyOptions {
  /** Per-locale paragraphs; default: the kind's English text from its data. */
  readonly content?: NotificationContent;
  readonly groupKey?: string;
  readonly priority?: NotificationPriority;
  /**
   * At most one notification of this kind per account and key (e.g. one per liker and item, however
   * often the like is toggled): the row id is derived from it, and a repeat is neither stored nor mailed.
   */
  readonly onceKey?: string;
}

export interface StaffNotice {
  readonly target: NoticeAudience;
  readonly priority: NotificationPriority;
  readonly url?: string | undefined;
  readonly content: NotificationContent;
}

export interface NotificationsServiceOptions {
  readonly userById: (id: string) => Promise<UserRow | undefined>;
  readonly mailer: Mailer;
  /** Origin for the links in mail (PUBLIC_URL). */
  readonly baseUrl: () => string;
  readonly secret: string;
  readonly log: FastifyBaseLogger;
  readonly now?: () => Date;
}

const newNotificationId = (): string => randomBytes(12).toString('base64url');
/** The id of a once-only notification: the same for the same account, kind and key. */
const onceId = (userId: string, kind: NotificationKind, key: string): string =>
  `once-${createHash('sha256').update(`${userId}\n${kind}\n${key}`).digest('base64url').slice(0, 32)}`;

export class NotificationsService {
  private live: LiveHub | undefined;

  constructor(
    private readonly repo: NotificationsRepo,
    private readonly options: NotificationsServiceOptions,
  ) {}

  /** The hub is created after the service (it reads notices through it). */
  attach(live: LiveHub): void {
    this.live = live;
  }

  private iso(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  async list(user: UserRow, offset: number, limit: number): Promise<NotificationList> {
    const [rows, total, unreadCount] = await Promise.all([
      this.repo.page(user.id, offset, limit),
      this.repo.count(user.id),
      this.repo.unreadCount(user.id),
    ]);
    return { notifications: rows.map(toNotification), total, unreadCount };
  }

  unreadCount(userId: string): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  async markAllRead(user: UserRow): Promise<{ unreadCount: number }> {
    await this.repo.markAllRead(user.id, this.iso());
    await this.live?.toUser(user.id, { type: 'notifications-read', unreadCount: 0 });
    return { unreadCount: 0 };
  }

  async markRead(user: UserRow, id: string): Promise<{ unreadCount: number }> {
    if (!(await this.repo.markRead(user.id, id, this.iso())))
      throw new AppError('not-found', `notification ${id}`);
    const unreadCount = await this.repo.unreadCount(user.id);
    await this.live?.toUser(user.id, { type: 'notifications-read', unreadCount });
    return { unreadCount };
  }

  async settings(user: UserRow): Promise<NotificationSettings> {
    const stored = new Map((await this.repo.settings(user.id)).map((r) => [r.kind, r]));
    const kinds = {} as Record<NotificationKind, NotificationChannels>;
    for (const kind of NOTIFICATION_KINDS) {
      const row = stored.get(kind);
      kinds[kind] = row
        ? { app: row.app === 1, email: row.email === 1 }
        : { ...DEFAULT_NOTIFICATION_CHANNELS[kind] };
    }
    return { saved: user.notifications_saved_at !== null, kinds };
  }

  async saveSettings(user: UserRow, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
    const current = await this.settings(user);
    const rows = NOTIFICATION_KINDS.map((kind) => {
      const chosen = update.kinds[kind] ?? current.kinds[kind];
      return { user_id: user.id, kind, app: chosen.app ? 1 : 0, email: chosen.email ? 1 : 0 };
    });
    const at = this.iso();
    await this.repo.saveSettings(user.id, rows, at);
    return this.settings({ ...user, notifications_saved_at: at });
  }

  /** Turns off the e-mail of the token's kind; invalid-request for a token this server did not make. */
  async unsubscribe(token: string): Promise<{ kind: NotificationKind }> {
    const read = readUnsubscribeToken(this.options.secret, token);
    const user = read ? await this.options.userById(read.userId) : undefined;
    if (!read || !user) throw new AppError('invalid-request', 'the unsubscribe link is not valid');
    const settings = await this.settings(user);
    await this.saveSettings(user, { kinds: { [read.kind]: { ...settings.kinds[read.kind], email: false } } });
    return { kind: read.kind };
  }

  /**
   * Notifies one account: stored and sent live when the account wants it in the app, mailed when it
   * wants it by e-mail. Answers the stored notification, or undefined when the app channel is off.
   */
  async notify(
    userId: string,
    kind: NotificationKind,
    data: NotificationData = {},
    options: NotifyOptions = {},
  ): Promise<Notification | undefined> {
    const user = await this.options.userById(userId);
    if (!user) return undefined;
    const parsedData = notificationDataSchema.parse(data);
    const content = notificationContentSchema.parse(options.content ?? kindContent(kind, parsedData));
    const id = options.onceKey === undefined ? newNotificationId() : onceId(user.id, kind, options.onceKey);
    if (options.onceKey !== undefined && (await this.repo.byIds([id])).length > 0) return undefined;
    const channels = await this.channelsOf(user, kind);
    if (channels.email) await this.mail(user, kind, content, parsedData.url);
    if (!channels.app) return undefined;
    const row: NotificationRow = {
      id,
      user_id: user.id,
      kind,
      group_key: options.groupKey ?? defaultGroupKey(kind),
      priority: NOTIFICATION_PRIORITIES.indexOf(options.priority ?? DEFAULT_NOTIFICATION_PRIORITY),
      data: JSON.stringify(parsedData),
      content: JSON.stringify(content),
      read_at: null,
      created_at: this.iso(),
    };
    if (options.onceKey === undefined) await this.repo.insert(row);
    // A concurrent call with the same key stored it first: that one is announced.
    else if (!(await this.repo.insertOnce(row))) return undefined;
    const notification = toNotification(row);
    await this.live?.toUser(user.id, {
      type: 'notification',
      notification,
      unreadCount: await this.repo.unreadCount(user.id),
    });
    return notification;
  }

  /**
   * Sends a live message to every open socket of the account, on every instance (job progress from
   * the batch code, for example). Nothing is stored: a closed tab does not get it later.
   */
  async push(userId: string, message: SocketMessage): Promise<void> {
    await this.live?.toUser(userId, message);
  }

  /** Stores a staff notice for every account of the target in one statement and announces it live. */
  async notice(notice: StaffNotice): Promise<{ noticeId: string; recipients: number }> {
    const noticeId = newNotificationId();
    const recipients = await this.repo.insertNotice(noticeId, notice.target, {
      kind: 'notice',
      group_key: 'notice',
      priority: NOTIFICATION_PRIORITIES.indexOf(notice.priority),
      data: JSON.stringify(notice.url === undefined ? {} : { url: notice.url }),
      content: JSON.stringify(notice.content),
      created_at: this.iso(),
    });
    await this.live?.notice(noticeId);
    // By e-mail to those who chose it for notices, after the answer: a notice may reach many accounts.
    void this.mailNotice(notice);
    return { noticeId, recipients };
  }

  private async mailNotice(notice: StaffNotice): Promise<void> {
    try {
      for (const user of await this.repo.emailRecipients(notice.target, 'notice'))
        await this.mail(user, 'notice', notice.content, notice.url);
    } catch (error) {
      this.options.log.error({ err: error }, 'notice mail not sent');
    }
  }

  /** The live messages of a notice for connected accounts that received it (LiveHub's resolver). */
  async noticeMessages(noticeId: string, userIds: readonly string[]): Promise<Map<string, SocketMessage>> {
    const rows = await this.repo.byIds(userIds.map((u) => `${noticeId}:${u}`));
    const counts = await this.repo.unreadCounts(rows.map((r) => r.user_id));
    const messages = new Map<string, SocketMessage>();
    for (const row of rows)
      messages.set(row.user_id, {
        type: 'notification',
        notification: toNotification(row),
        unreadCount: counts.get(row.user_id) ?? 0,
      });
    return messages;
  }

  private async channelsOf(user: UserRow, kind: NotificationKind): Promise<NotificationChannels> {
    const row = await this.repo.setting(user.id, kind);
    return row ? { app: row.app === 1, email: row.email === 1 } : DEFAULT_NOTIFICATION_CHANNELS[kind];
  }

  /** A mail failure is logged; the notification in the app does not depend on it. */
  private async mail(
    user: UserRow,
    kind: NotificationKind,
    content: NotificationContent,
    url: string | undefined,
  ): Promise<void> {
    const base = this.options.baseUrl();
    const token = unsubscribeToken(this.options.secret, user.id, kind);
    const link = url === undefined ? undefined : new URL(url, base).toString();
    try {
      await this.options.mailer.send(
        notificationMail(
          user.email,
          content,
          link,
          `${base}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
        ),
      );
    } catch (error) {
      this.options.log.error({ err: error, userId: user.id, kind }, 'notification mail not sent');
    }
  }
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(row.kind)
      ? (row.kind as NotificationKind)
      : 'notice',
    read: row.read_at !== null,
    data: notificationDataSchema.parse(JSON.parse(row.data)),
    content: notificationContentSchema.parse(JSON.parse(row.content)),
    groupKey: row.group_key,
    priority: NOTIFICATION_PRIORITIES[row.priority] ?? DEFAULT_NOTIFICATION_PRIORITY,
    createdAt: row.created_at,
  };
}
