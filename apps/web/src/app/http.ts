// The one HTTP client of the web app (spec part 1 §7): same-origin credentials and JSON headers on
// every call, one refresh-and-retry after a 401 (§4 "Session refresh"), and failures as
// `{ errorCode, reason }` so the error catalogue (§8) can turn them into messages.
import { UNREADABLE_FAILURE_REASON } from '@asperity/contract';
import { HttpError } from './HttpError.ts';

export { HttpError } from './HttpError.ts';

/** Query values; empty and null ones are skipped (spec part 1 §5 "Query strings skip empty or null values"). */
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  readonly query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** JSON-serialised unless it is FormData (uploads) or a Blob. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  readonly request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  readonly get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  readonly post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  readonly put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  readonly patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  readonly delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
}

export interface HttpClientOptions {
  /** Injected in tests; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Extra headers on every call, e.g. the web-view header of the embedded mobile app. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly refreshPath?: string;
}

export const REFRESH_PATH = '/api/auth/refresh';

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw)
      ? (raw as readonly QueryValue[])
      : [raw as QueryValue];
    for (const value of values) {
      if (value === null || value === undefined || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readFailure(response: Response): Promise<HttpError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (payload && typeof payload === 'object' && 'errorCode' in payload) {
    const { errorCode, reason } = payload as { errorCode: unknown; reason?: unknown };
    if (typeof errorCode === 'string' && errorCode) {
      return new HttpError(response.status, errorCode, typeof reason === 'string' ? reason : undefined);
    }
  }
  return new HttpError(response.status, 'something-went-wrong', UNREADABLE_FAILURE_REASON);
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new HttpError(response.status, 'something-went-wrong', UNREADABLE_FAILURE_REASON);
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const refreshPath = options.refreshPath ?? REFRESH_PATH;
  // Parallel requests that all get a 401 share one refresh call: the refresh token rotates, so a
  // second concurrent refresh would present an already-used token.
  let refreshing: Promise<boolean> | undefined;

  const refresh = (): Promise<boolean> => {
    refreshing ??= doFetch(refreshPath, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...options.headers },
    })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const send = (method: HttpMethod, url: string, requestOptions: RequestOptions): Promise<Response> => {
    const { body } = requestOptions;
    const isRaw = body instanceof FormData || body instanceof Blob;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // FormData sets its own multipart boundary header.
    if (body !== undefined && !isRaw) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: { ...headers, ...requestOptions.headers },
    };
    if (body !== undefined) init.body = isRaw ? body : JSON.stringify(body);
    if (requestOptions.signal) init.signal = requestOptions.signal;
    return doFetch(url, init);
  };

  const request = async <T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> => {
    const url = buildUrl(path, requestOptions.query);
    let response: Response;
    try {
      response = await send(method, url, requestOptions);
      if (response.status === 401 && path !== refreshPath && (await refresh())) {
        response = await send(method, url, requestOptions);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // No answer at all: the caller shows the connection-lost message (spec part 1 §8).
      throw new HttpError(0, 'something-went-wrong', 'connection-lost');
    }
    if (!response.ok) throw await readFailure(response);
    return readBody<T>(response);
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

/** The app-wide client. */
export const http: HttpClient = createHttpClient();
