// CSRF defence for cookie sessions (DESIGN.md §6): SameSite=Lax keeps cookies off cross-site
// sub-requests, and a state-changing request whose Origin is not our configured public origin is
// refused outright. The request's own Host is never trusted for this: a client chooses it.
// Requests without Origin (curl, server-to-server, same-origin GETs) carry no ambient browser risk.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import type { PublicOrigin } from './public-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, origin: PublicOrigin): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const sent = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || sent === undefined) return done();
    if (origin.allowsOrigin(sent)) return done();
    done(new AppError('forbidden', `cross-site request from ${sent} refused`));
  });
}
