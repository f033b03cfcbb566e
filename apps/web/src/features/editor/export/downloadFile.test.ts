import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import { downloadFile, type DownloadDependencies } from './downloadFile.ts';

/** The URL a fetch was called with (the code under test passes strings). */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function answer(body: BodyInit | null, init: ResponseInit): Response {
  return new Response(body, init);
}

function dependencies(fetch: typeof globalThis.fetch, save?: DownloadDependencies['save']) {
  const saved: { blob: Blob; name: string }[] = [];
  const opened: { url: string; name: string }[] = [];
  const logged: string[] = [];
  const deps: DownloadDependencies = {
    fetch,
    save:
      save ??
      ((blob, name) => {
        saved.push({ blob, name });
      }),
    openLink: (url, name) => opened.push({ url, name }),
    log: (message) => logged.push(message),
  };
  return { deps, saved, opened, logged };
}

describe('downloadFile', () => {
  it('saves the body under the Content-Disposition name with the Content-Type', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        answer('x3p bytes', {
          status: 200,
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename="_.x3p"; filename*=UTF-8''%E8%A1%A8.x3p`,
          },
        }),
      ),
    );
    const { deps, saved, opened } = dependencies(fetch);
    const started = vi.fn();
    const result = await downloadFile('/api/file/export?files[0]=g&format=opengps', deps, started);
    expect(result).toEqual({ name: '表.x3p', type: 'application/octet-stream', size: 9, via: 'browser' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('表.x3p');
    expect(saved[0]?.blob.type).toBe('application/octet-stream');
    expect(await saved[0]?.blob.text()).toBe('x3p bytes');
    expect(started).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
    expect(fetch).toHaveBeenCalledWith('/api/file/export?files[0]=g&format=opengps', {
      method: 'GET',
      credentials: 'same-origin',
    });
  });

  it('falls back to the last path segment without Content-Disposition', async () => {
    const { deps, saved } = dependencies(() =>
      Promise.resolve(answer('a', { status: 200, headers: { 'content-type': 'text/csv' } })),
    );
    const result = await downloadFile('/api/uploads/heights.csv', deps);
    expect(result.name).toBe('heights.csv');
    expect(result.type).toBe('text/csv');
    expect(saved[0]?.name).toBe('heights.csv');
  });

  it('logs a failed client-side save and opens the link answered by POST /api/uploads', async () => {
    const calls: { url: string; method: string | undefined; body: unknown }[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      calls.push({ url, method: init?.method, body: init?.body });
      if (url === '/api/uploads')
        return Promise.resolve(
          answer(JSON.stringify({ url: '/api/uploads/tok' }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return Promise.resolve(
        answer('png', {
          status: 200,
          headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="map.png"' },
        }),
      );
    });
    const { deps, opened, logged } = dependencies(fetch, () => {
      throw new Error('blob URLs are not allowed here');
    });
    const result = await downloadFile('/api/file/export?files[0]=g&format=png', deps);
    expect(result.via).toBe('server');
    expect(logged).toHaveLength(1);
    expect(opened).toEqual([{ url: '/api/uploads/tok', name: 'map.png' }]);
    const upload = calls[1];
    expect(upload?.url).toBe('/api/uploads');
    expect(upload?.method).toBe('POST');
    const file = (upload?.body as FormData).get('file') as File;
    expect(file.name).toBe('map.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('png');
  });

  it('throws the server error code and refreshes the session once after a 401', async () => {
    const refreshFirst = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer(null, { status: 401 }))
      .mockResolvedValueOnce(answer(null, { status: 200 }))
      .mockResolvedValueOnce(
        answer(JSON.stringify({ errorCode: 'unsupported-image-type', reason: 'filmetrics' }), {
          status: 415,
          headers: { 'content-type': 'application/json' },
        }),
      );
    const { deps, saved } = dependencies(refreshFirst);
    const failure = await downloadFile('/api/file/export?format=filmetrics-text', deps).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).errorCode).toBe('unsupported-image-type');
    expect((failure as HttpError).status).toBe(415);
    expect(refreshFirst.mock.calls.map((c) => urlOf(c[0]))).toEqual([
      '/api/file/export?format=filmetrics-text',
      '/api/auth/refresh',
      '/api/file/export?format=filmetrics-text',
    ]);
    expect(saved).toEqual([]);
  });

  it('answers connection-lost when nothing answers', async () => {
    const { deps } = dependencies(() => Promise.reject(new TypeError('network down')));
    const failure = (await downloadFile('/x', deps).catch((e: unknown) => e)) as HttpError;
    expect([failure.status, failure.reason]).toEqual([0, 'connection-lost']);
  });
});
