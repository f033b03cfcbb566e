// Folders, rename, favourites, copy/move, file details, quota and remembered preferences of the
// library page (spec part 1 §2–§5, §8 storage codes) against a scripted HTTP client.
import { featureFlagDefaults } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import type { RequestOptions } from '../../app/http.ts';
import { buildRoutes } from '../../app/router/index.ts';
import { aUser, fakeHttp, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { aFile } from './testing.ts';

const PREFS = '/api/user/preferences/file-browser';

function renderLibrary(path: string, http: FakeHttp, locale: 'en' | 'ja' = 'en') {
  const router = createMemoryRouter(buildRoutes(featureFlagDefaults), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { http, locale });
  return router;
}

const folder = (guid: string, name: string, parentFolderGuid: string | null = null) => ({
  guid,
  name,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastOpenedAt: null,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  parentFolderGuid,
  token: null,
  hashedGuid: null,
  allowSaving: true,
  allowEditing: false,
  allowOriginalFileExport: false,
});

const grating = aFile({
  guid: 'g-1',
  name: 'grating.x3p',
  lastOpenedAt: '2026-11-21T09:30:00.000Z',
  warnings: [{ code: 'unit-slip-suspected', message: 'x' }],
});
const gratings = folder('d-1', 'Gratings');
const steps = folder('d-2', 'Steps', 'd-1');

/** A library of one file and a folder with a subfolder; answers per folderGuid. */
function library(overrides: Record<string, unknown> = {}): FakeHttp {
  return fakeHttp({
    'GET /api/user/me': aUser(),
    'GET /api/user/quota': { maxQuota: 1_000_000_000, usedQuota: 250_000_000, moreRequested: false },
    [`GET ${PREFS}`]: { viewType: 'list' },
    [`PUT ${PREFS}`]: (options?: RequestOptions) => options?.body,
    'GET /api/files': (options?: RequestOptions) => {
      const guid = (options?.query as { folderGuid?: string | null } | undefined)?.folderGuid;
      if (guid === 'd-1')
        return { files: [], folders: [steps], breadcrumbs: [{ guid: 'd-1', name: 'Gratings' }] };
      if (guid === 'd-2') {
        return {
          files: [],
          folders: [],
          breadcrumbs: [
            { guid: 'd-1', name: 'Gratings' },
            { guid: 'd-2', name: 'Steps' },
          ],
        };
      }
      return { files: [grating], folders: [gratings], breadcrumbs: [] };
    },
    ...overrides,
  });
}

/** Clicks inside act. What the click opens is waited for by its condition (findBy…), never by this pause. */
async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const fileRow = () => screen.findByTestId('file-item');
const folderRow = async (name: string) =>
  (await screen.findAllByTestId('folder-item')).find((row) => row.getAttribute('data-name') === name)!;

async function openMenuAction(row: HTMLElement, action: string): Promise<void> {
  await click(within(row).getByTestId('item-more'));
  await click(await screen.findByTestId(action));
}

/**
 * Types into the name dialog once it is there: the dialogs load lazily, so under load the input
 * appears after any fixed pause (a sleep here once made the rename test fail on a busy machine).
 */
async function typeName(value: string): Promise<void> {
  fireEvent.change(await screen.findByTestId('text-dialog-input'), { target: { value } });
}

/** The tree node of a folder, once its parent's subfolders have loaded. */
const treeNode = (dialog: HTMLElement, name: string) =>
  waitFor(() => {
    const found = within(dialog)
      .getAllByTestId('tree-folder')
      .find((n) => n.getAttribute('data-name') === name);
    if (!found) throw new Error(`no tree node ${name}`);
    return found;
  });

const callsTo = (http: FakeHttp, method: string, path: string) =>
  http.calls.filter((c) => c.method === method && c.path === path);

describe('library folders and file actions', () => {
  it('creates a folder: name rules before asking, the server code in the dialog, then the list reloads', async () => {
    const http = library({
      'POST /api/folders': new HttpError(409, 'folder-already-exists'),
    });
    renderLibrary('/images', http);
    await fileRow();
    await click(screen.getByTestId('new-folder-button'));
    await typeName('a/b');
    expect(
      screen.getByText('The folder name contains characters that are not allowed or is a reserved name.'),
    ).toBeTruthy();
    expect(screen.getByTestId('dialog-ok').hasAttribute('disabled')).toBe(true);
    await typeName('con');
    expect(screen.getByTestId('dialog-ok').hasAttribute('disabled')).toBe(true);

    await typeName('  Gratings ');
    await click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('A folder with this name already exists.')).toBeTruthy();
    expect(callsTo(http, 'POST', '/api/folders')[0]?.body).toEqual({
      name: 'Gratings',
      parentFolderGuid: null,
    });

    http.answer('POST', '/api/folders', folder('d-9', 'Lapped'));
    const listsBefore = callsTo(http, 'GET', '/api/files').length;
    await typeName('Lapped');
    await click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.queryByTestId('text-dialog-input')).toBeNull());
    expect(callsTo(http, 'GET', '/api/files').length).toBeGreaterThan(listsBefore);
  });

  it('creates a folder inside the open folder', async () => {
    const http = library({ 'POST /api/folders': folder('d-3', 'Deep', 'd-2') });
    renderLibrary('/images/folder/d-2', http);
    await screen.findByTestId('library-empty');
    await click(screen.getByTestId('new-folder-button'));
    await typeName('Deep');
    await click(screen.getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(callsTo(http, 'POST', '/api/folders')[0]?.body).toEqual({
        name: 'Deep',
        parentFolderGuid: 'd-2',
      }),
    );
  });

  it('opens folders and goes back up through the breadcrumbs', async () => {
    const http = library();
    const router = renderLibrary('/images', http);
    await click(within(await folderRow('Gratings')).getByText('Gratings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/folder/d-1'));
    await click(within(await folderRow('Steps')).getByText('Steps'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/folder/d-2'));
    expect(await screen.findByRole('heading', { name: 'Steps' })).toBeTruthy();
    const crumbs = screen.getByTestId('breadcrumbs');
    await click(within(crumbs).getByRole('link', { name: 'Gratings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/folder/d-1'));
    await click(within(screen.getByTestId('breadcrumbs')).getByRole('link', { name: 'My images' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
    // The folder shown is remembered.
    expect(callsTo(http, 'PUT', PREFS).map((c) => (c.body as { folder: string | null }).folder)).toEqual([
      'd-1',
      'd-2',
      'd-1',
      null,
    ]);
  });

  it('renames a file and a folder, showing the server code when the name is taken', async () => {
    const http = library({
      'PATCH /api/files/g-1': new HttpError(409, 'name-already-exists'),
      'PATCH /api/folders/d-1': folder('d-1', 'Gratings 2'),
    });
    renderLibrary('/images', http);
    await openMenuAction(await fileRow(), 'action-rename');
    expect((await screen.findByTestId<HTMLInputElement>('text-dialog-input')).value).toBe('grating.x3p');
    await typeName('lap.x3p');
    await click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('An item with this name already exists in this folder.')).toBeTruthy();
    expect(callsTo(http, 'PATCH', '/api/files/g-1')[0]?.body).toEqual({ name: 'lap.x3p' });
    await click(screen.getByTestId('dialog-cancel'));
    // The closed dialog leaves after its animation: the next one's input must not be confused with it.
    await waitFor(() => expect(screen.queryByTestId('text-dialog-input')).toBeNull());

    await openMenuAction(await folderRow('Gratings'), 'action-rename');
    await typeName('Gratings 2');
    await click(screen.getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(callsTo(http, 'PATCH', '/api/folders/d-1')[0]?.body).toEqual({ name: 'Gratings 2' }),
    );
  });

  it('toggles the favourite star and lists favourites under the Favorites filter', async () => {
    let favorite = false;
    const http = library({
      'PATCH /api/files/g-1': (options?: RequestOptions) => {
        favorite = (options?.body as { favorite: boolean }).favorite;
        return { ...grating, favorite };
      },
    });
    http.answer('GET', '/api/files', (options?: RequestOptions) => {
      const filter = (options?.query as { viewFilter?: string }).viewFilter;
      const files = [{ ...grating, favorite }, aFile({ guid: 'g-2', name: 'other.plu' })];
      return filter === 'Favorites' ? { files: files.filter((f) => f.favorite), folders: [] } : { files };
    });
    const router = renderLibrary('/images', http);
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(2));
    const star = () =>
      within(
        screen.getAllByTestId('file-item').find((r) => r.getAttribute('data-name') === 'grating.x3p')!,
      ).getByTestId('favorite-toggle');
    expect(star().getAttribute('aria-pressed')).toBe('false');
    await click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo(http, 'PATCH', '/api/files/g-1')[0]?.body).toEqual({ favorite: true });

    await click(screen.getByTestId('filter-Favorites'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/viewFilter/Favorites'));
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(1));
    expect(screen.getByTestId('file-item').getAttribute('data-name')).toBe('grating.x3p');
    expect(callsTo(http, 'PUT', PREFS).at(-1)?.body).toMatchObject({ viewFilter: 'Favorites' });
  });

  it('moves a file into a folder picked in the tree', async () => {
    const http = library({ 'POST /api/files/move': { files: [grating], folders: [] } });
    renderLibrary('/images', http);
    await openMenuAction(await fileRow(), 'action-transfer');
    const dialog = await screen.findByTestId('transfer-dialog');
    const node = (name: string) => treeNode(dialog, name);
    await click(within(await node('Gratings')).getByTestId('tree-toggle'));
    await click(await node('Steps'));
    await click(within(dialog).getByTestId('transfer-confirm'));
    await waitFor(() => expect(screen.queryByTestId('transfer-dialog')).toBeNull());
    expect(callsTo(http, 'POST', '/api/files/move')[0]?.body).toEqual({
      files: ['g-1'],
      folders: [],
      destinationFolderGuid: 'd-2',
    });
  });

  it('copies a folder, refusing a destination inside it and showing the server code', async () => {
    const http = library({ 'POST /api/files/copy': new HttpError(413, 'quota-exceeded') });
    renderLibrary('/images', http);
    await openMenuAction(await folderRow('Gratings'), 'action-transfer');
    const dialog = await screen.findByTestId('transfer-dialog');
    await click(within(dialog).getByTestId('transfer-mode-copy'));
    const node = (name: string) => treeNode(dialog, name);
    await click(within(await node('Gratings')).getByTestId('tree-toggle'));
    await click(await node('Steps'));
    expect(within(dialog).getByTestId('transfer-error').textContent).toBe(
      'The destination folder cannot be a subfolder of the source folder.',
    );
    expect(within(dialog).getByTestId('transfer-confirm').hasAttribute('disabled')).toBe(true);

    await click(await node('My images'));
    await click(within(dialog).getByTestId('transfer-confirm'));
    expect((await within(dialog).findByTestId('transfer-error')).textContent).toBe('Maximum quota exceeded.');
    expect(callsTo(http, 'POST', '/api/files/copy')[0]?.body).toEqual({
      files: [],
      folders: ['d-1'],
      destinationFolderGuid: null,
    });
  });

  it('shows the server refusing a move into a subfolder of the source', async () => {
    const http = library({ 'POST /api/files/move': new HttpError(400, 'destination-subfolder-of-source') });
    renderLibrary('/images', http);
    await openMenuAction(await fileRow(), 'action-transfer');
    const dialog = await screen.findByTestId('transfer-dialog');
    await click((await within(dialog).findAllByTestId('tree-folder'))[0]!);
    await click(within(dialog).getByTestId('transfer-confirm'));
    expect((await within(dialog).findByTestId('transfer-error')).textContent).toBe(
      'The destination folder cannot be a subfolder of the source folder.',
    );
  });

  it('deletes a folder after a confirmation that says everything inside goes too', async () => {
    const http = library({ 'DELETE /api/folders/d-1': undefined });
    renderLibrary('/images', http);
    await openMenuAction(await folderRow('Gratings'), 'action-delete');
    const dialog = await screen.findByTestId('delete-dialog');
    expect(within(dialog).getByText('Delete this folder?')).toBeTruthy();
    expect(dialog.textContent).toContain('“Gratings” is deleted with every folder and file inside it');
    await click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() => expect(callsTo(http, 'DELETE', '/api/folders/d-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('delete-dialog')).toBeNull());
  });

  it('shows file details: name, format, sizes, grid, pixel size, channels with Sq, warnings and dates', async () => {
    renderLibrary('/images', library());
    await openMenuAction(await fileRow(), 'action-details');
    const dialog = await screen.findByTestId('file-details-dialog');
    expect(within(dialog).getByTestId('detail-name').textContent).toContain('grating.x3p');
    expect(within(dialog).getByTestId('detail-format').textContent).toContain('X3P (x3p)');
    expect(within(dialog).getByTestId('detail-sourceSize').textContent).toContain('1.2 MB');
    expect(within(dialog).getByTestId('detail-storedSize').textContent).toContain('2.4 MB');
    // What counts against the quota: the original and the parsed copy (issue 15 §10).
    expect(within(dialog).getByTestId('detail-quotaSize').textContent).toContain('3.6 MB');
    expect(within(dialog).getByTestId('detail-grid').textContent).toContain('512\u00a0×\u00a0256');
    expect(within(dialog).getByTestId('detail-pixelSize').textContent).toContain('250\u00a0nm');
    expect(within(dialog).getByTestId('detail-sq').textContent).toBe('Sq 100\u00a0nm');
    expect(within(dialog).getByTestId('detail-opened').textContent).toContain('2026');
    expect(
      within(dialog).getByText('The units look off by a factor of a thousand or a million.'),
    ).toBeTruthy();
    await click(within(dialog).getByTestId('dialog-close'));
    await waitFor(() => expect(screen.queryByTestId('file-details-dialog')).toBeNull());
  });

  it('shows the quota and asks for more storage once', async () => {
    const http = library({
      'POST /api/user/quota/request-more': {
        maxQuota: 1_000_000_000,
        usedQuota: 250_000_000,
        moreRequested: true,
      },
    });
    renderLibrary('/images', http);
    const bar = await screen.findByTestId('quota-bar');
    expect(within(bar).getByTestId('quota-text').textContent).toBe('250 MB of 1 GB used');
    expect(within(bar).queryByTestId('trial-notice')).toBeNull();
    await click(within(bar).getByTestId('quota-request-more'));
    expect((await screen.findByTestId('quota-requested')).textContent).toContain('More storage requested');
    expect(screen.queryByTestId('quota-request-more')).toBeNull();
    expect(callsTo(http, 'POST', '/api/user/quota/request-more')).toHaveLength(1);
  });

  it('says until when the Advanced trial runs under the quota, and nothing without one', async () => {
    renderLibrary(
      '/images',
      library({
        'GET /api/user/quota': {
          maxQuota: 10_000_000_000,
          usedQuota: 250_000_000,
          moreRequested: false,
          trialEndsAt: '2099-06-15T12:00:00.000Z',
        },
      }),
    );
    const bar = await screen.findByTestId('quota-bar');
    expect(within(bar).getByTestId('quota-text').textContent).toBe('250 MB of 10 GB used');
    expect(within(bar).getByTestId('trial-notice').textContent).toBe('Advanced trial until June 15, 2099');
  });

  it('keeps the request button and tells the user when asking for more storage fails', async () => {
    const http = library({ 'POST /api/user/quota/request-more': new HttpError(0, 'connection-lost') });
    renderLibrary('/images', http);
    await click(await screen.findByTestId('quota-request-more'));
    expect(
      await screen.findByText("Couldn't connect to the server. Please check your Internet connection."),
    ).toBeTruthy();
    expect(screen.getByTestId('quota-request-more')).toBeTruthy();
    expect(screen.queryByTestId('quota-requested')).toBeNull();
  });

  it('says when the quota cannot be read', async () => {
    renderLibrary('/images', library({ 'GET /api/user/quota': new HttpError(500, 'something-went-wrong') }));
    expect((await screen.findByTestId('quota-error')).textContent).toBe(
      'Error while retrieving quota information.',
    );
  });

  it('reopens the remembered folder and view, and saves a new sort order to the server', async () => {
    const http = library({
      [`GET ${PREFS}`]: {
        folder: 'd-1',
        viewFilter: 'All',
        viewType: 'tiles',
        sortBy: 'name',
        sortOrder: 'asc',
      },
    });
    const router = renderLibrary('/images', http);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/folder/d-1'));
    await waitFor(() => expect(screen.getByTestId('file-list').getAttribute('data-view')).toBe('tiles'));
    const listing = callsTo(http, 'GET', '/api/files').at(-1);
    expect(listing).toBeTruthy();

    fireEvent.click(screen.getByTestId('view-list'));
    await waitFor(() => expect(screen.getByTestId('file-list').getAttribute('data-view')).toBe('list'));
    expect(callsTo(http, 'PUT', PREFS).at(-1)?.body).toMatchObject({
      folder: 'd-1',
      viewType: 'list',
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });

  it('closes a library dialog on browser back and stays on the page', async () => {
    const router = renderLibrary('/images', library());
    await openMenuAction(await fileRow(), 'action-transfer');
    await screen.findByTestId('transfer-dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('transfer-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/images');
    await openMenuAction(await fileRow(), 'action-details');
    await screen.findByTestId('file-details-dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('file-details-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/images');
  });

  it('offers the star and the item menu on tiles too', async () => {
    const http = library({
      [`GET ${PREFS}`]: { viewType: 'tiles' },
      'PATCH /api/files/g-1': { ...grating, favorite: true },
    });
    renderLibrary('/images', http);
    await waitFor(() => expect(screen.getByTestId('file-list').getAttribute('data-view')).toBe('tiles'));
    await click(within(await fileRow()).getByTestId('favorite-toggle'));
    await waitFor(() =>
      expect(callsTo(http, 'PATCH', '/api/files/g-1')[0]?.body).toEqual({ favorite: true }),
    );
    await openMenuAction(await folderRow('Gratings'), 'action-delete');
    expect((await screen.findByTestId('delete-dialog')).textContent).toContain('Delete this folder?');
  });

  it('shows the new actions in Japanese', async () => {
    renderLibrary('/images', library(), 'ja');
    await fileRow();
    expect(screen.getByTestId('new-folder-button').textContent).toBe('新しいフォルダ');
    expect((await screen.findByTestId('quota-text')).textContent).toContain('使用');
  });
});
