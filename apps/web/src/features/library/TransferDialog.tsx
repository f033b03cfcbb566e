// The spec's copy/move dialog (part 1 §2, §5): copy or move, a destination picked in a folder tree
// (each folder's subfolders load when it is opened), the server's answer shown in the dialog. A
// destination that is one of the moved folders or lies inside one is refused before asking
// (destination-subfolder-of-source); the server's same code is shown too.
import { errorMessageId } from '@asperity/contract';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItemButton,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DialogProps } from '../../components/dialogs/index.ts';
import { failureMessageId } from '../../components/toasts/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { libraryApi, LIBRARY_QUERY_KEY, type TransferItems, type TransferMode } from './libraryApi.ts';

export interface TransferDialogParameters {
  readonly name: string;
  readonly items: TransferItems;
  readonly mode?: TransferMode;
  readonly onTransfer: (mode: TransferMode, destinationFolderGuid: string | null) => Promise<void>;
}

interface Destination {
  readonly guid: string | null;
  /** The folder and its ancestors, for the subfolder-of-source check. */
  readonly path: readonly string[];
}

interface NodeProps {
  readonly guid: string | null;
  readonly name: string;
  readonly depth: number;
  readonly path: readonly string[];
  readonly selected: string | null | undefined;
  readonly onSelect: (destination: Destination) => void;
}

function FolderNode({ guid, name, depth, path, selected, onSelect }: NodeProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const [open, setOpen] = useState(guid === null);
  const children = useQuery({
    queryKey: [...LIBRARY_QUERY_KEY, 'tree', guid],
    queryFn: ({ signal }) =>
      libraryApi.list(
        http,
        { folderGuid: guid, viewFilter: 'All', sortBy: 'name', sortOrder: 'asc' },
        signal,
      ),
    enabled: open,
  });
  const ownPath = guid === null ? path : [...path, guid];
  const folders = children.data?.folders ?? [];
  const leaf = children.isSuccess && folders.length === 0;
  return (
    <>
      <ListItemButton
        selected={selected === guid}
        onClick={() => onSelect({ guid, path: ownPath })}
        sx={{ pl: 0.5 + depth * 2.5, py: 0.25, borderRadius: 1 }}
        data-testid="tree-folder"
        data-name={name}
      >
        <IconButton
          size="small"
          disabled={leaf}
          aria-label={intl.formatMessage(
            { id: open ? 'library.tree.collapse' : 'library.tree.expand' },
            { name },
          )}
          aria-expanded={open}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
          data-testid="tree-toggle"
          sx={{ visibility: leaf ? 'hidden' : 'visible' }}
        >
          {open ? <ExpandMoreRounded fontSize="small" /> : <ChevronRightRounded fontSize="small" />}
        </IconButton>
        <FolderRounded color="primary" fontSize="small" sx={{ mx: 1 }} />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
        {open && children.isFetching && <CircularProgress size={14} sx={{ ml: 1 }} />}
      </ListItemButton>
      {open &&
        folders.map((folder) => (
          <FolderNode
            key={folder.guid}
            guid={folder.guid}
            name={folder.name}
            depth={depth + 1}
            path={ownPath}
            selected={selected}
            onSelect={onSelect}
          />
        ))}
    </>
  );
}

export default function TransferDialog({ parameters, close }: DialogProps<TransferDialogParameters, true>) {
  const intl = useIntl();
  const [mode, setMode] = useState<TransferMode>(parameters.mode ?? 'move');
  const [destination, setDestination] = useState<Destination | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const insideSource =
    destination !== undefined && destination.path.some((guid) => parameters.items.folders.includes(guid));
  const problem = insideSource ? errorMessageId('destination-subfolder-of-source') : failure;

  const confirm = async () => {
    if (!destination || insideSource) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await parameters.onTransfer(mode, destination.guid);
      close(true);
    } catch (error) {
      setFailure(failureMessageId(error));
      setBusy(false);
    }
  };

  return (
    <div data-testid="transfer-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="library.transfer.title" values={{ name: parameters.name }} />
      </DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, value: TransferMode | null) => value && setMode(value)}
          sx={{ mb: 1.5 }}
        >
          <ToggleButton value="move" data-testid="transfer-mode-move">
            <FormattedMessage id="library.transfer.move" />
          </ToggleButton>
          <ToggleButton value="copy" data-testid="transfer-mode-copy">
            <FormattedMessage id="library.transfer.copy" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Box
          role="tree"
          aria-label={intl.formatMessage({ id: 'library.transfer.destination' })}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 0.5,
            maxHeight: 320,
            overflowY: 'auto',
          }}
          data-testid="folder-tree"
        >
          <FolderNode
            guid={null}
            name={intl.formatMessage({ id: 'library.root' })}
            depth={0}
            path={[]}
            selected={destination?.guid}
            onSelect={(next) => {
              setDestination(next);
              setFailure(undefined);
            }}
          />
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="transfer-error">
            <FormattedMessage id={problem} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} disabled={busy} data-testid="dialog-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={!destination || insideSource}
          onClick={() => void confirm()}
          data-testid="transfer-confirm"
        >
          <FormattedMessage id={mode === 'copy' ? 'library.transfer.copy' : 'library.transfer.move'} />
        </Button>
      </DialogActions>
    </div>
  );
}
