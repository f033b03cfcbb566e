// The batch analysis calls (contract BATCH_PATHS; docs/api.md "Batch analysis") and what the page reads
// to choose files and a recipe (the library listing, the recipes list).
import {
  BATCH_PATHS,
  FILE_PATHS,
  RECIPES_PATHS,
  type BatchList,
  type BatchOutput,
  type BatchStarted,
  type BatchStatus,
  type FileItem,
  type RecipeListResponse,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export const BATCH_QUERY_KEY = ['batch'] as const;

export const batchPath = (path: string, jobId: string): string =>
  path.replace(':jobId', encodeURIComponent(jobId));

export interface BatchStartInput {
  readonly files: readonly string[];
  readonly folders: readonly string[];
  readonly recipeId: string;
  readonly outputs: readonly BatchOutput[];
  readonly name?: string;
}

export interface ChooserListing {
  readonly files: readonly FileItem[];
  readonly folders: readonly { readonly guid: string; readonly name: string }[];
}

export const batchApi = {
  start: (http: HttpClient, input: BatchStartInput) => http.post<BatchStarted>(BATCH_PATHS.start, input),
  list: (http: HttpClient, signal?: AbortSignal) =>
    http.get<BatchList>(BATCH_PATHS.list, signal ? { signal } : {}),
  status: (http: HttpClient, jobId: string, signal?: AbortSignal) =>
    http.get<BatchStatus>(batchPath(BATCH_PATHS.one, jobId), signal ? { signal } : {}),
  cancel: (http: HttpClient, jobId: string) => http.delete<BatchStatus>(batchPath(BATCH_PATHS.one, jobId)),
  retry: (http: HttpClient, jobId: string) => http.post<BatchStatus>(batchPath(BATCH_PATHS.retry, jobId)),
  recipes: (http: HttpClient, signal?: AbortSignal) =>
    http.get<RecipeListResponse>(RECIPES_PATHS.list, signal ? { signal } : {}),
  listing: async (
    http: HttpClient,
    folderGuid: string | null,
    signal?: AbortSignal,
  ): Promise<ChooserListing> => {
    const body = await http.get<{ files?: FileItem[]; folders?: { guid: string; name: string }[] }>(
      FILE_PATHS.list,
      {
        query: { folderGuid, sortBy: 'name', sortOrder: 'asc' },
        ...(signal ? { signal } : {}),
      },
    );
    return { files: body.files ?? [], folders: body.folders ?? [] };
  },
};

/** Where the browser downloads a table or the zip (a plain link: the session cookie goes with it). */
export const downloadHref = (jobId: string, form: 'csv' | 'txt' | 'xlsx' | 'zip' | 'report'): string =>
  batchPath(
    {
      csv: BATCH_PATHS.resultCsv,
      txt: BATCH_PATHS.resultTxt,
      xlsx: BATCH_PATHS.resultXlsx,
      zip: BATCH_PATHS.resultZip,
      report: BATCH_PATHS.report,
    }[form],
    jobId,
  );
