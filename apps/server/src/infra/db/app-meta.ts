// Instance-wide facts in app_meta (e.g. the generated session key): read, or set once — the first
// writer wins when two instances start together, and both then read the same value.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export async function getOrCreateMeta(
  db: Kysely<DatabaseSchema>,
  key: string,
  create: () => string,
): Promise<string> {
  const existing = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key, value: create() })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return stored.value;
}
