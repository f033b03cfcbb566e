// The Advanced trial every account starts with (spec part 1 §1; length and start designed in
// docs/api.md "Trial"): the moment it ends, kept per account so a later change of TRIAL_DAYS does
// not move the end of trials already granted. Null: the account has no trial.
//
// Accounts that exist before this migration get the default trial counted from their creation, as
// a new account would (most of them have ended already). The environment is not read here, so the
// default length is used whatever TRIAL_DAYS says. Dates are ISO text (schema.ts), computed in
// JavaScript so the same code runs on SQLite and PostgreSQL.
import type { Kysely, Migration } from 'kysely';

/** The default TRIAL_DAYS when this migration was written; a released migration never changes. */
const BACKFILL_TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;
/** Rows updated per statement round, so a large users table is not read into memory at once. */
const BATCH = 500;

interface UserDates {
  users: { id: string; created_at: string; trial_ends_at: string | null };
}

export const trial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('trial_ends_at', 'text').execute();
    const users = db as unknown as Kysely<UserDates>;
    let after = '';
    for (;;) {
      const rows = await users
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const created = Date.parse(row.created_at);
        // A creation date that does not parse grants nothing rather than a trial without end.
        if (!Number.isFinite(created)) continue;
        await users
          .updateTable('users')
          .set({ trial_ends_at: new Date(created + BACKFILL_TRIAL_DAYS * DAY_MS).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      const last = rows.at(-1);
      if (last === undefined || rows.length < BATCH) break;
      after = last.id;
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('trial_ends_at').execute();
  },
};
