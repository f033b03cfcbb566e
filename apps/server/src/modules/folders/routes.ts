// Folder calls, the library listing and copy/move (designed here: the spec does not show them;
// docs/api.md). HTTP only: the service holds the rules.
import {
  FILE_PATHS,
  FOLDER_PATHS,
  createFolderBodySchema,
  errorResponseSchema,
  fileListQuerySchema,
  fileListSchema,
  folderSchema,
  renameFolderBodySchema,
  transferItemsBodySchema,
  transferredItemsSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { FoldersService } from './service.ts';

export interface FoldersRoutesOptions {
  readonly folders: FoldersService;
  readonly accounts: AccountsService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const folderParams = z.object({ folderGuid: z.string().max(64) });

export const foldersRoutes: FastifyPluginCallbackZod<FoldersRoutesOptions> = (
  app,
  { folders, accounts },
  done,
) => {
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    FILE_PATHS.list,
    {
      schema: {
        tags: ['files'],
        summary: 'The library listing: files and folders of a folder (the root without folderGuid)',
        description:
          'The spec\'s "Files listing response". viewFilter All lists the folder\'s own files and ' +
          'subfolders; Recent (opened or modified in the last 30 days), Favorites and Shared list files ' +
          'of the folder and everything below it (the whole library without folderGuid) and no folders. ' +
          'Sorted by sortBy (default modifiedAt) in sortOrder (default desc), ties by name; folders have ' +
          'no size and keep name order when sorted by size. Listing a folder records it as opened.',
        querystring: fileListQuerySchema,
        response: { 200: fileListSchema, ...errors },
      },
    },
    async (request) =>
      folders.list(await signedIn(request), {
        folderGuid: request.query.folderGuid ?? null,
        viewFilter: request.query.viewFilter,
        sortBy: request.query.sortBy,
        sortOrder: request.query.sortOrder,
      }),
  );

  app.post(
    FOLDER_PATHS.create,
    {
      schema: {
        tags: ['folders'],
        summary: 'Create a folder (at the root, or in parentFolderGuid)',
        description:
          'Names follow spec part 1 §5 (folder-name-required, -too-long, -invalid) and are unique among ' +
          'the sibling folders regardless of case (409 folder-already-exists).',
        body: createFolderBodySchema,
        response: { 201: folderSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const folder = await folders.create(user, request.body.name, request.body.parentFolderGuid ?? null);
      return reply.code(201).send(folder);
    },
  );

  app.get(
    FOLDER_PATHS.one,
    {
      schema: {
        tags: ['folders'],
        summary: 'One folder of the signed-in user',
        params: folderParams,
        response: { 200: folderSchema, ...errors },
      },
    },
    async (request) => folders.folder(await signedIn(request), request.params.folderGuid),
  );

  app.patch(
    FOLDER_PATHS.one,
    {
      schema: {
        tags: ['folders'],
        summary: 'Rename a folder',
        params: folderParams,
        body: renameFolderBodySchema,
        response: { 200: folderSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => folders.rename(await signedIn(request), request.params.folderGuid, request.body.name),
  );

  app.delete(
    FOLDER_PATHS.one,
    {
      schema: {
        tags: ['folders'],
        summary: 'Delete a folder with all its subfolders and files; their storage is given back',
        params: folderParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await folders.delete(await signedIn(request), request.params.folderGuid);
      return reply.code(204).send(null);
    },
  );

  app.post(
    FILE_PATHS.copy,
    {
      schema: {
        tags: ['files'],
        summary: 'Copy files and folders (with everything in them) into a folder',
        description:
          'Copies share the stored bytes of their originals but count against the quota again ' +
          '(413 quota-exceeded, nothing copied). A name taken in the destination gets " (2)", " (3)" …. ' +
          'The destination may not be one of the copied folders or inside one ' +
          '(destination-subfolder-of-source); a missing destination answers 404 parent-folder-not-found.',
        body: transferItemsBodySchema,
        response: { 201: transferredItemsSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const copied = await folders.copy(await signedIn(request), request.body);
      return reply.code(201).send(copied);
    },
  );

  app.post(
    FILE_PATHS.move,
    {
      schema: {
        tags: ['files'],
        summary: 'Move files and folders into a folder',
        description:
          'All or nothing: a name already used in the destination answers 409 name-already-exists ' +
          '(file) or folder-already-exists (folder); a folder cannot move into itself or below itself ' +
          '(destination-subfolder-of-source).',
        body: transferItemsBodySchema,
        response: { 200: transferredItemsSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => folders.move(await signedIn(request), request.body),
  );
  done();
};
