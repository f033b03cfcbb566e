// SQL of the profile module beyond the account rows (AccountsRepo): who uses a blob as avatar.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

export class ProfileRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async avatarInUse(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('avatar', '=', key)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An avatar or a library file (original or container) stored under this key. */
  async blobInUse(key: string): Promise<boolean> {
    if (await this.avatarInUse(key)) return true;
    const file = await this.db
      .selectFrom('files')
      .select('guid')
      .where((eb) => eb.or([eb('source_blob', '=', key), eb('container_blob', '=', key)]))
      .limit(1)
      .executeTakeFirst();
    return file !== undefined;
  }
}
