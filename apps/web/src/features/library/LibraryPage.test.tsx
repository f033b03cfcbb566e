import { featureFlagDefaults } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { buildRoutes } from '../../app/router/index.ts';
import { aUser, fakeHttp, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { aFile, scriptedTransport } from './testing.ts';
import type { UploadTransport } from './uploadTransport.ts';
import { UploadTransportContext } from './uploadTransportContext.ts';

function renderLibrary(path: string, http: FakeHttp, transport?: UploadTransport) {
  const router = createMemoryRouter(buildRoutes(featureFlagDefaults), { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const result = renderWithProviders(
    transport ? <UploadTransportContext value={transport}>{app}</UploadTransportContext> : app,
    { http, locale: 'en' },
  );
  return { ...result, router };
}

const stored = aFile({
  guid: 'g-1',
  name: 'grating.x3p',
  sourceSize: 1_234_567,
  warnings: [{ code: 'unit-slip-suspected', message: 'heights 1000× the lateral size' }],
});

function api(files = [stored]): FakeHttp {
  return fakeHttp({
    'GET /api/user/me': aUser(),
    'GET /api/files': () => ({ files }),
    'GET /api/user/preferences/file-browser': { viewType: 'list' },
  });
}

/** Clicks delete; inside act so React sees the lazily loaded dialog arrive. */
async function openDeleteDialog(row: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(within(row).getByTestId('delete-file'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const file = (name: string) => new File([new Uint8Array(16)], name);

describe('library page (spec part 1 §2–§4)', () => {
  it('lists files with format, size, points, pixel size and the import-warning badge', async () => {
    renderLibrary('/images', api());
    const row = await screen.findByTestId('file-item');
    expect(row.getAttribute('data-name')).toBe('grating.x3p');
    expect(within(row).getByText('X3P')).toBeTruthy();
    // What the file counts against the quota: its original (1.23 MB) plus its parsed copy (2.4 MB).
    expect(within(row).getByTestId('file-size').textContent).toBe('3.6 MB');
    expect(within(row).getByTestId('file-size').getAttribute('title')).toBe(
      'Original 1.2 MB + parsed copy 2.4 MB: both count against your storage',
    );
    expect(within(row).getByText('512 × 256')).toBeTruthy();
    expect(within(row).getByText('250 nm')).toBeTruthy();
    expect(within(row).getByTestId('warning-badge').getAttribute('aria-label')).toBe('1 import warning');
    expect(screen.getByTestId('library-count').textContent).toBe('1 file');
  });

  it('switches to tiles and opens a file in the editor', async () => {
    const { router } = renderLibrary('/images', api());
    await screen.findByTestId('file-item');
    await waitFor(() => expect(screen.getByTestId('file-list').getAttribute('data-view')).toBe('list'));
    fireEvent.click(screen.getByTestId('view-tiles'));
    await waitFor(() => expect(screen.getByTestId('file-list').getAttribute('data-view')).toBe('tiles'));
    fireEvent.click(within(screen.getByTestId('file-item')).getByTestId('file-name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/image/g-1'));
  });

  it('shows folders of the listing and the empty state with an upload call to action', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/files': { files: [], folders: [{ guid: 'd-1', name: 'Gratings' }], breadcrumbs: [] },
    });
    const { router } = renderLibrary('/images', http);
    fireEvent.click(await screen.findByText('Gratings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/folder/d-1'));
    expect(http.calls.filter((c) => c.method === 'GET').at(-1)?.path).toBe('/api/files');

    http.answer('GET', '/api/files', { files: [] });
    renderLibrary('/images', http);
    expect(await screen.findByTestId('library-empty')).toBeTruthy();
    expect(screen.getByText('Your library is empty')).toBeTruthy();
    expect(screen.getByTestId('empty-upload')).toBeTruthy();
  });

  it('uploads chosen files through the queue, shows failures with their buttons, and reloads the list', async () => {
    let files = [stored];
    const http = fakeHttp({ 'GET /api/user/me': aUser(), 'GET /api/files': () => ({ files }) });
    const { transport, pending } = scriptedTransport();
    renderLibrary('/images', http, transport);
    await screen.findByTestId('file-item');
    const listCalls = () => http.calls.filter((c) => c.path === '/api/files').length;
    const before = listCalls();

    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [file('step.plu'), file('words.txt'), file('machined.sur')] },
    });
    const queue = await screen.findByTestId('upload-queue');
    const items = () => within(queue).getAllByTestId('upload-item');
    expect(items().map((i) => i.getAttribute('data-state'))).toEqual(['uploading', 'uploading', 'waiting']);

    pending[0]?.request.onProgress(0.5);
    await waitFor(() =>
      expect(within(items()[0]!).getByTestId('upload-state-text').textContent).toBe('Uploading… 50%'),
    );

    files = [stored, aFile({ guid: 'g-2', name: 'step.plu', format: 'plu' })];
    pending[0]?.respond({ status: 201, body: files[1] });
    pending[1]?.respond({ status: 415, body: { errorCode: 'unsupported-image-type', reason: 'words.txt' } });
    await waitFor(() => expect(items()[1]?.getAttribute('data-state')).toBe('error'));
    const refused = items()[1]!;
    expect(within(refused).getByTestId('upload-error').textContent).toBe(
      'The file type .txt is not supported.',
    );
    expect(within(refused).queryByTestId('upload-retry')).toBeNull();
    expect(within(refused).getByTestId('upload-cancel')).toBeTruthy();

    // The list was reloaded after the stored file.
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(2));
    expect(listCalls()).toBeGreaterThan(before);

    pending[2]?.respond({ status: 422, body: { errorCode: 'corrupt-file' } });
    await waitFor(() => expect(items()[2]?.getAttribute('data-state')).toBe('error'));
    expect(within(items()[2]!).getByTestId('upload-retry')).toBeTruthy();
    fireEvent.click(within(items()[2]!).getByTestId('upload-retry'));
    await waitFor(() => expect(pending).toHaveLength(4));
    expect(items()[2]?.getAttribute('data-state')).toBe('uploading');

    fireEvent.click(within(refused).getByTestId('upload-cancel'));
    expect(items()[1]?.getAttribute('data-state')).toBe('canceled');
    expect(within(queue).getByTestId('upload-summary').textContent).toBe('1 of 3 uploaded');
  });

  it('shows a refused 2D upload (400 restriction) with the 2D rule, and retry stores it', async () => {
    const http = fakeHttp({ 'GET /api/user/me': aUser(), 'GET /api/files': { files: [] } });
    const { transport, pending } = scriptedTransport();
    renderLibrary('/images', http, transport);
    await screen.findByTestId('library-empty');
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file('micrograph.png')] } });
    const queue = await screen.findByTestId('upload-queue');
    const item = () => within(queue).getByTestId('upload-item');
    pending[0]?.respond({
      status: 400,
      body: { errorCode: 'restriction', reason: 'micrograph.png is a 2D image' },
    });
    await waitFor(() => expect(item().getAttribute('data-state')).toBe('error'));
    expect(within(item()).getByTestId('upload-error').textContent).toBe(
      'A 2D image can be added once your library holds a 3D image: upload a measurement with heights first, then retry.',
    );
    expect(within(item()).getByTestId('upload-cancel')).toBeTruthy();
    fireEvent.click(within(item()).getByTestId('upload-retry'));
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.respond({
      status: 201,
      body: aFile({ guid: 'g-9', name: 'micrograph.png', format: 'png', twoD: true }),
    });
    await waitFor(() => expect(item().getAttribute('data-state')).toBe('done'));
  });

  it('shows the name the library stored an upload under when the folder already had that name', async () => {
    const http = fakeHttp({ 'GET /api/user/me': aUser(), 'GET /api/files': { files: [] } });
    const { transport, pending } = scriptedTransport();
    renderLibrary('/images', http, transport);
    await screen.findByTestId('library-empty');
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file('scan.x3p')] } });
    const queue = await screen.findByTestId('upload-queue');
    const name = () => within(queue).getByTestId('upload-name');
    expect(name().textContent).toBe('scan.x3p');
    pending[0]?.respond({ status: 201, body: aFile({ guid: 'g-3', name: 'scan (2).x3p' }) });
    await waitFor(() => expect(name().textContent).toBe('scan (2).x3p'));
    expect(name().getAttribute('title')).toBe('scan (2).x3p');
  });

  it('takes files dropped anywhere on the page into the current folder', async () => {
    const { transport, pending } = scriptedTransport();
    const http = fakeHttp({ 'GET /api/user/me': aUser(), 'GET /api/files': { files: [] } });
    renderLibrary('/images/folder/d-7', http, transport);
    const page = await screen.findByTestId('library-page');
    await screen.findByTestId('library-empty');
    const dataTransfer = { types: ['Files'], files: [file('a.x3p'), file('b.sdf')], dropEffect: 'none' };
    fireEvent.dragEnter(page, { dataTransfer });
    expect(screen.getByTestId('drop-overlay')).toBeTruthy();
    fireEvent.drop(page, { dataTransfer });
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
    expect(within(await screen.findByTestId('upload-queue')).getAllByTestId('upload-item')).toHaveLength(2);
    expect(pending.map((p) => p.request.url)).toEqual([
      '/api/files/upload?parentFolderGuid=d-7',
      '/api/files/upload?parentFolderGuid=d-7',
    ]);
    expect(http.calls.find((c) => c.path === '/api/files')).toBeTruthy();
  });

  it('deletes a file after confirmation and reloads the list', async () => {
    let files = [stored, aFile({ guid: 'g-2', name: 'step.plu' })];
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/files': () => ({ files }),
      'DELETE /api/files/g-1': () => {
        files = files.filter((f) => f.guid !== 'g-1');
        return undefined;
      },
    });
    renderLibrary('/images', http);
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(2));
    const row = screen.getAllByTestId('file-item').find((r) => r.getAttribute('data-name') === 'grating.x3p');
    await openDeleteDialog(row!);
    const dialog = await screen.findByTestId('delete-dialog');
    expect(dialog.textContent).toContain('“grating.x3p”');
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(1));
    expect(http.calls.some((c) => c.method === 'DELETE' && c.path === '/api/files/g-1')).toBe(true);
  });

  it('keeps the dialog open with the catalogue message when deleting fails', async () => {
    const http = api();
    http.answer('DELETE', '/api/files/g-1', new HttpError(500, 'something-went-wrong'));
    renderLibrary('/images', http);
    await openDeleteDialog(await screen.findByTestId('file-item'));
    const dialog = await screen.findByTestId('delete-dialog');
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toBe(
      'The items could not be deleted. Please try again.',
    );
  });

  it('shows Japanese texts', async () => {
    const router = createMemoryRouter(buildRoutes(featureFlagDefaults), { initialEntries: ['/images'] });
    renderWithProviders(<RouterProvider router={router} />, { http: api([]), locale: 'ja' });
    expect(await screen.findByText('ライブラリは空です')).toBeTruthy();
    expect(screen.getByTestId('upload-button').textContent).toBe('アップロード');
  });
});
