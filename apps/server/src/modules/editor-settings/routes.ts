// Editor settings calls (designed here; docs/api.md "Editor settings"). HTTP only.
import {
  EDITOR_SETTINGS_PATHS,
  editorFileSettingsSchema,
  editorSettingsQuerySchema,
  editorUserPreferencesSchema,
  errorResponseSchema,
  fileRefShape,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { EditorSettingsService } from './service.ts';

export interface EditorSettingsRoutesOptions {
  readonly settings: EditorSettingsService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const fileQuerySchema = editorSettingsQuerySchema.extend(fileRefShape);

export const editorSettingsRoutes: FastifyPluginCallbackZod<EditorSettingsRoutesOptions> = (
  app,
  { settings, accounts, access },
  done,
) => {
  // A shared file's visitors read the owner's settings; their own changes stay in their browser, so
  // writing needs `edit`.
  const target = fileTargetOf(accounts, access);
  const tags = ['editor'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    EDITOR_SETTINGS_PATHS.fileSettings,
    {
      schema: {
        tags,
        summary: "The signed-in user's editor settings of a file (defaults until first saved)",
        description:
          'Colour scale, general view options and lighting. 404 not-found for a file not the caller’s.',
        querystring: fileQuerySchema,
        response: { 200: editorFileSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.query, 'read');
      return settings.fileSettings(user, fileGuid);
    },
  );

  app.put(
    EDITOR_SETTINGS_PATHS.fileSettings,
    {
      schema: {
        tags,
        summary: "Replace the signed-in user's editor settings of a file; missing fields take their defaults",
        description:
          'Ranges of spec part 2 §5 (400 invalid-request outside them); camera data with an invalid coordinate is stored as null. 404 not-found for a file not the caller’s.',
        querystring: fileQuerySchema,
        body: editorFileSettingsSchema,
        response: { 200: editorFileSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.query, 'edit');
      return settings.setFileSettings(user, fileGuid, request.body);
    },
  );

  app.get(
    EDITOR_SETTINGS_PATHS.userPreferences,
    {
      schema: {
        tags: ['preferences'],
        summary: "The signed-in user's editor defaults: units, chart options, custom gradients",
        response: { 200: editorUserPreferencesSchema, ...errors },
      },
    },
    async (request) => settings.userPreferences(await signedIn(request)),
  );

  app.put(
    EDITOR_SETTINGS_PATHS.userPreferences,
    {
      schema: {
        tags: ['preferences'],
        summary: "Replace the signed-in user's editor defaults; missing fields take their defaults",
        description: 'Custom gradient keys must be distinct (400 invalid-request).',
        body: editorUserPreferencesSchema,
        response: { 200: editorUserPreferencesSchema, ...errors },
      },
    },
    async (request) => settings.setUserPreferences(await signedIn(request), request.body),
  );
  done();
};
