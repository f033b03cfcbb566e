// GET /api/dev/outbox: the development outbox's mails, newest first, so sign-up → confirm works on
// a machine without SMTP. Registered only outside production and only when mail is not sent.
import type { FastifyPluginCallback } from 'fastify';
import type { DevOutbox } from '../../infra/mail/dev-outbox.ts';

export const devOutboxRoutes: FastifyPluginCallback<{ outbox: DevOutbox }> = (app, { outbox }, done) => {
  app.get('/api/dev/outbox', { schema: { hide: true } }, () => outbox.list());
  done();
};
