// The list view: a table on wide screens, a two-line list in mobile view (≤ 800 px).
import type { FileItem } from '@asperity/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import {
  Box,
  Chip,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMobileView } from '../../app/useMobileView.ts';
import { fileHref, folderHref } from './fileLinks.ts';
import { FilePreview } from './FilePreview.tsx';
import { useFileFacts } from './FileFacts.tsx';
import { ImportWarningBadge } from './ImportWarnings.tsx';
import { FavoriteButton, MoreActionsButton, type LibraryActions } from './ItemActions.tsx';
import type { LibraryFolder } from './libraryApi.ts';
import { SharedBadge } from '../sharing/SharedBadge.tsx';

export interface FileViewProps {
  readonly files: readonly FileItem[];
  readonly folders: readonly LibraryFolder[];
  readonly actions: LibraryActions;
}

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function DeleteButton({ file, onDelete }: { file: FileItem; onDelete: (file: FileItem) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'library.delete' });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={`${label}: ${file.name}`}
        data-testid="delete-file"
        onClick={(event) => {
          event.stopPropagation();
          onDelete(file);
        }}
      >
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function TwoDChip() {
  return (
    <Chip
      size="small"
      label={<FormattedMessage id="library.file.twoD" />}
      sx={{ height: 20, fontSize: 11 }}
    />
  );
}

/** Star, delete and the more menu of a file, side by side. */
export function FileActions({ file, actions }: { file: FileItem; actions: LibraryActions }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      <FavoriteButton file={file} actions={actions} />
      <DeleteButton file={file} onDelete={(item) => actions.onDelete({ kind: 'file', file: item })} />
      <MoreActionsButton item={{ kind: 'file', file }} actions={actions} />
    </Box>
  );
}

export function FileListView({ files, folders, actions }: FileViewProps) {
  const mobile = useMobileView();
  const facts = useFileFacts();
  const navigate = useNavigate();
  const intl = useIntl();

  if (mobile) {
    return (
      <Paper variant="outlined" data-testid="file-list" data-view="list">
        <List disablePadding>
          {folders.map((folder) => (
            <ListItem
              key={folder.guid}
              disablePadding
              divider
              data-testid="folder-item"
              data-name={folder.name}
              secondaryAction={<MoreActionsButton item={{ kind: 'folder', folder }} actions={actions} />}
            >
              <ListItemButton component={RouterLink} to={folderHref(folder.guid)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <FolderRounded color="primary" />
                </ListItemIcon>
                <ListItemText primary={folder.name} secondary={<FormattedMessage id="library.folder" />} />
                {folder.token && <SharedBadge kind="folder" />}
              </ListItemButton>
            </ListItem>
          ))}
          {files.map((file) => {
            const f = facts(file);
            return (
              <ListItem
                key={file.guid}
                disablePadding
                divider
                data-testid="file-item"
                data-name={file.name}
                secondaryAction={<FileActions file={file} actions={actions} />}
              >
                <ListItemButton component={RouterLink} to={fileHref(file)} sx={{ pr: 15 }}>
                  <ListItemIcon sx={{ minWidth: 48 }}>
                    <FilePreview file={file} size="thumbnail" width={36} height={36} />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                        <Box
                          component="span"
                          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                        >
                          {file.name}
                        </Box>
                        {file.shared && <SharedBadge kind="file" />}
                        <ImportWarningBadge warnings={f.warnings} />
                      </Box>
                    }
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }} data-testid="file-size">
                          {f.format} · {f.size} · {f.grid} · {f.pixelSize}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                          {f.modified}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    );
  }

  const header = (id: string, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sx={{ whiteSpace: 'nowrap' }}>
      <FormattedMessage id={id} />
    </TableCell>
  );

  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="file-list" data-view="list">
      <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: '#fafbfd' } }}>
        <TableHead>
          <TableRow>
            {header('library.column.name')}
            {header('library.column.format')}
            {header('library.column.size', 'right')}
            {header('library.column.grid', 'right')}
            {header('library.column.pixelSize', 'right')}
            {header('library.column.modified')}
            <TableCell align="right">
              <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
                <FormattedMessage id="library.column.actions" />
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((folder) => (
            <TableRow
              key={folder.guid}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(folderHref(folder.guid))}
              data-testid="folder-item"
              data-name={folder.name}
            >
              <TableCell colSpan={6}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                  <FolderRounded color="primary" fontSize="small" />
                  <Link
                    component={RouterLink}
                    to={folderHref(folder.guid)}
                    color="inherit"
                    sx={{ fontWeight: 500 }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {folder.name}
                  </Link>
                  {folder.token && <SharedBadge kind="folder" />}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <MoreActionsButton item={{ kind: 'folder', folder }} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
          {files.map((file) => {
            const f = facts(file);
            return (
              <TableRow
                key={file.guid}
                hover
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                onClick={() => void navigate(fileHref(file))}
                data-testid="file-item"
                data-name={file.name}
              >
                <TableCell sx={{ maxWidth: 360 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
                    <Box sx={{ flex: 'none' }}>
                      <FilePreview file={file} size="thumbnail" width={28} height={28} />
                    </Box>
                    <Link
                      component={RouterLink}
                      to={fileHref(file)}
                      color="inherit"
                      title={intl.formatMessage({ id: 'library.open' }, { name: file.name })}
                      sx={{
                        fontWeight: 500,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                      onClick={(event) => event.stopPropagation()}
                      data-testid="file-name"
                    >
                      {file.name}
                    </Link>
                    {file.twoD && <TwoDChip />}
                    {file.shared && <SharedBadge kind="file" />}
                    <ImportWarningBadge warnings={f.warnings} />
                  </Box>
                </TableCell>
                <TableCell title={file.format}>
                  <Box
                    component="span"
                    sx={{
                      fontSize: 12,
                      fontWeight: 600,
                      letterSpacing: '0.03em',
                      color: 'text.secondary',
                    }}
                  >
                    {f.format}
                  </Box>
                </TableCell>
                <TableCell
                  sx={numeric}
                  title={f.sizeParts}
                  data-testid="file-size"
                  data-bytes={file.sourceSize + file.size}
                >
                  {f.size}
                </TableCell>
                <TableCell sx={numeric}>{f.grid}</TableCell>
                <TableCell sx={numeric}>{f.pixelSize}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{f.modified}</TableCell>
                <TableCell align="right" sx={{ width: 120, py: 0 }}>
                  <FileActions file={file} actions={actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
