// SQL of notifications and notification settings (DESIGN.md §6: SQL only here).
import { sql, type Kysely } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type {
  DatabaseSchema,
  NotificationSettingsTable,
  NotificationsTable,
  UserRow,
} from '../../infra/db/schema.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;
export type NotificationSettingRow = Selectable<NotificationSettingsTable>;

/** Which accounts a staff notice reaches (part 1 §3): everybody, subscribers (a bought plan), users (none). */
export type NoticeAudience = 'everybody' | 'subscribers' | 'users';

/** Notifications are read in pages of at most this many ids per statement (SQLite's variable limit). */
const ID_CHUNK = 500;

export class NotificationsRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(row: NewNotificationRow): Promise<void> {
    await this.db.insertInto('notifications').values(row).execute();
  }

  /** Inserts unless a row with this id exists; answers whether it was inserted. */
  async insertOnce(row: NewNotificationRow): Promise<boolean> {
    const result = await this.db
      .insertInto('notifications')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * One row per enabled account of the audience, in one statement (fast for 100,000 accounts). The
   * row id is `<noticeId>:<userId>`. Accounts that turned the notice kind off in the app are left out.
   * Answers the number of recipients.
   */
  async insertNotice(
    noticeId: string,
    audience: NoticeAudience,
    row: Omit<NotificationRow, 'id' | 'user_id' | 'read_at'>,
  ): Promise<number> {
    const result = await this.db
      .insertInto('notifications')
      .columns(['id', 'user_id', 'kind', 'group_key', 'priority', 'data', 'content', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            // `||` concatenates on both databases; the casts give PostgreSQL the parameters' types.
            sql<string>`cast(${`${noticeId}:`} as text) || users.id`.as('id'),
            'users.id as user_id',
            sql<string>`cast(${row.kind} as text)`.as('kind'),
            sql<string>`cast(${row.group_key} as text)`.as('group_key'),
            sql<number>`cast(${row.priority} as integer)`.as('priority'),
            sql<string>`cast(${row.data} as text)`.as('data'),
            sql<string>`cast(${row.content} as text)`.as('content'),
            sql<string>`cast(${row.created_at} as text)`.as('created_at'),
          ])
          .where('users.is_enabled', '=', 1)
          .$if(audience === 'subscribers', (q) => q.where('users.subscription_level', '>', 0))
          .$if(audience === 'users', (q) => q.where('users.subscription_level', '=', 0))
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('notification_settings')
                  .select('notification_settings.user_id')
                  .whereRef('notification_settings.user_id', '=', 'users.id')
                  .where('notification_settings.kind', '=', row.kind)
                  .where('notification_settings.app', '=', 0),
              ),
            ),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** Enabled accounts of the audience that chose to receive this kind by e-mail. */
  async emailRecipients(audience: NoticeAudience, kind: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .innerJoin('notification_settings', 'notification_settings.user_id', 'users.id')
      .selectAll('users')
      .where('notification_settings.kind', '=', kind)
      .where('notification_settings.email', '=', 1)
      .where('users.is_enabled', '=', 1)
      .$if(audience === 'subscribers', (q) => q.where('users.subscription_level', '>', 0))
      .$if(audience === 'users', (q) => q.where('users.subscription_level', '=', 0))
      .execute();
  }

  async page(userId: string, offset: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Unread counts of these accounts (absent: 0). */
  async unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (let i = 0; i < userIds.length; i += ID_CHUNK) {
      const rows = await this.db
        .selectFrom('notifications')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', userIds.slice(i, i + ID_CHUNK))
        .where('read_at', 'is', null)
        .groupBy('user_id')
        .execute();
      for (const r of rows) counts.set(r.user_id, Number(r.n));
    }
    return counts;
  }

  /** The rows with these ids (a notice's rows for the accounts connected to this instance). */
  async byIds(ids: readonly string[]): Promise<NotificationRow[]> {
    const out: NotificationRow[] = [];
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      out.push(
        ...(await this.db
          .selectFrom('notifications')
          .selectAll()
          .where('id', 'in', ids.slice(i, i + ID_CHUNK))
          .execute()),
      );
    }
    return out;
  }

  async markAllRead(userId: string, at: string): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** False when the account has no notification with this id. */
  async markRead(userId: string, id: string, at: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) return false;
    if (found.read_at === null)
      await this.db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).execute();
    return true;
  }

  async settings(userId: string): Promise<NotificationSettingRow[]> {
    return this.db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).execute();
  }

  async setting(userId: string, kind: string): Promise<NotificationSettingRow | undefined> {
    return this.db
      .selectFrom('notification_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Stores every given kind and marks the account's settings saved. */
  async saveSettings(userId: string, rows: readonly NotificationSettingRow[], at: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const row of rows) {
        await tx
          .insertInto('notification_settings')
          .values(row)
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ app: row.app, email: row.email }))
          .execute();
      }
      await tx.updateTable('users').set({ notifications_saved_at: at }).where('id', '=', userId).execute();
    });
  }
}
