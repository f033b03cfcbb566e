// Export and download calls (spec part 3 §7, docs/api.md "Export and download"): GET /api/file/export,
// GET /api/file/export/fork, and the download fallback POST /api/uploads + GET /api/uploads/:token.
// Every file answer carries `Content-Disposition: attachment` with the UTF-8 file name.
import multipart from '@fastify/multipart';
import {
  DOWNLOAD_FALLBACK_MAX_BYTES,
  EXPORT_PATHS,
  downloadFallbackSchema,
  errorResponseSchema,
  exportForkQuerySchema,
  exportQuerySchema,
  fileRefShape,
  type ExportQuery,
  type SharePermission,
} from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccessService } from '../access/access-service.ts';
import { PRIVATE_NO_STORE, fileTargetOf } from '../access/file-target.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { attachmentDisposition } from './content-disposition.ts';
import type { SharedDownloadFallback } from './shared-download-fallback.ts';
import type { ExportAnswer, ExportService } from './service.ts';

export interface ExportRoutesOptions {
  readonly exports: ExportService;
  readonly downloads: SharedDownloadFallback;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Exporting is taking a copy (allowSaving); the original upload needs allowOriginalFileExport too. */
const exportPermission = (format: string): SharePermission =>
  format === 'original' ? 'export-original' : 'save-copy';

/** A media type as a browser may send it for a blob; anything else is served as octet-stream. */
const MEDIA_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(; ?charset=[a-z0-9_-]{1,40})?$/i;

function sendFile(reply: FastifyReply, answer: ExportAnswer): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(answer.fileName))
    .header('content-type', answer.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(
      answer.body instanceof Uint8Array
        ? Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)
        : answer.body,
    );
}

/** What the file answers may be (the 200 answer is the file itself, not JSON). */
const produces = ['application/octet-stream', 'application/zip', 'image/png', 'model/stl', 'text/csv'];

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  { exports, downloads, accounts, access },
) => {
  const target = fileTargetOf(accounts, access);

  /**
   * The owner to export for and the items, each through the access function: a file link exports its
   * file; a folder token the named files and folders of the shared tree; otherwise the caller's own.
   */
  const exportTarget = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ExportQuery,
  ): Promise<{ owner: UserRow; query: ExportQuery }> => {
    const needed = exportPermission(query.format);
    if (query.shareHash !== undefined) {
      const { user, fileGuid } = await target(request, reply, { shareHash: query.shareHash }, needed);
      return { owner: user, query: { ...query, files: [fileGuid], folders: [] } };
    }
    const credentials = await credentialsOf(request, accounts);
    if (query.token === undefined) {
      // The caller's own items: the access function decides each one (the service's owner-scoped
      // reads stay behind it as a second check); anything not theirs answers not-found.
      const caller = await signedIn(request);
      for (const fileGuid of new Set(query.files)) await access.file(credentials, { fileGuid }, needed);
      for (const folderGuid of new Set(query.folders))
        await access.folder(credentials, { folderGuid }, needed);
      return { owner: caller, query };
    }
    void reply.header('cache-control', PRIVATE_NO_STORE);
    const owners = new Set<string>();
    let owner: UserRow | undefined;
    for (const fileGuid of query.files) {
      const granted = await access.file(
        credentials,
        { fileGuid, token: query.token, folderGuid: query.parentFolderId },
        needed,
      );
      owners.add(granted.owner.id);
      owner = granted.owner;
    }
    for (const folderGuid of query.folders) {
      const granted = await access.folder(credentials, { folderGuid, token: query.token }, needed);
      owners.add(granted.owner.id);
      owner = granted.owner;
    }
    if (!owner || owners.size !== 1)
      throw new AppError('invalid-request', 'name the files or folders to export');
    return { owner, query };
  };

  await app.register(multipart, {
    limits: { files: 1, fileSize: DOWNLOAD_FALLBACK_MAX_BYTES, fields: 0, parts: 1 },
  });
  const tags = ['export'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    EXPORT_PATHS.files,
    {
      schema: {
        tags,
        summary: 'Export files and folders of the library: one file as itself, several or a folder as a zip',
        description:
          '`files[0]=…&files[1]=…` and `folders[0]=…` name what to export (404 not-found for anything not ' +
          "the caller's). format: opengps (x3p), surf (sur), stereolithography (closed binary STL solid in " +
          'µm), png (8-bit colour map), csv (height matrix in metres; BOM, CRLF) or original (the uploaded ' +
          'bytes); filmetrics-binary and filmetrics-text are proprietary formats without a public ' +
          'description and answer 415 unsupported-image-type. exportSource: saved (default: the saved ' +
          'version, the saved operation history applied) or source (as uploaded). One file answers the ' +
          'file; several files or any folder answer a zip named `name`.zip keeping the folder structure ' +
          '(2D pictures go in as uploaded), written while it is sent. Shared content: `shareHash` (a file ' +
          'link) or `token` (a folder link, with `parentFolderId`) in place of ownership; a visitor needs ' +
          'allowSaving, and allowOriginalFileExport for format original (403 otherwise).',
        querystring: exportQuerySchema,
        produces,
        response: { ...errors, 415: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { owner, query } = await exportTarget(request, reply, request.query);
      return sendFile(reply, await exports.exportItems(owner, query));
    },
  );

  app.get(
    EXPORT_PATHS.fork,
    {
      schema: {
        tags,
        summary: "Export one fork of a file's operation history (any format but original)",
        description:
          'The fork `forkHash` of the history (docs/api.md "Operation history"), e.g. what the editor ' +
          "shows now; 404 for a fork not in the history or a file not the caller's.",
        querystring: exportForkQuerySchema.extend(fileRefShape),
        produces,
        response: { ...errors, 415: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.query, 'save-copy');
      return sendFile(reply, await exports.exportFork(user, { ...request.query, fileGuid }));
    },
  );

  app.post(
    EXPORT_PATHS.uploads,
    {
      schema: {
        tags,
        summary: 'Download fallback: keep a blob briefly and answer a link that downloads it',
        description:
          'Multipart field `file` (blob and file name), signed-in only, at most 64 MiB (413). The link ' +
          'answers the blob as an attachment to the same user for 10 minutes (spec part 3 §4).',
        consumes: ['multipart/form-data'],
        response: { 201: downloadFallbackSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const part = await request.file();
      if (!part) throw new AppError('images-missing', 'send the blob in the multipart field "file"');
      const bytes = await part.toBuffer();
      const fileName = (part.filename || 'download').split(/[\\/]/).pop() || 'download';
      const token = await downloads.put({
        ownerId: user.id,
        fileName,
        contentType: MEDIA_TYPE.test(part.mimetype) ? part.mimetype : 'application/octet-stream',
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
      return reply.code(201).send({ url: EXPORT_PATHS.upload.replace(':token', token) });
    },
  );

  app.get(
    EXPORT_PATHS.upload,
    {
      schema: {
        tags,
        summary: 'The blob kept by POST /api/uploads, as an attachment (its sender only, 10 minutes)',
        params: z.object({ token: z.string().min(1).max(100) }),
        produces: ['application/octet-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const held = await downloads.get(request.params.token, user.id);
      return sendFile(reply, { fileName: held.fileName, contentType: held.contentType, body: held.bytes });
    },
  );
};
