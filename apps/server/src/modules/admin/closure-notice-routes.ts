// The closure notice (spec part 1 §2; issue 18 item 10): a global setting an admin sets or clears at
// run time from the console (PUT/DELETE /api/admin/closure-notice, audit-logged, admins only through
// the console access rule), and the public read every page makes before anyone signs in
// (GET /api/config/closure-notice). Kept in the database, so every server instance answers the same.
import {
  ADMIN_PATHS,
  CLOSURE_NOTICE_PATH,
  closureNoticeSchema,
  closureNoticeUpdateSchema,
  errorResponseSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { AdminService } from './service.ts';

export interface ClosureNoticeRoutesOptions {
  readonly admin: AdminService;
  readonly accounts: AccountsService;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const closureNoticeRoutes: FastifyPluginCallbackZod<ClosureNoticeRoutesOptions> = (
  app,
  { admin, accounts },
  done,
) => {
  const caller = async (token: string | undefined) => {
    const claims = accounts.authenticate(token);
    return claims ? accounts.requireUser(claims) : null;
  };

  app.get(
    CLOSURE_NOTICE_PATH,
    {
      schema: {
        tags: ['config'],
        summary: 'The closure notice every page shows (public)',
        description:
          'Spec part 1 §2: an overlay with this text and a dismiss button over every page; `text: null` ' +
          'when no notice is set. Admins set it with PUT /api/admin/closure-notice.',
        response: { 200: closureNoticeSchema },
      },
    },
    async (_request, reply) => {
      // Read on every page load; a change must show at once on every instance, so no shared cache.
      void reply.header('cache-control', 'no-cache');
      return admin.closureNotice();
    },
  );

  app.put(
    ADMIN_PATHS.closureNotice,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the closure notice shown over every page (admins only)',
        body: closureNoticeUpdateSchema,
        response: { 200: closureNoticeSchema, ...errors },
      },
    },
    async (request) => admin.setClosureNotice(await caller(accessTokenOf(request)), request.body.text),
  );

  app.delete(
    ADMIN_PATHS.closureNotice,
    {
      schema: {
        tags: ['admin'],
        summary: 'Clear the closure notice (admins only)',
        response: { 204: z.null().describe('Cleared (also when none was set)'), ...errors },
      },
    },
    async (request, reply) => {
      await admin.clearClosureNotice(await caller(accessTokenOf(request)));
      return reply.status(204).send(null);
    },
  );
  done();
};
