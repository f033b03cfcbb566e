// SQL of the editor's per-file settings (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export class EditorSettingsRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(fileGuid: string, userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('editor_settings')
      .select('value')
      .where('file_guid', '=', fileGuid)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.value;
  }

  async put(fileGuid: string, userId: string, value: string, at: string): Promise<void> {
    await this.db
      .insertInto('editor_settings')
      .values({ file_guid: fileGuid, user_id: userId, value, updated_at: at })
      .onConflict((oc) => oc.columns(['file_guid', 'user_id']).doUpdateSet({ value, updated_at: at }))
      .execute();
  }

  /** Gives a new file (a save-as or a copy) the user's display settings of the file it came from. */
  async copy(fromGuid: string, toGuid: string, userId: string, at: string): Promise<void> {
    await this.db
      .insertInto('editor_settings')
      .columns(['file_guid', 'user_id', 'value', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('editor_settings')
          .select([eb.val(toGuid).as('file_guid'), 'user_id', 'value', eb.val(at).as('updated_at')])
          .where('file_guid', '=', fromGuid)
          .where('user_id', '=', userId),
      )
      .execute();
  }
}
