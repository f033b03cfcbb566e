// GET /api/config/flags: the installation's feature flags (FEATURE_FLAGS over the spec defaults,
// docs/configuration.md), so the web app shows and hides what the server allows and refuses. Public:
// the app builds its routes from them before anyone signs in, and they hold nothing secret.
import { FEATURE_FLAGS_PATH, featureFlagsSchema, type FeatureFlags } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export interface FeatureFlagsRoutesOptions {
  readonly flags: FeatureFlags;
}

export const featureFlagsRoutes: FastifyPluginCallbackZod<FeatureFlagsRoutesOptions> = (
  app,
  { flags },
  done,
) => {
  app.get(
    FEATURE_FLAGS_PATH,
    {
      schema: {
        tags: ['config'],
        summary: "The installation's feature flags",
        description:
          'Every flag of spec part 1 §9 with its value on this server (FEATURE_FLAGS over the defaults). ' +
          'Flag-backed features that are off are refused by the server (403 forbidden) and hidden by the web app.',
        response: { 200: featureFlagsSchema },
      },
    },
    (_request, reply) => {
      // Set at start; a short public cache spares the request on every page load.
      void reply.header('cache-control', 'public, max-age=60');
      return flags;
    },
  );
  done();
};
