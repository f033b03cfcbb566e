// Notifications, notification settings and the live socket (spec part 1 §2–§4, §6, §7, §9; issue 18).
// A notification has an id, a read flag, data with an optional url, per-locale content lists and a
// group key (part 1 §3); the paths GET/PATCH /api/notifications and PATCH /api/notifications/{id} are
// the spec's (§7). Settings, unsubscribe and the socket messages are designed here (docs/api.md).
import { z } from 'zod';
import { NOTIFICATION_TARGETS } from './constants.ts';
import { allLocales, type Locale } from './locales.ts';
import { httpUrlSchema } from './validation.ts';

export const NOTIFICATION_PATHS = {
  /** GET the caller's notifications; PATCH marks them all read. */
  list: '/api/notifications',
  /** PATCH marks one read. */
  one: '/api/notifications/:id',
  /** GET / PUT the caller's choice per kind (in the app, by e-mail). */
  settings: '/api/notification-settings',
  /** POST { token } from the e-mail's unsubscribe link: that kind's e-mail is turned off. */
  unsubscribe: '/api/notification-settings/unsubscribe',
} as const;

/** The web page the e-mail's unsubscribe link opens (`?token=…`); it posts the token to `unsubscribe`. */
export const UNSUBSCRIBE_PAGE_PATH = '/notification-settings/unsubscribe';

/** The live connection's path (part 1 §7); ws(s) on the page origin or the configured socket base. */
export const SOCKET_PATH = '/sockets';
// SOCKET_RECONNECT_DELAY_MS and NOTIFICATION_BADGE_MAX are in constants.ts.

/**
 * What a notification is about. Each kind can be received in the app and/or by e-mail (settings).
 * - staff-action: staff or an admin changed your account (enabled, quota, forum rights, plan, staff…)
 * - quota-requested: (staff) a user asked for more storage
 * - quota-answered: your request for more storage was granted or declined
 * - notice: a notice written by staff (target, languages, priority, url)
 * - trial-ending: your free trial ends soon (the user form)
 * - trial-ending-admin: (admins) a user's free trial ends soon (the admin form)
 * - comment, like, saved-copy, staff-pick: about your public gallery item
 * - batch-finished: a batch analysis run finished
 */
export const NOTIFICATION_KINDS = [
  'staff-action',
  'quota-requested',
  'quota-answered',
  'notice',
  'trial-ending',
  'trial-ending-admin',
  'comment',
  'like',
  'saved-copy',
  'staff-pick',
  'batch-finished',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS).meta({ id: 'NotificationKind' });

/** Priority of a staff notice, lowest … top (part 1 §3); server-made notifications are `normal`. */
export const NOTIFICATION_PRIORITIES = ['lowest', 'low', 'normal', 'high', 'top'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'normal';
export const notificationPrioritySchema = z
  .enum(NOTIFICATION_PRIORITIES)
  .meta({ id: 'NotificationPriority' });

// Who a staff notice goes to: NOTIFICATION_TARGETS (constants.ts) — every account, accounts with a paid
// plan (subscribers), accounts without one (users).

/**
 * Per-locale content lists (part 1 §3): for each language, paragraphs; the first is the title.
 * Server-made notifications carry at least `en`; the app shows the user's language, else `en`,
 * else the first present.
 */
export const notificationContentSchema = z
  .partialRecord(z.enum(allLocales), z.array(z.string().max(2000)).min(1).max(20))
  .meta({ id: 'NotificationContent' });
export type NotificationContent = Partial<Record<Locale, string[]>>;

/** Data of a notification: an optional url (clicking follows it) and the kind's own values. */
export const notificationDataSchema = z
  .object({ url: z.string().optional().describe('Followed when the notification is clicked') })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'NotificationData' });
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: notificationKindSchema,
    read: z.boolean(),
    data: notificationDataSchema,
    content: notificationContentSchema,
    groupKey: z.string().describe('The list groups notifications by this key (e.g. "quota", "notice")'),
    priority: notificationPrioritySchema,
    createdAt: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIST_DEFAULT_LIMIT = 50;
export const NOTIFICATION_LIST_MAX_LIMIT = 200;
export const notificationListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIST_MAX_LIMIT)
    .default(NOTIFICATION_LIST_DEFAULT_LIMIT),
});
export const notificationListSchema = z
  .object({
    notifications: z.array(notificationSchema).describe('Newest first'),
    unreadCount: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Answer of the mark-read calls: the unread count after the change. */
export const notificationsReadSchema = z
  .object({ unreadCount: z.number().int().min(0) })
  .meta({ id: 'NotificationsRead' });

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

export const notificationChannelsSchema = z
  .object({ app: z.boolean(), email: z.boolean() })
  .meta({ id: 'NotificationChannels' });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** Until the user saves, these apply: everything in the app, e-mail for what needs an answer or action. */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<Record<NotificationKind, NotificationChannels>> = {
  'staff-action': { app: true, email: true },
  'quota-requested': { app: true, email: false },
  'quota-answered': { app: true, email: true },
  notice: { app: true, email: false },
  'trial-ending': { app: true, email: true },
  'trial-ending-admin': { app: true, email: false },
  comment: { app: true, email: false },
  like: { app: true, email: false },
  'saved-copy': { app: true, email: false },
  'staff-pick': { app: true, email: true },
  'batch-finished': { app: true, email: false },
};

/** Kinds only staff or admins receive; the settings page shows them to those only. */
export const STAFF_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'quota-requested',
  'trial-ending-admin',
];

export const notificationSettingsSchema = z
  .object({
    saved: z
      .boolean()
      .describe('The user has saved a choice (the profile shows it as hasSavedNotifications)'),
    kinds: z.record(notificationKindSchema, notificationChannelsSchema),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT body: the kinds to change (others keep their value); saving marks the settings saved. */
export const notificationSettingsUpdateSchema = z
  .object({ kinds: z.partialRecord(notificationKindSchema, notificationChannelsSchema) })
  .meta({ id: 'NotificationSettingsUpdate' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const unsubscribeRequestSchema = z
  .object({ token: z.string().min(1).max(1000) })
  .meta({ id: 'UnsubscribeRequest' });
export const unsubscribeResponseSchema = z
  .object({ kind: notificationKindSchema })
  .meta({ id: 'UnsubscribeResponse' });

/**
 * The redirect condition of part 1 §2 ("some signed-in routes redirect to /notification-settings with
 * the wanted path"): staff and admins who have not yet saved their notification settings
 * (profile.hasSavedNotifications false) are sent there from /admin/* first, with `?redirect=<path>`,
 * so they choose how quota requests and trial-ending notices reach them before working the console.
 */
export function needsNotificationSettings(user: {
  readonly isStaff: boolean;
  readonly isAdmin: boolean;
  readonly hasSavedNotifications: boolean;
}): boolean {
  return (user.isStaff || user.isAdmin) && !user.hasSavedNotifications;
}
export const NOTIFICATION_SETTINGS_REDIRECT_PREFIXES: readonly string[] = ['/admin'];

// ---------------------------------------------------------------------------------------------
// Staff notices (POST /api/admin/notifications)
// ---------------------------------------------------------------------------------------------

export const adminNoticeSchema = z
  .object({
    target: z.enum(NOTIFICATION_TARGETS),
    languages: z
      .array(z.enum(allLocales))
      .min(1)
      .describe(
        'The languages the notice is written in (content must have each); every account of the target receives it and the app shows its language, else en, else the first',
      ),
    priority: notificationPrioritySchema.default(DEFAULT_NOTIFICATION_PRIORITY),
    url: httpUrlSchema.optional().describe('Must be a valid http(s) URL (invalid-url)'),
    content: notificationContentSchema,
  })
  .refine((n) => n.languages.every((l) => (n.content[l]?.length ?? 0) > 0), {
    error: 'required',
    path: ['content'],
  })
  .meta({ id: 'AdminNotice' });
export type AdminNotice = z.input<typeof adminNoticeSchema>;

export const adminNoticeResultSchema = z
  .object({ recipients: z.number().int().min(0) })
  .meta({ id: 'AdminNoticeResult' });

// ---------------------------------------------------------------------------------------------
// Live socket messages (server → browser), JSON text frames
// ---------------------------------------------------------------------------------------------

export const SIGN_OUT_REASONS = ['signed-out', 'account-disabled', 'account-removed', 'switched'] as const;

export const jobProgressSchema = z
  .object({
    jobId: z.string(),
    kind: z.string().describe('e.g. "batch-analysis"'),
    state: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().min(0).max(1).optional(),
    url: z.string().optional(),
  })
  .meta({ id: 'JobProgress' });
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const socketMessageSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('connected'), unreadCount: z.number() }),
    z.object({ type: z.literal('notification'), notification: notificationSchema, unreadCount: z.number() }),
    z.object({ type: z.literal('notifications-read'), unreadCount: z.number() }),
    z.object({ type: z.literal('sign-out'), reason: z.enum(SIGN_OUT_REASONS) }),
    z.object({
      type: z.literal('subscription-level'),
      subscriptionLevel: z.number().int().min(0).max(2),
      overridenSubscriptionLevel: z.number().int().min(0).max(2).nullable(),
      effectiveTier: z.number().int().min(0).max(2),
    }),
    z.object({ type: z.literal('job-progress'), job: jobProgressSchema }),
  ])
  .meta({ id: 'SocketMessage' });
export type SocketMessage = z.infer<typeof socketMessageSchema>;
