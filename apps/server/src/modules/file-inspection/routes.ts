import multipart from '@fastify/multipart';
import { errorResponseSchema, fileInspectionSchema } from '@asperity/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import { AppError } from '../../http/errors.ts';
import type { FileInspectionService } from './service.ts';

export interface FileInspectionRoutesOptions {
  readonly inspection: FileInspectionService;
  readonly maxBytes: number;
}

/** A file name as the browser sent it, without any directory part a client may have added. */
const baseName = (name: string): string => name.split(/[\\/]/).pop() ?? name;

export const fileInspectionRoutes: FastifyPluginAsyncZod<FileInspectionRoutesOptions> = async (
  app,
  { inspection, maxBytes },
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
          'all-invalid or constant fields, a likely 10³/10⁶ unit slip. Unreadable files answer ' +
          '415 unsupported-image-type or 422 corrupt-file with the reason; files above UPLOAD_MAX_BYTES ' +
          '413 image-length-exceeded; no file 400 images-missing.',
        consumes: ['multipart/form-data'],
        response: {
          200: fileInspectionSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const part = await request.file();
      if (!part) throw new AppError('images-missing', 'send the file in the multipart field "file"');
      const fileName = baseName(part.filename || 'upload');
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('image-length-exceeded', `${fileName} is larger than ${maxBytes} bytes`);
        }
        throw error;
      }
      // A private copy the worker may take over (Buffers can share a pooled ArrayBuffer).
      const bytes = new Uint8Array(buffer.byteLength);
      bytes.set(buffer);
      return inspection.inspect(bytes, fileName, clientAbortSignal(reply));
    },
  );
};
