// The calls the editor shell makes: the history state (current fork and its data), the file item (its
// name), the signed-in profile (effective plan tier) and the fork's heights for the views. The heights
// are binary (contract editor-surface.ts), so they are fetched directly rather than through the JSON
// HttpClient; by then the history call has already refreshed an expired session.
import {
  ACCOUNT_PATHS,
  EDITOR_SURFACE_PATH,
  FILE_PATHS,
  HISTORY_PATHS,
  decodeEditorSurface,
  fileItemSchema,
  historyStateSchema,
  userProfileSchema,
  type EditorSurface,
  type FileItem,
  type HistoryState,
  type UserProfile,
} from '@asperity/contract';
import { buildUrl, HttpError, type HttpClient } from '../../app/http.ts';

export const editorQueryKeys = {
  history: (fileGuid: string) => ['editor', 'history', fileGuid] as const,
  file: (fileGuid: string) => ['editor', 'file', fileGuid] as const,
  profile: ['editor', 'profile'] as const,
  surface: (fileGuid: string, channel: number, forkHash: string, maxSide: number) =>
    ['editor', 'surface', fileGuid, channel, forkHash, maxSide] as const,
};

/** A server answer that does not have the contract's shape is a failure, not a crash further down. */
function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
  return result.data;
}

export const editorApi = {
  history: async (http: HttpClient, fileGuid: string, signal?: AbortSignal): Promise<HistoryState> =>
    parsed(
      historyStateSchema,
      await http.get<unknown>(HISTORY_PATHS.state, { query: { fileGuid }, ...(signal ? { signal } : {}) }),
    ),
  file: async (http: HttpClient, fileGuid: string, signal?: AbortSignal): Promise<FileItem> =>
    parsed(
      fileItemSchema,
      await http.get<unknown>(
        FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(fileGuid)),
        signal ? { signal } : {},
      ),
    ),
  profile: async (http: HttpClient, signal?: AbortSignal): Promise<UserProfile> =>
    parsed(userProfileSchema, await http.get<unknown>(ACCOUNT_PATHS.me, signal ? { signal } : {})),
  surface: async (
    query: {
      fileGuid: string;
      channel: number;
      forkHash: string;
      maxSide: number;
      /** Shared views: names the file in place of fileGuid (shareHash, or fileGuid with a token). */
      accessQuery?: Readonly<Record<string, string>> | undefined;
    },
    signal?: AbortSignal,
  ): Promise<EditorSurface & { bytes: number }> => {
    const { accessQuery, fileGuid, ...fork } = query;
    const response = await fetch(
      buildUrl(EDITOR_SURFACE_PATH, { ...(accessQuery ?? { fileGuid }), ...fork }),
      {
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      },
    );
    if (!response.ok) {
      let errorCode = 'something-went-wrong';
      try {
        const body = (await response.json()) as { errorCode?: unknown };
        if (typeof body.errorCode === 'string') errorCode = body.errorCode;
      } catch {
        // Not the JSON error shape: the generic failure stands.
      }
      throw new HttpError(response.status, errorCode);
    }
    const buffer = await response.arrayBuffer();
    try {
      return { ...decodeEditorSurface(buffer), bytes: buffer.byteLength };
    } catch (cause) {
      throw new HttpError(response.status, 'something-went-wrong', String(cause));
    }
  },
};
