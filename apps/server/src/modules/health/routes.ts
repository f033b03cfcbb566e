import { HEALTH_PATHS, healthResponseSchema, liveResponseSchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { HealthService } from './service.ts';

export interface HealthRoutesOptions {
  readonly health: HealthService;
}

export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, { health }, done) => {
  app.get(
    HEALTH_PATHS.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness of the server and its stores',
        description:
          'Answers 200 when every check passes (database, blob store, Redis when REDIS_URL is set) and 503 ' +
          '(same body, status "degraded") otherwise. Load balancers send traffic only to instances answering 200.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.status === 'ok' ? 200 : 503).send(result);
    },
  );
  app.get(
    HEALTH_PATHS.live,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness of the process',
        description:
          'Answers 200 while the process serves HTTP, without touching any store: a failing database makes ' +
          'an instance unready (GET /api/health), not dead, so orchestrators should not restart it for that.',
        response: { 200: liveResponseSchema },
      },
    },
    () => health.live(),
  );
  done();
};
