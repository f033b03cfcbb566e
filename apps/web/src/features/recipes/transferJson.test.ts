import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpError } from '../../app/HttpError.ts';
import { transferJson } from './transferJson.ts';

/** The part of XMLHttpRequest transferJson uses; every request made is kept in order. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: string | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: string) {
    this.body = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const nth = async (index: number): Promise<FakeXhr> => {
  await vi.waitFor(() => expect(FakeXhr.made.length).toBeGreaterThan(index));
  return FakeXhr.made[index]!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.made = [];
});

describe('JSON transfer with progress', () => {
  it('uploads JSON, reports the bytes sent and answers the JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = transferJson({
      method: 'POST',
      url: '/api/recipes',
      body: '{"a":1}',
      onProgress: (f) => progress.push(f),
    });
    const xhr = await nth(0);
    expect([xhr.method, xhr.url, xhr.body, xhr.withCredentials]).toEqual([
      'POST',
      '/api/recipes',
      '{"a":1}',
      true,
    ]);
    expect(xhr.headers['Content-Type']).toBe('application/json');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 6 } as ProgressEvent);
    xhr.answer(201, '{"id":"r-1"}');
    expect(await done).toEqual({ id: 'r-1' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('reports download progress on GET', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = transferJson({
      method: 'GET',
      url: '/api/recipes/r-1',
      onProgress: (f) => progress.push(f),
    });
    const xhr = await nth(0);
    xhr.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    xhr.answer(200, '{"format":"asperity-recipe"}');
    expect(await done).toEqual({ format: 'asperity-recipe' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('refreshes the session once after a 401 and retries', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = transferJson({ method: 'GET', url: '/api/recipes/r-1', onProgress: () => undefined });
    (await nth(0)).answer(401, '{"errorCode":"unauthorized"}');
    const refresh = await nth(1);
    expect([refresh.method, refresh.url]).toEqual(['GET', '/api/auth/refresh']);
    refresh.answer(204, '');
    (await nth(2)).answer(200, '{"ok":true}');
    expect(await done).toEqual({ ok: true });
  });

  it('fails with the catalogue code and reason, or the generic failure for an unreadable answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = transferJson({
      method: 'POST',
      url: '/api/recipes',
      body: '{}',
      onProgress: () => undefined,
    });
    (await nth(0)).answer(
      400,
      '{"errorCode":"recipe-unsupported-version","reason":"version 2 is newer than 1"}',
    );
    const error: unknown = await refused.catch((e: unknown) => e);
    expect(isHttpError(error) && [error.status, error.errorCode, error.reason]).toEqual([
      400,
      'recipe-unsupported-version',
      'version 2 is newer than 1',
    ]);
    const broken = transferJson({ method: 'GET', url: '/api/recipes/x', onProgress: () => undefined });
    (await nth(1)).answer(502, '<html>bad gateway</html>');
    const second: unknown = await broken.catch((e: unknown) => e);
    expect(isHttpError(second) && second.errorCode).toBe('something-went-wrong');
  });
});
