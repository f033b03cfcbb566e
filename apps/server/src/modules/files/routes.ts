import multipart from '@fastify/multipart';
import {
  FILE_PATHS,
  errorResponseSchema,
  fileItemSchema,
  updateFileBodySchema,
  uploadQuerySchema,
  duplicateUploadErrorSchema,
} from '@asperity/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { FilesService } from './service.ts';
import { uploadFileName } from './upload-name.ts';

export interface FilesRoutesOptions {
  readonly files: FilesService;
  readonly accounts: AccountsService;
  readonly maxBytes: number;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (
  app,
  { files, accounts, maxBytes },
) => {
  await app.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 1 } });
  const tags = ['files'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.post(
    FILE_PATHS.upload,
    {
      schema: {
        tags,
        summary: 'Upload an instrument file into the library (multipart field `file`)',
        description:
          'Streamed to storage with the size (UPLOAD_MAX_BYTES, 413 image-length-exceeded) and the quota ' +
          '(413 quota-exceeded) enforced during the stream, then parsed. Unreadable files answer 415 ' +
          'unsupported-image-type or 422 corrupt-file and leave nothing stored; the same file uploaded again ' +
          'by the same user answers 409 conflict with existingFile (its guid, name and folder path) unless ' +
          'keepBoth=true, which stores it again as another file. A 2D image (a picture without ' +
          'heights) is accepted only while the library holds a 3D image: otherwise 400 restriction. A name ' +
          "already used in the folder (any case) is kept for the other file: the upload becomes 'name (2).ext', …",
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          201: fileItemSchema,
          ...errors,
          409: duplicateUploadErrorSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const part = await request.file();
      if (!part) throw new AppError('images-missing', 'send the file in the multipart field "file"');
      const item = await files.upload(
        user,
        part.file,
        uploadFileName(part.filename),
        request.query.parentFolderGuid ?? null,
        request.query.keepBoth === 'true',
      );
      return reply.code(201).send(item);
    },
  );

  app.get(
    FILE_PATHS.one,
    {
      schema: {
        tags,
        summary: 'One file of the signed-in user; records it as opened (the Recent view)',
        params: z.object({ fileGuid: z.string().max(64) }),
        response: { 200: fileItemSchema, ...errors },
      },
    },
    async (request) => files.item(await signedIn(request), request.params.fileGuid),
  );

  app.patch(
    FILE_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Rename a file and/or mark it as a favourite',
        description:
          'Names follow spec part 1 §5 (image-name-required, -too-long, -invalid) and are unique among ' +
          "the folder's files regardless of case (409 name-already-exists).",
        params: z.object({ fileGuid: z.string().max(64) }),
        body: updateFileBodySchema,
        response: { 200: fileItemSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => files.update(await signedIn(request), request.params.fileGuid, request.body),
  );

  app.delete(
    FILE_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Delete a file; its storage is given back to the quota',
        params: z.object({ fileGuid: z.string().max(64) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await files.delete(await signedIn(request), request.params.fileGuid);
      return reply.code(204).send(null);
    },
  );
};
