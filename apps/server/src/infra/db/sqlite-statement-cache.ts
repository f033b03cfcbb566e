// Prepared statements reused by SQL text on SQLite. Kysely's SQLite driver prepares every query
// afresh (better-sqlite3 `prepare`), and under the library load (a listing and four previews per page
// view, 3–5 queries each) preparing took as much CPU as running the queries (bench/README.md,
// issue 16 §5). The texts are few — Kysely compiles the same shapes over and over with the values
// as parameters — so a bounded LRU keeps them all; an unusual text (an IN list of a new length) only
// evicts the least used.
//
// Sharing a statement is safe here: better-sqlite3 is synchronous and Kysely's SQLite driver holds
// its single connection (a mutex) while a query runs or a stream iterates, so a statement is never
// used by two queries at once. SQLite re-prepares a statement itself when the schema changed.
import type { Database as SqliteConnection } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct SQL texts kept prepared. */
const STATEMENTS = 500;

export function withStatementCache(connection: SqliteConnection): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENTS });
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      connection.close();
    },
  };
}
