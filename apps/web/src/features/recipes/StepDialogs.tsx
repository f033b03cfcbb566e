// Editing one step of a recipe: an operator step with the operator dialogs' generated form (validated
// by the operator's contract schema), an analysis step with its settings as JSON validated by the
// analysis' schema (the panels' own forms live with the panels; saved settings carry them over).
import { featureSettingsSchema, type AnalysisFeatureKind } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { operatorNameId } from '../editor/operators/operatorCatalogue.ts';
import { ParameterForm } from '../editor/operators/ParameterForm.tsx';
import {
  FORM_PROBLEM,
  validateForm,
  type FieldValue,
  type FormValues,
} from '../editor/operators/parameterForm.ts';
import { parameterFields } from '../editor/operators/parameterFields.ts';
import { featureKindNameId } from './recipeSteps.ts';
import { valuesOfParams } from './stepForm.ts';

export interface OperatorStepDialogProps {
  readonly operator: OperatorId;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly currentFileGuid: string;
  readonly onDone: (parameters: Record<string, unknown>) => void;
  readonly onCancel: () => void;
}

export function OperatorStepDialog({
  operator,
  parameters,
  currentFileGuid,
  onDone,
  onCancel,
}: OperatorStepDialogProps) {
  const { locale } = useLocale();
  const fields = useMemo(() => parameterFields(operator), [operator]);
  const [values, setValues] = useState<FormValues>(() => valuesOfParams(fields, parameters, locale));
  const [fileNames, setFileNames] = useState<Readonly<Record<string, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const outcome = validateForm(operator, fields, values, locale);
  const problems = attempted ? outcome.problems : {};
  const formProblem = problems[FORM_PROBLEM];
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" data-testid="recipe-step-dialog">
      <DialogTitle>
        <FormattedMessage id={operatorNameId(operator)} />
      </DialogTitle>
      <DialogContent>
        {formProblem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            <FormattedMessage id={formProblem.id} values={formProblem.values} />
          </Alert>
        )}
        <ParameterForm
          fields={fields}
          values={values}
          onChange={(name: string, value: FieldValue) =>
            setValues((previous) => ({ ...previous, [name]: value }))
          }
          problems={problems}
          locale={locale}
          fileNames={fileNames}
          onFileNamed={(file) => setFileNames((names) => ({ ...names, [file.guid]: file.name }))}
          currentFileGuid={currentFileGuid}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="recipes.cancel" />
        </Button>
        <Button
          variant="contained"
          data-testid="recipe-step-ok"
          onClick={() => {
            setAttempted(true);
            if (outcome.params) onDone(outcome.params);
          }}
        >
          <FormattedMessage id="recipes.ok" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface AnalysisStepDialogProps {
  readonly feature: AnalysisFeatureKind;
  readonly settings: unknown;
  readonly onDone: (settings: Record<string, unknown>) => void;
  readonly onCancel: () => void;
}

export function AnalysisStepDialog({ feature, settings, onDone, onCancel }: AnalysisStepDialogProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => JSON.stringify(settings ?? {}, null, 2));
  const [problem, setProblem] = useState<string | undefined>();
  const submit = () => {
    let raw: unknown;
    try {
      raw = JSON.parse(text) as unknown;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    const parsed = featureSettingsSchema(feature).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? `${issue.path.join('.') || 'settings'}: ${issue.message}` : 'invalid');
      return;
    }
    onDone(parsed.data as Record<string, unknown>);
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" data-testid="recipe-step-dialog">
      <DialogTitle>
        <FormattedMessage id={featureKindNameId(feature)} />
      </DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="recipe-step-problem">
            <FormattedMessage id="error.recipe-invalid-parameters" /> {problem}
          </Alert>
        )}
        <TextField
          multiline
          fullWidth
          minRows={6}
          label={intl.formatMessage({ id: 'recipes.editor.settingsJson' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'recipe-step-json', spellCheck: false } }}
          sx={{ mt: 1, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="recipes.cancel" />
        </Button>
        <Button variant="contained" onClick={submit} data-testid="recipe-step-ok">
          <FormattedMessage id="recipes.ok" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
