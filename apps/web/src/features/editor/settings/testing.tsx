// Test harness of the setting panels: an editor session for a 64 × 32 surface of 1 µm pixels with heights
// 0–1 µm, the dialog system with the settings dialogs, and the toasts shown as their message ids.
import { EDITOR_SETTINGS_PATHS, type HistoryState } from '@asperity/contract';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DialogProvider, type DialogRegistry } from '../../../components/dialogs/index.ts';
import { useToasts } from '../../../components/toasts/index.ts';
import type { FakeHttp } from '../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditorSessionContext, type EditorSession, type EditorSurfaceInfo } from '../editorSession.ts';
import {
  CUSTOM_GRADIENT_DIALOG,
  customGradientDialog,
  MANUAL_COLOR_RANGE_DIALOG,
  manualColorRangeDialog,
} from './settingsDialogs.ts';
import { loadStateOf } from './editorSettingsPersistence.ts';
import { currentEditorSettings } from './useEditorSettings.ts';

export const SURFACE: EditorSurfaceInfo = {
  cols: 64,
  rows: 32,
  pixelSize: 1e-6,
  pixelSizeY: 1e-6,
  x0: 0,
  y0: 0,
  zMin: 0,
  zMax: 1e-6,
  zMean: 5e-7,
};

const registry: DialogRegistry = {
  [CUSTOM_GRADIENT_DIALOG]: customGradientDialog,
  [MANUAL_COLOR_RANGE_DIALOG]: manualColorRangeDialog,
};

function session(): EditorSession {
  const history: HistoryState = {
    fileGuid: 'file-1',
    channel: 0,
    forkHash: '0'.repeat(64),
    position: 0,
    rootForkHash: '0'.repeat(64),
    operationHistory: [],
    savedForkHash: '0'.repeat(64),
    savedOperationHistory: [],
    modifiedAt: '2026-11-20T10:00:00.000Z',
    data: SURFACE,
  };
  return {
    fileGuid: 'file-1',
    channel: 0,
    fileName: 'grating.gsf',
    forkHash: history.forkHash,
    data: SURFACE,
    history,
    setHistory: vi.fn(),
    canUse: () => true,
    promptUpgrade: vi.fn(),
  };
}

function ToastIds() {
  const { toasts } = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => t.titleId).join(' ')}</output>;
}

/** Renders `ui` at /image/file-1 (the dialog system follows the address) in an editor session. */
export function renderInSettings(ui: ReactNode, http: FakeHttp) {
  const router = createMemoryRouter(
    [
      {
        path: '/image/file-1',
        element: (
          <DialogProvider registry={registry}>
            <EditorSessionContext value={session()}>
              {ui}
              <ToastIds />
            </EditorSessionContext>
          </DialogProvider>
        ),
      },
    ],
    { initialEntries: ['/image/file-1'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { http, locale: 'en' });
}

/**
 * Renders the setting panels with the server answering the store's current settings, and waits until
 * they are loaded (the panels load the file's settings when they open, replacing the store).
 */
export async function renderPanels(ui: ReactNode, http: FakeHttp) {
  const { colorScale, general, lighting, units, chart, customGradients } = currentEditorSettings();
  http.answer('GET', EDITOR_SETTINGS_PATHS.fileSettings, { colorScale, general, lighting });
  http.answer('GET', EDITOR_SETTINGS_PATHS.userPreferences, { units, chart, customGradients });
  const result = renderInSettings(ui, http);
  await waitFor(() => {
    if (loadStateOf('file-1') !== 'ready') throw new Error('settings not loaded yet');
  });
  return result;
}
