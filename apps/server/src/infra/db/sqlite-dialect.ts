// Kysely's SQLite dialect tuned for several processes on one database file (two app instances,
// the CLI next to the server):
// - transactions begin IMMEDIATE, taking the write lock up front (waiting up to busy_timeout).
//   A deferred transaction that reads and then writes fails at once with SQLITE_BUSY(_SNAPSHOT)
//   when another process wrote in between; the busy timeout cannot help it.
// - migrations run inside such a transaction (SQLite has transactional DDL; Kysely assumes not),
//   so a half-applied migration rolls back and a second process starting at the same moment
//   waits for the first one's migration and then finds nothing left to do.
import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class AsperitySqliteDialect extends SqliteDialect {
  private readonly settings: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.settings = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.settings);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
