// Wires batch analysis: the service over infra (database, blobs, compute pool, job queue), recipes read
// through the recipes module's repo, notifications and live progress. The app calls registerBatch (routes,
// and the job handler when this process runs jobs); the worker process (src/worker.ts) calls
// createBatchService and registers the handler only.
import type {
  FeatureFlags,
  NotificationData,
  NotificationKind,
  PlanTier,
  SocketMessage,
} from '@asperity/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Infra } from '../../infra/infra.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import { RecipesRepo } from '../recipes/repo.ts';
import { BatchRepo } from './repo.ts';
import { batchRoutes } from './routes.ts';
import { BatchService } from './service.ts';

export interface BatchWiring {
  readonly infra: Infra;
  readonly log: FastifyBaseLogger;
  readonly subscriptions: boolean;
  readonly flags: FeatureFlags;
  readonly userById: (id: string) => Promise<UserRow | undefined>;
  readonly quotaOf: (user: UserRow) => number;
  readonly tierOf: (user: UserRow) => PlanTier;
  readonly notify: (
    userId: string,
    kind: NotificationKind,
    data: NotificationData,
    options: { onceKey?: string },
  ) => Promise<unknown>;
  readonly push: (userId: string, message: SocketMessage) => Promise<void>;
}

export function createBatchService(wiring: BatchWiring): BatchService {
  const { infra } = wiring;
  const recipes = new RecipesRepo(infra.database.db);
  return new BatchService(new BatchRepo(infra.database.db), {
    db: infra.database.db,
    blobs: infra.blobs,
    compute: infra.compute,
    jobs: infra.jobs,
    recipeOf: async (user, recipeId) => {
      const row = await recipes.recipe(user.id, recipeId);
      return row ? { id: row.id, name: row.name, file: JSON.parse(row.recipe) as unknown } : undefined;
    },
    userById: wiring.userById,
    quotaOf: wiring.quotaOf,
    tierOf: wiring.tierOf,
    subscriptions: wiring.subscriptions,
    flags: wiring.flags,
    notify: wiring.notify,
    push: wiring.push,
    log: wiring.log,
  });
}

/**
 * Routes, and the job handler unless this process leaves jobs to worker processes (JOBS_IN_SERVER=false
 * with REDIS_URL; the embedded queue always runs its jobs here, nobody else can).
 */
export async function registerBatch(
  app: FastifyInstance,
  wiring: BatchWiring & { readonly accounts: AccountsService; readonly runJobs: boolean },
): Promise<BatchService> {
  const batch = createBatchService(wiring);
  await app.register(batchRoutes, { batch, accounts: wiring.accounts });
  if (wiring.runJobs || wiring.infra.jobs.kind === 'in-process') await batch.registerHandler();
  if (wiring.infra.jobs.kind === 'in-process')
    app.addHook('onReady', async () => {
      const queued = await batch.resumeUnfinished();
      if (queued > 0) wiring.log.info({ files: queued }, 'unfinished batch runs queued again');
    });
  return batch;
}
