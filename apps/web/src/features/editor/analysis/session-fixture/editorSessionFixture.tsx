// Test helper of the areal, profile, slice and dimension panels: the shared editor session fixture
// (editor-analysis-call/renderInEditorSession.tsx) under the names and file those tests use.
import type { ReactNode } from 'react';
import type { FakeHttp } from '../../../../test/fakeHttp.ts';
import type { EditorSession } from '../../editorSession.ts';
import { renderInEditorSession, testEditorSession } from '../editor-analysis-call/renderInEditorSession.tsx';

export const FORK_A = 'a'.repeat(64);
export const FORK_B = 'b'.repeat(64);

export const anEditorSession = (overrides: Partial<EditorSession> = {}): EditorSession =>
  testEditorSession({ fileName: 'grating.x3p', ...overrides }, FORK_A);

export const renderInSession = (ui: ReactNode, http: FakeHttp, session: EditorSession = anEditorSession()) =>
  renderInEditorSession(ui, http, session);
