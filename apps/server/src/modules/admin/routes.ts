// The staff and admin console's HTTP calls (issue 18 item 11 names the binding ones: GET/PATCH/DELETE
// /api/admin/accounts…, POST /api/admin/notifications, GET /api/admin/audit-log; the others are
// designed, docs/api.md). HTTP only: who may do what is decided in the service.
import {
  ADMIN_PATHS,
  adminAccountListSchema,
  adminAccountParamsSchema,
  adminAccountPatchSchema,
  adminAccountRowSchema,
  adminAccountsQuerySchema,
  adminNoticeResultSchema,
  adminNoticeSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  errorResponseSchema,
  exportStatisticsQuerySchema,
  exportUsersQuerySchema,
  isFeatureId,
  quotaRequestAnswerSchema,
  quotaRequestListSchema,
} from '@asperity/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { AdminService } from './service.ts';

export interface AdminRoutesOptions {
  readonly admin: AdminService;
  readonly accounts: AccountsService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const csvSchema = z.string().describe('text/csv: byte-order mark, CRLF rows, quoted fields (part 1 §9)');

export const adminRoutes: FastifyPluginCallbackZod<AdminRoutesOptions> = (app, { admin, accounts }, done) => {
  const tags = ['admin'];
  /** The caller, or null when signed out (the console rule answers unauthorized then). */
  const caller = async (request: FastifyRequest): Promise<UserRow | null> => {
    const claims = accounts.authenticate(accessTokenOf(request));
    return claims ? accounts.requireUser(claims) : null;
  };
  const dayStart = (day: string | undefined): string | undefined =>
    day === undefined ? undefined : `${day}T00:00:00.000Z`;
  const dayAfter = (day: string | undefined): string | undefined =>
    day === undefined ? undefined : new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

  app.get(
    ADMIN_PATHS.accounts,
    {
      schema: {
        tags,
        summary: 'Accounts, paged, sorted and searched on the server (admins only)',
        querystring: adminAccountsQuerySchema,
        response: { 200: adminAccountListSchema, ...errors },
      },
    },
    async (request) => admin.list(await caller(request), request.query),
  );

  app.patch(
    ADMIN_PATHS.account,
    {
      schema: {
        tags,
        summary:
          'Change an account: any of isEnabled, isStaff, isConfirmed, additionalQuota, forumRights, overridenSubscriptionLevel (staff)',
        params: adminAccountParamsSchema,
        body: adminAccountPatchSchema,
        response: { 200: adminAccountRowSchema, ...errors },
      },
    },
    async (request) => admin.update(await caller(request), request.params.uid, request.body),
  );

  app.delete(
    ADMIN_PATHS.account,
    {
      schema: {
        tags,
        summary: 'Remove an account with its files and folders; their storage is freed (staff)',
        params: adminAccountParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await admin.remove(await caller(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    ADMIN_PATHS.notifications,
    {
      schema: {
        tags,
        summary: 'Send a notice to everybody, subscribers or users (staff)',
        body: adminNoticeSchema,
        response: { 200: adminNoticeResultSchema, ...errors },
      },
    },
    async (request) => admin.notice(await caller(request), request.body),
  );

  app.get(
    ADMIN_PATHS.auditLog,
    {
      schema: {
        tags,
        summary: 'The audit log of staff and admin actions, newest first, filtered (admins only)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) =>
      admin.auditLog(await caller(request), {
        offset: request.query.offset,
        limit: request.query.limit,
        actorId: request.query.actorId,
        targetId: request.query.targetId,
        action: request.query.action,
        from: dayStart(request.query.from),
        to: dayAfter(request.query.to),
      }),
  );

  app.get(
    ADMIN_PATHS.quotaRequests,
    {
      schema: {
        tags,
        summary: 'Open requests for more storage, oldest first (staff)',
        response: { 200: quotaRequestListSchema, ...errors },
      },
    },
    async (request) => admin.quotaRequests(await caller(request)),
  );

  app.post(
    ADMIN_PATHS.quotaRequest,
    {
      schema: {
        tags,
        summary:
          'Grant (with the new additional quota) or decline an open request; the user is notified (staff)',
        params: adminAccountParamsSchema,
        body: quotaRequestAnswerSchema,
        response: { 204: z.null().describe('Answered'), ...errors },
      },
    },
    async (request, reply) => {
      await admin.answerQuotaRequest(await caller(request), request.params.uid, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    ADMIN_PATHS.exportUsers,
    {
      schema: {
        tags,
        summary: 'CSV of the accounts whose plan grants a feature (staff)',
        querystring: exportUsersQuerySchema,
        response: { 200: csvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { feature } = request.query;
      if (!isFeatureId(feature)) throw new AppError('invalid-request', `feature ${feature}`);
      const csv = await admin.exportUsers(await caller(request), feature);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${feature}.csv"`)
        .send(csv);
    },
  );

  app.get(
    ADMIN_PATHS.exportStatistics,
    {
      schema: {
        tags,
        summary:
          'CSV of daily statistics between two dates (staff); invalid-date unless both are dates and from ≤ to',
        querystring: exportStatisticsQuerySchema,
        response: { 200: csvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await admin.exportStatistics(await caller(request), from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statistics-${from}-${to}.csv"`)
        .send(csv);
    },
  );
  done();
};
