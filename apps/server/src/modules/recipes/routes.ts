// The recipe and saved-settings calls (issue 19 item 8; docs/api.md "Recipes and saved settings"). HTTP
// only; rules in service.ts. Recipes and saved settings are the signed-in caller's own; applying a recipe
// reaches the file through the access function with the `edit` permission (its owner, or a signed-in
// visitor of a link that allows editing, whose steps land in the owner's file and name them).
import {
  RECIPES_PATHS,
  RECIPE_LIMITS,
  applyRecipeBodySchema,
  applyRecipeResponseSchema,
  errorResponseSchema,
  featureParamsSchema,
  recipeDetailsQuerySchema,
  recipeDetailsResponseSchema,
  recipeFileSchema,
  recipeIdParamsSchema,
  recipeListResponseSchema,
  recipeSummarySchema,
  saveSettingsBodySchema,
  savedSettingsEntrySchema,
  savedSettingsFileOf,
  savedSettingsFileSchema,
  savedSettingsListResponseSchema,
  savedSettingsParamsSchema,
  stringifyWithNonFinite,
} from '@asperity/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { AppError } from '../../http/errors.ts';
import type { RecipesService } from './service.ts';

export interface RecipesRoutesOptions {
  readonly recipes: RecipesService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Recipe and settings files are validated by the contract's parser in the service, which answers the
 * precise catalogue code (recipe-unknown-operator, recipe-unsupported-version, …) with the place at fault;
 * the body schema is kept for the OpenAPI document only.
 */
const documentedOnly = () => (data: unknown) => ({ value: data });

export const recipesRoutes: FastifyPluginCallbackZod<RecipesRoutesOptions> = (
  app,
  { recipes, accounts, access },
  done,
) => {
  const tags = ['recipes'];
  const signedIn = (request: FastifyRequest) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));
  const target = fileTargetOf(accounts, access);
  const gateNote = ' Recipes are an Advanced feature: 402 plan-required below it.';

  app.get(
    RECIPES_PATHS.list,
    {
      schema: {
        tags,
        summary: "The signed-in user's recipes, by name",
        description:
          'Summaries (name, step counts, dates); GET /api/recipes/{id} answers a whole file.' + gateNote,
        response: { 200: recipeListResponseSchema, ...errors },
      },
    },
    async (request) => ({ recipes: await recipes.list(await signedIn(request)) }),
  );

  app.post(
    RECIPES_PATHS.list,
    {
      bodyLimit: RECIPE_LIMITS.fileMaxBytes,
      validatorCompiler: documentedOnly,
      schema: {
        tags,
        summary: 'Store a recipe (save from the editor, or an uploaded recipe file)',
        description:
          'The body is a recipe file (docs/recipes.md): parameters and settings are validated by the ' +
          'operator and analysis schemas and stored with their defaults filled. 400 recipe-invalid-file, ' +
          'recipe-unsupported-version, recipe-unknown-operator, recipe-unknown-feature, ' +
          'recipe-invalid-parameters (reason: the field and why), recipe-too-many-steps (over ' +
          `${RECIPE_LIMITS.maxSteps}), recipe-name-invalid; 409 name-already-exists (names are unique per ` +
          `user, case-insensitively); 400 recipe-limit-reached beyond ${RECIPE_LIMITS.maxRecipesPerUser} ` +
          'recipes; 413 payload-too-large over 1 MB.' +
          gateNote,
        body: recipeFileSchema,
        response: { 201: recipeSummarySchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const summary = await recipes.create(await signedIn(request), request.body);
      return reply.code(201).send(summary);
    },
  );

  app.get(
    RECIPES_PATHS.one,
    {
      schema: {
        tags,
        summary: 'A recipe as its file (what a download saves)',
        description: "404 not-found for an unknown id or another user's recipe." + gateNote,
        params: recipeIdParamsSchema,
        response: { 200: recipeFileSchema, ...errors },
      },
    },
    async (request) => recipes.get(await signedIn(request), request.params.id),
  );

  app.put(
    RECIPES_PATHS.one,
    {
      bodyLimit: RECIPE_LIMITS.fileMaxBytes,
      validatorCompiler: documentedOnly,
      schema: {
        tags,
        summary: 'Replace a recipe (the recipes editor saves)',
        description: 'Same body and errors as POST /api/recipes; 404 for an unknown id.' + gateNote,
        params: recipeIdParamsSchema,
        body: recipeFileSchema,
        response: { 200: recipeSummarySchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = recipeIdParamsSchema.parse(request.params);
      return recipes.replace(await signedIn(request), id, request.body);
    },
  );

  app.delete(
    RECIPES_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Remove a recipe',
        description: 'Answers 204. Batch runs keep the copy they started with.' + gateNote,
        params: recipeIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recipes.remove(await signedIn(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    RECIPES_PATHS.apply,
    {
      schema: {
        tags,
        summary: 'Apply a recipe to a file open in the editor',
        description:
          "The caller's recipe on a file the caller may edit (owner by fileGuid; a signed-in visitor of a " +
          'link that allows editing adds shareHash or token). All plan gates, feature flags and rules ' +
          'between steps (level-consecutive-operators) are checked first; then each operator step makes a ' +
          'new fork of the operation history (from forkHash, default the current fork), and every analysis ' +
          'step runs on the last fork with the settings the recipe stores — the same answer as the ' +
          "analysis call with those settings and that forkHash. The file's meta keeps recipeDetails " +
          '(GET /api/editor/recipe-details). An operator that fails on this surface (its operator code) ' +
          'stops the recipe; forks made before it stay in the history. Non-finite numbers are sent as ' +
          '"NaN", "Infinity", "-Infinity".' +
          gateNote,
        params: recipeIdParamsSchema,
        body: applyRecipeBodySchema,
        response: { 200: applyRecipeResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = await signedIn(request);
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      const result = await recipes.apply(
        { caller, owner: user, fileGuid, channel: request.body.channel, forkHash: request.body.forkHash },
        request.params.id,
      );
      // Analyses may answer NaN: written as the strings the analysis calls use, past the serialiser.
      const json: unknown = stringifyWithNonFinite(result);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    RECIPES_PATHS.recipeDetails,
    {
      schema: {
        tags,
        summary: "The last recipe applied to a file (the file meta's recipeDetails)",
        description:
          'Needs read on the file (owner, or a link visitor with shareHash or token); null when none.',
        querystring: recipeDetailsQuerySchema,
        response: { 200: recipeDetailsResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileGuid } = await target(request, reply, request.query, 'read');
      return { recipeDetails: await recipes.recipeDetailsOf(fileGuid) };
    },
  );

  // -------------------------------------------------------------------------------------------------
  // Saved settings per analysis type (the manage-settings dialog)
  // -------------------------------------------------------------------------------------------------
  const settingsNote =
    ' {feature} is a feature kind (ArealParameters, AveragePsd, BearingRatio, Dimension, Particles, ' +
    'ProfileParameters, Slice, StepHeightHistogram, StepHeightLine, StepHeightRectangle, Volume; ' +
    "400 recipe-unknown-feature otherwise) and needs that analysis' plan (402 plan-required).";

  app.get(
    RECIPES_PATHS.settingsList,
    {
      schema: {
        tags,
        summary: "The signed-in user's saved settings of one analysis type, by name",
        description: 'Applying one is the client setting the panel to `settings`.' + settingsNote,
        params: featureParamsSchema,
        response: { 200: savedSettingsListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await recipes.listSettings(await signedIn(request), request.params.feature),
    }),
  );

  app.post(
    RECIPES_PATHS.settingsList,
    {
      bodyLimit: RECIPE_LIMITS.fileMaxBytes,
      validatorCompiler: documentedOnly,
      schema: {
        tags,
        summary: "Save a panel's settings under a name (or upload a settings file)",
        description:
          'Body `{ name, settings }` or a whole settings file (docs/recipes.md). The settings are validated ' +
          'by the analysis schema and stored with defaults filled: 400 recipe-invalid-parameters (reason: ' +
          'the field), recipe-name-invalid, recipe-unknown-feature for a file of another type, ' +
          'recipe-unsupported-version, recipe-limit-reached beyond ' +
          `${RECIPE_LIMITS.maxSavedSettingsPerKind} per type; 409 name-already-exists.` +
          settingsNote,
        params: featureParamsSchema,
        body: saveSettingsBodySchema,
        response: {
          201: savedSettingsEntrySchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const params = featureParamsSchema.safeParse(request.params);
      if (!params.success) throw new AppError('recipe-unknown-feature', 'feature');
      const entry = await recipes.saveSettings(await signedIn(request), params.data.feature, request.body);
      return reply.code(201).send(entry);
    },
  );

  app.get(
    RECIPES_PATHS.settingsOne,
    {
      schema: {
        tags,
        summary: 'One saved setting as its file (what a download saves)',
        description: "404 not-found for an unknown id or another user's." + settingsNote,
        params: savedSettingsParamsSchema,
        response: { 200: savedSettingsFileSchema, ...errors },
      },
    },
    async (request) => {
      const entry = await recipes.settingsEntry(
        await signedIn(request),
        request.params.feature,
        request.params.id,
      );
      return savedSettingsFileOf(entry);
    },
  );

  app.delete(
    RECIPES_PATHS.settingsOne,
    {
      schema: {
        tags,
        summary: 'Remove a saved setting',
        description: 'Answers 204.' + settingsNote,
        params: savedSettingsParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recipes.removeSettings(await signedIn(request), request.params.feature, request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};
