// A scripted HttpClient for component tests: answers by "METHOD path", records every call.
import type { HttpClient, HttpMethod, RequestOptions } from '../app/http.ts';
import { HttpError } from '../app/HttpError.ts';

/** A value to answer with (an Error rejects), or a function computing it from the request. */
type Answer = unknown;

export interface FakeHttp extends HttpClient {
  readonly calls: Array<{ method: HttpMethod; path: string; body?: unknown }>;
  readonly answer: (method: HttpMethod, path: string, value: Answer) => void;
}

export function fakeHttp(answers: Record<string, Answer> = {}): FakeHttp {
  const table = new Map(Object.entries(answers));
  const calls: FakeHttp['calls'] = [];
  const request = <T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> => {
    calls.push({ method, path, body: options?.body });
    const key = `${method} ${path}`;
    if (!table.has(key)) return Promise.reject(new HttpError(404, 'not-found'));
    const answer = table.get(key);
    try {
      const value =
        typeof answer === 'function' ? (answer as (o?: RequestOptions) => unknown)(options) : answer;
      if (value instanceof Error) return Promise.reject(value);
      return Promise.resolve(value as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    calls,
    answer: (method, path, value) => table.set(`${method} ${path}`, value),
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
  };
}

export const signedOut = (): HttpError => new HttpError(401, 'unauthorized');

export const aUser = (overrides: Record<string, unknown> = {}) => ({
  uid: 'u-1',
  username: 'ada',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isAdmin: false,
  isStaff: false,
  isConfirmed: true,
  avatar: null,
  ...overrides,
});
