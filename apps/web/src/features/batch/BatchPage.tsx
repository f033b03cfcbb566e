// /batch: choose files and folders of the library and a recipe, the outputs, and start a batch run; the
// recent runs. /batch/:jobId: one run — live progress per file (the socket's job-progress messages, and a
// poll every second while it runs, so it also moves without a socket), cancel, retry the failed files, the
// result folder and the downloads. Reached from the library (?folders=…) and the editor (?files=…).
import { BATCH_OUTPUTS, type BatchOutput, type BatchStatus } from '@asperity/contract';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { subscribeJobProgress } from '../notifications/index.ts';
import { BATCH_QUERY_KEY, batchApi, downloadHref } from './batchApi.ts';

const ACTIVE = new Set(['queued', 'running']);

export function BatchPage() {
  const { jobId } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {jobId ? <BatchRun jobId={jobId} /> : <BatchStart />}
    </Container>
  );
}

const splitParam = (value: string | null): string[] =>
  value ? value.split(',').filter((v) => v !== '') : [];

function BatchStart() {
  const http = useHttpClient();
  const intl = useIntl();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [params] = useSearchParams();
  const [files, setFiles] = useState<Set<string>>(() => new Set(splitParam(params.get('files'))));
  const [folders, setFolders] = useState<Set<string>>(() => new Set(splitParam(params.get('folders'))));
  const [recipeId, setRecipeId] = useState('');
  const [outputs, setOutputs] = useState<Set<BatchOutput>>(() => new Set<BatchOutput>(['csv', 'sur']));
  const [name, setName] = useState('');
  const recipes = useQuery({
    queryKey: [...BATCH_QUERY_KEY, 'recipes'],
    queryFn: ({ signal }) => batchApi.recipes(http, signal),
  });
  const runs = useQuery({
    queryKey: [...BATCH_QUERY_KEY, 'runs'],
    queryFn: ({ signal }) => batchApi.list(http, signal),
  });
  const firstRecipe = recipes.data?.recipes[0]?.id;
  // The first recipe until the user picks another.
  const chosenRecipe = recipeId !== '' ? recipeId : (firstRecipe ?? '');

  const start = useMutation({
    mutationFn: () =>
      batchApi.start(http, {
        files: [...files],
        folders: [...folders],
        recipeId: chosenRecipe,
        outputs: BATCH_OUTPUTS.filter((o) => outputs.has(o)),
        ...(name.trim() === '' ? {} : { name: name.trim() }),
      }),
    onSuccess: ({ jobId }) => void navigate(`/batch/${jobId}`),
    onError: (error) => showError(error),
  });
  const toggle = <T,>(set: Set<T>, value: T, update: (next: Set<T>) => void) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    update(next);
  };
  const canStart =
    chosenRecipe !== '' && outputs.size > 0 && files.size + folders.size > 0 && !start.isPending;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        <FormattedMessage id="batch.title" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="batch.intro" />
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          {recipes.isPending ? (
            <ProgressIndicator />
          ) : (recipes.data?.recipes.length ?? 0) === 0 ? (
            <Alert severity="info">
              <FormattedMessage id="batch.recipe.none" />
            </Alert>
          ) : (
            <FormControl fullWidth>
              <InputLabel id="batch-recipe-label">{intl.formatMessage({ id: 'batch.recipe' })}</InputLabel>
              <Select
                labelId="batch-recipe-label"
                label={intl.formatMessage({ id: 'batch.recipe' })}
                value={chosenRecipe}
                onChange={(event) => setRecipeId(event.target.value)}
                inputProps={{ 'data-testid': 'batch-recipe' }}
              >
                {recipes.data?.recipes.map((recipe) => (
                  <MenuItem key={recipe.id} value={recipe.id}>
                    {recipe.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <FileChooser
            files={files}
            folders={folders}
            onToggleFile={(guid) => toggle(files, guid, setFiles)}
            onToggleFolder={(guid) => toggle(folders, guid, setFolders)}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">
              <FormattedMessage id="batch.outputs" />
            </FormLabel>
            <FormGroup>
              {BATCH_OUTPUTS.map((output) => (
                <FormControlLabel
                  key={output}
                  control={
                    <Checkbox
                      checked={outputs.has(output)}
                      onChange={() => toggle(outputs, output, setOutputs)}
                    />
                  }
                  label={intl.formatMessage({ id: `batch.output.${output}` })}
                />
              ))}
            </FormGroup>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage id="batch.output.fibps" />
            </Typography>
          </FormControl>
          <TextField
            label={intl.formatMessage({ id: 'batch.name' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Box>
            <Button variant="contained" disabled={!canStart} onClick={() => start.mutate()}>
              <FormattedMessage id={start.isPending ? 'batch.starting' : 'batch.start'} />
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Typography variant="h5" component="h2">
        <FormattedMessage id="batch.runs" />
      </Typography>
      {runs.data && runs.data.runs.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="batch.runs.empty" />
        </Typography>
      ) : (
        <List dense>
          {runs.data?.runs.map((run) => (
            <ListItem key={run.jobId} disablePadding>
              <ListItemButton component={RouterLink} to={`/batch/${run.jobId}`}>
                <ListItemText
                  primary={run.name}
                  secondary={
                    <>
                      <FormattedMessage id={`batch.run.state.${run.state}`} />
                      {' · '}
                      <FormattedMessage
                        id="batch.run.progress"
                        values={{ done: run.done, total: run.total, failed: run.failed }}
                      />
                      {' · '}
                      <FormattedDate value={run.createdAt} dateStyle="medium" timeStyle="short" />
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

interface FileChooserProps {
  readonly files: ReadonlySet<string>;
  readonly folders: ReadonlySet<string>;
  readonly onToggleFile: (guid: string) => void;
  readonly onToggleFolder: (guid: string) => void;
}

/** A folder-by-folder view of the library with a checkbox per file and folder. */
function FileChooser({ files, folders, onToggleFile, onToggleFolder }: FileChooserProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const [path, setPath] = useState<{ guid: string; name: string }[]>([]);
  const current = path.at(-1)?.guid ?? null;
  const listing = useQuery({
    queryKey: [...BATCH_QUERY_KEY, 'listing', current],
    queryFn: ({ signal }) => batchApi.listing(http, current, signal),
  });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">
        <FormattedMessage id="batch.files" />
      </FormLabel>
      <Breadcrumbs sx={{ my: 1 }}>
        <Link component="button" type="button" onClick={() => setPath([])}>
          <FormattedMessage id="batch.files.root" />
        </Link>
        {path.map((folder, index) => (
          <Link
            key={folder.guid}
            component="button"
            type="button"
            onClick={() => setPath(path.slice(0, index + 1))}
          >
            {folder.name}
          </Link>
        ))}
      </Breadcrumbs>
      {listing.isPending ? (
        <ProgressIndicator />
      ) : listing.data && listing.data.files.length + listing.data.folders.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="batch.files.empty" />
        </Typography>
      ) : (
        <List
          dense
          sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {listing.data?.folders.map((folder) => (
            <ListItem
              key={folder.guid}
              disablePadding
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => setPath([...path, folder])}
                  aria-label={intl.formatMessage({ id: 'batch.files.open' }, { name: folder.name })}
                >
                  ›
                </Button>
              }
            >
              <ListItemButton onClick={() => onToggleFolder(folder.guid)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={folders.has(folder.guid)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': folder.name } }}
                  />
                </ListItemIcon>
                <FolderOutlined fontSize="small" color="action" sx={{ mr: 1 }} />
                <ListItemText primary={folder.name} />
              </ListItemButton>
            </ListItem>
          ))}
          {listing.data?.files
            .filter((file) => !file.twoD)
            .map((file) => (
              <ListItem key={file.guid} disablePadding>
                <ListItemButton onClick={() => onToggleFile(file.guid)}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={files.has(file.guid)}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-label': file.name } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={file.name} />
                </ListItemButton>
              </ListItem>
            ))}
        </List>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage id="batch.files.selected" values={{ files: files.size, folders: folders.size }} />
      </Typography>
    </FormControl>
  );
}

function BatchRun({ jobId }: { readonly jobId: string }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const key = [...BATCH_QUERY_KEY, 'run', jobId];
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => batchApi.status(http, jobId, signal),
    // A second between polls while the run goes; the socket's messages refresh it sooner.
    refetchInterval: (query) => (query.state.data && ACTIVE.has(query.state.data.state) ? 1000 : false),
  });
  useEffect(
    () =>
      subscribeJobProgress((job) => {
        if (job.jobId === jobId)
          void queryClient.invalidateQueries({ queryKey: [...BATCH_QUERY_KEY, 'run', jobId] });
      }),
    [jobId, queryClient],
  );
  const update = (next: BatchStatus) => queryClient.setQueryData(key, next);
  const cancel = useMutation({
    mutationFn: () => batchApi.cancel(http, jobId),
    onSuccess: update,
    onError: showError,
  });
  const retry = useMutation({
    mutationFn: () => batchApi.retry(http, jobId),
    onSuccess: update,
    onError: showError,
  });

  if (status.isPending) return <ProgressIndicator />;
  if (!status.data)
    return (
      <Alert severity="error">
        <FormattedMessage id="batch.notFound" />
      </Alert>
    );
  const run = status.data;
  const active = ACTIVE.has(run.state);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/batch">
        <FormattedMessage id="batch.back" />
      </Link>
      <Typography variant="h4" component="h1">
        {run.name}
      </Typography>
      <Typography data-testid="batch-state">
        <FormattedMessage id={`batch.run.state.${run.state}`} />
        {' · '}
        <FormattedMessage
          id="batch.run.progress"
          values={{ done: run.done, total: run.total, failed: run.failed }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={run.total === 0 ? 0 : (100 * run.done) / run.total}
        aria-label="progress"
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {active && (
          <Button
            variant="outlined"
            color="warning"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            <FormattedMessage id="batch.cancel" />
          </Button>
        )}
        {!active && run.failed + run.files.filter((f) => f.state === 'canceled').length > 0 && (
          <Button variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate()}>
            <FormattedMessage id="batch.retry" />
          </Button>
        )}
        {run.resultFolderGuid && (
          <Button component={RouterLink} to={`/images/folder/${run.resultFolderGuid}`}>
            <FormattedMessage id="batch.resultFolder" />
          </Button>
        )}
        {(['csv', 'txt', 'xlsx'] as const)
          .filter((form) => run.outputs.includes(form))
          .map((form) => (
            <Button key={form} href={downloadHref(jobId, form)} download>
              <FormattedMessage id={`batch.download.${form}`} />
            </Button>
          ))}
        <Button href={downloadHref(jobId, 'zip')} download>
          <FormattedMessage id="batch.download.zip" />
        </Button>
        <Button href={downloadHref(jobId, 'report')} download>
          <FormattedMessage id="batch.download.report" />
        </Button>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="batch.file.name" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="batch.file.state" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="batch.file.reason" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.files.map((file) => (
            <TableRow key={`${file.fileGuid}`} data-state={file.state}>
              <TableCell>{file.name}</TableCell>
              <TableCell>
                <FormattedMessage id={`batch.file.state.${file.state}`} />
              </TableCell>
              <TableCell>{file.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
