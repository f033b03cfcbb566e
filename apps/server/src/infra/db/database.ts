// The Kysely instance over SQLite (default: one file, nothing to install) or PostgreSQL (when
// DATABASE_URL says so, for several app instances). Repos only see Kysely<DatabaseSchema>.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.ts';
import { prepareStatementsByText } from './pg-prepared-statements.ts';
import type { DatabaseSchema } from './schema.ts';
import { AsperitySqliteDialect } from './sqlite-dialect.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Dialect = DatabaseConfig['dialect'];

export interface Database {
  readonly dialect: Dialect;
  readonly db: Kysely<DatabaseSchema>;
  /** PostgreSQL schema holding the tables (search_path); undefined on SQLite. */
  readonly schema: string | undefined;
  destroy(): Promise<void>;
}

const INT8_OID = 20;

export function createDatabase(config: DatabaseConfig): Database {
  return config.dialect === 'sqlite'
    ? createSqlite(config.filename)
    : createPostgres(config.url, config.schema);
}

function createSqlite(filename: string): Database {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const connection = new SqliteDatabase(filename);
  // WAL lets readers run while a write is in progress; busy_timeout makes a second process (e.g.
  // the CLI) wait for a lock instead of failing at once.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({
    dialect: new AsperitySqliteDialect({ database: withStatementCache(connection) }),
  });
  return { dialect: 'sqlite', db, schema: undefined, destroy: () => db.destroy() };
}

function createPostgres(url: string, schema: string): Database {
  // BIGINT arrives as a string by default; our bigint columns (byte counts) stay below 2^53.
  // Per pool, not global, so other pg users in the process are unaffected.
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, 'text', (value: string) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    // The schema is validated as a plain identifier in config.ts, so it needs no quoting here.
    options: `-c search_path=${schema}`,
    max: 10,
    types,
  });
  pool.on('connect', prepareStatementsByText);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, schema, destroy: () => db.destroy() };
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    return Number(result.rows[0]?.one) === 1;
  } catch {
    return false;
  }
}
