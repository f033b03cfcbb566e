// Wires the support requests (reports, technical support, additional file formats) and the forum's
// single sign-on, so app.ts needs one line for both.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Infra } from '../../infra/infra.ts';
import type { AccessService } from '../access/access-service.ts';
import type { AccountsService } from '../accounts/service.ts';
import { forumRoutes } from '../forum-sso/routes.ts';
import { SupportRepo } from './repo.ts';
import { supportRoutes } from './routes.ts';
import { SupportService } from './service.ts';

export async function registerSupport(
  app: FastifyInstance,
  {
    config,
    infra,
    accounts,
    access,
    baseUrl,
  }: {
    readonly config: Config;
    readonly infra: Infra;
    readonly accounts: AccountsService;
    readonly access: AccessService;
    readonly baseUrl: () => string;
  },
): Promise<void> {
  const support = new SupportService(new SupportRepo(infra.database.db), access, infra.mailer, {
    supportEmail: config.support.email,
    baseUrl,
    log: app.log,
  });
  await app.register(supportRoutes, { support, accounts, perHour: config.support.perHour });
  await app.register(forumRoutes, { forum: config.forum, accounts, baseUrl });
}
