// Wires the staff and admin console: its service and routes, and the staff notification when a user
// asks for more storage (POST /api/user/quota/request-more, answered by the quota module).
import { QUOTA_PATHS } from '@asperity/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Infra } from '../../infra/infra.ts';
import type { AccountsRepo } from '../accounts/repo.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { FilesService } from '../files/service.ts';
import type { NotificationsWiring } from '../notifications/register.ts';
import { AdminRepo } from './repo.ts';
import { closureNoticeRoutes } from './closure-notice-routes.ts';
import { adminRoutes } from './routes.ts';
import { AdminService } from './service.ts';
import { switchRoutes } from './switch-routes.ts';
import { SwitchService } from './switch-service.ts';

export async function registerAdmin(
  app: FastifyInstance,
  {
    config,
    infra,
    accounts,
    accountsRepo,
    files,
    wiring,
  }: {
    readonly config: Config;
    readonly infra: Infra;
    readonly accounts: AccountsService;
    readonly accountsRepo: AccountsRepo;
    readonly files: FilesService;
    readonly wiring: NotificationsWiring;
  },
): Promise<AdminService> {
  const repo = new AdminRepo(infra.database.db);
  const admin = new AdminService(repo, {
    accounts,
    accountsRepo,
    notifications: wiring.notifications,
    live: wiring.live,
    revocations: infra.revocations,
    forgetBlobs: (keys) => files.forgetBlobs(keys),
    flags: config.features.flags,
    subscriptions: config.features.subscriptions,
  });
  await app.register(adminRoutes, { admin, accounts });
  await app.register(closureNoticeRoutes, { admin, accounts });
  const switches = new SwitchService(infra.database.db, {
    accounts,
    accountsRepo,
    revocations: infra.revocations,
    live: wiring.live,
  });
  await app.register(switchRoutes, {
    switches,
    accounts,
    cookies: { alwaysSecure: config.publicUrl?.startsWith('https:') ?? false },
  });

  // Staff hear of a request once: when it is new, not when the user asks again.
  const newRequests = new WeakSet<FastifyRequest>();
  const requestMore = (request: FastifyRequest) =>
    request.method === 'POST' && request.routeOptions.url === QUOTA_PATHS.requestMore;
  app.addHook('preHandler', async (request) => {
    if (!requestMore(request)) return;
    const claims = accounts.authenticate(accessTokenOf(request));
    if (claims && !(await repo.hasQuotaRequest(claims.sub))) newRequests.add(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!newRequests.has(request) || reply.statusCode !== 200) return;
    const claims = accounts.authenticate(accessTokenOf(request));
    const user = claims ? await accountsRepo.userById(claims.sub) : undefined;
    if (user) await admin.quotaRequested(user);
  });
  return admin;
}
