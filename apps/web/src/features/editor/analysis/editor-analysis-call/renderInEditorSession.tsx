// Test helper of the analysis panels: an editor session
// on a 200 × 100 surface with 1 µm pixels, and a render inside it with the app's providers, English
// texts and a scripted HttpClient. Query values a GET sent are read back with `queryOf`.
import type { HistoryState } from '@asperity/contract';
import type { ReactNode } from 'react';
import type { RequestOptions } from '../../../../app/http.ts';
import type { FakeHttp } from '../../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { EditorSessionContext, type EditorSession } from '../../editorSession.ts';

export const TEST_FORK = '1'.repeat(64);
export const OTHER_FORK = '2'.repeat(64);

/** The session; `rootFork` names the source fork (and the saved one): the fork shown unless overridden. */
export function testEditorSession(
  overrides: Partial<EditorSession> = {},
  rootFork: string = TEST_FORK,
): EditorSession {
  const data = {
    cols: 200,
    rows: 100,
    pixelSize: 1e-6,
    pixelSizeY: 1e-6,
    x0: 0,
    y0: 0,
    zMin: -1e-6,
    zMax: 1e-6,
    zMean: 0,
  };
  const forkHash = overrides.forkHash ?? rootFork;
  const history: HistoryState = {
    fileGuid: 'file-1',
    channel: 0,
    forkHash,
    position: 0,
    rootForkHash: rootFork,
    operationHistory: [],
    savedForkHash: rootFork,
    savedOperationHistory: [],
    modifiedAt: '2026-11-20T10:00:00.000Z',
    data,
  };
  return {
    fileGuid: 'file-1',
    channel: 0,
    fileName: 'step.x3p',
    forkHash,
    data,
    history,
    setHistory: () => undefined,
    canUse: () => true,
    promptUpgrade: () => undefined,
    ...overrides,
  };
}

export function renderInEditorSession(
  ui: ReactNode,
  http: FakeHttp,
  session: EditorSession = testEditorSession(),
) {
  const wrap = (s: EditorSession) => (
    <EditorSessionContext.Provider value={s}>{ui}</EditorSessionContext.Provider>
  );
  const result = renderWithProviders(wrap(session), { http, locale: 'en' });
  return { ...result, rerenderSession: (next: EditorSession) => result.rerender(wrap(next)) };
}

/** A GET answer that records the query values it was asked with. */
export function recordingAnswer(value: unknown): {
  answer: (options?: RequestOptions) => unknown;
  queries: Record<string, unknown>[];
} {
  const queries: Record<string, unknown>[] = [];
  return {
    queries,
    answer: (options) => {
      queries.push({ ...(options?.query ?? {}) });
      return value;
    },
  };
}
