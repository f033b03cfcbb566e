// `npm run worker`: a process that runs queued jobs (batch analysis) and serves no HTTP. It reads the
// same configuration as the server (DATABASE_URL, REDIS_URL, S3_*, COMPUTE_THREADS, …) and builds the
// same infrastructure, so it can run on another machine that reaches the same database, Redis and blob
// store. Without REDIS_URL there is nothing to share jobs through: it refuses to start.
// CPU-heavy work runs in this process's compute pool (worker threads), so the queue's lock renewal on
// the main thread never stalls. SIGTERM/SIGINT: take no new job, finish the running ones, exit 0; a
// killed worker's jobs are taken over by another worker once their lock expires (JOB_LOCK_DURATION_MS).
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './http/logger.ts';
import { getOrCreateMeta } from './infra/db/app-meta.ts';
import { createInfra } from './infra/infra.ts';
import { MemoryCounterStore } from './infra/counters/memory-counter-store.ts';
import { AccountsRepo } from './modules/accounts/repo.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { createBatchService } from './modules/batch/register.ts';
import { LiveHub } from './modules/notifications/live-hub.ts';
import { NotificationsRepo } from './modules/notifications/repo.ts';
import { NotificationsService } from './modules/notifications/service.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee docs/configuration.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const log = createLogger(config);
if (config.redisUrl === undefined) {
  log.error(
    'npm run worker needs REDIS_URL: without Redis the server runs its jobs itself (docs/deployment.md)',
  );
  process.exit(1);
}
const infra = await createInfra(config, { logger: log });
const db = infra.database.db;
const sessionSecret =
  config.sessionSecret ??
  (await getOrCreateMeta(db, 'session_secret', () => randomBytes(32).toString('hex')));
const accountsRepo = new AccountsRepo(db);
const counters = new MemoryCounterStore();
const accounts = new AccountsService(accountsRepo, infra.mailer, {
  subscriptions: config.features.subscriptions,
  trialDays: config.trialDays,
  sessionSecret,
  counters,
  revocations: infra.revocations,
  adminEmails: config.adminEmails,
});
const baseUrl = (): string => config.publicUrl ?? `http://localhost:${config.port}`;
const notifications = new NotificationsService(new NotificationsRepo(db), {
  userById: (id) => accountsRepo.userById(id),
  mailer: infra.mailer,
  baseUrl,
  secret: sessionSecret,
  log,
});
// Messages go out over Redis pub/sub to the server instances holding the users' sockets; this process
// holds none, so the hub is never started (it only publishes).
notifications.attach(
  new LiveHub(
    infra.pubsub,
    (noticeId, userIds) => notifications.noticeMessages(noticeId, userIds),
    (error) => log.error({ err: error }, 'live message not delivered'),
  ),
);
const batch = createBatchService({
  infra,
  log,
  subscriptions: config.features.subscriptions,
  flags: config.features.flags,
  userById: (id) => accountsRepo.userById(id),
  quotaOf: (user) => accounts.quotaOf(user),
  tierOf: (user) => accounts.tierOf(user),
  notify: (userId, kind, data, options) => notifications.notify(userId, kind, data, options),
  push: (userId, message) => notifications.push(userId, message),
});
await batch.registerHandler();
log.info({ computeThreads: config.computeThreads, queue: infra.jobs.kind }, 'Asperity worker ready');

let stopping = false;
const stop = (signal: NodeJS.Signals): void => {
  if (stopping) {
    log.warn({ signal }, 'second signal: exiting immediately');
    process.exit(1);
  }
  stopping = true;
  log.info({ signal }, 'worker stopping: finishing the running jobs');
  void (async () => {
    try {
      await counters.close();
      await infra.close();
      log.info('worker stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error while stopping the worker');
      process.exit(1);
    }
  })();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
