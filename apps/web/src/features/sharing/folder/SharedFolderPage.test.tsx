import type { FileItem, FileList, SharedFolder } from '@asperity/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../app/http.ts';
import { fakeHttp, signedOut } from '../../../test/fakeHttp.ts';
import { renderApp } from '../../../test/render.tsx';

const TOKEN = 'TokenTokenTokenToken00';

const folderOf = (guid: string, name: string) => ({
  guid,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastOpenedAt: null,
  modifiedAt: '2026-01-01T00:00:00.000Z',
  parentFolderGuid: null,
  token: null,
  hashedGuid: null,
  allowSaving: false,
  allowEditing: false,
  allowOriginalFileExport: false,
});

const fileOf = (guid: string, name: string, modifiedAt: string): FileItem => ({
  guid,
  name,
  createdAt: modifiedAt,
  modifiedAt,
  lastOpenedAt: null,
  parentFolderGuid: 'd-1',
  favorite: false,
  shared: false,
  twoD: false,
  format: 'x3p',
  size: 10,
  sourceSize: 10,
  channels: [],
  warnings: [],
});

function api(permissions: SharedFolder['permissions']) {
  const listings: Array<Record<string, unknown>> = [];
  const http = fakeHttp({
    'GET /api/user/me': signedOut(),
    'GET /api/shared-folders/d-1': (): SharedFolder => ({
      folder: folderOf('d-1', 'Wafers'),
      permissions,
      ownerName: 'ada',
      isOwner: false,
      expiresAt: null,
    }),
    'GET /api/files': (options?: RequestOptions): FileList => {
      listings.push({ ...options?.query });
      return {
        files: [
          fileOf('g-1', 'a.x3p', '2026-01-03T00:00:00.000Z'),
          fileOf('g-2', 'b.x3p', '2026-01-02T00:00:00.000Z'),
        ],
        folders: [folderOf('d-2', 'Batch 2')],
        breadcrumbs: [{ guid: 'd-1', name: 'Wafers' }],
        parent: folderOf('d-1', 'Wafers'),
        allowSaving: false,
      };
    },
  });
  return { http, listings };
}

describe('the shared folder page /shared-folder/:folderGuid?token=…', () => {
  it('lists the folder read-only with the token carried into subfolders, files and the listing call', async () => {
    const { http, listings } = api({
      allowEditing: false,
      allowSaving: false,
      allowOriginalFileExport: false,
    });
    renderApp(`/shared-folder/d-1?token=${TOKEN}`, { http });
    expect((await screen.findByTestId('shared-folder-name')).textContent).toBe('Wafers');
    expect(screen.getByText('Shared by ada')).toBeTruthy();
    expect(listings[0]).toMatchObject({ folderGuid: 'd-1', token: TOKEN, sortBy: 'name', sortOrder: 'asc' });

    const sub = screen.getByRole('link', { name: 'Batch 2' });
    expect(sub.getAttribute('href')).toBe(`/shared-folder/d-2?token=${TOKEN}`);
    const file = screen.getByRole('link', { name: 'a.x3p' });
    expect(file.getAttribute('href')).toBe(`/s/g-1?token=${TOKEN}&folderGuid=d-1`);
    // Nothing allowed but reading: no save or download buttons.
    expect(screen.queryByTestId('shared-folder-save-all')).toBeNull();
    expect(screen.queryByTestId('shared-folder-save-file')).toBeNull();
    expect(screen.queryByText('Download originals')).toBeNull();

    fireEvent.click(screen.getByTestId('shared-folder-view-tiles'));
    const tiles = await screen.findByTestId('shared-folder-list');
    expect(tiles.getAttribute('data-view')).toBe('tiles');
    expect(
      within(tiles)
        .getAllByTestId('shared-file-item')
        .map((item) => item.getAttribute('data-name')),
    ).toEqual(['a.x3p', 'b.x3p']);
  });

  it('offers saving and downloads with the token when the link allows them', async () => {
    const { http } = api({ allowEditing: false, allowSaving: true, allowOriginalFileExport: true });
    renderApp(`/shared-folder/d-1?token=${TOKEN}`, { http });
    expect((await screen.findByTestId('shared-folder-save-all')).textContent).toBe('Sign in to save a copy');
    expect(screen.getAllByTestId('shared-folder-save-file')).toHaveLength(2);
    const download = screen.getByRole('link', { name: 'Download the original of a.x3p' });
    expect(download.getAttribute('href')).toBe(
      `/api/file/export?files%5B0%5D=g-1&format=original&token=${TOKEN}&parentFolderId=d-1`,
    );
  });

  it('says a wrong or removed token is no longer shared', async () => {
    renderApp(`/shared-folder/d-1?token=${TOKEN}`, { http: fakeHttp({ 'GET /api/user/me': signedOut() }) });
    expect((await screen.findByTestId('no-longer-shared')).textContent).toContain(
      'This folder is no longer shared',
    );
  });
});
