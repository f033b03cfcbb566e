import type { FolderShare } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../../app/http.ts';
import { fakeHttp, signedOut } from '../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ShareFolderDialog from './ShareFolderDialog.tsx';

const TOKEN = 'TokenTokenTokenToken00';

function api(start: FolderShare | null) {
  let current = start;
  return fakeHttp({
    'GET /api/user/me': signedOut(),
    'PUT /api/folders/d-1/share': (options?: RequestOptions) => {
      current = {
        token: TOKEN,
        hashedGuid: 'h-1',
        url: `http://asperity.example/shared-folder/d-1?token=${TOKEN}`,
        allowEditing: false,
        allowSaving: false,
        allowOriginalFileExport: false,
        expiresAt: null,
        hasPassword: false,
        ...(current ?? {}),
        ...(options?.body as Partial<FolderShare>),
      };
      return current;
    },
    'DELETE /api/folders/d-1/share': () => {
      current = null;
      return undefined;
    },
  });
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('the share folder dialog (spec part 1 §4 "Sharing a folder")', () => {
  it('creates a link with its token, applies the permission rule, and removes it', async () => {
    const http = api(null);
    renderWithProviders(
      <ShareFolderDialog
        parameters={{ folder: { guid: 'd-1', name: 'Wafers', token: null } }}
        close={vi.fn()}
      />,
      { http },
    );
    expect(screen.getByText('Share “Wafers”')).toBeTruthy();
    fireEvent.click(screen.getByTestId('share-folder-create'));
    await screen.findByTestId('share-folder-form');
    expect(input('share-folder-link').value).toBe(`http://asperity.example/shared-folder/d-1?token=${TOKEN}`);
    expect(input('share-allowOriginalFileExport').disabled).toBe(true);
    fireEvent.click(input('share-allowSaving'));
    await waitFor(() => expect(input('share-allowOriginalFileExport').disabled).toBe(false));
    expect(http.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      allowEditing: false,
      allowSaving: true,
      allowOriginalFileExport: false,
    });
    fireEvent.click(screen.getByTestId('share-folder-remove'));
    await screen.findByTestId('share-folder-create');
  });

  it('reads an existing link when it opens', async () => {
    const http = api({
      token: TOKEN,
      hashedGuid: 'h-1',
      url: `http://asperity.example/shared-folder/d-1?token=${TOKEN}`,
      allowEditing: false,
      allowSaving: true,
      allowOriginalFileExport: true,
      expiresAt: null,
      hasPassword: true,
    });
    renderWithProviders(
      <ShareFolderDialog
        parameters={{ folder: { guid: 'd-1', name: 'Wafers', token: TOKEN } }}
        close={vi.fn()}
      />,
      { http },
    );
    await screen.findByTestId('share-folder-form');
    expect(input('share-allowOriginalFileExport').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove password' })).toBeTruthy();
    expect(http.calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });
});
