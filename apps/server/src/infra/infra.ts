// The stores and pools the app runs on, created once at start and closed once at shutdown.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { ComputePool } from './compute/pool.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DevOutbox } from './mail/dev-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { SmtpMailer } from './mail/smtp-mailer.ts';
import { BullMqJobQueue } from './jobs/bullmq-job-queue.ts';
import { InProcessJobQueue } from './jobs/in-process-job-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { InProcessPubSub, type PubSub } from './pubsub/pubsub.ts';
import { RedisPubSub } from './pubsub/redis-pubsub.ts';
import { closeRedisClient, openRedisClient } from './redis/client.ts';
import { RedisSessionRevocations } from './sessions/redis-session-revocations.ts';
import { MemorySessionRevocations, type SessionRevocations } from './sessions/session-revocations.ts';
import { RedisShortLivedStore } from './shared-state/redis-short-lived-store.ts';
import { MemoryShortLivedStore, type ShortLivedStore } from './shared-state/short-lived-store.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { LocalBlobStore } from './storage/local-blob-store.ts';
import { S3BlobStore } from './storage/s3-blob-store.ts';

export interface Infra {
  readonly database: Database;
  readonly blobs: BlobStore;
  readonly compute: ComputePool;
  readonly mailer: Mailer;
  /**
   * The shared command connection to Redis when REDIS_URL is set (rate limits, lockout counters,
   * revocation); undefined: every engine stays in process. Engines that need a connection of their
   * own (subscriber, queue) open it with createRedisClient.
   */
  readonly redis: Redis | undefined;
  /** Signed-out sessions: in Redis when REDIS_URL is set, so every instance refuses them at once. */
  readonly revocations: SessionRevocations;
  /** Messages to every instance (cache invalidation, live events): Redis pub/sub or in process. */
  readonly pubsub: PubSub;
  /** Background jobs: BullMQ on Redis or in process. Drained before the database closes. */
  readonly jobs: JobQueue;
  /** Small values every instance reads right after one wrote them (previewed forks): Redis or memory. */
  readonly shortLived: ShortLivedStore;
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

  let redis: Redis | undefined;
  if (config.redisUrl !== undefined) {
    try {
      redis = await openRedisClient(config.redisUrl, { name: 'commands', logger });
    } catch (error) {
      await database.destroy();
      throw error;
    }
  }

  let blobs: BlobStore;
  try {
    blobs = await openBlobStore(config);
  } catch (error) {
    if (redis) await closeRedisClient(redis);
    await database.destroy();
    throw error;
  }

  const compute = new ComputePool({
    threads: config.computeThreads,
    maxQueue: config.computeMaxQueue,
    ...(computeWorkerUrl ? { workerUrl: computeWorkerUrl } : {}),
  });

  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new DevOutbox(logger);

  const pubsub: PubSub =
    redis && config.redisUrl !== undefined
      ? new RedisPubSub({ url: config.redisUrl, publisher: redis, logger })
      : new InProcessPubSub();
  const jobs: JobQueue =
    config.redisUrl !== undefined
      ? new BullMqJobQueue({
          url: config.redisUrl,
          logger,
          lockDurationMs: config.jobs.lockDurationMs,
          queueName: config.jobs.queueName,
        })
      : new InProcessJobQueue();

  let closing: Promise<void> | undefined;
  return {
    database,
    blobs,
    compute,
    mailer,
    redis,
    revocations: redis ? new RedisSessionRevocations(redis) : new MemorySessionRevocations(),
    pubsub,
    jobs,
    shortLived: redis ? new RedisShortLivedStore(redis) : new MemoryShortLivedStore(64 * 1024 * 1024),
    close: () =>
      (closing ??= (async () => {
        // Running jobs finish first: they may still use the mailer, the pool and the database.
        await jobs.close();
        await pubsub.close();
        await mailer.close();
        await compute.close();
        await database.destroy();
        await blobs.close();
        if (redis) await closeRedisClient(redis);
      })()),
  };
}

/** S3-compatible object storage when S3_BUCKET is set, else the local directory (BLOB_DIR). */
async function openBlobStore(config: Config): Promise<BlobStore> {
  if (config.objectStorage !== undefined) {
    const s3 = new S3BlobStore(config.objectStorage);
    try {
      await s3.init();
    } catch (error) {
      await s3.close();
      throw new Error(
        `object storage ${config.objectStorage.endpoint ?? 'AWS S3'} bucket "${config.objectStorage.bucket}" is not usable: ${(error as Error).message}`,
        { cause: error },
      );
    }
    return s3;
  }
  const local = new LocalBlobStore(config.blobDir);
  await local.init();
  return local;
}
