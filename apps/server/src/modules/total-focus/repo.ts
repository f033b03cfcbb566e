// SQL of the total-focus image adjustments (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export interface StoredTotalFocus {
  readonly brightness: number;
  readonly contrast: number;
}

export class TotalFocusRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(fileGuid: string): Promise<StoredTotalFocus | undefined> {
    return this.db
      .selectFrom('total_focus_adjustments')
      .select(['brightness', 'contrast'])
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
  }

  async put(fileGuid: string, values: StoredTotalFocus, at: string): Promise<void> {
    await this.db
      .insertInto('total_focus_adjustments')
      .values({ file_guid: fileGuid, ...values, updated_at: at })
      .onConflict((oc) => oc.column('file_guid').doUpdateSet({ ...values, updated_at: at }))
      .execute();
  }
}
