// Notification calls (spec part 1 §7: GET/PATCH /api/notifications, PATCH /api/notifications/{id};
// settings and unsubscribe designed here, docs/api.md). HTTP only.
import {
  NOTIFICATION_PATHS,
  errorResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  notificationsReadSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@asperity/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { NotificationsService } from './service.ts';

export interface NotificationsRoutesOptions {
  readonly notifications: NotificationsService;
  readonly accounts: AccountsService;
}

export const notificationsRoutes: FastifyPluginCallbackZod<NotificationsRoutesOptions> = (
  app,
  { notifications, accounts },
  done,
) => {
  const tags = ['notifications'];
  const signedIn = (request: FastifyRequest) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    NOTIFICATION_PATHS.list,
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => notifications.list(await signedIn(request), request.query.offset, request.query.limit),
  );

  app.patch(
    NOTIFICATION_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Mark all notifications read',
        response: { 200: notificationsReadSchema, 401: errorResponseSchema },
      },
    },
    async (request) => notifications.markAllRead(await signedIn(request)),
  );

  app.patch(
    NOTIFICATION_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => notifications.markRead(await signedIn(request), request.params.id),
  );

  app.get(
    NOTIFICATION_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'How the user receives each kind of notification (defaults until saved)',
        response: { 200: notificationSettingsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => notifications.settings(await signedIn(request)),
  );

  app.put(
    NOTIFICATION_PATHS.settings,
    {
      schema: {
        tags,
        summary:
          'Save how the user receives the given kinds (others keep their value); marks the settings saved',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => notifications.saveSettings(await signedIn(request), request.body),
  );

  app.post(
    NOTIFICATION_PATHS.unsubscribe,
    {
      schema: {
        tags,
        summary: "Turn off e-mail for the kind named by the mail's unsubscribe token (works signed out)",
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => notifications.unsubscribe(request.body.token),
  );
  done();
};
