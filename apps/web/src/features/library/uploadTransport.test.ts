import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrUploadTransport } from './uploadTransport.ts';

/** The part of XMLHttpRequest the transport uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  sent: FormData | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const current = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
};

function start(signal = new AbortController().signal) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const progress: number[] = [];
  const done = xhrUploadTransport({
    url: '/api/files/upload?parentFolderGuid=d-1',
    file: new Blob([new Uint8Array(8)]),
    fileName: 'step.plu',
    signal,
    onProgress: (fraction) => progress.push(fraction),
  });
  return { done, progress };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('XMLHttpRequest upload transport', () => {
  it('posts the file as the multipart field "file" with credentials and reports progress', async () => {
    const { done, progress } = start();
    const xhr = current();
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/api/files/upload?parentFolderGuid=d-1',
      true,
    ]);
    const part = xhr.sent?.get('file');
    expect(part instanceof File && part.name).toBe('step.plu');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 6, total: 0 } as ProgressEvent);
    expect(progress).toEqual([0.5]);
    xhr.answer(201, '{"guid":"g-1"}');
    await expect(done).resolves.toEqual({ status: 201, body: { guid: 'g-1' } });
  });

  it('resolves failures with their body, an unreadable body as the generic code, and no answer as status 0', async () => {
    const refused = start();
    current().answer(415, '{"errorCode":"unsupported-image-type","reason":"x"}');
    await expect(refused.done).resolves.toEqual({
      status: 415,
      body: { errorCode: 'unsupported-image-type', reason: 'x' },
    });

    const proxy = start();
    current().answer(502, '<html>Bad gateway</html>');
    await expect(proxy.done).resolves.toMatchObject({
      status: 502,
      body: { errorCode: 'something-went-wrong' },
    });

    const offline = start();
    current().onerror?.();
    await expect(offline.done).resolves.toEqual({ status: 0, body: undefined });
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { done } = start(controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
