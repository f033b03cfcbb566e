import type { BatchStatus } from '@asperity/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeHttp } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const run = (overrides: Partial<BatchStatus> = {}): BatchStatus => ({
  jobId: 'j1',
  name: 'Batch Level',
  recipeId: 'r1',
  recipeName: 'Level',
  outputs: ['csv', 'sur'],
  state: 'done',
  done: 2,
  total: 2,
  failed: 1,
  resultFolderGuid: 'out',
  createdAt: '2026-11-27T06:00:00.000Z',
  finishedAt: '2026-11-27T06:01:00.000Z',
  files: [
    { fileGuid: 'a', name: 'a.gsf', state: 'done', outputFileGuid: 'a-out' },
    { fileGuid: 'b', name: 'b.gsf', state: 'failed', errorCode: 'corrupt-file', reason: 'truncated header' },
  ],
  ...overrides,
});

describe('/batch', () => {
  it('starts a run on the folder of the link, a chosen file, the recipe and the outputs', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/recipes': {
        recipes: [
          {
            id: 'r1',
            name: 'Level',
            stepCount: 2,
            operatorCount: 1,
            analysisCount: 1,
            createdAt: '',
            updatedAt: '',
          },
        ],
      },
      'GET /api/batch': { runs: [] },
      'GET /api/files': {
        files: [
          { guid: 'a', name: 'a.gsf', twoD: false },
          { guid: 'p', name: 'photo.png', twoD: true },
        ],
        folders: [{ guid: 'f1', name: 'Parts' }],
      },
      'POST /api/batch': { jobId: 'j1' },
      'GET /api/batch/j1': run({ state: 'running', done: 0, failed: 0 }),
    });
    const { router } = renderApp('/batch?folders=f1', { http });
    const folder = await screen.findByRole('checkbox', { name: 'Parts' });
    expect((folder as HTMLInputElement).checked).toBe(true);
    // 2D images are not offered.
    expect(screen.queryByRole('checkbox', { name: 'photo.png' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'a.gsf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parameter table (Excel XLSX)' }));
    const start = screen.getByRole('button', { name: 'Start batch' });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/batch/j1'));
    const post = http.calls.find((c) => c.method === 'POST' && c.path === '/api/batch');
    expect(post?.body).toEqual({
      files: ['a'],
      folders: ['f1'],
      recipeId: 'r1',
      outputs: ['csv', 'xlsx', 'sur'],
    });
  });

  it('shows a run: progress, each file with why it failed, retry, the result folder and the downloads', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/batch/j1': run(),
      'POST /api/batch/j1/retry': run({ state: 'queued', done: 1, failed: 0 }),
    });
    renderApp('/batch/j1', { http });
    expect((await screen.findByTestId('batch-state')).textContent).toBe(
      'Finished · 2 of 2 files done, 1 failed',
    );
    const failed = document.querySelector('tr[data-state="failed"]') as HTMLElement;
    expect(within(failed).getByText('truncated header')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/batch/j1/result.csv',
    );
    expect(screen.queryByRole('link', { name: 'Download XLSX' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download everything (zip)' }).getAttribute('href')).toBe(
      '/api/batch/j1/result.zip',
    );
    expect(screen.getByRole('link', { name: 'Print report (PDF)' }).getAttribute('href')).toBe(
      '/api/batch/j1/report.pdf',
    );
    expect(screen.getByRole('link', { name: 'Open the result folder' }).getAttribute('href')).toBe(
      '/images/folder/out',
    );
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry failed files' }));
    await waitFor(() =>
      expect(http.calls.some((c) => c.method === 'POST' && c.path === '/api/batch/j1/retry')).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('batch-state').textContent).toContain('Waiting'));
    expect(screen.getByRole('button', { name: 'Cancel run' })).toBeTruthy();
  });
});
