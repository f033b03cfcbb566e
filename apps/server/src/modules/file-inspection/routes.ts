import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { errorResponseSchema, fileInspectionSchema } from '@asperity/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import { AppError } from '../../http/errors.ts';
import type { TempFiles } from '../../infra/storage/temp-files.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { uploadFileName } from '../files/upload-name.ts';
import type { FileInspectionService } from './service.ts';

export interface FileInspectionRoutesOptions {
  readonly inspection: FileInspectionService;
  readonly accounts: AccountsService;
  /** Largest file of a signed-in caller (UPLOAD_MAX_BYTES). */
  readonly maxBytes: number;
  /** Largest file without sign-in (INSPECT_ANONYMOUS_MAX_BYTES); 0: sign-in required. */
  readonly anonymousMaxBytes: number;
  /** Where the upload waits on disk while it is inspected. */
  readonly temp: TempFiles;
}

export const fileInspectionRoutes: FastifyPluginAsyncZod<FileInspectionRoutesOptions> = async (
  app,
  { inspection, accounts, maxBytes, anonymousMaxBytes, temp },
) => {
  await app.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 1 } });

  app.post(
    '/api/file/inspect',
    {
      schema: {
        tags: ['files'],
        summary: 'Read an instrument file and report what the importer makes of it (nothing is stored)',
        description:
          'multipart/form-data with one field `file`. Answers the format, every channel with its grid, ' +
          'pixel size in metres, unit, valid points and Sq (RMS about the mean, no levelling), and the ' +
          'import warnings: lateral size above 1 m or below 1 nm, heights far beyond the lateral size, ' +
          'all-invalid or constant fields, a likely 10³/10⁶ unit slip. Signed in, files up to ' +
          'UPLOAD_MAX_BYTES; without sign-in up to INSPECT_ANONYMOUS_MAX_BYTES (0: 401 unauthorized). ' +
          'Unreadable files answer 415 unsupported-image-type or 422 corrupt-file with the reason; larger ' +
          'files 413 image-length-exceeded; no file 400 images-missing; 503 service-unavailable when the ' +
          'files being inspected fill INSPECT_QUEUE_MAX_BYTES or the compute queue.',
        consumes: ['multipart/form-data'],
        response: {
          200: fileInspectionSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const claims = accounts.authenticate(accessTokenOf(request));
      const signedIn =
        claims !== undefined &&
        (await accounts.requireUser(claims).then(
          () => true,
          () => false,
        ));
      const limit = signedIn ? maxBytes : Math.min(anonymousMaxBytes, maxBytes);
      if (limit === 0) throw new AppError('unauthorized', 'sign in to inspect files');
      const part = await request.file({ limits: { files: 1, fileSize: limit, fields: 0, parts: 1 } });
      if (!part) throw new AppError('images-missing', 'send the file in the multipart field "file"');
      const fileName = uploadFileName(part.filename);
      const tooLarge = () =>
        new AppError(
          'image-length-exceeded',
          signedIn || limit >= maxBytes
            ? `${fileName} is larger than ${limit} bytes`
            : `${fileName} is larger than ${limit} bytes, the limit without signing in (signed in: ${maxBytes})`,
        );
      const path = temp.newPath();
      try {
        try {
          await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
          throw error;
        }
        if (part.file.truncated) throw tooLarge();
        return await inspection.inspectFile(path, fileName, clientAbortSignal(reply));
      } finally {
        await temp.remove(path);
      }
    },
  );
};
