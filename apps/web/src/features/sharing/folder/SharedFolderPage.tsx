// /shared-folder/:folderGuid?token=… (spec part 1 §2, §3; issue 14 §6): a shared folder and its
// subfolders, read-only, as a list or tiles, sorted; each file opens in the shared viewer with the
// token carried; a copy of a file or of the whole folder goes to the visitor's library when saving
// is allowed (signed-out visitors sign in first and come back); originals download with the token
// when export is allowed.
import type { FileItem } from '@asperity/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderRounded from '@mui/icons-material/FolderRounded';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardActionArea,
  Container,
  IconButton,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isHttpError } from '../../../app/HttpError.ts';
import { signInRedirect } from '../../../app/router/signInRedirect.ts';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { useSession } from '../../../app/session/useSession.ts';
import { ErrorPanel } from '../../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import { useErrorToast, useToasts } from '../../../components/toasts/index.ts';
import { useDocumentTitle } from '../../../i18n/index.ts';
import { SORT_KEYS, type SortKey, type SortOrder } from '../../library/libraryApi.ts';
import { sharingApi, sharingKeys } from '../sharingApi.ts';
import { NoLongerSharedPage } from '../viewer/NoLongerSharedPage.tsx';
import { PasswordPrompt } from '../viewer/PasswordPrompt.tsx';
import { sharedPreviewUrl } from '../viewer/sharedPreviewUrl.ts';
import { sharedExportUrl, sharedFolderFileHref, sharedSubfolderHref } from './sharedFolderLinks.ts';

type ViewType = 'list' | 'tiles';

export function SharedFolderPage() {
  const { folderGuid = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  if (!folderGuid || !token) return <NoLongerSharedPage kind="folder" />;
  return <SharedFolder folderGuid={folderGuid} token={token} />;
}

function SharedFolder({ folderGuid, token }: { folderGuid: string; token: string }) {
  const intl = useIntl();
  const http = useHttpClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  const [viewType, setViewType] = useState<ViewType>('list');
  const [sortBy, setSortBy] = useState<SortKey>('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const [busy, setBusy] = useState(false);

  const folder = useQuery({
    queryKey: [...sharingKeys.sharedFolder(folderGuid, token), session.user?.uid ?? 'signed-out'],
    queryFn: ({ signal }) => sharingApi.sharedFolder(http, folderGuid, token, signal),
    retry: false,
  });
  const listingQuery = { folderGuid, token, sortBy, sortOrder };
  const listing = useQuery({
    queryKey: sharingKeys.sharedFolderListing(listingQuery),
    queryFn: ({ signal }) => sharingApi.sharedFolderListing(http, listingQuery, signal),
    retry: false,
    enabled: folder.isSuccess,
  });
  useDocumentTitle(folder.data?.folder.name);

  const failure = folder.error ?? listing.error;
  if (failure) {
    if (isHttpError(failure) && failure.status === 404) return <NoLongerSharedPage kind="folder" />;
    if (isHttpError(failure) && failure.errorCode === 'share-password-required')
      return (
        <PasswordPrompt
          unlock={(password) => sharingApi.folderUnlock(http, folderGuid, token, password)}
          onUnlocked={() => void folder.refetch()}
        />
      );
    return <ErrorPanel error={failure} />;
  }
  if (!folder.data || !listing.data) return <ProgressIndicator block />;

  const { permissions, ownerName } = folder.data;
  const { files, folders, breadcrumbs } = listing.data;
  const name = folder.data.folder.name;

  const saveCopy = async (items: { files: string[]; folders: string[] }) => {
    if (session.status !== 'signed-in') {
      await navigate(signInRedirect(location));
      return;
    }
    setBusy(true);
    try {
      await sharingApi.folderCopy(http, folderGuid, { token, ...items });
      addToast('sharing.viewer.saved', { tag: 'sharing-saved', data: { type: 'success' } });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const fileActions = (file: FileItem) => (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {permissions.allowSaving && (
        <Tooltip title={intl.formatMessage({ id: 'sharing.folder.saveFile' }, { name: file.name })}>
          <span>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'sharing.folder.saveFile' }, { name: file.name })}
              onClick={(event) => {
                event.stopPropagation();
                void saveCopy({ files: [file.guid], folders: [] });
              }}
              data-testid="shared-folder-save-file"
            >
              <LibraryAddOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {permissions.allowOriginalFileExport && (
        <Tooltip title={intl.formatMessage({ id: 'sharing.folder.downloadFile' }, { name: file.name })}>
          <IconButton
            size="small"
            component="a"
            href={sharedExportUrl({ files: [file.guid] }, folderGuid, token)}
            download
            aria-label={intl.formatMessage({ id: 'sharing.folder.downloadFile' }, { name: file.name })}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
          >
            <FileDownloadOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  const dateOf = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="shared-folder-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <FolderRounded color="primary" />
        <Typography
          variant="h5"
          component="h1"
          sx={{ flex: 1, overflowWrap: 'anywhere' }}
          data-testid="shared-folder-name"
        >
          {name}
        </Typography>
        {permissions.allowSaving && (
          <Button
            startIcon={<LibraryAddOutlined />}
            disabled={busy}
            onClick={() => void saveCopy({ files: [], folders: [folderGuid] })}
            data-testid="shared-folder-save-all"
          >
            <FormattedMessage
              id={session.status === 'signed-in' ? 'sharing.folder.saveAll' : 'sharing.viewer.saveCopySignIn'}
            />
          </Button>
        )}
        {permissions.allowOriginalFileExport && (
          <Button
            startIcon={<FileDownloadOutlined />}
            href={sharedExportUrl({ folders: [folderGuid] }, folderGuid, token, name)}
            download
          >
            <FormattedMessage id="sharing.folder.download" />
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="sharing.viewer.sharedBy" values={{ owner: ownerName }} />
      </Typography>
      {breadcrumbs.length > 1 && (
        <Breadcrumbs sx={{ mb: 2 }} data-testid="shared-folder-breadcrumbs">
          {breadcrumbs.map((crumb, index) =>
            index === breadcrumbs.length - 1 ? (
              <Typography key={crumb.guid} color="text.primary">
                {crumb.name}
              </Typography>
            ) : (
              <Link key={crumb.guid} component={RouterLink} to={sharedSubfolderHref(crumb.guid, token)}>
                {crumb.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'library.sort.label' })}
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value as SortKey)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'shared-folder-sort' } }}
        >
          {SORT_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              <FormattedMessage id={`library.sort.${key}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'sharing.folder.order' })}
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value as SortOrder)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="asc">
            <FormattedMessage id="library.sort.asc" />
          </MenuItem>
          <MenuItem value="desc">
            <FormattedMessage id="library.sort.desc" />
          </MenuItem>
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={viewType}
          onChange={(_, value: ViewType | null) => value && setViewType(value)}
          aria-label={intl.formatMessage({ id: 'library.view.label' })}
        >
          <ToggleButton value="list" data-testid="shared-folder-view-list">
            <FormattedMessage id="library.view.list" />
          </ToggleButton>
          <ToggleButton value="tiles" data-testid="shared-folder-view-tiles">
            <FormattedMessage id="library.view.tiles" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {files.length === 0 && folders.length === 0 && (
        <Typography color="text.secondary" data-testid="shared-folder-empty">
          <FormattedMessage id="sharing.folder.empty" />
        </Typography>
      )}

      {viewType === 'list' && (files.length > 0 || folders.length > 0) && (
        <Paper variant="outlined" data-testid="shared-folder-list" data-view="list">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="library.column.name" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="library.column.modified" />
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {folders.map((sub) => (
                <TableRow key={sub.guid} hover data-testid="shared-folder-item" data-name={sub.name}>
                  <TableCell colSpan={3}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <FolderRounded color="primary" fontSize="small" />
                      <Link component={RouterLink} to={sharedSubfolderHref(sub.guid, token)}>
                        {sub.name}
                      </Link>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {files.map((file) => (
                <TableRow key={file.guid} hover data-testid="shared-file-item" data-name={file.name}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box
                        component="img"
                        alt=""
                        loading="lazy"
                        src={sharedPreviewUrl(
                          { kind: 'folder', fileGuid: file.guid, folderGuid, token },
                          { width: 28, height: 28 },
                          '3d',
                          1,
                          file.modifiedAt,
                        )}
                        sx={{ width: 28, height: 28, objectFit: 'contain' }}
                      />
                      <Link
                        component={RouterLink}
                        to={sharedFolderFileHref(file, folderGuid, token)}
                        data-testid="shared-file-link"
                      >
                        {file.name}
                      </Link>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    {dateOf(file.modifiedAt)}
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    {fileActions(file)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}

      {viewType === 'tiles' && (
        <Box
          data-testid="shared-folder-list"
          data-view="tiles"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {folders.map((sub) => (
            <Card key={sub.guid} variant="outlined" data-testid="shared-folder-item" data-name={sub.name}>
              <CardActionArea
                component={RouterLink}
                to={sharedSubfolderHref(sub.guid, token)}
                sx={{ p: 2, display: 'flex', gap: 1, justifyContent: 'flex-start' }}
              >
                <FolderRounded color="primary" />
                <Typography variant="subtitle2" noWrap>
                  {sub.name}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
          {files.map((file) => (
            <Card key={file.guid} variant="outlined" data-testid="shared-file-item" data-name={file.name}>
              <CardActionArea component={RouterLink} to={sharedFolderFileHref(file, folderGuid, token)}>
                <Box
                  component="img"
                  alt={file.name}
                  loading="lazy"
                  src={sharedPreviewUrl(
                    { kind: 'folder', fileGuid: file.guid, folderGuid, token },
                    { width: 320, height: 180 },
                    '3d',
                    window.devicePixelRatio || 1,
                    file.modifiedAt,
                  )}
                  sx={{
                    width: '100%',
                    aspectRatio: '16 / 9',
                    objectFit: 'contain',
                    bgcolor: 'grey.100',
                    display: 'block',
                  }}
                />
                <Box sx={{ p: 1.5 }}>
                  <Typography variant="subtitle2" noWrap title={file.name}>
                    {file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dateOf(file.modifiedAt)}
                  </Typography>
                </Box>
              </CardActionArea>
              <Box sx={{ px: 1, pb: 1 }}>{fileActions(file)}</Box>
            </Card>
          ))}
        </Box>
      )}
    </Container>
  );
}
