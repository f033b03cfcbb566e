// Library files (spec part 1 §3 "File (list item)"): the upload call and the list item. The spec
// does not show the upload or list paths; they are designed here (docs/api.md).
import { z } from 'zod';
import { FILE_BROWSER_DEFAULTS } from './constants.ts';
import { channelSummarySchema, importWarningSchema } from './file-inspection.ts';
import { breadcrumbSchema, folderSchema } from './folders.ts';
import { fileSortBySchema, sortOrderSchema, viewFilterSchema } from './preferences.ts';
import { imageNameSchema } from './validation.ts';

export const FILE_PATHS = {
  upload: '/api/files/upload',
  list: '/api/files',
  one: '/api/files/:fileGuid',
  copy: '/api/files/copy',
  move: '/api/files/move',
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
  keepBoth: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'true: store the file even when the library already holds the same content (another copy, named like any upload)',
    ),
});

/** Where the library already holds the content of a refused duplicate upload (issue 15 §11). */
export const existingFileSchema = z
  .object({
    fileGuid: z.string(),
    name: z.string(),
    twoD: z.boolean().describe('A 2D image (opens in the 2D viewer)'),
    folderGuid: z.string().nullable().describe('The folder holding it; null: the library root'),
    folderPath: z
      .array(z.string())
      .describe('Folder names from the root down to that folder ([] at the root)'),
  })
  .meta({ id: 'ExistingFile' });
export type ExistingFile = z.infer<typeof existingFileSchema>;

/** The 409 of an upload whose content is already in the library: the error and where the copy is. */
export const duplicateUploadErrorSchema = z
  .object({
    errorCode: z.string(),
    reason: z.string().optional(),
    existingFile: existingFileSchema.optional(),
  })
  .meta({ id: 'DuplicateUploadError' });
export type DuplicateUploadError = z.infer<typeof duplicateUploadErrorSchema>;

export const fileListQuerySchema = z.object({
  folderGuid: z.string().max(64).optional().describe('Folder to list; the library root when absent'),
  token: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .describe('A folder link token: lists the shared folder folderGuid (or a subfolder of it) read-only'),
  viewFilter: viewFilterSchema
    .default('All')
    .describe(
      "All: the folder's files and subfolders. Recent (opened or modified in the last 30 days), " +
        'Favorites, Shared: files of the folder and all its subfolders (the whole library without ' +
        'folderGuid), no folders',
    ),
  sortBy: fileSortBySchema.default(FILE_BROWSER_DEFAULTS.sortBy),
  sortOrder: sortOrderSchema.default(FILE_BROWSER_DEFAULTS.sortOrder),
});

/** The spec's "Files listing response" (part 1 §3). */
export const fileListSchema = z
  .object({
    files: z.array(fileItemSchema),
    folders: z.array(folderSchema),
    breadcrumbs: z
      .array(breadcrumbSchema)
      .describe('Folders from the top of the library down to the listed one; empty at the root'),
    parent: folderSchema.nullable().describe('The listed folder; null at the root'),
    allowSaving: z.boolean().describe('Whether files may be saved into the listed folder'),
  })
  .meta({ id: 'FileList' });
export type FileList = z.infer<typeof fileListSchema>;

/** Rename and (un)favourite a file; at least one field. */
export const updateFileBodySchema = z
  .object({ name: imageNameSchema.optional(), favorite: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.favorite !== undefined, {
    error: 'invalid-request',
  });

const guidList = z.array(z.string().max(64)).max(1000).default([]);

/** Files and folders to copy or move, and where (spec part 1 §5 copy/move). */
export const transferItemsBodySchema = z.object({
  files: guidList,
  folders: guidList,
  destinationFolderGuid: z.string().max(64).nullable().describe('Target folder; null for the library root'),
});

/** The items as they are after a copy (the new copies) or a move. */
export const transferredItemsSchema = z
  .object({ files: z.array(fileItemSchema), folders: z.array(folderSchema) })
  .meta({ id: 'TransferredItems' });
export type TransferredItems = z.infer<typeof transferredItemsSchema>;
