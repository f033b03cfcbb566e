// Loading and saving the settings: what the server has replaces the defaults when the editor opens; a
// change is saved once the settings have been still for a second (only the part that changed); a failed
// save shows save-image-settings-failed; nothing is saved before the load has answered.
import { DEFAULT_EDITOR_FILE_SETTINGS, DEFAULT_EDITOR_USER_PREFERENCES } from '@asperity/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import { fakeHttp, type FakeHttp } from '../../../test/fakeHttp.ts';
import { renderInSettings } from './testing.tsx';
import { useEditorSettings } from './useEditorSettings.ts';
import { flushEditorSettings, stopEditorSettings } from './editorSettingsPersistence.ts';
import { SAVE_DELAY_MS, useEditorSettingsPersistence } from './useEditorSettingsPersistence.ts';

const store = () => useEditorSettings.getState();

function Probe({ fileGuid }: { fileGuid: string }) {
  const state = useEditorSettingsPersistence(fileGuid);
  return <p data-testid="load-state">{state}</p>;
}

const stored = {
  ...DEFAULT_EDITOR_FILE_SETTINGS,
  general: { ...DEFAULT_EDITOR_FILE_SETTINGS.general, heightScale: 3, showGrid: false },
};
const preferences = {
  ...DEFAULT_EDITOR_USER_PREFERENCES,
  units: { ...DEFAULT_EDITOR_USER_PREFERENCES.units, significantNumber: 5 },
};

const puts = (http: FakeHttp) => http.calls.filter((c) => c.method === 'PUT');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  stopEditorSettings();
  store().reset();
});

describe('useEditorSettingsPersistence', () => {
  it('loads the file settings and the user defaults, then saves a change after a second of stillness', async () => {
    const http = fakeHttp({
      'GET /api/editor/settings': stored,
      'GET /api/user/preferences/editor': preferences,
      'PUT /api/editor/settings': (o?: { body?: unknown }) => o?.body,
      'PUT /api/user/preferences/editor': (o?: { body?: unknown }) => o?.body,
    });
    renderInSettings(<Probe fileGuid="file-1" />, http);
    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('ready'));
    expect(store().general).toMatchObject({ heightScale: 3, showGrid: false });
    expect(store().units.significantNumber).toBe(5);
    expect(puts(http)).toEqual([]);

    act(() => {
      store().update('general', { heightScale: 4 });
      store().update('general', { heightScale: 4.5 });
    });
    await wait(SAVE_DELAY_MS / 2);
    expect(puts(http)).toEqual([]);
    await waitFor(() => expect(puts(http)).toHaveLength(1), { timeout: 3000 });
    // One request with the last value, and only the file's part (the user defaults did not change).
    expect(puts(http)[0]).toEqual({
      method: 'PUT',
      path: '/api/editor/settings',
      body: { ...stored, general: { ...stored.general, heightScale: 4.5 } },
    });

    act(() => {
      store().update('units', { trailingZeros: true });
    });
    await waitFor(() => expect(puts(http)).toHaveLength(2), { timeout: 3000 });
    expect(puts(http)[1]).toMatchObject({
      path: '/api/user/preferences/editor',
      body: { units: { ...preferences.units, trailingZeros: true } },
    });
  });

  it('sends a pending change at once when flushed, and resolves after the server answered', async () => {
    let answered = 0;
    const http = fakeHttp({
      'GET /api/editor/settings': stored,
      'GET /api/user/preferences/editor': preferences,
      'PUT /api/editor/settings': (o?: { body?: unknown }) => {
        answered++;
        return o?.body;
      },
    });
    renderInSettings(<Probe fileGuid="file-1" />, http);
    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('ready'));
    act(() => store().update('general', { heightScale: 4 }));
    expect(puts(http)).toEqual([]);
    await act(() => flushEditorSettings());
    expect(answered).toBe(1);
    expect(puts(http)[0]?.body).toMatchObject({ general: { heightScale: 4 } });
    // Nothing pending: a second flush sends nothing more.
    await act(() => flushEditorSettings());
    expect(puts(http)).toHaveLength(1);
  });

  it('shows save-image-settings-failed when a save fails', async () => {
    const http = fakeHttp({
      'GET /api/editor/settings': stored,
      'GET /api/user/preferences/editor': preferences,
      'PUT /api/editor/settings': new HttpError(500, 'something-went-wrong'),
    });
    renderInSettings(<Probe fileGuid="file-1" />, http);
    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('ready'));
    act(() => {
      store().update('lighting', { lightIntensity: 0.5 });
    });
    await waitFor(
      () => expect(screen.getByTestId('toasts').textContent).toBe('error.save-image-settings-failed'),
      {
        timeout: 3000,
      },
    );
  });

  it('keeps the defaults and saves nothing when the load fails', async () => {
    const http = fakeHttp({ 'GET /api/user/preferences/editor': preferences });
    renderInSettings(<Probe fileGuid="gone" />, http);
    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('failed'));
    expect(screen.getByTestId('toasts').textContent).toBe('error.not-found');
    act(() => {
      store().update('general', { heightScale: 2 });
    });
    await wait(SAVE_DELAY_MS + 300);
    expect(puts(http)).toEqual([]);
  });
  it('sends what is pending for a file at once when another file opens, then loads that file', async () => {
    const savedFor: unknown[] = [];
    const http = fakeHttp({
      'GET /api/editor/settings': (o?: { query?: { fileGuid?: string } }) =>
        o?.query?.fileGuid === 'file-2'
          ? { ...stored, general: { ...stored.general, heightScale: 0.5 } }
          : stored,
      'GET /api/user/preferences/editor': preferences,
      'PUT /api/editor/settings': (o?: { query?: { fileGuid?: string }; body?: unknown }) => {
        savedFor.push(o?.query?.fileGuid);
        return o?.body;
      },
    });
    const { rerender } = renderInSettings(<Probe fileGuid="file-1" />, http);
    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('ready'));
    act(() => {
      store().update('general', { heightScale: 2 });
    });
    rerender(<Probe fileGuid="file-2" />);
    await waitFor(() => expect(savedFor).toEqual(['file-1']));
    expect(puts(http)[0]!.body).toMatchObject({ general: { heightScale: 2 } });
    await waitFor(() => expect(store().general.heightScale).toBe(0.5));
  });
});
