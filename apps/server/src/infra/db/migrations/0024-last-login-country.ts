// The country of the last sign-in for the admin account row (part 1 §3 "last login country"; issue
// 18): ISO 3166-1 alpha-2, taken from the header a trusted proxy or CDN sets (COUNTRY_HEADER).
import type { Kysely, Migration } from 'kysely';

export const lastLoginCountry: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('last_login_country', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('last_login_country').execute();
  },
};
