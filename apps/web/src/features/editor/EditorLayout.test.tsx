// The editor layout with a registry of its own: the plan gate decides between a feature's panel and
// the upgrade prompt, a panel that throws is contained, and the §2 panel toggles and mode rule apply.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { dialogRegistry } from '../../app/dialogRegistry.ts';
import { DialogProvider } from '../../components/dialogs/index.ts';
import { fakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditorLayout } from './EditorLayout.tsx';
import { anEditorSession } from './analysis/session-fixture/editorSessionFixture.tsx';
import { EditorSessionContext, type EditorSession } from './editorSession.ts';
import type { FeaturePanelDefinition } from './featurePanels.ts';

function SlicePanel() {
  return <p>the slice panel</p>;
}
function BrokenPanel(): never {
  throw new Error('panel failure');
}

const features: FeaturePanelDefinition[] = [
  { id: 'slice', titleId: 'editor.view.2d', feature: 'slice', Panel: SlicePanel },
  { id: 'dimension', titleId: 'editor.view.3d', feature: 'dimension', Panel: BrokenPanel },
  { id: 'volume', titleId: 'editor.view.tabs', feature: 'volume', Panel: SlicePanel },
];

function renderLayout(session: EditorSession) {
  return renderWithProviders(
    <MemoryRouter>
      <DialogProvider registry={dialogRegistry}>
        <EditorSessionContext.Provider value={session}>
          <EditorLayout features={features} />
        </EditorSessionContext.Provider>
      </DialogProvider>
    </MemoryRouter>,
    { http: fakeHttp(), locale: 'en' },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  // The views ask for the heights; these tests are about the layout, so the call just fails.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditorLayout', () => {
  it('opens an allowed feature’s panel and closes it on a second click', async () => {
    renderLayout(anEditorSession());
    fireEvent.click(screen.getByTestId('editor-feature-slice'));
    expect(await screen.findByText('the slice panel')).toBeTruthy();
    fireEvent.click(screen.getByTestId('editor-feature-slice'));
    expect(screen.queryByText('the slice panel')).toBeNull();
  });

  it('prompts for an upgrade instead of opening a feature the plan lacks', () => {
    const promptUpgrade = vi.fn();
    renderLayout(anEditorSession({ canUse: (feature) => feature !== 'volume', promptUpgrade }));
    const locked = screen.getByTestId('editor-feature-volume');
    expect(locked.getAttribute('data-locked')).toBe('true');
    expect(screen.getByTestId('editor-feature-slice').getAttribute('data-locked')).toBe('false');
    fireEvent.click(locked);
    expect(promptUpgrade).toHaveBeenCalledWith('volume');
    expect(screen.queryByTestId('editor-active-panel')).toBeNull();
  });

  it('shows the generic error in place of a panel that throws, and the list keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout(anEditorSession());
    fireEvent.click(screen.getByTestId('editor-feature-dimension'));
    const active = await screen.findByTestId('editor-active-panel');
    expect(within(active).getByTestId('error-panel').textContent).toMatch(/something went wrong/i);
    fireEvent.click(screen.getByTestId('editor-feature-slice'));
    expect(await screen.findByText('the slice panel')).toBeTruthy();
  });

  it('toggles the panels by the §2 rules and restores both for a mode drawn on the view', () => {
    renderLayout(anEditorSession());
    const page = screen.getByTestId('editor-page');
    expect(page.getAttribute('data-visible-panels')).toBe('both');
    fireEvent.click(screen.getByTestId('editor-toggle-left'));
    expect(page.getAttribute('data-visible-panels')).toBe('right');
    expect(screen.queryByTestId('editor-left-panel')).toBeNull();
    // Dimension is drawn on the 2D view: opening it from right-only shows both panels again.
    fireEvent.click(screen.getByTestId('editor-feature-dimension'));
    expect(page.getAttribute('data-visible-panels')).toBe('both');
    fireEvent.click(screen.getByTestId('editor-toggle-right'));
    expect(page.getAttribute('data-visible-panels')).toBe('left');
    expect(screen.queryByTestId('editor-right-panel')).toBeNull();
    // The choice is kept for the next visit.
    expect(window.localStorage.getItem('asperity.editor.visiblePanels')).toBe('left');
  });
});
