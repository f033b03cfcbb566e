// GET /api/file/preview/{fileGuid} (spec part 1 §7): the picture of a library file, for the
// library's tiles and thumbnails. HTTP only: caching headers and the answer; rules in service.ts.
import { PREVIEW_PATHS, errorResponseSchema, previewQuerySchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { PreviewsService } from './service.ts';

export interface PreviewsRoutesOptions {
  readonly previews: PreviewsService;
  readonly accounts: AccountsService;
}

export const previewsRoutes: FastifyPluginCallbackZod<PreviewsRoutesOptions> = (
  app,
  { previews, accounts },
  done,
) => {
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
          '(320…1920), times dpr (at most 3), at most 2048 px. The signed-in owner only: another ' +
          "user's file answers 404. Cached: Cache-Control private with an ETag; If-None-Match answers 304.",
        produces: ['image/webp', 'image/jpeg', 'image/png'],
        params: z.object({ fileGuid: z.string().max(64) }),
        querystring: previewQuerySchema,
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
      const user = await accounts.requireUser(accounts.authenticate(accessTokenOf(request)));
      const answer = await previews.preview(
        user,
        request.params.fileGuid,
        request.query,
        request.headers['if-none-match'],
        clientAbortSignal(reply),
      );
      // private: a preview is the owner's; no-cache: revalidate (a cheap 304) so a deleted file
      // or a signed-out browser does not keep showing it from cache.
      reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
      if (answer.notModified) return reply.code(304).send(null);
      return reply.type(answer.contentType).send(answer.body as never);
    },
  );
  done();
};
