// /images, /images/folder/:folderGuid and /images/viewFilter/:viewFilter (spec part 1 §2–§4): the
// own library as a list or tiles, uploads by button or drop with the queue panel, and delete with
// a confirmation; folders (create, open, breadcrumbs), rename, favourites, copy/move, file details
// and the storage quota. Files open in the editor (/image/{guid}). View, sort, filter and folder are
// remembered per user (useViewPreferences).
import { errorMessageId, itemNameProblem } from '@asperity/contract';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
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
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  TEXT_INPUT_DIALOG,
  useDialogs,
  type TextInputDialogParameters,
} from '../../components/dialogs/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { failureMessageId, useErrorToast } from '../../components/toasts/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { useMobileView } from '../../app/useMobileView.ts';
import { DELETE_DIALOG } from './deleteFileDialog.ts';
import type { DeleteFileDialogParameters } from './DeleteFileDialog.tsx';
import { EmptyLibrary } from './EmptyLibrary.tsx';
import { libraryHref } from './fileLinks.ts';
import { FileListView } from './FileListView.tsx';
import type { FileDetailsDialogParameters } from './FileDetailsDialog.tsx';
import { FileTilesView } from './FileTilesView.tsx';
import type { LibraryActions, LibraryItem } from './ItemActions.tsx';
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
import { QuotaBar } from './QuotaBar.tsx';
import type { TransferDialogParameters } from './TransferDialog.tsx';
import { FILE_DETAILS_DIALOG, TRANSFER_DIALOG } from './libraryDialogs.ts';
import { UploadQueuePanel } from './UploadQueuePanel.tsx';
import { useFileDrop } from './useFileDrop.ts';
import { useUploadQueue } from './useUploadQueue.ts';
import { useViewPreferences, type ViewType } from './useViewPreferences.ts';

/** Sessions (one per HTTP client) that have already reopened the remembered folder and filter. */
const restored = new WeakSet<object>();

const nameValidator = (kind: 'image' | 'folder') => (value: string) => {
  const problem = itemNameProblem(value, kind);
  return problem ? errorMessageId(problem) : undefined;
};

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
  const navigate = useNavigate();
  const showError = useErrorToast();
  const { preferences, settled, update: setPreferences } = useViewPreferences();
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

  // /images opens as it was left (spec part 1 §3 preferences): once per session, the remembered
  // folder and filter; after that, every folder and filter shown is remembered.
  useEffect(() => {
    if (!settled) return;
    if (!restored.has(http)) {
      restored.add(http);
      const atRoot = folderGuid === null && params.viewFilter === undefined;
      if (atRoot && (preferences.folder !== null || preferences.viewFilter !== 'All')) {
        void navigate(libraryHref(preferences.folder, preferences.viewFilter), { replace: true });
        return;
      }
    }
    if (preferences.folder !== folderGuid || preferences.viewFilter !== viewFilter) {
      setPreferences({ folder: folderGuid, viewFilter });
    }
    // Only a change of place is remembered here; the preferences themselves are the output.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, folderGuid, viewFilter]);

  const reload = () => queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });

  const openNameDialog = (
    titleId: string,
    kind: 'image' | 'folder',
    onSubmit: (name: string) => Promise<unknown>,
    initialValue?: string,
  ) => {
    const parameters: TextInputDialogParameters = {
      titleId,
      labelId: kind === 'folder' ? 'library.name.folder' : 'library.name.image',
      okLabelId: initialValue === undefined ? 'library.folder.create' : 'library.action.rename',
      ...(initialValue === undefined ? {} : { initialValue }),
      validator: nameValidator(kind),
      onSubmit: async (name) => {
        await onSubmit(name);
        await reload();
      },
    };
    void openDialog(TEXT_INPUT_DIALOG, parameters);
  };

  const createFolder = () =>
    openNameDialog('library.folder.createTitle', 'folder', (name) =>
      libraryApi.createFolder(http, name, folderGuid),
    );

  const itemName = (item: LibraryItem) => (item.kind === 'file' ? item.file.name : item.folder.name);

  const actions: LibraryActions = {
    onDelete: (item) => {
      const parameters: DeleteFileDialogParameters = {
        name: itemName(item),
        kind: item.kind,
        onConfirm: async () => {
          await (item.kind === 'file'
            ? libraryApi.deleteFile(http, item.file.guid)
            : libraryApi.deleteFolder(http, item.folder.guid));
          await reload();
        },
      };
      void openDialog(DELETE_DIALOG, parameters);
    },
    onRename: (item) =>
      item.kind === 'file'
        ? openNameDialog(
            'library.rename.file',
            'image',
            (name) => libraryApi.updateFile(http, item.file.guid, { name }),
            item.file.name,
          )
        : openNameDialog(
            'library.rename.folder',
            'folder',
            (name) => libraryApi.renameFolder(http, item.folder.guid, name),
            item.folder.name,
          ),
    onTransfer: (item) => {
      const parameters: TransferDialogParameters = {
        name: itemName(item),
        items:
          item.kind === 'file'
            ? { files: [item.file.guid], folders: [] }
            : { files: [], folders: [item.folder.guid] },
        onTransfer: async (mode, destination) => {
          await libraryApi.transfer(http, mode, parameters.items, destination);
          await reload();
        },
      };
      void openDialog(TRANSFER_DIALOG, parameters);
    },
    onDetails: (file) => {
      const parameters: FileDetailsDialogParameters = { file };
      void openDialog(FILE_DETAILS_DIALOG, parameters);
    },
    onFavorite: (file) => {
      libraryApi
        .updateFile(http, file.guid, { favorite: !file.favorite })
        .then(reload)
        .catch((error: unknown) => showError(error));
    },
  };

  const data = listing.data;
  const files = data
    ? sortFiles(filterFiles(data.files, viewFilter), preferences.sortBy, preferences.sortOrder)
    : [];
  const folders = data && viewFilter === 'All' ? sortFolders(data.folders, preferences.sortOrder) : [];
  const breadcrumbs = data?.breadcrumbs ?? [];
  const currentFolder = folderGuid ? breadcrumbs.find((crumb) => crumb.guid === folderGuid) : undefined;
  const openPicker = () => input.current?.click();

  const newFolderButton = (
    <Button
      variant="outlined"
      startIcon={<CreateNewFolderOutlined />}
      onClick={createFolder}
      data-testid="new-folder-button"
      aria-label={intl.formatMessage({ id: 'library.folder.new' })}
      sx={{ flexShrink: 0, ...(mobile ? { minWidth: 0, px: 1.25, '& .MuiButton-startIcon': { m: 0 } } : {}) }}
    >
      {!mobile && <FormattedMessage id="library.folder.new" />}
    </Button>
  );

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
        <Box sx={{ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: mobile ? 1 : 2, mb: 1.5 }}>
          {/* In mobile view the title has the row to itself and the buttons go below it. */}
          <Box sx={{ flex: mobile ? '1 0 100%' : 1, minWidth: 0 }}>
            {folderGuid && (
              <Breadcrumbs sx={{ mb: 0.5, fontSize: 14 }} data-testid="breadcrumbs">
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
          {/* Batch analysis of this folder (issue 19): the batch page opens with the folder chosen. */}
          <Button
            component={RouterLink}
            to={folderGuid ? `/batch?folders=${encodeURIComponent(folderGuid)}` : '/batch'}
            data-testid="batch-button"
            sx={{ flexShrink: 0 }}
          >
            <FormattedMessage id="route.batch" />
          </Button>
          {newFolderButton}
          {uploadButton}
        </Box>
        <Box sx={{ mb: 1.5 }}>
          <QuotaBar />
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
            <FileTilesView files={files} folders={folders} actions={actions} />
          ) : (
            <FileListView files={files} folders={folders} actions={actions} />
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
