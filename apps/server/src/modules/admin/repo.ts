// SQL of the staff and admin console (DESIGN.md §6: SQL only here): the paged account list, the
// per-page figures (storage, images, quota requests), the append-only audit log, quota requests,
// export queries and account removal.
import type { AdminAccountSortKey, AuditAction } from '@asperity/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, DatabaseSchema, UserRow } from '../../infra/db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** The app_meta key of the closure notice, the one global setting an admin edits (spec part 1 §2). */
const CLOSURE_NOTICE_KEY = 'closure-notice';

export interface AccountPageQuery {
  readonly offset: number;
  readonly limit: number;
  readonly q?: string | undefined;
  readonly sortBy: AdminAccountSortKey;
  readonly sortOrder: 'asc' | 'desc';
}

export interface AccountFigures {
  readonly usedBytes: number;
  readonly images: number;
  readonly publicImages: number;
  readonly moreRequested: boolean;
}

export interface AuditFilter {
  readonly offset: number;
  readonly limit: number;
  readonly actorId?: string | undefined;
  readonly targetId?: string | undefined;
  readonly action?: AuditAction | undefined;
  /** ISO instants, from inclusive, to exclusive. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class AdminRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * One page of accounts. Sorting uses an index (created_at, last_login_at, lower(email),
   * lower(username)); a search matches part of the e-mail or username, or the exact id.
   */
  async accounts(query: AccountPageQuery): Promise<{ rows: UserRow[]; total: number }> {
    const search = query.q === undefined || query.q === '' ? undefined : query.q.toLowerCase();
    const base = this.db.selectFrom('users').$if(search !== undefined, (q) => {
      const pattern = `%${escapeLike(search ?? '')}%`;
      return q.where((w) =>
        w.or([
          w(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
          w(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
          w('id', '=', search ?? ''),
        ]),
      );
    });
    const order = query.sortOrder;
    // Accounts that never signed in sort as the oldest logins on both databases (PostgreSQL would put
    // nulls first when descending, SQLite last).
    const sortExpression =
      query.sortBy === 'email'
        ? sql`lower(email) ${sql.raw(order)}`
        : query.sortBy === 'username'
          ? sql`lower(username) ${sql.raw(order)}`
          : query.sortBy === 'lastLoginAt'
            ? sql`last_login_at ${sql.raw(order === 'asc' ? 'asc nulls first' : 'desc nulls last')}`
            : sql`created_at ${sql.raw(order)}`;
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(sortExpression)
        .orderBy('id', order)
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Storage, image counts and open quota requests of these accounts (one page). */
  async figures(userIds: readonly string[]): Promise<Map<string, AccountFigures>> {
    const out = new Map<string, AccountFigures>();
    if (userIds.length === 0) return out;
    const [files, shared, requests] = await Promise.all([
      this.db
        .selectFrom('files')
        .select((eb) => [
          'owner_id',
          eb.fn.countAll<number>().as('images'),
          eb.fn.sum<number | string | null>('size').as('parsed'),
          eb.fn.sum<number | string | null>('source_size').as('source'),
        ])
        .where('owner_id', 'in', userIds)
        .groupBy('owner_id')
        .execute(),
      this.db
        .selectFrom('file_shares')
        .innerJoin('files', 'files.guid', 'file_shares.file_guid')
        .select((eb) => ['files.owner_id', eb.fn.countAll<number>().as('n')])
        .where('files.owner_id', 'in', userIds)
        .where('file_shares.publicly_shared', '=', 1)
        .groupBy('files.owner_id')
        .execute(),
      this.db.selectFrom('quota_requests').select('user_id').where('user_id', 'in', userIds).execute(),
    ]);
    const publicOf = new Map(shared.map((r) => [r.owner_id, Number(r.n)]));
    const requested = new Set(requests.map((r) => r.user_id));
    const fileOf = new Map(files.map((r) => [r.owner_id, r]));
    for (const id of userIds) {
      const f = fileOf.get(id);
      out.set(id, {
        usedBytes: Number(f?.parsed ?? 0) + Number(f?.source ?? 0),
        images: Number(f?.images ?? 0),
        publicImages: publicOf.get(id) ?? 0,
        moreRequested: requested.has(id),
      });
    }
    return out;
  }

  async sessionIdsOf(userId: string, now: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The blobs of the account's files (freed after the account is removed). */
  async blobsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select(['source_blob', 'container_blob'])
      .where('owner_id', '=', userId)
      .execute();
    return rows.flatMap((r) => [r.source_blob, r.container_blob]);
  }

  /** Removes the account; its files, folders, sessions and the rest go with it (foreign keys cascade). */
  async deleteAccount(userId: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('files').where('owner_id', '=', userId).execute();
      await tx.deleteFrom('folders').where('owner_id', '=', userId).execute();
      await tx.deleteFrom('users').where('id', '=', userId).execute();
    });
  }

  /** The closure notice as stored in app_meta (JSON `{ text, updatedAt }`), or undefined when none is set. */
  async closureNotice(): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', CLOSURE_NOTICE_KEY)
      .executeTakeFirst();
    return row?.value;
  }

  async setClosureNotice(value: string): Promise<void> {
    await this.db
      .insertInto('app_meta')
      .values({ key: CLOSURE_NOTICE_KEY, value })
      .onConflict((c) => c.column('key').doUpdateSet({ value }))
      .execute();
  }

  async clearClosureNotice(): Promise<void> {
    await this.db.deleteFrom('app_meta').where('key', '=', CLOSURE_NOTICE_KEY).execute();
  }

  async appendAudit(row: AuditRow): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  async audit(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const base = this.db
      .selectFrom('audit_log')
      .$if(filter.actorId !== undefined, (q) => q.where('actor_id', '=', filter.actorId ?? ''))
      .$if(filter.targetId !== undefined, (q) => q.where('target_id', '=', filter.targetId ?? ''))
      .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action ?? ''))
      .$if(filter.from !== undefined, (q) => q.where('at', '>=', filter.from ?? ''))
      .$if(filter.to !== undefined, (q) => q.where('at', '<', filter.to ?? ''));
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async quotaRequests(): Promise<{ user: UserRow; requestedAt: string }[]> {
    const rows = await this.db
      .selectFrom('quota_requests')
      .innerJoin('users', 'users.id', 'quota_requests.user_id')
      .selectAll('users')
      .select('quota_requests.requested_at')
      .orderBy('quota_requests.requested_at', 'asc')
      .execute();
    return rows.map(({ requested_at, ...user }) => ({ user, requestedAt: requested_at }));
  }

  async hasQuotaRequest(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('quota_requests')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the account had no open request. */
  async closeQuotaRequest(userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('quota_requests')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async staffAndAdmins(): Promise<{ id: string; isAdmin: boolean }[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'is_admin'])
      .where((w) => w.or([w('is_staff', '=', 1), w('is_admin', '=', 1)]))
      .where('is_enabled', '=', 1)
      .execute();
    return rows.map((r) => ({ id: r.id, isAdmin: r.is_admin === 1 }));
  }

  /** Every account, in pages in creation order (exports). */
  async accountsPage(offset: number, limit: number): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Day-by-day counts between two ISO instants (statistics export): [day, count] per query. */
  async dailyCounts(
    from: string,
    to: string,
  ): Promise<{
    created: Map<string, number>;
    confirmed: Map<string, number>;
    active: Map<string, number>;
    files: Map<string, { n: number; bytes: number }>;
  }> {
    const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
    const byDay = async (table: 'users', column: 'created_at' | 'confirmed_at' | 'last_login_at') => {
      const rows = await this.db
        .selectFrom(table)
        .select((eb) => [day(column).as('day'), eb.fn.countAll<number>().as('n')])
        .where(column, '>=', from)
        .where(column, '<', to)
        .groupBy(day(column))
        .execute();
      return new Map(rows.map((r) => [r.day, Number(r.n)]));
    };
    const fileRows = await this.db
      .selectFrom('files')
      .select((eb) => [
        day('created_at').as('day'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number | string | null>('source_size').as('bytes'),
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(day('created_at'))
      .execute();
    return {
      created: await byDay('users', 'created_at'),
      confirmed: await byDay('users', 'confirmed_at'),
      active: await byDay('users', 'last_login_at'),
      files: new Map(fileRows.map((r) => [r.day, { n: Number(r.n), bytes: Number(r.bytes ?? 0) }])),
    };
  }
}
