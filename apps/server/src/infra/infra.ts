// The stores and pools the app runs on, created once at start and closed once at shutdown.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { ComputePool } from './compute/pool.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DevOutbox } from './mail/dev-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { SmtpMailer } from './mail/smtp-mailer.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { LocalBlobStore } from './storage/local-blob-store.ts';

export interface Infra {
  readonly database: Database;
  readonly blobs: BlobStore;
  readonly compute: ComputePool;
  readonly mailer: Mailer;
  /** Stops the pool (letting running tasks finish), then closes the database. */
  close(): Promise<void>;
}

export interface InfraOptions {
  readonly logger: FastifyBaseLogger;
  readonly computeWorkerUrl?: URL;
}

export async function createInfra(
  config: Config,
  { logger, computeWorkerUrl }: InfraOptions,
): Promise<Infra> {
  const database = createDatabase(config.database);
  try {
    const { applied } = await migrateToLatest(database);
    if (applied.length > 0)
      logger.info({ migrations: applied, dialect: database.dialect }, 'database migrated');
  } catch (error) {
    await database.destroy();
    throw error;
  }

  const blobs = new LocalBlobStore(config.blobDir);
  await blobs.init();

  const compute = new ComputePool({
    threads: config.computeThreads,
    maxQueue: config.computeMaxQueue,
    ...(computeWorkerUrl ? { workerUrl: computeWorkerUrl } : {}),
  });

  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new DevOutbox(logger);

  let closing: Promise<void> | undefined;
  return {
    database,
    blobs,
    compute,
    mailer,
    close: () =>
      (closing ??= (async () => {
        await mailer.close();
        await compute.close();
        await database.destroy();
      })()),
  };
}
