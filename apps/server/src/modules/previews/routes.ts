// GET /api/file/preview/{fileGuid or shareHash} (spec part 1 §7): the picture of a library file, for
// the library's tiles and thumbnails and for shared views. HTTP only: caching headers and the
// answer; rules in service.ts, who may see it in the access function.
import {
  PREVIEW_PATHS,
  errorResponseSchema,
  folderTokenSchema,
  previewQuerySchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import type { AccessService } from '../access/access-service.ts';
import { PRIVATE_NO_STORE, fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { PreviewsService } from './service.ts';

export interface PreviewsRoutesOptions {
  readonly previews: PreviewsService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

/** Library file guids are UUIDs; anything else in the path is a share hash. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const previewsRoutes: FastifyPluginCallbackZod<PreviewsRoutesOptions> = (
  app,
  { previews, accounts, access },
  done,
) => {
  const target = fileTargetOf(accounts, access);
  app.get(
    PREVIEW_PATHS.one,
    {
      schema: {
        tags: ['files'],
        summary: "A file's preview picture (WebP, JPEG or PNG)",
        description:
          'The surface colour-mapped (type 2d) or shaded in pseudo-3D (3d), or an image channel as it is, ' +
          'fitted inside width × height keeping its aspect ratio. A height channel shows its saved version, or ' +
          'the fork `forkHash` of its operation history or saved version (404 for any other). Sides snap up to the responsive widths ' +
          '(320…1920), times dpr (at most 3), at most 2048 px. The signed-in owner, or anyone with the ' +
          "file's share hash in place of the guid, or with `token`, a folder link above the file; " +
          "another user's file answers 404. Cached: Cache-Control private with an ETag, If-None-Match " +
          'answers 304; through a link private, no-store.',
        produces: ['image/webp', 'image/jpeg', 'image/png'],
        params: z.object({ fileGuid: z.string().max(64) }),
        querystring: previewQuerySchema.extend({
          token: folderTokenSchema.optional().describe('A folder link above the file (fileGuid in the path)'),
        }),
        response: {
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.fileGuid;
      const { token } = request.query;
      const {
        user,
        fileGuid,
        viaLink,
        access: granted,
      } = await target(
        request,
        reply,
        token !== undefined || UUID.test(id) ? { fileGuid: id, token } : { shareHash: id },
        'read',
      );
      const answer = await previews.preview(
        user,
        fileGuid,
        request.query,
        request.headers['if-none-match'],
        clientAbortSignal(reply),
        granted.file,
      );
      // private: a preview is the owner's; no-cache: revalidate (a cheap 304) so a deleted file
      // or a signed-out browser does not keep showing it from cache.
      reply
        .header('cache-control', viaLink ? PRIVATE_NO_STORE : 'private, no-cache')
        .header('etag', answer.etag);
      if (answer.notModified) return reply.code(304).send(null);
      return reply.type(answer.contentType).send(answer.body as never);
    },
  );
  done();
};
