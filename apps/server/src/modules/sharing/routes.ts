// Sharing calls (issue 14 §8, docs/api.md "Sharing"). HTTP only: the service and the access
// function hold the rules. Answers about shared content are never cached by anyone but the browser
// tab itself (Cache-Control: private, no-store), so removing a link takes effect at once.
import {
  SHARE_PATHS,
  errorResponseSchema,
  fileItemSchema,
  fileShareBodySchema,
  fileShareSchema,
  fileShareStateSchema,
  folderShareBodySchema,
  folderShareSchema,
  oembedQuerySchema,
  oembedSchema,
  shareCopyBodySchema,
  shareHashSchema,
  shareUnlockBodySchema,
  sharedFileSchema,
  sharedFolderCopyBodySchema,
  sharedFolderQuerySchema,
  sharedFolderSchema,
  sharedFolderUnlockBodySchema,
  transferredItemsSchema,
} from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { PageHead } from '../../http/web-app.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import { oembedOf, shareHashOfPath, withCard } from './link-cards.ts';
import type { SharingService } from './service.ts';

export interface SharingRoutesOptions {
  readonly sharing: SharingService;
  readonly accounts: AccountsService;
  /**
   * The configured public origin (publicOrigin(…).baseUrl, as in mail links): share URLs, oEmbed and
   * card tags are built on it, never on the request's Host, which a client (or a poisoned cache) chooses.
   */
  readonly siteUrl: () => string;
  /** Unlock cookies get Secure when PUBLIC_URL is https (like the session cookies). */
  readonly secureCookies: boolean;
}

export const PRIVATE_NO_STORE = 'private, no-store';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const fileParams = z.object({ fileGuid: z.string().max(64) });
const folderParams = z.object({ folderGuid: z.string().max(64) });
const hashParams = z.object({ shareHash: shareHashSchema });

/** The origin links are built on, without a trailing slash. */
export function siteOf(siteUrl: () => string): string {
  return siteUrl().replace(/\/+$/, '');
}

export const sharingRoutes: FastifyPluginCallbackZod<SharingRoutesOptions> = (
  app,
  { sharing, accounts, siteUrl, secureCookies },
  done,
) => {
  const tags = ['sharing'];
  const credentials = (request: FastifyRequest) => credentialsOf(request, accounts);
  const privately = (reply: FastifyReply) => reply.header('cache-control', PRIVATE_NO_STORE);
  const setUnlockCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    cookie: { readonly name: string; readonly value: string } | null,
  ) => {
    // No maxAge: a session cookie, so the password is asked again in a new browser session.
    if (cookie)
      reply.setCookie(cookie.name, cookie.value, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: secureCookies || request.protocol === 'https',
      });
  };

  app.get(
    SHARE_PATHS.file,
    {
      schema: {
        tags,
        summary: "The file's link as its owner sees it (null when the file is not shared)",
        params: fileParams,
        response: { 200: fileShareStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      const share = await sharing.fileShare(
        await credentials(request),
        request.params.fileGuid,
        siteOf(siteUrl),
      );
      return { share };
    },
  );

  app.put(
    SHARE_PATHS.file,
    {
      schema: {
        tags,
        summary: "Create or update the file's link (owner only)",
        description:
          'Absent fields keep their value (on creation: no permission, technology unknown, thumbnail auto, ' +
          'title = the file name); null clears title, description, expiresAt and password. Turning ' +
          'allowSaving off turns allowOriginalFileExport off. 400 title-is-required for an empty title, ' +
          'publicly-shared-not-editable, invalid-url for a description link that is not http(s) or on ' +
          'this site, description-too-long, invalid-date for a past expiry.',
        params: fileParams,
        body: fileShareBodySchema,
        response: { 200: fileShareSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return sharing.putFileShare(
        await credentials(request),
        request.params.fileGuid,
        request.body,
        siteOf(siteUrl),
      );
    },
  );

  app.delete(
    SHARE_PATHS.file,
    {
      schema: {
        tags,
        summary: "Remove the file's link: it answers 404 at once",
        description:
          'Clears shareHash, priority, publiclyShared, every allow flag, the password and the expiry.',
        params: fileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sharing.deleteFileShare(await credentials(request), request.params.fileGuid);
      return reply.code(204).send(null);
    },
  );

  app.put(
    SHARE_PATHS.folder,
    {
      schema: {
        tags,
        summary: "Create or update the folder's link (owner only); it covers every subfolder",
        description:
          'Absent fields keep their value (false on creation). Turning allowSaving off turns export off.',
        params: folderParams,
        body: folderShareBodySchema,
        response: { 200: folderShareSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return sharing.putFolderShare(
        await credentials(request),
        request.params.folderGuid,
        request.body,
        siteOf(siteUrl),
      );
    },
  );

  app.delete(
    SHARE_PATHS.folder,
    {
      schema: {
        tags,
        summary: "Remove the folder's link: its token answers 404 at once",
        params: folderParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sharing.deleteFolderShare(await credentials(request), request.params.folderGuid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    SHARE_PATHS.shared,
    {
      schema: {
        tags,
        summary: 'What a visitor may see of a shared file (works signed out); counts the view',
        description:
          'One view per visitor per hour; the owner and robots (by user agent) are not counted. A wrong, ' +
          'removed, unknown or expired hash answers 404 not-found like any missing file; a password link ' +
          'answers 403 share-password-required until POST …/unlock.',
        params: hashParams,
        response: { 200: sharedFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return sharing.sharedFile(await credentials(request), request.params.shareHash, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
  );

  app.post(
    SHARE_PATHS.copy,
    {
      schema: {
        tags,
        summary: "Save a copy of a shared file into the caller's library",
        description:
          '401 signed out; 403 forbidden when the link does not allow saving; 413 quota-exceeded; 404 ' +
          'parent-folder-not-found for a folder that is not the caller’s.',
        params: hashParams,
        body: shareCopyBodySchema,
        response: { 201: fileItemSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      const item = await sharing.copySharedFile(
        await credentials(request),
        request.params.shareHash,
        request.body.parentFolderGuid ?? null,
      );
      return reply.code(201).send(item);
    },
  );

  app.post(
    SHARE_PATHS.unlock,
    {
      schema: {
        tags,
        summary: 'Enter the password of a file link; sets an httpOnly cookie for that link (browser session)',
        description:
          '403 share-wrong-password; 429 too-many-requests after 5 wrong passwords for the link from one ' +
          'address within 15 minutes. A link without a password answers 204 as well.',
        params: hashParams,
        body: shareUnlockBodySchema,
        response: { 204: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      const cookie = await sharing.unlockFile(request.params.shareHash, request.body.password, request.ip);
      setUnlockCookie(request, reply, cookie);
      return reply.code(204).send(null);
    },
  );

  app.get(
    SHARE_PATHS.sharedFolder,
    {
      schema: {
        tags,
        summary:
          'The shared folder itself (name, permissions, owner); its content: GET /api/files with the token',
        description: 'folderGuid may be the folder guid or its hashedGuid.',
        params: folderParams,
        querystring: sharedFolderQuerySchema,
        response: { 200: sharedFolderSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return sharing.sharedFolder(await credentials(request), request.params.folderGuid, request.query.token);
    },
  );

  app.post(
    SHARE_PATHS.folderCopy,
    {
      schema: {
        tags,
        summary: "Save files, subfolders or the whole shared folder into the caller's library",
        description:
          'Without files and folders the shared folder itself is copied with everything in it. Files and ' +
          'folders must lie in the shared folder tree (404 otherwise). 401 signed out; 403 unless the link ' +
          'allows saving; 413 quota-exceeded (nothing copied).',
        params: folderParams,
        body: sharedFolderCopyBodySchema,
        response: { 201: transferredItemsSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      const copied = await sharing.copyFromSharedFolder(
        await credentials(request),
        request.params.folderGuid,
        {
          token: request.body.token,
          files: request.body.files,
          folders: request.body.folders,
          parentFolderGuid: request.body.parentFolderGuid ?? null,
        },
      );
      return reply.code(201).send(copied);
    },
  );

  app.post(
    SHARE_PATHS.folderUnlock,
    {
      schema: {
        tags,
        summary: 'Enter the password of a folder link; sets an httpOnly cookie for that link',
        description: 'As the file unlock: 403 share-wrong-password, 429 too-many-requests.',
        params: folderParams,
        body: sharedFolderUnlockBodySchema,
        response: { 204: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      const cookie = await sharing.unlockFolder(
        request.params.folderGuid,
        request.body.token,
        request.body.password,
        request.ip,
      );
      setUnlockCookie(request, reply, cookie);
      return reply.code(204).send(null);
    },
  );

  app.get(
    SHARE_PATHS.oembed,
    {
      schema: {
        tags,
        summary: 'oEmbed (https://oembed.com) for /s/… links: the embeddable viewer as a rich iframe',
        description:
          'url: a /s/{shareHash}[/{slug}], /2d-s/… or /embed/{shareHash} link of this site. Answers type ' +
          'rich with an <iframe> of /embed/{shareHash} (640×360, smaller to fit maxwidth/maxheight), the ' +
          "title, the owner's username and a preview picture. 404 for a link that is not shared, expired " +
          'or has a password, or that points elsewhere; only format json.',
        querystring: oembedQuerySchema,
        response: { 200: oembedSchema, ...errors },
      },
    },
    async (request, reply) => {
      privately(reply);
      const site = siteOf(siteUrl);
      const card = await cardOfUrl(sharing, site, request.query.url);
      if (!card) throw new AppError('not-found', 'no shared file at this url');
      return oembedOf(site, card, { width: request.query.maxwidth, height: request.query.maxheight });
    },
  );

  done();
};

async function cardOfUrl(sharing: SharingService, site: string, url: string) {
  let target: URL;
  try {
    target = new URL(url, site);
  } catch {
    return null;
  }
  if (target.host !== new URL(site).host) return null;
  const shareHash = shareHashOfPath(target.pathname);
  return shareHash === undefined ? null : sharing.publicCard(shareHash);
}

/** The Open Graph / Twitter card tags of /s/… and /2d-s/… pages (live links without a password). */
export function sharedPageHead(sharing: SharingService, siteUrl: () => string): PageHead {
  return async (_request, path) => {
    if (!path.startsWith('/s/') && !path.startsWith('/2d-s/')) return undefined;
    const shareHash = shareHashOfPath(path);
    const card = shareHash === undefined ? null : await sharing.publicCard(shareHash);
    if (!card) return undefined;
    const site = siteOf(siteUrl);
    return (html) => withCard(html, site, card);
  };
}
