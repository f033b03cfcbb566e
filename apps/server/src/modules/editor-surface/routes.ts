// GET /api/editor/surface (issue 7): the heights of one fork of a file channel for the editor's 3D and
// 2D views, block-averaged so neither side exceeds maxSide, as the binary body of the contract's
// editor-surface.ts. Same rules as the analyses: only the owner (others get 404), a forkHash must be
// a fork of the history (404 otherwise), the saved version without one. A fork never changes, so the
// ETag is its name plus the size asked for, and a browser revalidating gets 304 without a body.
import {
  EDITOR_SURFACE_CONTENT_TYPE,
  EDITOR_SURFACE_PATH,
  editorSurfaceEtag,
  editorSurfaceQuerySchema,
  encodeEditorSurface,
  errorResponseSchema,
  fileRefShape,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessService } from '../access/access-service.ts';
import { PRIVATE_NO_STORE, fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { HistoryService } from '../history/service.ts';
import { blockAverage } from './block-average.ts';
import { EncodedSurfaces } from './encoded-surfaces.ts';

export interface EditorSurfaceRoutesOptions {
  readonly history: HistoryService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

/** True when an If-None-Match header names the etag (a list, weak validators and * included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export const editorSurfaceRoutes: FastifyPluginCallbackZod<EditorSurfaceRoutesOptions> = (
  app,
  { history, accounts, access },
  done,
) => {
  const target = fileTargetOf(accounts, access);
  // Keyed by fork and size only: every request passes the access function before the cache is read,
  // so a removed link cannot reach what it cached.
  const encoded = new EncodedSurfaces();
  app.get(
    EDITOR_SURFACE_PATH,
    {
      schema: {
        tags: ['editor'],
        summary: "A fork's heights for the editor's views (binary)",
        description:
          'Body (little-endian): uint32 N, N bytes of JSON header {cols, rows, sourceCols, sourceRows, ' +
          'factor, pixelSize, pixelSizeY, zMin, zMax, forkHash} padded with spaces, then cols·rows float32 ' +
          'heights in metres (row-major, NaN = invalid), block-averaged so neither side exceeds maxSide ' +
          '(default 1024, at most 4096). ETag = forkHash + maxSide; 304 on If-None-Match. 404 for a file ' +
          'that is not yours or a forkHash that is not in its history. A shared file: shareHash, or fileGuid ' +
          'with a folder link token, in place of fileGuid (Cache-Control private, no-store).',
        querystring: editorSurfaceQuerySchema.extend(fileRefShape),
        produces: [EDITOR_SURFACE_CONTENT_TYPE],
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
      const { channel, forkHash, maxSide } = request.query;
      const { user, fileGuid, viaLink } = await target(request, reply, request.query, 'read');
      // Named first and computed only on a cache miss: an answer sent before needs no fork in memory.
      const fork =
        channel === undefined
          ? await history.analysisSurface(user, fileGuid, channel, forkHash).then((ref) => ({
              key: ref.key,
              surface: () => Promise.resolve(ref.surface),
            }))
          : await history.resolveFork(user, fileGuid, channel, forkHash);
      const etag = editorSurfaceEtag(fork.key, maxSide);
      // Private: the heights are the owner's; no-cache: without a forkHash the URL names the saved
      // version, which a save replaces, so the browser must ask (and gets 304 while it is the same).
      void reply
        .header('cache-control', viaLink ? PRIVATE_NO_STORE : 'private, no-cache')
        .header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const body = await encoded.get(etag, async () => {
        const surface = await fork.surface();
        const averaged = blockAverage(surface, maxSide);
        const bytes = encodeEditorSurface({
          header: {
            cols: averaged.cols,
            rows: averaged.rows,
            sourceCols: surface.nx,
            sourceRows: surface.ny,
            factor: averaged.factor,
            pixelSize: surface.dx,
            pixelSizeY: surface.dy,
            zMin: averaged.zMin,
            zMax: averaged.zMax,
            forkHash: fork.key,
          },
          heights: averaged.heights,
        });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
      });
      return reply.type(EDITOR_SURFACE_CONTENT_TYPE).send(body as never);
    },
  );
  done();
};
