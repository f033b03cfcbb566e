// CSRF defence for cookie sessions (DESIGN.md §6): SameSite=Lax keeps cookies off cross-site
// sub-requests, and a state-changing request whose Origin names another site is refused outright.
// Requests without Origin (curl, server-to-server, same-origin GETs) carry no ambient browser risk.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || origin === allowed) return done();
    done(new AppError('forbidden', `cross-site request from ${origin} refused`));
  });
}
