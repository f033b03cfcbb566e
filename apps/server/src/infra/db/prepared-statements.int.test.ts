// Statements prepared once and reused (sqlite-statement-cache.ts, pg-prepared-statements.ts) on the
// configured dialect: repeated queries with other values answer their own rows, a schema change
// under a prepared `select *` answers the new columns, and on PostgreSQL the text really runs as a
// named statement on the connection.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, dialect, type TestStore } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type Database } from './database.ts';

interface Tables {
  prepared_probe: { id: number; name: string; extra?: string | null };
}

let store: TestStore;
let database: Database;
let db: Kysely<Tables>;

beforeAll(async () => {
  store = await createTestStore();
  database = createDatabase(loadConfig(store.env).database);
  db = database.db as unknown as Kysely<Tables>;
  // The test's own schema (search_path); migrations would create it on a server's start.
  if (database.schema !== undefined)
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(db);
  await sql`create table prepared_probe (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto('prepared_probe')
    .values([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
      { id: 3, name: 'three' },
    ])
    .execute();
});
afterAll(async () => {
  await database?.destroy();
  await store?.dispose();
});

const byId = (id: number) => db.selectFrom('prepared_probe').selectAll().where('id', '=', id).execute();

describe(`prepared statements (${dialect})`, () => {
  it('answer each call with its own values', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await byId(1)).toEqual([{ id: 1, name: 'one' }]);
      expect(await byId(3)).toEqual([{ id: 3, name: 'three' }]);
      expect(await byId(4)).toEqual([]);
    }
    await db.updateTable('prepared_probe').set({ name: 'uno' }).where('id', '=', 1).execute();
    expect(await byId(1)).toEqual([{ id: 1, name: 'uno' }]);
    await db.updateTable('prepared_probe').set({ name: 'one' }).where('id', '=', 1).execute();
  });

  it('answer the new columns after the table changed under a prepared select *', async () => {
    // Prepared on every pooled connection a sequential run may use, before the change.
    for (let round = 0; round < 3; round++) expect(await byId(2)).toEqual([{ id: 2, name: 'two' }]);
    await sql`alter table prepared_probe add column extra text`.execute(db);
    for (let round = 0; round < 3; round++)
      expect(await byId(2)).toEqual([{ id: 2, name: 'two', extra: null }]);
  });

  it.skipIf(dialect !== 'postgres')('run as a named statement per text on PostgreSQL', async () => {
    // One transaction: one connection, so its prepared statements are the ones listed.
    const statements = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('prepared_probe').select('name').where('id', '=', 1).execute();
      await trx.selectFrom('prepared_probe').select('name').where('id', '=', 2).execute();
      return (
        await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements where statement like '%prepared_probe%'`.execute(trx)
      ).rows.map((row) => row.statement);
    });
    expect(
      statements.filter((s) => s === 'select "name" from "prepared_probe" where "id" = $1'),
    ).toHaveLength(1);
  });
});
