// SQL of per-user preferences (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export class PreferencesRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(userId: string, name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_preferences')
      .select('value')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value;
  }

  async put(userId: string, name: string, value: string, at: string): Promise<void> {
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId, name, value, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
