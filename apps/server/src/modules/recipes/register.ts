// Wires recipes and saved settings into the app (issue 19 items 1, 2, 8): repo over the app's database,
// the service on the operation history and the analyses, and the routes. Answers the service so other
// modules (batch analysis) read recipes through the same rules.
import type { FeatureFlags } from '@asperity/contract';
import type { FastifyInstance } from 'fastify';
import type { Infra } from '../../infra/infra.ts';
import type { AccessService } from '../access/access-service.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AnalysisService } from '../analysis/service.ts';
import type { HistoryService } from '../history/service.ts';
import { RecipesRepo } from './repo.ts';
import { recipesRoutes } from './routes.ts';
import { RecipesService } from './service.ts';

export async function registerRecipes(
  app: FastifyInstance,
  options: {
    readonly infra: Infra;
    readonly accounts: AccountsService;
    readonly access: AccessService;
    readonly history: HistoryService;
    readonly analysis: AnalysisService;
    readonly subscriptions: boolean;
    readonly flags: FeatureFlags;
  },
): Promise<RecipesService> {
  const recipes = new RecipesService(
    new RecipesRepo(options.infra.database.db),
    options.history,
    options.analysis,
    {
      subscriptions: options.subscriptions,
      flags: options.flags,
      tierOf: (user) => options.accounts.tierOf(user),
    },
  );
  await app.register(recipesRoutes, { recipes, accounts: options.accounts, access: options.access });
  return recipes;
}
