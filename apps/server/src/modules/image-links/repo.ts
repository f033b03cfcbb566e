// SQL of a 2D image's links to 3D images (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export class ImageLinksRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The stored JSON of the file's links, undefined when it has none. */
  async get(fileGuid: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('image_links')
      .select('links')
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
    return row?.links;
  }

  async put(fileGuid: string, links: string, at: string): Promise<void> {
    await this.db
      .insertInto('image_links')
      .values({ file_guid: fileGuid, links, updated_at: at })
      .onConflict((oc) => oc.column('file_guid').doUpdateSet({ links, updated_at: at }))
      .execute();
  }

  async remove(fileGuid: string): Promise<void> {
    await this.db.deleteFrom('image_links').where('file_guid', '=', fileGuid).execute();
  }
}
