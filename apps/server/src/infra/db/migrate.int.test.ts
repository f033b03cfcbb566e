// Migrations on the configured dialect (SQLite, or PostgreSQL when DATABASE_URL is set): applied
// once, idempotent across restarts, and the schema enforces what the repos rely on.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, dialect, startServer, type TestStore } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { NewUserRow } from './schema.ts';

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.dispose();
});

function openDatabase(): Database {
  return createDatabase(loadConfig(store.env).database);
}

const user = (overrides: Partial<NewUserRow> = {}): NewUserRow => ({
  id: crypto.randomUUID(),
  username: 'alice',
  email: 'alice@example.com',
  first_name: 'Alice',
  last_name: 'Liddell',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  created_at: new Date('2026-01-02T03:04:05.678Z').toISOString(),
  ...overrides,
});

describe('migrations', () => {
  it('run at start, once, and again without effect on a restart', async () => {
    const first = await startServer(store);
    await first.close();
    const second = await startServer(store);
    const migrated = await migrateToLatest(second.app.infra.database);
    expect(migrated.applied).toEqual([]);
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      second.app.infra.database.db,
    );
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(second.app.infra.database.dialect).toBe(dialect);
    await second.close();
  });

  it('apply once when several processes start together', async () => {
    const fresh = await createTestStore();
    try {
      const env = { ...fresh.env, MIGRATE_AT: String(Date.now() + 4000) };
      const runs = await Promise.all([0, 1, 2].map(() => migrateInChildProcess(env)));
      expect(runs.flat()).toEqual(Object.keys(migrations).sort());
    } finally {
      await fresh.dispose();
    }
  });
});

const migrateScript = fileURLToPath(new URL('../../../test/fixtures/migrate-once.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function migrateInChildProcess(env: Readonly<Record<string, string>>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', tsxLoader, migrateScript],
      { env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`migration process failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
  });
}

describe('the users table', () => {
  let database: Database;

  beforeAll(async () => {
    database = openDatabase();
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('round-trips a row with portable booleans, text timestamps and bigint quota as numbers', async () => {
    const row = user({ additional_quota: 5_000_000_000, is_admin: 1, overriden_subscription_level: 2 });
    await database.db.insertInto('users').values(row).execute();
    const read = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(read).toEqual({
      ...row,
      is_admin: 1,
      is_staff: 0,
      is_confirmed: 0,
      is_enabled: 1,
      subscription_level: 0,
      overriden_subscription_level: 2,
      additional_quota: 5_000_000_000,
      last_login_at: null,
      // Columns of 0002-accounts, at their defaults.
      referrer: null,
      referrer_url: null,
      gclid: null,
      consented_at: null,
      avatar: null,
      failed_logins: 0,
      locked_until: null,
      confirmed_at: null,
      forum_rights: 'user',
      // Column of 0007-trial: a row inserted without one has no trial.
      trial_ends_at: null,
      // Columns of 0015-notifications-admin.
      notifications_saved_at: null,
      last_login_ip: null,
      // Column of 0024 (the trusted proxy's country header at the last sign-in).
      last_login_country: null,
    });
    expect(typeof read.additional_quota).toBe('number');
  });

  it('keeps usernames and e-mail addresses unique regardless of case', async () => {
    await database.db
      .insertInto('users')
      .values(user({ username: 'Bob', email: 'bob@example.com' }))
      .execute();
    await expect(
      database.db
        .insertInto('users')
        .values(user({ username: 'bob', email: 'other@example.com' }))
        .execute(),
    ).rejects.toThrow(/unique/i);
    await expect(
      database.db
        .insertInto('users')
        .values(user({ username: 'robert', email: 'BOB@example.com' }))
        .execute(),
    ).rejects.toThrow(/unique/i);
  });

  it('refuses booleans other than 0/1 and plan tiers outside 0..2', async () => {
    await expect(
      database.db
        .insertInto('users')
        .values(user({ username: 'carol', email: 'carol@example.com', is_admin: 2 }))
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      database.db
        .insertInto('users')
        .values(user({ username: 'dave', email: 'dave@example.com', subscription_level: 3 }))
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('stores app_meta key/value pairs', async () => {
    await database.db.insertInto('app_meta').values({ key: 'instance-id', value: 'abc' }).execute();
    const row = await database.db
      .selectFrom('app_meta')
      .selectAll()
      .where('key', '=', 'instance-id')
      .executeTakeFirst();
    expect(row).toEqual({ key: 'instance-id', value: 'abc' });
  });
});

describe('0007-trial on an existing database', () => {
  it('gives accounts created before it 30 days of trial from their creation', async () => {
    const fresh = await createTestStore();
    const database = createDatabase(loadConfig(fresh.env).database);
    try {
      if (database.dialect === 'postgres' && database.schema !== undefined) {
        await sql`create schema if not exists ${sql.id(database.schema)}`.execute(database.db);
      }
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
        ...(database.dialect === 'postgres' && database.schema !== undefined
          ? { migrationTableSchema: database.schema }
          : {}),
      });
      const before = await migrator.migrateTo('0006-previews');
      expect(before.error).toBeUndefined();
      // The rows of an installation from before trials: no trial_ends_at column yet.
      const old = database.db as unknown as Kysely<{ users: Omit<NewUserRow, 'trial_ends_at'> }>;
      const rows = [
        user({ username: 'early', email: 'early@example.com', created_at: '2025-03-01T10:00:00.000Z' }),
        user({ username: 'late', email: 'late@example.com', created_at: '2026-11-20T23:59:59.999Z' }),
      ];
      await old.insertInto('users').values(rows).execute();

      // 0007 and every migration after it.
      expect((await migrateToLatest(database)).applied).toEqual(
        Object.keys(migrations)
          .sort()
          .filter((name) => name >= '0007'),
      );
      const read = await database.db
        .selectFrom('users')
        .select(['username', 'trial_ends_at'])
        .orderBy('username')
        .execute();
      expect(read).toEqual([
        { username: 'early', trial_ends_at: '2025-03-31T10:00:00.000Z' },
        { username: 'late', trial_ends_at: '2026-12-20T23:59:59.999Z' },
      ]);
    } finally {
      await database.destroy();
      await fresh.dispose();
    }
  });
});
