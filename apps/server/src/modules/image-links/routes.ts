// GET/PUT /api/files/{fileGuid}/links: a 2D image's links to 3D images (designed here; docs/api.md).
// HTTP only; rules in service.ts. The picture is reached through the access function: its owner by
// fileGuid, a link visitor with the share hash or folder token in the query.
import {
  IMAGE_LINK_PATHS,
  errorResponseSchema,
  imageLinkListSchema,
  imageLinksBodySchema,
  imageLinksQuerySchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import { pathFileGuid } from '../access/path-file-guid.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { ImageLinksService } from './service.ts';

export interface ImageLinksRoutesOptions {
  readonly links: ImageLinksService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const params = z.object({ fileGuid: z.string().min(1).max(64) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const imageLinksRoutes: FastifyPluginCallbackZod<ImageLinksRoutesOptions> = (
  app,
  { links, accounts, access },
  done,
) => {
  const tags = ['files'];
  const target = fileTargetOf(accounts, access);

  app.get(
    IMAGE_LINK_PATHS.links,
    {
      schema: {
        tags,
        summary: "A 2D image's links: rectangles on the picture, each to a 3D image of the library",
        description:
          'The owner by fileGuid (signed in; anyone else 404); a link visitor adds shareHash (the path may then ' +
          'name the file by that share hash), or token ' +
          '(and optional folderGuid), and reads the links without the names of the linked files, each with ' +
          'an href only where that 3D image has a live link of its own. A file that is not a 2D image: 400 ' +
          'invalid-request. Linked files deleted since are left out.',
        params,
        querystring: imageLinksQuerySchema,
        response: { 200: imageLinkListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { access: granted } = await target(
        request,
        reply,
        { ...request.query, fileGuid: pathFileGuid(request.params.fileGuid, request.query.shareHash) },
        'read',
      );
      return links.list(granted);
    },
  );

  app.put(
    IMAGE_LINK_PATHS.links,
    {
      schema: {
        tags,
        summary: "Replaces a 2D image's links (an empty list removes them)",
        description:
          'Needs edit on the picture (its owner; a signed-in visitor of a link that allows editing adds ' +
          'shareHash or token). Rectangles are fractions of the picture: 0 ≤ left < right ≤ 1, ' +
          '0 ≤ top < bottom ≤ 1, each side at least 0.005; at most 100 links. Each fileGuid must be a 3D ' +
          'image of the same library that the caller may read, else 400 invalid-request naming the link.',
        params,
        querystring: imageLinksQuerySchema,
        body: imageLinksBodySchema,
        response: { 200: imageLinkListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { access: granted } = await target(
        request,
        reply,
        { ...request.query, fileGuid: pathFileGuid(request.params.fileGuid, request.query.shareHash) },
        'edit',
      );
      return links.replace(await credentialsOf(request, accounts), granted, request.body.links);
    },
  );

  done();
};
