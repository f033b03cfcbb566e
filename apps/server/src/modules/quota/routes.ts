// Quota calls (spec part 1 §7: paths not shown, designed here; docs/api.md). HTTP only.
import { QUOTA_PATHS, errorResponseSchema, quotaSchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { QuotaService } from './service.ts';

export interface QuotaRoutesOptions {
  readonly quota: QuotaService;
  readonly accounts: AccountsService;
}

export const quotaRoutes: FastifyPluginCallbackZod<QuotaRoutesOptions> = (app, { quota, accounts }, done) => {
  const tags = ['quota'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    QUOTA_PATHS.quota,
    {
      schema: {
        tags,
        summary: 'Storage of the signed-in user: maximum, used (bytes) and whether more was requested',
        response: { 200: quotaSchema, 401: errorResponseSchema },
      },
    },
    async (request) => quota.quota(await signedIn(request)),
  );

  app.post(
    QUOTA_PATHS.requestMore,
    {
      schema: {
        tags,
        summary: 'Ask for more storage; the answer has moreRequested true',
        response: { 200: quotaSchema, 401: errorResponseSchema },
      },
    },
    async (request) => quota.requestMore(await signedIn(request)),
  );
  done();
};
