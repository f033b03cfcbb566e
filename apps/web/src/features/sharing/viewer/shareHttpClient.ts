// The HTTP client of a shared viewer: the editor's own components make their usual calls, and this
// client turns them into a visitor's calls — the file is named by the link (shareHash, or fileGuid
// with the folder token) on every /api/editor/* and /api/file/* call, the file item comes from the
// shared-file answer (a visitor cannot read the owner's library), and display settings are kept in
// the visitor's browser instead of being saved to the owner's file.
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  DEFAULT_EDITOR_USER_PREFERENCES,
  EDITOR_SETTINGS_PATHS,
  FILE_PATHS,
  type FileItem,
} from '@asperity/contract';
import type { HttpClient, HttpMethod, RequestOptions } from '../../../app/http.ts';
import { sessionKeyOf, withAccess, type ShareAccess } from './shareAccess.ts';
import { visitorSettingsStore } from './visitorSettingsStore.ts';

export interface ShareHttpOptions {
  readonly access: ShareAccess;
  /** What GET /api/files/{key} answers (built from the shared-file answer). */
  readonly fileItem: FileItem;
  /** Signed-in visitors keep their editor defaults in their account; signed-out ones in the browser. */
  readonly signedIn: boolean;
}

const namesFile = (path: string) => path.startsWith('/api/editor/') || path.startsWith('/api/file/');

export function createShareHttpClient(base: HttpClient, options: ShareHttpOptions): HttpClient {
  const { access, fileItem, signedIn } = options;
  const key = sessionKeyOf(access);
  const linkKey = access.kind === 'link' ? access.shareHash : `${access.token}.${access.fileGuid}`;
  const fileItemPath = FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(key));

  const request = async <T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> => {
    if (method === 'GET' && path === fileItemPath) return fileItem as T;

    if (path === EDITOR_SETTINGS_PATHS.fileSettings) {
      if (method === 'PUT') {
        visitorSettingsStore.saveFileSettings(linkKey, requestOptions.body);
        return undefined as T;
      }
      const kept = visitorSettingsStore.fileSettings(linkKey);
      if (kept) return kept as T;
      // The owner's view settings are the starting point; when they cannot be read, the defaults.
      try {
        return await base.request<T>(method, path, {
          ...requestOptions,
          query: withAccess(requestOptions.query, key, access),
        });
      } catch {
        return DEFAULT_EDITOR_FILE_SETTINGS as T;
      }
    }

    if (path === EDITOR_SETTINGS_PATHS.userPreferences && !signedIn) {
      if (method === 'PUT') {
        visitorSettingsStore.savePreferences(requestOptions.body);
        return undefined as T;
      }
      return (visitorSettingsStore.preferences() ?? DEFAULT_EDITOR_USER_PREFERENCES) as T;
    }

    if (!namesFile(path)) return base.request<T>(method, path, requestOptions);
    const rewritten: RequestOptions = { ...requestOptions };
    if (requestOptions.query)
      Object.assign(rewritten, { query: withAccess(requestOptions.query, key, access) });
    if (requestOptions.body !== undefined)
      Object.assign(rewritten, { body: withAccess(requestOptions.body, key, access) });
    return base.request<T>(method, path, rewritten);
  };

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
  };
}
