// SQL of quota requests (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export class QuotaRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async moreRequested(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('quota_requests')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the request once; asking again keeps the first time (what staff would act on). */
  async requestMore(userId: string, at: string): Promise<void> {
    await this.db
      .insertInto('quota_requests')
      .values({ user_id: userId, requested_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
}
