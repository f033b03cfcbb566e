// Where a library item opens (spec part 1 §2: /image/{id} or /2d-image/{id} without a share token).
import type { FileItem } from '@asperity/contract';

export const fileHref = (file: Pick<FileItem, 'guid' | 'twoD'>): string =>
  `${file.twoD ? '/2d-image' : '/image'}/${encodeURIComponent(file.guid)}`;

export const folderHref = (guid: string, viewFilter?: string): string =>
  `/images/folder/${encodeURIComponent(guid)}${viewFilter && viewFilter !== 'All' ? `/viewFilter/${viewFilter}` : ''}`;

export const libraryHref = (folderGuid: string | null, viewFilter: string): string =>
  folderGuid
    ? folderHref(folderGuid, viewFilter)
    : viewFilter === 'All'
      ? '/images'
      : `/images/viewFilter/${viewFilter}`;
