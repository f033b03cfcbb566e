import { featureFlagDefaults, type HistoryState } from '@asperity/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorQueryKeys } from '../../features/editor/editorApi.ts';
import { screenMaxSide } from '../../features/editor/view/levelOfDetail.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { SESSION_QUERY_KEY } from '../session/index.ts';
import { startEarlyRequests } from './earlyRequests.ts';

const FORK = 'c'.repeat(64);
const history: HistoryState = {
  fileGuid: 'file-1',
  channel: 2,
  forkHash: FORK,
  position: 0,
  rootForkHash: FORK,
  operationHistory: [],
  savedForkHash: FORK,
  savedOperationHistory: [],
  modifiedAt: '2026-11-20T10:00:00.000Z',
  data: { cols: 4, rows: 4, pixelSize: 1e-6, pixelSizeY: 1e-6, x0: 0, y0: 0, zMin: 0, zMax: 1, zMean: 0.5 },
};

/** Lets every pending promise (answers, then the calls they start) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(pathname: string, me: unknown) {
  const http = fakeHttp({ 'GET /api/user/me': me, 'GET /api/editor/history': history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const preload = vi.fn(() => Promise.resolve());
  // The heights are binary and fetched directly: a failing fetch still shows what was asked for.
  const fetchMock = vi.fn((_url: string) => Promise.reject(new Error('offline')));
  vi.stubGlobal('fetch', fetchMock);
  startEarlyRequests({ queryClient, http, pathname, flags: Promise.resolve(featureFlagDefaults), preload });
  return { http, queryClient, preload, fetchMock };
}

describe('startEarlyRequests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks a signed-in editor visit for the session, the editor's chunk, its data and then the fork's heights", async () => {
    const { http, queryClient, preload, fetchMock } = start('/image/file-1', aUser());
    // The session goes out at once, with the flags.
    expect(http.calls.map((c) => c.path)).toEqual(['/api/user/me']);
    await settle();
    expect(preload).toHaveBeenCalledWith('editor');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ username: 'ada' });
    expect(http.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/editor/history', '/api/files/file-1']),
    );
    expect(queryClient.getQueryData(editorQueryKeys.history('file-1'))).toEqual(history);
    // The heights of the fork the history names, at the size the views will ask for.
    const url = fetchMock.mock.calls[0]?.[0] ?? '';
    expect(url).toContain('/api/editor/surface?');
    expect(url).toContain(`forkHash=${FORK}`);
    expect(url).toContain('channel=2');
    expect(url).toContain(`maxSide=${screenMaxSide()}`);
  });

  it('asks a signed-out visitor for nothing of the editor, but still loads the chunk', async () => {
    const { http, preload, fetchMock } = start('/image/file-1', signedOut());
    await settle();
    expect(preload).toHaveBeenCalledWith('editor');
    expect(http.calls.map((c) => c.path)).toEqual(['/api/user/me']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads only the chunk of a page without prefetched data, and nothing for an unknown path', async () => {
    const landing = start('/', aUser());
    await settle();
    expect(landing.preload).toHaveBeenCalledWith('landing');
    expect(landing.http.calls.map((c) => c.path)).toEqual(['/api/user/me']);
    const unknown = start('/no/such/page', aUser());
    await settle();
    expect(unknown.preload).not.toHaveBeenCalled();
  });
});
