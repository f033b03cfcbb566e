import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import DownloadDialog, { type DownloadDialogParameters } from './DownloadDialog.tsx';
import type { DownloadDependencies } from './downloadFile.ts';

function dependencies(response: () => Response) {
  const saved: string[] = [];
  const fetch = vi.fn(() => Promise.resolve(response()));
  const deps: DownloadDependencies = {
    fetch,
    save: (_blob, name) => saved.push(name),
    openLink: () => undefined,
    log: () => undefined,
  };
  return { deps, saved, fetch };
}

function renderDialog(parameters: DownloadDialogParameters) {
  const close = vi.fn();
  renderWithProviders(<DownloadDialog parameters={parameters} close={close} />);
  return close;
}

describe('DownloadDialog', () => {
  it('downloads the chosen format of the fork the editor shows and says so', async () => {
    const { deps, saved, fetch } = dependencies(
      () =>
        new Response('1,2', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' },
        }),
    );
    const close = renderDialog({
      target: { kind: 'fork', fileGuid: 'g1', channel: 0, forkHash: 'f'.repeat(64), label: 'a.sur' },
      dependencies: deps,
    });
    expect(screen.getByText('Download a.sur')).toBeTruthy();
    // The editor exports the fork it shows: no version to choose.
    expect(screen.queryByTestId('download-source-saved')).toBeNull();
    fireEvent.click(screen.getByLabelText('CSV table of heights (metres)'));
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(screen.getByTestId('download-done').textContent).toContain('a.csv'));
    expect(saved).toEqual(['a.csv']);
    expect(fetch).toHaveBeenCalledWith(
      `/api/file/export/fork?fileGuid=g1&channel=0&forkHash=${'f'.repeat(64)}&format=csv`,
      { method: 'GET', credentials: 'same-origin' },
    );
    fireEvent.click(screen.getByTestId('dialog-cancel'));
    expect(close).toHaveBeenCalledWith(true);
  });

  it('shows the error message of the failure and saves nothing', async () => {
    const { deps, saved } = dependencies(
      () =>
        new Response(JSON.stringify({ errorCode: 'not-found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderDialog({
      target: { kind: 'library', files: [], folders: ['d'], label: 'Project' },
      dependencies: deps,
    });
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('download-error').textContent).toBe('The requested item was not found.'),
    );
    expect(saved).toEqual([]);
    // A folder is a zip: the status message was shown at once and is cleared by the failure.
    expect(screen.queryByTestId('download-status')).toBeNull();
  });

  it('offers the version of library items and sends exportSource=source for "As uploaded"', async () => {
    const { deps, fetch } = dependencies(
      () =>
        new Response('png', {
          headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="a.png"' },
        }),
    );
    renderDialog({
      target: { kind: 'library', files: ['f1'], folders: [], label: 'a.sur' },
      dependencies: deps,
    });
    fireEvent.click(screen.getByLabelText('PNG colour map'));
    fireEvent.click(screen.getByLabelText('As uploaded'));
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(screen.getByTestId('download-done')).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith('/api/file/export?files[0]=f1&format=png&exportSource=source', {
      method: 'GET',
      credentials: 'same-origin',
    });
    // The original file has no version to choose.
    fireEvent.click(screen.getByLabelText('Original file as uploaded'));
    expect(screen.queryByTestId('download-source-source')).toBeNull();
  });
});
