// Chooses another surface of the user's library for an operator's `…FileGuid(s)` parameter (stitch,
// subtract, a measured tip): the folders of GET /api/files to walk through and their height files.
// 2D pictures and the file being edited are not offered — the operators need other height maps.
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../../app/session/index.ts';
import { failureMessageId } from '../../../components/toasts/useErrorToast.ts';
import { historyApi } from './historyApi.ts';

export interface PickedFile {
  readonly guid: string;
  readonly name: string;
}

export interface FilePickerDialogProps {
  readonly open: boolean;
  /** The file in the editor: not a choice. */
  readonly excludeGuid: string;
  readonly onPick: (file: PickedFile) => void;
  readonly onClose: () => void;
}

interface Folder {
  readonly guid: string;
  readonly name: string;
}

export function FilePickerDialog({ open, excludeGuid, onPick, onClose }: FilePickerDialogProps) {
  const http = useHttpClient();
  // The folders walked into, from the library root down.
  const [path, setPath] = useState<readonly Folder[]>([]);
  const folderGuid = path.at(-1)?.guid ?? null;
  const listing = useQuery({
    queryKey: ['editor', 'operators', 'file-picker', folderGuid],
    queryFn: ({ signal }) => historyApi.listFolder(http, folderGuid, signal),
    enabled: open,
  });
  const files = (listing.data?.files ?? []).filter((file) => !file.twoD && file.guid !== excludeGuid);
  const folders: readonly Folder[] = listing.data?.folders ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="file-picker">
      <DialogTitle>
        <FormattedMessage id="editor.operators.files.pick" />
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <Typography variant="body2" color="text.secondary" data-testid="file-picker-folder">
          {path.length === 0 ? (
            <FormattedMessage id="editor.operators.files.library" />
          ) : (
            path.map((folder) => folder.name).join(' / ')
          )}
        </Typography>
        {listing.isPending && <CircularProgress size={24} sx={{ mt: 2 }} />}
        {listing.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            <FormattedMessage id={failureMessageId(listing.error)} />
          </Alert>
        )}
        {listing.isSuccess && (
          <List dense>
            {path.length > 0 && (
              <ListItemButton onClick={() => setPath(path.slice(0, -1))} data-testid="file-picker-up">
                <ListItemIcon>
                  <ArrowUpward fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={<FormattedMessage id="editor.operators.files.up" />} />
              </ListItemButton>
            )}
            {folders.map((folder) => (
              <ListItemButton
                key={folder.guid}
                onClick={() => setPath([...path, folder])}
                data-testid="file-picker-folder-item"
              >
                <ListItemIcon>
                  <FolderOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={folder.name} />
              </ListItemButton>
            ))}
            {files.map((file) => (
              <ListItemButton
                key={file.guid}
                onClick={() => onPick({ guid: file.guid, name: file.name })}
                data-testid="file-picker-file"
                data-name={file.name}
              >
                <ListItemIcon>
                  <InsertDriveFileOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={file.name} />
              </ListItemButton>
            ))}
            {files.length === 0 && folders.length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <FormattedMessage id="editor.operators.files.none" />
              </Typography>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
