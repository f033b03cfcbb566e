// Test helpers of the operators feature: a HistoryState, and the toolbar inside a real router, dialog
// system and an editor session whose setHistory keeps the answer (as the editor page does).
import {
  featureFlagDefaults,
  type FeatureFlags,
  type FeatureId,
  type HistoryState,
} from '@asperity/contract';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { dialogRegistry } from '../../../app/dialogRegistry.ts';
import { DialogProvider } from '../../../components/dialogs/index.ts';
import type { FakeHttp } from '../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditorSessionContext, type EditorSession } from '../editorSession.ts';

export const hash = (digit: string): string => digit.repeat(64);

export function aHistory(overrides: Partial<HistoryState> = {}): HistoryState {
  return {
    fileGuid: 'file-1',
    channel: 0,
    forkHash: hash('0'),
    position: 0,
    rootForkHash: hash('0'),
    operationHistory: [],
    savedForkHash: hash('0'),
    savedOperationHistory: [],
    modifiedAt: '2026-11-20T10:00:00.000Z',
    data: {
      cols: 64,
      rows: 32,
      pixelSize: 1e-6,
      pixelSizeY: 1e-6,
      x0: 0,
      y0: 0,
      zMin: 0,
      zMax: 1e-6,
      zMean: 5e-7,
    },
    ...overrides,
  };
}

export interface SessionSpies {
  readonly setHistory: ReturnType<typeof vi.fn<(state: HistoryState) => void>>;
  readonly promptUpgrade: ReturnType<typeof vi.fn<(feature: FeatureId) => void>>;
}

function Session({
  initial,
  locked,
  spies,
  children,
}: {
  readonly initial: HistoryState;
  readonly locked: ReadonlySet<FeatureId>;
  readonly spies: SessionSpies;
  readonly children: ReactNode;
}) {
  const [history, setHistory] = useState(initial);
  const session: EditorSession = {
    fileGuid: history.fileGuid,
    channel: history.channel,
    fileName: 'grating.x3p',
    forkHash: history.forkHash,
    data: history.data,
    history,
    setHistory: (state) => {
      spies.setHistory(state);
      setHistory(state);
    },
    canUse: (feature) => !locked.has(feature),
    promptUpgrade: spies.promptUpgrade,
  };
  return <EditorSessionContext value={session}>{children}</EditorSessionContext>;
}

export interface EditorHarnessOptions {
  readonly history?: HistoryState;
  readonly locked?: readonly FeatureId[];
  readonly flags?: Partial<FeatureFlags>;
  readonly locale?: 'en' | 'ja' | 'zh';
}

/** Renders `ui` at /image/file-1 in an editor session; other /image/… addresses show "other file". */
export function renderInEditor(ui: ReactNode, http: FakeHttp, options: EditorHarnessOptions = {}) {
  const spies: SessionSpies = { setHistory: vi.fn(), promptUpgrade: vi.fn() };
  const router = createMemoryRouter(
    [
      {
        path: '/image/file-1',
        element: (
          <DialogProvider registry={dialogRegistry}>
            <Session initial={options.history ?? aHistory()} locked={new Set(options.locked)} spies={spies}>
              {ui}
            </Session>
          </DialogProvider>
        ),
      },
      { path: '/image/:fileGuid', element: <p data-testid="other-file">other file</p> },
    ],
    { initialEntries: ['/image/file-1'] },
  );
  const result = renderWithProviders(<RouterProvider router={router} />, {
    http,
    locale: options.locale ?? 'en',
    flags: { ...featureFlagDefaults, ...options.flags },
  });
  return { ...result, router, spies };
}
