// The 2D editor's calls (docs/api.md "2D editor links"): the picture's file item, its links (read
// by the owner or, with the access query of a shared view, by a visitor) and writing them, and one
// folder of the library for the file tree.
import {
  FILE_PATHS,
  IMAGE_LINK_PATHS,
  fileItemSchema,
  fileListSchema,
  imageLinkListSchema,
  type FileItem,
  type FileList,
  type ImageLinkInput,
  type ImageLinkList,
} from '@asperity/contract';
import { HttpError, type HttpClient } from '../../app/http.ts';

function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
  return result.data;
}

const linksPath = (fileGuid: string) =>
  IMAGE_LINK_PATHS.links.replace(':fileGuid', encodeURIComponent(fileGuid));

export const editor2dQueryKeys = {
  file: (fileGuid: string) => ['editor-2d', 'file', fileGuid] as const,
  links: (fileGuid: string) => ['editor-2d', 'links', fileGuid] as const,
  folder: (folderGuid: string | null) => ['editor-2d', 'folder', folderGuid] as const,
};

export const imageLinksApi = {
  file: async (http: HttpClient, fileGuid: string): Promise<FileItem> =>
    parsed(
      fileItemSchema,
      await http.get<unknown>(FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(fileGuid))),
    ),
  /** `pathId` is the file's guid, or a visitor's share hash with `accessQuery` naming the link. */
  links: async (
    http: HttpClient,
    pathId: string,
    accessQuery?: Readonly<Record<string, string>>,
  ): Promise<ImageLinkList> =>
    parsed(
      imageLinkListSchema,
      await http.get<unknown>(linksPath(pathId), accessQuery ? { query: accessQuery } : {}),
    ),
  save: async (
    http: HttpClient,
    fileGuid: string,
    links: readonly ImageLinkInput[],
  ): Promise<ImageLinkList> =>
    parsed(imageLinkListSchema, await http.put<unknown>(linksPath(fileGuid), { links })),
  folder: async (http: HttpClient, folderGuid: string | null): Promise<FileList> =>
    parsed(
      fileListSchema,
      await http.get<unknown>(FILE_PATHS.list, { query: { folderGuid, sortBy: 'name', sortOrder: 'asc' } }),
    ),
};
