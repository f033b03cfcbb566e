// The recipes editor (spec part 3 §2 "recipes editor"; issue 19 item 2): a recipe's name and its ordered
// steps — add an operator (the Operators menu's groups) or an analysis (the 11 feature kinds), reorder,
// edit parameters with the operator forms, remove — saved as a new recipe or over the stored one.
import { RECIPE_LIMITS, type AnalysisFeatureKind, type RecipeStep } from '@asperity/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeatureFlags } from '../../app/flags/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { failureMessageId } from '../../components/toasts/useErrorToast.ts';
import { isHttpError } from '../../app/HttpError.ts';
import {
  offeredOperatorGroups,
  operatorGroupNameId,
  operatorNameId,
} from '../editor/operators/operatorCatalogue.ts';
import {
  analysisStep,
  featureKindNameId,
  featureKinds,
  moveStep,
  operatorStep,
  recipeFileOf,
  removeStep,
  replaceStep,
  type RecipeDraft,
} from './recipeSteps.ts';
import { recipesApi } from './recipesApi.ts';
import { AnalysisStepDialog, OperatorStepDialog } from './StepDialogs.tsx';

export interface RecipeEditorDialogProps {
  readonly draft: RecipeDraft;
  readonly currentFileGuid: string;
  /** Called with the saved draft (its id set, its forkHash cleared). */
  readonly onSaved: (draft: RecipeDraft) => void;
  readonly onClose: () => void;
}

export const stepNameId = (step: RecipeStep): string =>
  step.kind === 'operator' ? operatorNameId(step.operator) : featureKindNameId(step.feature);

export default function RecipeEditorDialog({
  draft: initial,
  currentFileGuid,
  onSaved,
  onClose,
}: RecipeEditorDialogProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const flags = useFeatureFlags();
  const [draft, setDraft] = useState<RecipeDraft>(initial);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ id: string; reason?: string | undefined } | undefined>();

  const steps = draft.steps;
  const setSteps = (next: RecipeStep[]) => setDraft((d) => ({ ...d, steps: next }));
  const add = (step: RecipeStep) => {
    setMenu(null);
    setSteps([...steps, step]);
  };
  const name = draft.name.trim();
  const canSave = name !== '' && steps.length <= RECIPE_LIMITS.maxSteps && !busy;

  const save = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const file = recipeFileOf(draft);
      const summary =
        draft.id === undefined
          ? await recipesApi.create(http, file)
          : await recipesApi.replace(http, draft.id, file);
      // Part 3 §4: saving a recipe clears the fork hash.
      const { forkHash: _cleared, ...saved } = { ...draft, id: summary.id };
      onSaved(saved);
    } catch (error) {
      setFailure({ id: failureMessageId(error), reason: isHttpError(error) ? error.reason : undefined });
    } finally {
      setBusy(false);
    }
  };

  const menuItems: ReactNode[] = [
    <ListSubheader key="analyses-header">
      <FormattedMessage id="recipes.editor.analyses" />
    </ListSubheader>,
    ...featureKinds.map((kind: AnalysisFeatureKind) => (
      <MenuItem
        key={kind}
        onClick={() => add(analysisStep(kind))}
        data-testid="recipe-add-analysis"
        data-feature={kind}
      >
        <FormattedMessage id={featureKindNameId(kind)} />
      </MenuItem>
    )),
  ];
  for (const group of offeredOperatorGroups(flags)) {
    menuItems.push(
      <ListSubheader key={`group-${group.id}`}>
        <FormattedMessage id={operatorGroupNameId(group.id)} />
      </ListSubheader>,
    );
    for (const id of group.operators)
      menuItems.push(
        <MenuItem
          key={id}
          onClick={() => add(operatorStep(id))}
          data-testid="recipe-add-operator"
          data-operator={id}
        >
          <FormattedMessage id={operatorNameId(id)} />
        </MenuItem>,
      );
  }

  const editedStep = editing === undefined ? undefined : steps[editing];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="recipe-editor">
      <DialogTitle>
        <FormattedMessage id="recipes.editor.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'recipes.editor.name' })}
            value={draft.name}
            onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
            slotProps={{
              htmlInput: { maxLength: RECIPE_LIMITS.nameMaxLength, 'data-testid': 'recipe-name' },
            }}
            required
          />
          {draft.forkHash !== undefined && (
            <Typography variant="caption" color="text.secondary" data-testid="recipe-from-history">
              <FormattedMessage id="recipes.editor.fromHistory" />
            </Typography>
          )}
          {steps.length === 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="recipe-no-steps">
              <FormattedMessage id="recipes.editor.noSteps" />
            </Typography>
          )}
          <List dense disablePadding data-testid="recipe-steps">
            {steps.map((step, index) => (
              <ListItem
                // Steps have no identity of their own; their position is it.
                key={`${index}-${step.kind === 'operator' ? step.operator : step.feature}`}
                disableGutters
                data-testid="recipe-step"
                data-kind={step.kind}
                data-name={step.kind === 'operator' ? step.operator : step.feature}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'recipes.editor.moveUp' })}
                      disabled={index === 0}
                      onClick={() => setSteps(moveStep(steps, index, -1))}
                      data-testid="recipe-step-up"
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'recipes.editor.moveDown' })}
                      disabled={index === steps.length - 1}
                      onClick={() => setSteps(moveStep(steps, index, 1))}
                      data-testid="recipe-step-down"
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'recipes.editor.edit' })}
                      onClick={() => setEditing(index)}
                      data-testid="recipe-step-edit"
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'recipes.remove' })}
                      onClick={() => setSteps(removeStep(steps, index))}
                      data-testid="recipe-step-remove"
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText
                  sx={{ pr: 18 }}
                  primary={
                    <>
                      {index + 1}. <FormattedMessage id={stepNameId(step)} />
                    </>
                  }
                  secondary={intl.formatMessage({
                    id:
                      step.kind === 'operator'
                        ? 'recipes.editor.kind.operator'
                        : 'recipes.editor.kind.analysis',
                  })}
                />
              </ListItem>
            ))}
          </List>
          {steps.length > RECIPE_LIMITS.maxSteps && (
            <Alert severity="error">
              <FormattedMessage id="error.recipe-too-many-steps" />
            </Alert>
          )}
          <Button
            startIcon={<AddOutlined />}
            onClick={(event) => setMenu(event.currentTarget)}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="recipe-add-step"
          >
            <FormattedMessage id="recipes.editor.addStep" />
          </Button>
          {failure && (
            <Alert severity="error" data-testid="recipe-editor-failure">
              <FormattedMessage id={failure.id} />
              {failure.reason && (
                <Typography variant="caption" component="div">
                  {failure.reason}
                </Typography>
              )}
            </Alert>
          )}
        </Stack>
        <Menu
          anchorEl={menu}
          open={menu !== null}
          onClose={() => setMenu(null)}
          data-testid="recipe-add-menu"
        >
          {menuItems}
        </Menu>
        {editing !== undefined && editedStep?.kind === 'operator' && (
          <OperatorStepDialog
            operator={editedStep.operator}
            parameters={editedStep.parameters}
            currentFileGuid={currentFileGuid}
            onCancel={() => setEditing(undefined)}
            onDone={(parameters) => {
              setSteps(replaceStep(steps, editing, { ...editedStep, parameters }));
              setEditing(undefined);
            }}
          />
        )}
        {editing !== undefined && editedStep?.kind === 'analysis' && (
          <AnalysisStepDialog
            feature={editedStep.feature}
            settings={editedStep.settings}
            onCancel={() => setEditing(undefined)}
            onDone={(settings) => {
              setSteps(replaceStep(steps, editing, { ...editedStep, settings }));
              setEditing(undefined);
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="recipe-editor-cancel">
          <FormattedMessage id="recipes.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={!canSave}
          onClick={() => void save()}
          data-testid="recipe-editor-save"
        >
          <FormattedMessage id="recipes.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
