// The recipes dialog of the 3D editor (spec part 3 §2 "recipes", §4 recipe actions; issue 19 item 2): the
// user's recipes — apply one to the open file (its new forks become the editor's history and its
// analyses are shown), edit, remove, download, upload a recipe file with progress, create a new recipe
// or save one from the current history and the active analyses.
import {
  RECIPE_FILE_EXTENSION,
  RECIPE_LIMITS,
  parseRecipeFile,
  recipeDownloadName,
  type ApplyRecipeResponse,
  type RecipeSummary,
} from '@asperity/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HttpError, isHttpError } from '../../app/HttpError.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { failureMessageId } from '../../components/toasts/useErrorToast.ts';
import { useEditorSession } from '../editor/useEditorSession.ts';
import { AppliedResults } from './AppliedResults.tsx';
import { activeAnalyses } from './panelSettings.ts';
import RecipeEditorDialog from './RecipeEditorDialog.tsx';
import { draftFromEditor, type RecipeDraft } from './recipeSteps.ts';
import { recipeQueryKeys, recipesApi } from './recipesApi.ts';
import { readFileText, saveJsonFile, transferJson } from './transferJson.ts';

interface Failure {
  readonly id: string;
  readonly reason?: string | undefined;
}

const failureOf = (error: unknown): Failure => ({
  id: failureMessageId(error),
  reason: isHttpError(error) && error.reason !== error.errorCode ? error.reason : undefined,
});

export default function RecipesDialog({ onClose }: { readonly onClose: () => void }) {
  const session = useEditorSession();
  const http = useHttpClient();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: recipeQueryKeys.list,
    queryFn: ({ signal }) => recipesApi.list(http, signal),
  });
  // The file meta's recipeDetails: the last recipe applied to this file.
  const details = useQuery({
    queryKey: recipeQueryKeys.details(session.fileGuid),
    queryFn: () => recipesApi.recipeDetails(http, session.fileGuid),
  });
  const [busy, setBusy] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [applied, setApplied] = useState<{ result: ApplyRecipeResponse; name: string } | undefined>();
  const [draft, setDraft] = useState<RecipeDraft | undefined>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.list });
  const run = async (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
      setProgress(undefined);
    }
  };

  const apply = (recipe: RecipeSummary) =>
    run(`apply:${recipe.id}`, async () => {
      setApplied(undefined);
      let result: ApplyRecipeResponse;
      try {
        result = await recipesApi.apply(http, recipe.id, {
          fileGuid: session.fileGuid,
          channel: session.channel,
          forkHash: session.forkHash,
        });
      } catch (error) {
        // An operator that fails on this surface stops the recipe after the forks made before it: the
        // editor shows the history as the server has it now (a refusal before any change leaves it).
        const state = await recipesApi
          .history(http, session.fileGuid, session.channel)
          .catch(() => undefined);
        if (state && state.forkHash !== session.forkHash) session.setHistory(state);
        throw error;
      }
      // The editor switches to the recipe's last fork: the views and panels reload it.
      if (result.forks.length > 0)
        session.setHistory(await recipesApi.history(http, session.fileGuid, session.channel));
      setApplied({ result, name: recipe.name });
      await queryClient.invalidateQueries({ queryKey: recipeQueryKeys.details(session.fileGuid) });
    });

  const edit = (recipe: RecipeSummary) =>
    run(`edit:${recipe.id}`, async () => {
      const file = await recipesApi.get(http, recipe.id);
      setDraft({
        id: recipe.id,
        name: file.name,
        ...(file.description ? { description: file.description } : {}),
        steps: file.steps,
      });
    });

  const remove = (recipe: RecipeSummary) =>
    run(`remove:${recipe.id}`, async () => {
      await recipesApi.remove(http, recipe.id);
      // Part 3 §4: removing a recipe removes its name from the list.
      queryClient.setQueryData<RecipeSummary[]>(recipeQueryKeys.list, (old) =>
        old?.filter((r) => r.id !== recipe.id),
      );
      await refresh();
    });

  const download = (recipe: RecipeSummary) =>
    run(`download:${recipe.id}`, async () => {
      setProgress(0);
      const file = await transferJson({
        method: 'GET',
        url: recipesApi.recipePath(recipe.id),
        onProgress: setProgress,
      });
      saveJsonFile(file, recipeDownloadName(recipe.name, RECIPE_FILE_EXTENSION));
    });

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run('upload', async () => {
      if (file.size > RECIPE_LIMITS.fileMaxBytes) throw new HttpError(413, 'payload-too-large', file.name);
      let raw: unknown;
      try {
        raw = JSON.parse(await readFileText(file)) as unknown;
      } catch {
        throw new HttpError(400, 'recipe-invalid-file', file.name);
      }
      // The browser reads it by the same rules first: a bad file is named before anything is sent.
      const parsed = parseRecipeFile(raw);
      if (!parsed.ok) throw new HttpError(400, parsed.errorCode, parsed.reason);
      setProgress(0);
      await transferJson({
        method: 'POST',
        url: recipesApi.recipeUploadPath,
        body: JSON.stringify(raw),
        onProgress: setProgress,
      });
      await refresh();
    });
  };

  const recipes = list.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="recipes-dialog">
      <DialogTitle>
        <FormattedMessage id="recipes.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => setDraft(draftFromEditor(session.history, activeAnalyses(session.data)))}
              disabled={busy !== undefined}
              data-testid="recipe-from-editor"
            >
              <FormattedMessage id="recipes.fromEditor" />
            </Button>
            <Button
              onClick={() => setDraft({ name: '', steps: [] })}
              disabled={busy !== undefined}
              data-testid="recipe-new"
            >
              <FormattedMessage id="recipes.new" />
            </Button>
            <Button component="label" disabled={busy !== undefined} data-testid="recipe-upload">
              <FormattedMessage id="recipes.upload" />
              <input
                hidden
                type="file"
                accept=".json,application/json"
                onChange={upload}
                data-testid="recipe-upload-input"
              />
            </Button>
          </Stack>
          {details.data && (
            <Typography variant="body2" color="text.secondary" data-testid="recipe-details">
              <FormattedMessage
                id="recipes.lastApplied"
                values={{
                  name: details.data.name,
                  date: intl.formatDate(details.data.appliedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                }}
              />
            </Typography>
          )}
          {progress !== undefined && (
            <LinearProgress variant="determinate" value={progress * 100} data-testid="recipes-progress" />
          )}
          {failure && (
            <Alert severity="error" onClose={() => setFailure(undefined)} data-testid="recipes-failure">
              <FormattedMessage id={failure.id} />
              {failure.reason && (
                <Typography variant="caption" component="div">
                  {failure.reason}
                </Typography>
              )}
            </Alert>
          )}
          {list.isPending && <CircularProgress size={24} />}
          {list.isError && (
            <Alert severity="error" data-testid="recipes-list-failure">
              <FormattedMessage id={failureMessageId(list.error)} />
            </Alert>
          )}
          {list.isSuccess && recipes.length === 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="recipes-empty">
              <FormattedMessage id="recipes.empty" />
            </Typography>
          )}
          <List dense disablePadding data-testid="recipes-list">
            {recipes.map((recipe) => (
              <ListItem
                key={recipe.id}
                disableGutters
                data-testid="recipe-entry"
                data-name={recipe.name}
                secondaryAction={
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy !== undefined}
                      onClick={() => void apply(recipe)}
                      data-testid="recipe-apply"
                    >
                      {busy === `apply:${recipe.id}` ? (
                        <CircularProgress size={16} />
                      ) : (
                        <FormattedMessage id="recipes.apply" />
                      )}
                    </Button>
                    <Tooltip title={intl.formatMessage({ id: 'recipes.editor.edit' })}>
                      <IconButton
                        size="small"
                        disabled={busy !== undefined}
                        onClick={() => void edit(recipe)}
                        data-testid="recipe-edit"
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={intl.formatMessage({ id: 'recipes.download' })}>
                      <IconButton
                        size="small"
                        disabled={busy !== undefined}
                        onClick={() => void download(recipe)}
                        data-testid="recipe-download"
                      >
                        <FileDownloadOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={intl.formatMessage({ id: 'recipes.remove' })}>
                      <IconButton
                        size="small"
                        disabled={busy !== undefined}
                        onClick={() => void remove(recipe)}
                        data-testid="recipe-remove"
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText
                  sx={{ pr: 22 }}
                  primary={recipe.name}
                  secondary={intl.formatMessage(
                    { id: 'recipes.stepCount' },
                    { operators: recipe.operatorCount, analyses: recipe.analysisCount },
                  )}
                />
              </ListItem>
            ))}
          </List>
          {applied && (
            <>
              <Divider />
              <AppliedResults applied={applied.result} name={applied.name} />
            </>
          )}
        </Stack>
        {draft && (
          <RecipeEditorDialog
            draft={draft}
            currentFileGuid={session.fileGuid}
            onClose={() => setDraft(undefined)}
            onSaved={() => {
              setDraft(undefined);
              void refresh();
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="recipes-close">
          <FormattedMessage id="recipes.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
