// SQL of the support requests (DESIGN.md §6: SQL only here): store one, page through them for
// staff (newest first, by state and kind), count the open ones, and resolve or reopen one.
import type { SupportRequestKind, SupportRequestState } from '@asperity/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, SupportRequestsTable } from '../../infra/db/schema.ts';

export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequest = Insertable<SupportRequestsTable>;

export interface SupportPageQuery {
  readonly state?: SupportRequestState | undefined;
  readonly kind?: SupportRequestKind | undefined;
  readonly offset: number;
  readonly limit: number;
}

export class SupportRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(row: NewSupportRequest): Promise<void> {
    await this.db.insertInto('support_requests').values(row).execute();
  }

  async byId(id: string): Promise<SupportRequestRow | undefined> {
    return this.db.selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async page(query: SupportPageQuery): Promise<{ rows: SupportRequestRow[]; total: number; open: number }> {
    let filtered = this.db.selectFrom('support_requests');
    if (query.state !== undefined) filtered = filtered.where('state', '=', query.state);
    if (query.kind !== undefined) filtered = filtered.where('kind', '=', query.kind);
    const rows = await filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    const counted = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const open = await this.db
      .selectFrom('support_requests')
      .where('state', '=', 'open')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return { rows, total: Number(counted?.n ?? 0), open: Number(open?.n ?? 0) };
  }

  async setState(
    id: string,
    state: SupportRequestState,
    resolvedAt: string | null,
    resolvedBy: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('support_requests')
      .set({ state, resolved_at: resolvedAt, resolved_by: resolvedBy })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
