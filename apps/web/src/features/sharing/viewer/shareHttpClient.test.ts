import { DEFAULT_EDITOR_USER_PREFERENCES, type FileItem } from '@asperity/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../app/http.ts';
import { fakeHttp } from '../../../test/fakeHttp.ts';
import { createShareHttpClient } from './shareHttpClient.ts';

const HASH = 'AbCdEfGhIjKlMnOpQrStUv';
const fileItem = { guid: HASH, name: 'land.x3p' } as FileItem;

function setup(access: Parameters<typeof createShareHttpClient>[1]['access'], signedIn = false) {
  const seen: Array<{ path: string; query?: unknown; body?: unknown }> = [];
  const record = (path: string) => (options?: RequestOptions) => {
    seen.push({ path, query: options?.query, body: options?.body });
    return { ok: true };
  };
  const base = fakeHttp({
    'GET /api/editor/history': record('/api/editor/history'),
    'POST /api/editor/areal-parameters': record('/api/editor/areal-parameters'),
    'GET /api/shared/x': record('/api/shared/x'),
    'GET /api/editor/settings': () => new Error('owner settings not readable'),
  });
  const http = createShareHttpClient(base, { access, fileItem, signedIn });
  return { http, seen, base };
}

describe('createShareHttpClient (issue 14: editor calls through a link)', () => {
  beforeEach(() => window.localStorage.clear());

  it('names the file by the share hash instead of fileGuid in queries and bodies of editor calls', async () => {
    const { http, seen } = setup({ kind: 'link', shareHash: HASH });
    await http.get('/api/editor/history', { query: { fileGuid: HASH, channel: 0 } });
    await http.post('/api/editor/areal-parameters', { fileGuid: HASH, channel: 0, forkHash: 'f' });
    expect(seen).toEqual([
      { path: '/api/editor/history', query: { channel: 0, shareHash: HASH }, body: undefined },
      {
        path: '/api/editor/areal-parameters',
        query: undefined,
        body: { channel: 0, forkHash: 'f', shareHash: HASH },
      },
    ]);
  });

  it('adds the folder token to a file of a shared folder, and leaves other calls alone', async () => {
    const { http, seen } = setup({ kind: 'folder', fileGuid: 'g-1', folderGuid: 'd-1', token: 'tok' });
    await http.get('/api/editor/history', { query: { fileGuid: 'g-1' } });
    await http.get('/api/shared/x', { query: { fileGuid: 'g-1' } });
    expect(seen[0]?.query).toEqual({ fileGuid: 'g-1', folderGuid: 'd-1', token: 'tok' });
    expect(seen[1]?.query).toEqual({ fileGuid: 'g-1' });
  });

  it('answers the file item itself: a visitor cannot read the owner’s library', async () => {
    const { http, base } = setup({ kind: 'link', shareHash: HASH });
    expect(await http.get(`/api/files/${HASH}`)).toBe(fileItem);
    expect(base.calls).toHaveLength(0);
  });

  it('keeps display settings in the browser, never sending them to the owner’s file', async () => {
    const { http, base } = setup({ kind: 'link', shareHash: HASH });
    const settings = { colorScale: { gradient: 'blue-white' } };
    await http.put('/api/editor/settings', settings, { query: { fileGuid: HASH } });
    expect(base.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(await http.get<unknown>('/api/editor/settings', { query: { fileGuid: HASH } })).toMatchObject({
      colorScale: { gradient: 'blue-white' },
    });
  });

  it('starts from the defaults when the owner’s settings cannot be read, and keeps a signed-out visitor’s preferences locally', async () => {
    const { http, base } = setup({ kind: 'link', shareHash: HASH });
    const first = await http.get<{ colorScale: unknown }>('/api/editor/settings', {
      query: { fileGuid: HASH },
    });
    expect(first.colorScale).toBeDefined();
    expect(await http.get('/api/user/preferences/editor')).toEqual(DEFAULT_EDITOR_USER_PREFERENCES);
    await http.put('/api/user/preferences/editor', {
      ...DEFAULT_EDITOR_USER_PREFERENCES,
      customGradients: [],
    });
    expect(base.calls.filter((c) => c.path === '/api/user/preferences/editor')).toHaveLength(0);
  });
});
