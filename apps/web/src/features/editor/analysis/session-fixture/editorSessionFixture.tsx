// Test helper of the W3 analysis panels: an editor session for a 200 × 100 surface (1 µm pixels) and
// a render of a panel inside it with the app's providers and a scripted HttpClient.
import type { HistoryState } from '@asperity/contract';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { FakeHttp } from '../../../../test/fakeHttp.ts';
import { EditorSessionContext, type EditorSession } from '../../editorSession.ts';

export const FORK_A = 'a'.repeat(64);
export const FORK_B = 'b'.repeat(64);

export function anEditorSession(overrides: Partial<EditorSession> = {}): EditorSession {
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
  const forkHash = overrides.forkHash ?? FORK_A;
  const history: HistoryState = {
    fileGuid: 'file-1',
    channel: 0,
    forkHash,
    position: 0,
    rootForkHash: FORK_A,
    operationHistory: [],
    savedForkHash: FORK_A,
    savedOperationHistory: [],
    modifiedAt: '2026-11-20T10:00:00.000Z',
    data,
  };
  return {
    fileGuid: 'file-1',
    channel: 0,
    fileName: 'grating.x3p',
    forkHash,
    data,
    history,
    setHistory: () => undefined,
    canUse: () => true,
    promptUpgrade: () => undefined,
    ...overrides,
  };
}

export function renderInSession(ui: ReactNode, http: FakeHttp, session: EditorSession = anEditorSession()) {
  const wrap = (s: EditorSession) => (
    <EditorSessionContext.Provider value={s}>{ui}</EditorSessionContext.Provider>
  );
  const result = renderWithProviders(wrap(session), { http, locale: 'en' });
  return { ...result, rerenderSession: (next: EditorSession) => result.rerender(wrap(next)) };
}
