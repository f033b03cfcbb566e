import { healthResponseSchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { HealthService } from './service.ts';

export interface HealthRoutesOptions {
  readonly health: HealthService;
}

export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, { health }, done) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness of the server and its stores',
        description: 'Answers 200 when every check passes and 503 (same body, status "degraded") otherwise.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.status === 'ok' ? 200 : 503).send(result);
    },
  );
  done();
};
