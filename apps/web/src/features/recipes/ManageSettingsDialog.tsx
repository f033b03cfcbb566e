// The manage-settings dialog of an analysis panel (spec part 3 §2 "manage settings", §4; issue 19 item 1):
// the user's saved settings of this analysis type — save the panel's current settings under a name,
// apply one to the panel (client-side), remove, upload a settings file (with progress) and download one.
import {
  RECIPE_LIMITS,
  SAVED_SETTINGS_FILE_EXTENSION,
  parseSavedSettingsFile,
  recipeDownloadName,
  savedSettingsFileOf,
  type AnalysisFeatureKind,
  type SavedSettingsEntry,
} from '@asperity/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { HttpError } from '../../app/HttpError.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { failureMessageId } from '../../components/toasts/useErrorToast.ts';
import { recipeQueryKeys, recipesApi } from './recipesApi.ts';
import { readFileText, saveJsonFile, transferJson } from './transferJson.ts';

export interface ManageSettingsDialogProps {
  readonly feature: AnalysisFeatureKind;
  /** The panel's current settings in the analysis' request shape. */
  readonly current: () => Record<string, unknown>;
  /** Sets the panel from saved settings. */
  readonly onApply: (settings: Record<string, unknown>) => void;
  readonly onClose: () => void;
}

interface Failure {
  readonly messageId: string;
  readonly reason?: string | undefined;
}

function failureOf(error: unknown): Failure {
  const reason = typeof error === 'object' && error !== null && 'reason' in error ? error.reason : undefined;
  return { messageId: failureMessageId(error), reason: typeof reason === 'string' ? reason : undefined };
}

export default function ManageSettingsDialog({
  feature,
  current,
  onApply,
  onClose,
}: ManageSettingsDialogProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: recipeQueryKeys.settings(feature),
    queryFn: ({ signal }) => recipesApi.listSettings(http, feature, signal),
  });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [applied, setApplied] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.settings(feature) });
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    setApplied(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
      setProgress(undefined);
      await refresh();
    }
  };

  const trimmed = name.trim();
  const save = () =>
    run(async () => {
      await recipesApi.saveSettings(http, feature, trimmed, current());
      setName('');
    });

  const apply = (entry: SavedSettingsEntry) => {
    setApplied(undefined);
    try {
      onApply(entry.settings as Record<string, unknown>);
    } catch (error) {
      // Settings the panel cannot take (e.g. a step-height file's own material offsets, or a file
      // saved under an older schema): said here instead of breaking the dialog.
      setFailure({
        messageId: 'error.recipe-invalid-parameters',
        reason:
          error instanceof z.ZodError
            ? z.prettifyError(error)
            : error instanceof Error
              ? error.message
              : undefined,
      });
      return;
    }
    setFailure(undefined);
    setApplied(entry.name);
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      if (file.size > RECIPE_LIMITS.fileMaxBytes) throw new HttpError(413, 'payload-too-large', file.name);
      let raw: unknown;
      try {
        raw = JSON.parse(await readFileText(file)) as unknown;
      } catch {
        setFailure({ messageId: 'error.recipe-invalid-file', reason: file.name });
        return;
      }
      // Checked here first: a wrong file is named before anything is sent.
      const parsed = parseSavedSettingsFile(raw, feature);
      if (!parsed.ok) {
        setFailure({ messageId: `error.${parsed.errorCode}`, reason: parsed.reason });
        return;
      }
      setProgress(0);
      await transferJson({
        method: 'POST',
        url: recipesApi.settingsUploadPath(feature),
        body: JSON.stringify(raw),
        onProgress: setProgress,
      });
    });
  };

  const download = (entry: SavedSettingsEntry) =>
    run(async () => {
      setProgress(0);
      const file = await transferJson({
        method: 'GET',
        url: recipesApi.settingsFilePath(feature, entry.id),
        onProgress: setProgress,
      });
      saveJsonFile(
        file ?? savedSettingsFileOf(entry),
        recipeDownloadName(`${entry.name}.${feature}`, SAVED_SETTINGS_FILE_EXTENSION),
      );
    });

  const remove = (entry: SavedSettingsEntry) => run(() => recipesApi.removeSettings(http, feature, entry.id));

  const entries = list.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="manage-settings-dialog">
      <DialogTitle>
        <FormattedMessage id="recipes.settings.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              label={intl.formatMessage({ id: 'recipes.settings.name' })}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{
                htmlInput: { maxLength: RECIPE_LIMITS.nameMaxLength, 'data-testid': 'settings-name' },
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && trimmed !== '' && !busy) void save();
              }}
            />
            <Button
              variant="contained"
              disabled={trimmed === '' || busy}
              onClick={() => void save()}
              data-testid="settings-save"
            >
              <FormattedMessage id="recipes.settings.save" />
            </Button>
          </Stack>
          {progress !== undefined && (
            <LinearProgress variant="determinate" value={progress * 100} data-testid="settings-progress" />
          )}
          {failure && (
            <Alert severity="error" data-testid="settings-failure" onClose={() => setFailure(undefined)}>
              <FormattedMessage id={failure.messageId} />
              {failure.reason && (
                <Typography variant="caption" component="div">
                  {failure.reason}
                </Typography>
              )}
            </Alert>
          )}
          {applied && (
            <Alert severity="success" data-testid="settings-applied">
              <FormattedMessage id="recipes.settings.applied" values={{ name: applied }} />
            </Alert>
          )}
          {list.isError && (
            <Alert severity="error">
              <FormattedMessage id={failureMessageId(list.error)} />
            </Alert>
          )}
          {list.isSuccess && entries.length === 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="settings-empty">
              <FormattedMessage id="recipes.settings.empty" />
            </Typography>
          )}
          <List dense disablePadding data-testid="settings-list">
            {entries.map((entry) => (
              <ListItem
                key={entry.id}
                disableGutters
                data-testid="settings-entry"
                data-name={entry.name}
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title={intl.formatMessage({ id: 'recipes.download' })}>
                      <IconButton
                        size="small"
                        disabled={busy}
                        onClick={() => void download(entry)}
                        data-testid="settings-download"
                      >
                        <FileDownloadOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={intl.formatMessage({ id: 'recipes.remove' })}>
                      <IconButton
                        size="small"
                        disabled={busy}
                        onClick={() => void remove(entry)}
                        data-testid="settings-remove"
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText primary={entry.name} sx={{ pr: 10 }} />
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => apply(entry)}
                  data-testid="settings-apply"
                >
                  <FormattedMessage id="recipes.apply" />
                </Button>
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component="label" disabled={busy} data-testid="settings-upload">
          <FormattedMessage id="recipes.upload" />
          <input
            ref={fileInput}
            hidden
            type="file"
            accept=".json,application/json"
            onChange={upload}
            data-testid="settings-upload-input"
          />
        </Button>
        <Button onClick={onClose} data-testid="settings-close">
          <FormattedMessage id="recipes.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
