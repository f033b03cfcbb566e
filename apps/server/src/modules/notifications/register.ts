// Wires notifications into the app: the service (other modules call `notify`), its HTTP routes, the
// live hub on the pub/sub engine and the socket at /sockets. A sign-out ends the sockets of that
// session on every instance.
import { ACCOUNT_PATHS } from '@asperity/contract';
import type { FastifyInstance } from 'fastify';
import type { Infra } from '../../infra/infra.ts';
import type { AccountsRepo } from '../accounts/repo.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { LiveHub } from './live-hub.ts';
import { NotificationsRepo } from './repo.ts';
import { notificationsRoutes } from './routes.ts';
import { NotificationsService } from './service.ts';
import { registerSocketRoute } from './socket-route.ts';
import { TrialEndingNotifier } from './trial-ending.ts';

/** How often the trial-ending notices are looked for. */
const TRIAL_CHECK_INTERVAL_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** `notify(userId, kind, data)` for modules wired after this one and for tests. */
    readonly notifications: NotificationsService;
  }
}

export interface NotificationsWiring {
  readonly notifications: NotificationsService;
  readonly live: LiveHub;
}

export async function registerNotifications(
  app: FastifyInstance,
  {
    infra,
    accounts,
    accountsRepo,
    secret,
    baseUrl,
  }: {
    readonly infra: Infra;
    readonly accounts: AccountsService;
    readonly accountsRepo: AccountsRepo;
    readonly secret: string;
    readonly baseUrl: () => string;
  },
): Promise<NotificationsWiring> {
  const notifications = new NotificationsService(new NotificationsRepo(infra.database.db), {
    userById: (id) => accountsRepo.userById(id),
    mailer: infra.mailer,
    baseUrl,
    secret,
    log: app.log,
  });
  const live = new LiveHub(
    infra.pubsub,
    (noticeId, userIds) => notifications.noticeMessages(noticeId, userIds),
    (error) => app.log.error({ err: error }, 'live message not delivered'),
  );
  notifications.attach(live);
  app.decorate('notifications', notifications);
  await live.start();
  // preClose: the sockets end before the server waits for its connections and before infra's onClose
  // closes the pub/sub engine.
  app.addHook('preClose', async () => {
    await live.stop();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== ACCOUNT_PATHS.logout || reply.statusCode >= 400) return;
    const claims = accounts.authenticate(accessTokenOf(request));
    if (claims) await live.toSession(claims.sid, { type: 'sign-out', reason: 'signed-out' });
  });

  const trialEnding = new TrialEndingNotifier(infra.database.db, notifications, {
    trialEndsAtOf: (user) => accounts.trialEndsAtOf(user),
  });
  let trialCheck: Promise<unknown> = Promise.resolve();
  const checkTrials = (): void => {
    trialCheck = trialEnding
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, 'trial-ending notices failed'));
  };
  app.addHook('onReady', (ready) => {
    checkTrials();
    ready();
  });
  const timer = setInterval(checkTrials, TRIAL_CHECK_INTERVAL_MS);
  timer.unref();
  // preClose: a check still running finishes before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await trialCheck;
  });

  await app.register(notificationsRoutes, { notifications, accounts });
  await registerSocketRoute(app, {
    accounts,
    live,
    unreadCount: (userId) => notifications.unreadCount(userId),
  });
  return { notifications, live };
}
