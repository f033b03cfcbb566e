// /images, /images/folder/:folderGuid and /images/viewFilter/:viewFilter (spec part 1 §2–§4): the
// own library as a list or tiles, uploads by button or drop with the queue panel, and delete with
// a confirmation. Files open in the editor (/image/{guid}).
import type { FileItem } from '@asperity/contract';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Link,
  MenuItem,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { failureMessageId } from '../../components/toasts/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { useMobileView } from '../../app/useMobileView.ts';
import { DELETE_DIALOG } from './deleteFileDialog.ts';
import type { DeleteFileDialogParameters } from './DeleteFileDialog.tsx';
import { EmptyLibrary } from './EmptyLibrary.tsx';
import { libraryHref } from './fileLinks.ts';
import { FileListView } from './FileListView.tsx';
import { FileTilesView } from './FileTilesView.tsx';
import {
  LIBRARY_QUERY_KEY,
  libraryApi,
  listingQueryKey,
  SORT_KEYS,
  VIEW_FILTERS,
  type ListingQuery,
  type SortKey,
  type ViewFilter,
} from './libraryApi.ts';
import { filterFiles, sortFiles, sortFolders } from './listing.ts';
import { UploadQueuePanel } from './UploadQueuePanel.tsx';
import { useFileDrop } from './useFileDrop.ts';
import { useUploadQueue } from './useUploadQueue.ts';
import { useViewPreferences, type ViewType } from './useViewPreferences.ts';

const asViewFilter = (value: string | undefined): ViewFilter =>
  VIEW_FILTERS.find((filter) => filter === value) ?? 'All';

export function LibraryPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const mobile = useMobileView();
  const { openDialog } = useDialogs();
  const params = useParams();
  const folderGuid = params.folderGuid ?? null;
  const viewFilter = asViewFilter(params.viewFilter);
  const [preferences, setPreferences] = useViewPreferences();
  const { queue, items } = useUploadQueue();
  const input = useRef<HTMLInputElement>(null);

  const query: ListingQuery = {
    folderGuid,
    viewFilter,
    sortBy: preferences.sortBy,
    sortOrder: preferences.sortOrder,
  };
  const listing = useQuery({
    queryKey: listingQueryKey(query),
    queryFn: ({ signal }) => libraryApi.list(http, query, signal),
    placeholderData: keepPreviousData,
  });

  const upload = (files: File[]) => queue.add(files, folderGuid);
  const { dragging, handlers } = useFileDrop(upload);

  // Closing the tab would end the uploads; ask first (spec part 1 §2 leave confirmation).
  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const confirmDelete = (file: FileItem) => {
    const parameters: DeleteFileDialogParameters = {
      name: file.name,
      onConfirm: async () => {
        await libraryApi.deleteFile(http, file.guid);
        await queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
      },
    };
    void openDialog(DELETE_DIALOG, parameters);
  };

  const data = listing.data;
  const files = data
    ? sortFiles(filterFiles(data.files, viewFilter), preferences.sortBy, preferences.sortOrder)
    : [];
  const folders = data && viewFilter === 'All' ? sortFolders(data.folders, preferences.sortOrder) : [];
  const breadcrumbs = data?.breadcrumbs ?? [];
  const currentFolder = folderGuid ? breadcrumbs.find((crumb) => crumb.guid === folderGuid) : undefined;
  const openPicker = () => input.current?.click();

  const uploadButton = (
    <Button
      variant="contained"
      startIcon={<CloudUploadOutlined />}
      onClick={openPicker}
      data-testid="upload-button"
      sx={{ flexShrink: 0 }}
    >
      <FormattedMessage id="library.upload" />
    </Button>
  );

  return (
    <Box
      {...handlers}
      sx={{ flex: 1, position: 'relative', pb: items.length > 0 ? 12 : 4 }}
      data-testid="library-page"
      data-view={mobile ? 'mobile' : 'desktop'}
    >
      <Container maxWidth="lg" sx={{ pt: mobile ? 2 : 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {folderGuid && (
              <Breadcrumbs sx={{ mb: 0.5, fontSize: 14 }}>
                <Link component={RouterLink} to={libraryHref(null, viewFilter)} color="inherit">
                  <FormattedMessage id="library.root" />
                </Link>
                {breadcrumbs
                  .filter((crumb) => crumb.guid !== folderGuid)
                  .map((crumb) => (
                    <Link
                      key={crumb.guid}
                      component={RouterLink}
                      to={libraryHref(crumb.guid, viewFilter)}
                      color="inherit"
                    >
                      {crumb.name}
                    </Link>
                  ))}
              </Breadcrumbs>
            )}
            <Typography variant={mobile ? 'h2' : 'h1'} noWrap>
              {currentFolder ? currentFolder.name : <FormattedMessage id="library.title" />}
            </Typography>
            {data && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="library-count">
                <FormattedMessage
                  id="library.count"
                  values={{ files: files.length, folders: folders.length }}
                />
              </Typography>
            )}
          </Box>
          {uploadButton}
        </Box>

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            mb: 2.5,
          }}
        >
          <Tabs
            value={viewFilter}
            variant="scrollable"
            scrollButtons={false}
            sx={{
              flex: 1,
              minWidth: 0,
              minHeight: 44,
              '& .MuiTab-root': { minHeight: 44, px: mobile ? 1 : 1.5, minWidth: mobile ? 0 : 72 },
            }}
          >
            {VIEW_FILTERS.map((filter) => (
              <Tab
                key={filter}
                value={filter}
                label={intl.formatMessage({ id: `library.filter.${filter}` })}
                component={RouterLink}
                to={libraryHref(folderGuid, filter)}
                data-testid={`filter-${filter}`}
              />
            ))}
          </Tabs>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pb: 0.75,
              ml: 'auto',
              width: mobile ? '100%' : 'auto',
            }}
          >
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'library.sort.label' })}
              value={`${preferences.sortBy}:${preferences.sortOrder}`}
              onChange={(event) => {
                const [sortBy, sortOrder] = event.target.value.split(':');
                setPreferences({
                  sortBy: sortBy as SortKey,
                  sortOrder: sortOrder === 'asc' ? 'asc' : 'desc',
                });
              }}
              sx={{ minWidth: 200, flex: mobile ? 1 : 'none' }}
              slotProps={{ select: { 'data-testid': 'sort-select' } as object }}
            >
              {SORT_KEYS.flatMap((key) =>
                (['desc', 'asc'] as const).map((order) => (
                  <MenuItem key={`${key}:${order}`} value={`${key}:${order}`}>
                    {intl.formatMessage({ id: `library.sort.${key}` })} ·{' '}
                    {intl.formatMessage({ id: `library.sort.${order}` })}
                  </MenuItem>
                )),
              )}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={preferences.viewType}
              onChange={(_, value: ViewType | null) => value && setPreferences({ viewType: value })}
              aria-label={intl.formatMessage({ id: 'library.view.label' })}
            >
              {(
                [
                  ['list', <ViewListRounded key="list" fontSize="small" />],
                  ['tiles', <GridViewRounded key="tiles" fontSize="small" />],
                ] as const
              ).map(([type, icon]) => (
                <ToggleButton
                  key={type}
                  value={type}
                  aria-label={intl.formatMessage({ id: `library.view.${type}` })}
                  title={intl.formatMessage({ id: `library.view.${type}` })}
                  data-testid={`view-${type}`}
                >
                  {icon}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        </Box>

        {listing.isPending && <ProgressIndicator block />}
        {listing.isError && !data && (
          <Alert
            severity="error"
            data-testid="library-error"
            action={
              <Button color="inherit" size="small" onClick={() => void listing.refetch()}>
                <FormattedMessage id="library.loadFailed.retry" />
              </Button>
            }
          >
            <FormattedMessage
              id={
                failureMessageId(listing.error) === 'error.connection-lost'
                  ? 'error.connection-lost'
                  : 'error.fetching-folder-content-failed'
              }
            />
          </Alert>
        )}
        {data &&
          (files.length === 0 && folders.length === 0 ? (
            <EmptyLibrary onUpload={openPicker} filtered={viewFilter !== 'All'} />
          ) : preferences.viewType === 'tiles' ? (
            <FileTilesView files={files} folders={folders} onDelete={confirmDelete} />
          ) : (
            <FileListView files={files} folders={folders} onDelete={confirmDelete} />
          ))}
      </Container>

      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (chosen.length > 0) upload(chosen);
        }}
      />

      {dragging && (
        <Box
          data-testid="drop-overlay"
          sx={{
            position: 'fixed',
            inset: 0,
            zIndex: (theme) => theme.zIndex.modal,
            bgcolor: 'rgba(18, 63, 117, 0.14)',
            border: '3px dashed',
            borderColor: 'primary.main',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 6,
              px: 4,
              py: 3,
              textAlign: 'center',
            }}
          >
            <CloudUploadOutlined color="primary" sx={{ fontSize: 44 }} />
            <Typography variant="h3" component="p">
              <FormattedMessage id="library.drop.overlay" />
            </Typography>
            {currentFolder && (
              <Typography color="text.secondary">
                <FormattedMessage id="library.drop.folder" values={{ folder: currentFolder.name }} />
              </Typography>
            )}
          </Box>
        </Box>
      )}

      <UploadQueuePanel items={items} queue={queue} />
    </Box>
  );
}
