// The operation-history calls of the editor (docs/api.md "Operation history"; contract history.ts):
// apply, preview, go back, trim, save (compare-and-set on modifiedAt) and save as. Every answer
// that changes the history is the server's new HistoryState, which the caller hands to the session.
import {
  FILE_PATHS,
  HISTORY_PATHS,
  PREVIEW_MAX_DPR,
  previewPath,
  type FileItem,
  type ForkPreview,
  type HistoryState,
} from '@asperity/contract';
import type { HttpClient } from '../../../app/http.ts';

/** The file and channel every history call names. */
export interface HistoryTarget {
  readonly fileGuid: string;
  readonly channel: number;
}

export interface OperatorStep {
  readonly op: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export const historyApi = {
  apply: (http: HttpClient, target: HistoryTarget, forkHash: string, step: OperatorStep) =>
    http.post<HistoryState>(HISTORY_PATHS.apply, { ...target, forkHash, step }),
  /** The fork the step would give, computed without changing the history. */
  preview: (http: HttpClient, target: HistoryTarget, forkHash: string, step: OperatorStep) =>
    http.post<ForkPreview>(HISTORY_PATHS.preview, { ...target, forkHash, step }),
  goBack: (http: HttpClient, target: HistoryTarget, step: number) =>
    http.post<HistoryState>(HISTORY_PATHS.goBack, { ...target, step }),
  trim: (http: HttpClient, target: HistoryTarget) =>
    http.post<HistoryState>(HISTORY_PATHS.trim, { ...target }),
  save: (
    http: HttpClient,
    target: HistoryTarget,
    forkHash: string,
    expectedModifiedAt: string,
    override: boolean,
  ) => http.post<HistoryState>(HISTORY_PATHS.save, { ...target, forkHash, expectedModifiedAt, override }),
  /** A new library file holding the fork (into the file's folder unless another is named). */
  saveAs: (http: HttpClient, target: HistoryTarget, forkHash: string, name: string) =>
    http.post<FileItem>(HISTORY_PATHS.saveAs, { ...target, forkHash, name }),
  /** Files of one folder of the user's library, for the file pickers of stitch, subtract and tip. */
  listFolder: (http: HttpClient, folderGuid: string | null, signal?: AbortSignal) =>
    http.get<{ files: FileItem[]; folders?: Array<{ guid: string; name: string }> }>(FILE_PATHS.list, {
      query: { folderGuid, viewFilter: 'All', sortBy: 'name', sortOrder: 'asc' },
      ...(signal ? { signal } : {}),
    }),
};

/** The picture of one fork of a file (the preview call's `forkHash`), fitted into a box. */
export function forkPictureUrl(
  target: HistoryTarget,
  forkHash: string,
  box: { width: number; height: number },
  dpr: number,
): string {
  const query = new URLSearchParams({
    width: String(box.width),
    height: String(box.height),
    dpr: String(Math.min(PREVIEW_MAX_DPR, Math.max(1, Math.round(dpr)))),
    type: '2d',
    format: 'webp',
    channel: String(target.channel),
    forkHash,
  });
  return `${previewPath(target.fileGuid)}?${query.toString()}`;
}
