// Preferences calls (designed here; docs/api.md). HTTP only.
import { PREFERENCES_PATHS, errorResponseSchema, fileBrowserPreferencesSchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { PreferencesService } from './service.ts';

export interface PreferencesRoutesOptions {
  readonly preferences: PreferencesService;
  readonly accounts: AccountsService;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const preferencesRoutes: FastifyPluginCallbackZod<PreferencesRoutesOptions> = (
  app,
  { preferences, accounts },
  done,
) => {
  const tags = ['preferences'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    PREFERENCES_PATHS.fileBrowser,
    {
      schema: {
        tags,
        summary: 'File browser preferences of the signed-in user (defaults until first saved)',
        response: { 200: fileBrowserPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.fileBrowser(await signedIn(request)),
  );

  app.put(
    PREFERENCES_PATHS.fileBrowser,
    {
      schema: {
        tags,
        summary: 'Replace the file browser preferences; missing fields take their defaults',
        description: 'folder must be a folder of the user (404 not-found) or null for the root.',
        body: fileBrowserPreferencesSchema,
        response: { 200: fileBrowserPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.setFileBrowser(await signedIn(request), request.body),
  );
  done();
};
