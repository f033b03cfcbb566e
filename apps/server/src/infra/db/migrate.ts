// Brings the schema up to date at start. Kysely's Migrator takes a lock (a lock table row on
// SQLite, a row lock on PostgreSQL), so several instances starting together migrate once.
import { Migrator, sql, type MigrationResultSet } from 'kysely';
import type { Database } from './database.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export interface MigrationReport {
  /** Names of the migrations applied by this call, in order; empty when already up to date. */
  readonly applied: readonly string[];
}

export async function migrateToLatest(database: Database): Promise<MigrationReport> {
  if (database.dialect === 'postgres' && database.schema !== undefined) {
    // `if not exists` is not safe against a second process creating the schema at the same moment:
    // PostgreSQL then reports a unique violation on pg_namespace, which only means it exists now.
    await sql`create schema if not exists ${sql.id(database.schema)}`
      .execute(database.db)
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    // On PostgreSQL the migrator must look for its tables in our schema only: otherwise a
    // kysely_migration table in another schema of the same database would be taken for ours.
    ...(database.dialect === 'postgres' && database.schema !== undefined
      ? { migrationTableSchema: database.schema }
      : {}),
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error !== undefined || failed !== undefined) {
    throw new MigrationError(`database migration ${failed?.migrationName ?? ''} failed`.replace('  ', ' '), {
      cause: result.error,
    });
  }
  return {
    applied: (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
