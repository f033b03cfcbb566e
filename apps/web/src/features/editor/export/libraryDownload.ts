// The download dialog's parameters for one library item (the library's "Download" menu action):
// a file or a whole folder, exported in its saved version.
import type { DownloadDialogParameters } from './DownloadDialog.tsx';

export type LibraryDownloadItem =
  | { readonly kind: 'file'; readonly file: { readonly guid: string; readonly name: string } }
  | { readonly kind: 'folder'; readonly folder: { readonly guid: string; readonly name: string } };

export function libraryDownload(item: LibraryDownloadItem): DownloadDialogParameters {
  return item.kind === 'file'
    ? { target: { kind: 'library', files: [item.file.guid], folders: [], label: item.file.name } }
    : { target: { kind: 'library', files: [], folders: [item.folder.guid], label: item.folder.name } };
}
