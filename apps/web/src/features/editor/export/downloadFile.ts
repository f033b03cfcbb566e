// The generic file download (spec part 3 §4 "Download flow", §7): the file is fetched with the
// session's cookies, named from Content-Disposition (falling back to the URL's last path segment)
// and typed from Content-Type, then saved client-side. When the browser cannot save it (some
// embedded web views refuse blob links), the failure is logged and the blob goes through
// POST /api/uploads, whose answered link is opened instead.
import { EXPORT_PATHS, UNREADABLE_FAILURE_REASON, downloadFallbackSchema } from '@asperity/contract';
import { HttpError } from '../../../app/HttpError.ts';
import { REFRESH_PATH } from '../../../app/http.ts';
import { downloadName } from './contentDisposition.ts';

export interface DownloadDependencies {
  readonly fetch: typeof fetch;
  /** Saves the blob under the name in the browser; throws when it cannot. */
  readonly save: (blob: Blob, name: string) => void;
  /** Opens a same-origin link that answers the file as an attachment (the fallback). */
  readonly openLink: (url: string, name: string) => void;
  readonly log: (message: string, error: unknown) => void;
}

export interface DownloadResult {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** `browser`: saved client-side; `server`: through the POST /api/uploads link. */
  readonly via: 'browser' | 'server';
}

async function failureOf(response: Response): Promise<HttpError> {
  try {
    const payload = (await response.json()) as { errorCode?: unknown; reason?: unknown };
    if (typeof payload.errorCode === 'string' && payload.errorCode !== '')
      return new HttpError(
        response.status,
        payload.errorCode,
        typeof payload.reason === 'string' ? payload.reason : undefined,
      );
  } catch {
    // An answer that is not the error JSON: the generic failure below.
  }
  return new HttpError(response.status, 'something-went-wrong', UNREADABLE_FAILURE_REASON);
}

/** GET with the session's cookies; one session refresh and retry after a 401 (as every API call). */
export async function fetchWithSession(url: string, doFetch: typeof fetch): Promise<Response> {
  const get = () => doFetch(url, { method: 'GET', credentials: 'same-origin' });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401) {
      const refreshed = await doFetch(REFRESH_PATH, { method: 'GET', credentials: 'same-origin' });
      if (refreshed.ok) response = await get();
    }
  } catch {
    throw new HttpError(0, 'something-went-wrong', 'connection-lost');
  }
  if (!response.ok) throw await failureOf(response);
  return response;
}

/**
 * Downloads `url`. `onStarted` is called once the file has arrived and is being handed to the
 * browser (the download status message is cleared then).
 */
export async function downloadFile(
  url: string,
  dependencies: DownloadDependencies,
  onStarted: () => void = () => undefined,
): Promise<DownloadResult> {
  const response = await fetchWithSession(url, dependencies.fetch);
  const name = downloadName(response.headers.get('content-disposition'), url);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const body = await response.blob();
  const blob = body.type === type ? body : new Blob([body], { type });
  onStarted();
  try {
    dependencies.save(blob, name);
    return { name, type, size: blob.size, via: 'browser' };
  } catch (error) {
    dependencies.log('saving the download in the browser failed; sending it through the server', error);
  }
  const form = new FormData();
  // A File rather than (blob, name): some FormData implementations drop the name of a plain Blob.
  form.append('file', new File([blob], name, { type: blob.type }));
  let answer: Response;
  try {
    answer = await dependencies.fetch(EXPORT_PATHS.uploads, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new HttpError(0, 'something-went-wrong', 'connection-lost');
  }
  if (!answer.ok) throw await failureOf(answer);
  const parsed = downloadFallbackSchema.safeParse(await answer.json().catch(() => undefined));
  if (!parsed.success) throw new HttpError(answer.status, 'something-went-wrong', UNREADABLE_FAILURE_REASON);
  dependencies.openLink(parsed.data.url, name);
  return { name, type, size: blob.size, via: 'server' };
}

/** Client-side saving: a temporary object URL clicked through an `<a download>`. */
export function saveBlobInBrowser(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  clickLink(href, name);
  // The click hands the blob to the browser's download; the URL can go a moment later.
  globalThis.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Opens a link as a download (the server answers it as an attachment). */
export function clickLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export const browserDownloadDependencies: DownloadDependencies = {
  fetch: (input, init) => globalThis.fetch(input, init),
  save: saveBlobInBrowser,
  openLink: clickLink,
  log: (message, error) => console.warn(message, error),
};
