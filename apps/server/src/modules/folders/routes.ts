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
import { AppError } from '../../http/errors.ts';
import type { AccessService } from '../access/access-service.ts';
import { PRIVATE_NO_STORE } from '../access/file-target.ts';
import { folderTargetsOf } from '../access/folder-target.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { SharingService } from '../sharing/service.ts';
import type { FoldersService } from './service.ts';

export interface FoldersRoutesOptions {
  readonly folders: FoldersService;
  readonly accounts: AccountsService;
  readonly sharing: SharingService;
  /** The access function: it decides every folder call (the service's owner-scoped reads stay too). */
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const folderParams = z.object({ folderGuid: z.string().max(64) });

export const foldersRoutes: FastifyPluginCallbackZod<FoldersRoutesOptions> = (
  app,
  { folders, accounts, sharing, access },
  done,
) => {
  const targets = folderTargetsOf(accounts, access);
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
          'no size and keep name order when sorted by size. Listing a folder records it as opened. The ' +
          "owner's listing carries the link fields (files' shared flag, folders' token, hashedGuid and " +
          'allow flags). With `token` (a folder link) anyone lists the shared folder folderGuid or a ' +
          'subfolder of it: view filter All, breadcrumbs from the shared folder down, allowSaving as the ' +
          'link says, Cache-Control private, no-store; a wrong, removed or expired token answers 404.',
        querystring: fileListQuerySchema,
        response: { 200: fileListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, sortBy, sortOrder } = request.query;
      if (token !== undefined) {
        void reply.header('cache-control', PRIVATE_NO_STORE);
        const folderGuid = request.query.folderGuid;
        if (folderGuid === undefined)
          throw new AppError('invalid-request', 'token needs the folderGuid it opens');
        return sharing.listSharedFolder(
          await credentialsOf(request, accounts),
          { folderGuid, token },
          // Listing through a link is not the owner opening the folder: their "last opened" stays.
          (owner, guid) =>
            folders.list(owner, {
              folderGuid: guid,
              viewFilter: 'All',
              sortBy,
              sortOrder,
              recordOpened: false,
            }),
        );
      }
      const folderGuid = request.query.folderGuid ?? null;
      const user =
        folderGuid === null
          ? await signedIn(request)
          : (await targets.folder(request, folderGuid, 'read')).owner;
      const listed = await folders.list(user, {
        folderGuid,
        viewFilter: request.query.viewFilter,
        sortBy,
        sortOrder,
      });
      return {
        ...listed,
        files: await sharing.decorateFiles(listed.files),
        folders: await sharing.decorateFolders(listed.folders),
      };
    },
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
    async (request) => {
      const { owner } = await targets.folder(request, request.params.folderGuid, 'read');
      return folders.folder(owner, request.params.folderGuid);
    },
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
    async (request) => {
      const { owner } = await targets.folder(request, request.params.folderGuid, 'manage');
      return folders.rename(owner, request.params.folderGuid, request.body.name);
    },
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
      const { owner } = await targets.folder(request, request.params.folderGuid, 'manage');
      await folders.delete(owner, request.params.folderGuid);
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
      const copied = await folders.copy(await targets.items(request, request.body), request.body);
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
    async (request) => folders.move(await targets.items(request, request.body), request.body),
  );
  done();
};
