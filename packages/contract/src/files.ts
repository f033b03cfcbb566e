// Library files (spec part 1 §3 "File (list item)"): the upload call and the list item. The spec
// does not show the upload or list paths; they are designed here (docs/api.md).
import { z } from 'zod';
import { channelSummarySchema, importWarningSchema } from './file-inspection.ts';

export const FILE_PATHS = {
  upload: '/api/files/upload',
  list: '/api/files',
  one: '/api/files/:fileGuid',
} as const;

export const fileItemSchema = z
  .object({
    guid: z.string(),
    name: z.string(),
    createdAt: z.string(),
    modifiedAt: z.string(),
    lastOpenedAt: z.string().nullable(),
    parentFolderGuid: z.string().nullable(),
    favorite: z.boolean(),
    shared: z.boolean(),
    twoD: z.boolean().describe('A plain 2D image rather than a height measurement'),
    format: z.string().describe('Reader id (docs/formats.md)'),
    size: z.number().describe('Bytes of the parsed surface as stored'),
    sourceSize: z.number().describe('Bytes of the original upload'),
    channels: z.array(channelSummarySchema),
    warnings: z.array(importWarningSchema).describe('Import warnings about the file as a whole'),
  })
  .meta({ id: 'FileItem' });
export type FileItem = z.infer<typeof fileItemSchema>;

export const uploadQuerySchema = z.object({
  parentFolderGuid: z
    .string()
    .max(64)
    .optional()
    .describe('Folder to upload into; the library root when absent'),
});

export const fileListQuerySchema = z.object({
  folderGuid: z.string().max(64).optional(),
});

export const fileListSchema = z.object({ files: z.array(fileItemSchema) }).meta({ id: 'FileList' });
