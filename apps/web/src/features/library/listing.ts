// What the page shows of a listing. The server filters and sorts (viewFilter, sortBy, sortOrder);
// doing it here too keeps the page right against a server that answers only `files`, and costs
// nothing on a sorted answer.
import type { FileItem } from '@asperity/contract';
import type { LibraryFolder, SortKey, SortOrder, ViewFilter } from './libraryApi.ts';

/** Spec part 1 §9 time range MONTH. */
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;

export function filterFiles(files: readonly FileItem[], filter: ViewFilter, now = Date.now()): FileItem[] {
  switch (filter) {
    case 'Favorites':
      return files.filter((file) => file.favorite);
    case 'Shared':
      return files.filter((file) => file.shared);
    case 'Recent':
      return files.filter((file) => {
        const last = Math.max(Date.parse(file.modifiedAt) || 0, Date.parse(file.lastOpenedAt ?? '') || 0);
        return now - last <= RECENT_MS;
      });
    default:
      return [...files];
  }
}

function compare(a: FileItem, b: FileItem, key: SortKey): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
    case 'size':
      return a.size - b.size;
    case 'sourceSize':
      return a.sourceSize - b.sourceSize;
    default:
      return Date.parse(a[key]) - Date.parse(b[key]);
  }
}

export function sortFiles(files: readonly FileItem[], key: SortKey, order: SortOrder): FileItem[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...files].sort((a, b) => sign * compare(a, b, key) || a.guid.localeCompare(b.guid));
}

export function sortFolders(folders: readonly LibraryFolder[], order: SortOrder): LibraryFolder[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...folders].sort(
    (a, b) => sign * a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
  );
}
