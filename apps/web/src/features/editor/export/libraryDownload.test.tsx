import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dialogRegistry } from '../../../app/dialogRegistry.ts';
import { DialogProvider } from '../../../components/dialogs/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MoreActionsButton, type LibraryActions } from '../../library/ItemActions.tsx';
import { libraryDownload } from './libraryDownload.ts';

const noActions: LibraryActions = {
  onDelete: () => undefined,
  onRename: () => undefined,
  onTransfer: () => undefined,
  onDetails: () => undefined,
  onFavorite: () => undefined,
};

describe('libraryDownload', () => {
  it('names a file or a whole folder', () => {
    expect(libraryDownload({ kind: 'file', file: { guid: 'f', name: 'a.sur' } })).toEqual({
      target: { kind: 'library', files: ['f'], folders: [], label: 'a.sur' },
    });
    expect(libraryDownload({ kind: 'folder', folder: { guid: 'd', name: 'Project' } })).toEqual({
      target: { kind: 'library', files: [], folders: ['d'], label: 'Project' },
    });
  });

  it("opens the download dialog from the library item's menu", async () => {
    renderWithProviders(
      <MemoryRouter>
        <DialogProvider registry={dialogRegistry}>
          <MoreActionsButton
            item={{ kind: 'folder', folder: { guid: 'd', name: 'Project' } }}
            actions={noActions}
          />
        </DialogProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('item-more'));
    fireEvent.click(screen.getByTestId('action-download'));
    const dialog = await screen.findByTestId('download-dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Download Project');
    expect(dialog.textContent).toContain('downloaded as a zip keeping the folders');
  });
});
