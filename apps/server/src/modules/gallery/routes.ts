// Gallery calls (issue 17 §8, docs/api.md "Public gallery"). HTTP only: the service and the access
// function hold the rules. GET /gallery/list has no /api prefix (part 1 §7); it is a registered
// route, so it answers JSON while the page /gallery is the web app's.
import {
  GALLERY_PATHS,
  errorResponseSchema,
  galleryCommentBodySchema,
  galleryCommentSchema,
  galleryCommentsSchema,
  galleryItemStateSchema,
  galleryLikeSchema,
  galleryListSchema,
  galleryPatchBodySchema,
  galleryQuerySchema,
  shareHashSchema,
} from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { GalleryService } from './service.ts';

export interface GalleryRoutesOptions {
  readonly gallery: GalleryService;
  readonly accounts: AccountsService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const hashParams = z.object({ shareHash: shareHashSchema });
const commentParams = z.object({ shareHash: shareHashSchema, id: z.string().max(64) });

export const galleryRoutes: FastifyPluginCallbackZod<GalleryRoutesOptions> = (
  app,
  { gallery, accounts },
  done,
) => {
  const tags = ['gallery'];
  const credentials = (request: FastifyRequest) => credentialsOf(request, accounts);
  // Likes, comments and staff-only lists differ per caller: never stored by shared caches.
  const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get(
    GALLERY_PATHS.list,
    {
      schema: {
        tags,
        summary: 'The public gallery: published items, filtered, searched and sorted',
        description:
          'Every query field of part 1 §3. q is searched with the database full-text engine (every word ' +
          'as a prefix) in the fields searchBy names (all: title, plus description unless ' +
          'searchDescription=false, plus system — technology and file format — unless searchSystem=false). ' +
          'tags: comma-separated category codes the item must all carry. date: published in the last ' +
          '1 (DAY), 7 (WEEK) or 30 (MONTH) days. staffOnly=true (staff only, else 401/403) lists the ' +
          'items staff unpublished. Sorted by publication date or views; limit default 30.',
        querystring: galleryQuerySchema,
        response: { 200: galleryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return gallery.list(await credentials(request), request.query);
    },
  );

  for (const [method, liked] of [
    ['put', true],
    ['delete', false],
  ] as const)
    app[method](
      GALLERY_PATHS.like,
      {
        schema: {
          tags,
          summary: liked ? 'Like a gallery item (signed in; once per user)' : 'Take back your like',
          params: hashParams,
          response: { 200: galleryLikeSchema, ...errors },
        },
      },
      async (request, reply) => {
        privately(reply);
        return gallery.like(await credentials(request), request.params.shareHash, liked);
      },
    );

  app.get(
    GALLERY_PATHS.comments,
    {
      schema: {
        tags,
        summary: "A gallery item's comments, oldest first",
        params: hashParams,
        response: { 200: galleryCommentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return { comments: await gallery.comments(await credentials(request), request.params.shareHash) };
    },
  );

  app.post(
    GALLERY_PATHS.comments,
    {
      schema: {
        tags,
        summary: 'Comment on a gallery item (signed in; plain text)',
        description: 'The text is stored and shown as plain text; the owner of the item is notified.',
        params: hashParams,
        body: galleryCommentBodySchema,
        response: { 201: galleryCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      const comment = await gallery.addComment(
        await credentials(request),
        request.params.shareHash,
        request.body.text,
      );
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    GALLERY_PATHS.comment,
    {
      schema: {
        tags,
        summary: "Delete a comment (the item's author or staff)",
        params: commentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await gallery.deleteComment(await credentials(request), request.params.shareHash, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    GALLERY_PATHS.item,
    {
      schema: {
        tags,
        summary: 'Staff: pick or unpick, unpublish or restore a gallery item',
        description:
          'published=false unpublishes the item (it is then listed only for staff with staffOnly=true) ' +
          'and tells the owner why (reason, notification "staff-action"); the reason is also on the ' +
          "owner's GET /api/files/{fileGuid}/share as unpublishReason. published=true restores an item " +
          'staff unpublished. staffPicked=true needs a published item.',
        params: hashParams,
        body: galleryPatchBodySchema,
        response: { 200: galleryItemStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return gallery.patch(await credentials(request), request.params.shareHash, request.body);
    },
  );

  done();
};
