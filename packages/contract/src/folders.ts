// Folders of the library (spec part 1 §3 "Folder", §5 names). The spec does not show the folder
// calls; they are designed here (docs/api.md). Sharing fields (token, hashedGuid, allow*) are part of
// the entity but folder sharing does not exist yet, so they read null / false.
import { z } from 'zod';
import { folderNameSchema } from './validation.ts';

export const FOLDER_PATHS = {
  create: '/api/folders',
  one: '/api/folders/:folderGuid',
} as const;

export const folderSchema = z
  .object({
    guid: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastOpenedAt: z.string().nullable(),
    modifiedAt: z.string(),
    parentFolderGuid: z.string().nullable().describe('null: the library root'),
    token: z.string().nullable(),
    hashedGuid: z.string().nullable(),
    allowSaving: z.boolean(),
    allowEditing: z.boolean(),
    allowOriginalFileExport: z.boolean(),
  })
  .meta({ id: 'Folder' });
export type Folder = z.infer<typeof folderSchema>;

export const breadcrumbSchema = z.object({ guid: z.string(), name: z.string() }).meta({ id: 'Breadcrumb' });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const createFolderBodySchema = z.object({
  name: folderNameSchema,
  parentFolderGuid: z.string().max(64).nullable().optional().describe('Parent folder; the root when absent'),
});

export const renameFolderBodySchema = z.object({ name: folderNameSchema });
