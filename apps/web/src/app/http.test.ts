import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttpClient } from './http.ts';
import { HttpError } from './HttpError.ts';

type Call = { url: string; init: RequestInit };

/** A fetch that answers from a list, in order, and records each call. */
function scriptedFetch(answers: Array<Response | (() => Response | Promise<Response>) | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    calls.push({ url: input, init: init ?? {} });
    const next = answers.shift();
    if (!next) return Promise.reject(new Error(`unexpected call ${input}`));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(typeof next === 'function' ? next() : next);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client (spec part 1 §4 "Session refresh", §7, §8)', () => {
  it('sends same-origin credentials and JSON headers', async () => {
    const { fetch, calls } = scriptedFetch([json(200, { ok: true })]);
    const http = createHttpClient({ fetch });
    await expect(http.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(calls[0]!.init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it('after a 401 calls GET /api/auth/refresh once and retries the request', async () => {
    const { fetch, calls } = scriptedFetch([
      json(401, { errorCode: 'unauthorized' }),
      json(200, {}),
      json(200, { n: 1 }),
    ]);
    const http = createHttpClient({ fetch });
    await expect(http.get('/api/user/me')).resolves.toEqual({ n: 1 });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/user/me',
      'GET /api/auth/refresh',
      'GET /api/user/me',
    ]);
  });

  it('refreshes only once: a second 401 is the answer', async () => {
    const { fetch, calls } = scriptedFetch([
      json(401, { errorCode: 'unauthorized' }),
      json(200, {}),
      json(401, { errorCode: 'unauthorized' }),
    ]);
    const http = createHttpClient({ fetch });
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(calls).toHaveLength(3);
  });

  it('gives the original 401 when the refresh fails, without retrying', async () => {
    const { fetch, calls } = scriptedFetch([
      json(401, { errorCode: 'unauthorized' }),
      json(401, { errorCode: 'invalid-refresh-token' }),
    ]);
    const http = createHttpClient({ fetch });
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(calls).toHaveLength(2);
  });

  it('shares one refresh between parallel requests', async () => {
    let release: () => void = () => undefined;
    const refreshDone = new Promise<Response>((resolve) => (release = () => resolve(json(200, {}))));
    const { fetch, calls } = scriptedFetch([
      json(401, {}),
      json(401, {}),
      () => refreshDone,
      json(200, { a: 1 }),
      json(200, { b: 2 }),
    ]);
    const http = createHttpClient({ fetch });
    const both = Promise.all([http.get('/api/a'), http.get('/api/b')]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    release();
    await expect(both).resolves.toEqual([{ a: 1 }, { b: 2 }]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reads failures as { errorCode, reason }', async () => {
    const { fetch } = scriptedFetch([json(409, { errorCode: 'name-already-exists', reason: 'name' })]);
    const error = await createHttpClient({ fetch })
      .post('/api/folders', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, errorCode: 'name-already-exists', reason: 'name' });
  });

  it('turns an unreadable failure into something-went-wrong with reason default', async () => {
    const { fetch } = scriptedFetch([new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(createHttpClient({ fetch }).get('/api/x')).rejects.toMatchObject({
      status: 502,
      errorCode: 'something-went-wrong',
      reason: 'default',
    });
  });

  it('reports a request that got no answer as connection lost', async () => {
    const { fetch } = scriptedFetch([new TypeError('Failed to fetch')]);
    await expect(createHttpClient({ fetch }).get('/api/x')).rejects.toMatchObject({
      status: 0,
      errorCode: 'something-went-wrong',
      reason: 'connection-lost',
    });
  });

  it('sends FormData as is (uploads) without a JSON content type', async () => {
    const { fetch, calls } = scriptedFetch([json(200, {})]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.sur');
    await createHttpClient({ fetch }).post('/api/uploads', form);
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('skips empty and null query values (spec part 1 §5)', () => {
    expect(
      buildUrl('/gallery/list', { q: '', offset: 0, limit: 30, tags: ['a', null, 'b'], sortBy: undefined }),
    ).toBe('/gallery/list?offset=0&limit=30&tags=a&tags=b');
    expect(buildUrl('/x', { a: null })).toBe('/x');
  });
});
