// The per-item controls of both views: the favourite star of a file and the "more" menu (details,
// rename, copy/move, delete) of a file or folder. The page supplies what each action does.
import type { FileItem } from '@asperity/contract';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../components/dialogs/index.ts';
import { DOWNLOAD_DIALOG } from '../editor/export/downloadDialog.ts';
import { libraryDownload } from '../editor/export/libraryDownload.ts';
import type { LibraryFolder } from './libraryApi.ts';
import { SHARE_FOLDER_DIALOG } from '../sharing/sharingDialogs.ts';

export type LibraryItem = { kind: 'file'; file: FileItem } | { kind: 'folder'; folder: LibraryFolder };

export interface LibraryActions {
  readonly onDelete: (item: LibraryItem) => void;
  readonly onRename: (item: LibraryItem) => void;
  readonly onTransfer: (item: LibraryItem) => void;
  readonly onDetails: (file: FileItem) => void;
  readonly onFavorite: (file: FileItem) => void;
}

const stop = (event: MouseEvent) => {
  event.stopPropagation();
  event.preventDefault();
};

export function FavoriteButton({ file, actions }: { file: FileItem; actions: LibraryActions }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: file.favorite ? 'library.favorite.remove' : 'library.favorite.add' },
    { name: file.name },
  );
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={file.favorite}
        data-testid="favorite-toggle"
        data-favorite={file.favorite}
        onClick={(event) => {
          stop(event);
          actions.onFavorite(file);
        }}
      >
        {file.favorite ? (
          <StarRounded fontSize="small" sx={{ color: '#e0a100' }} />
        ) : (
          <StarBorderRounded fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}

export function MoreActionsButton({ item, actions }: { item: LibraryItem; actions: LibraryActions }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { openDialog } = useDialogs();
  const name = item.kind === 'file' ? item.file.name : item.folder.name;
  const run = (action: () => void) => (event: MouseEvent) => {
    stop(event);
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'library.more' }, { name })}
        aria-haspopup="menu"
        data-testid="item-more"
        onClick={(event) => {
          stop(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        data-testid="item-menu"
      >
        {item.kind === 'file' && (
          <MenuItem onClick={run(() => actions.onDetails(item.file))} data-testid="action-details">
            <FormattedMessage id="library.action.details" />
          </MenuItem>
        )}
        <MenuItem
          onClick={run(() =>
            item.kind === 'file'
              ? actions.onDetails(item.file)
              : void openDialog(SHARE_FOLDER_DIALOG, { folder: item.folder }),
          )}
          data-testid="action-share"
        >
          <FormattedMessage id="sharing.action.share" />
        </MenuItem>
        <MenuItem
          onClick={run(() => void openDialog(DOWNLOAD_DIALOG, libraryDownload(item)))}
          data-testid="action-download"
        >
          <FormattedMessage id="export.download" />
        </MenuItem>
        <MenuItem onClick={run(() => actions.onRename(item))} data-testid="action-rename">
          <FormattedMessage id="library.action.rename" />
        </MenuItem>
        <MenuItem onClick={run(() => actions.onTransfer(item))} data-testid="action-transfer">
          <FormattedMessage id="library.action.transfer" />
        </MenuItem>
        <MenuItem onClick={run(() => actions.onDelete(item))} data-testid="action-delete">
          <FormattedMessage id="library.delete" />
        </MenuItem>
      </Menu>
    </>
  );
}
