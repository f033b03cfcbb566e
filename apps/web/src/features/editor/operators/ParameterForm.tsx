// The generated form of an operator dialog: one input per contract parameter, chosen by its kind
// (parameterFields.ts) — numbers with their unit, enums as selects, booleans as switches, other
// files through the library picker, lists as editable rows. Problems come from validateForm.
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilePickerDialog, type PickedFile } from './FilePickerDialog.tsx';
import { NumberField } from './NumberField.tsx';
import {
  formatForInput,
  isApplicable,
  type FieldProblem,
  type FieldValue,
  type FormProblems,
  type FormValues,
  type RowValue,
} from './parameterForm.ts';
import { parameterLabelId, parameterValueId, UNIT_SYMBOL, type ParameterField } from './parameterFields.ts';

export interface ParameterFormProps {
  readonly fields: readonly ParameterField[];
  readonly values: FormValues;
  readonly onChange: (name: string, value: FieldValue) => void;
  readonly problems: FormProblems;
  readonly locale: string;
  /** Names of the files chosen so far, by guid (the values hold only guids). */
  readonly fileNames: Readonly<Record<string, string>>;
  readonly onFileNamed: (file: PickedFile) => void;
  /** The file in the editor, never offered by the file pickers. */
  readonly currentFileGuid: string;
  readonly disabled?: boolean;
}

const textOf = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const listOf = (value: FieldValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const rowsOf = (value: FieldValue | undefined): RowValue[] =>
  Array.isArray(value) ? value.filter((item): item is RowValue => typeof item === 'object') : [];

function Problem({ problem }: { readonly problem: FieldProblem | undefined }) {
  if (!problem) return null;
  return <FormattedMessage id={problem.id} values={problem.values} />;
}

export function ParameterForm(props: ParameterFormProps) {
  const { fields } = props;
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="operator-no-parameters">
        <FormattedMessage id="editor.operators.noParameters" />
      </Typography>
    );
  }
  return (
    <Stack spacing={2} sx={{ pt: 1 }} data-testid="operator-form">
      {fields
        .filter((field) => isApplicable(field, props.values))
        .map((field) => (
          <Box key={field.name} data-testid={`param-${field.name}`} data-kind={field.kind}>
            <FieldInput field={field} {...props} />
          </Box>
        ))}
    </Stack>
  );
}

function FieldInput({
  field,
  values,
  onChange,
  problems,
  locale,
  fileNames,
  onFileNamed,
  currentFileGuid,
  disabled,
}: ParameterFormProps & { readonly field: ParameterField }) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const label = <FormattedMessage id={parameterLabelId(field.name)} />;
  const problem = problems[field.name];
  const value = values[field.name];

  switch (field.kind) {
    case 'number': {
      const range =
        field.minimum !== undefined && field.maximum !== undefined
          ? intl.formatMessage(
              { id: 'editor.operators.range' },
              {
                min: formatForInput(field.minimum, field.unit, locale),
                max: formatForInput(field.maximum, field.unit, locale),
              },
            )
          : undefined;
      return (
        <NumberField
          label={label}
          value={textOf(value)}
          onChange={(text) => onChange(field.name, text)}
          locale={locale}
          {...(field.unit !== 'none' ? { unit: UNIT_SYMBOL[field.unit] } : {})}
          error={problem !== undefined}
          helperText={problem ? <Problem problem={problem} /> : range}
          {...(disabled ? { disabled } : {})}
          testId={`input-${field.name}`}
        />
      );
    }
    case 'enum':
      return (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          value={textOf(value)}
          disabled={disabled}
          error={problem !== undefined}
          helperText={<Problem problem={problem} />}
          onChange={(event) => onChange(field.name, event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `input-${field.name}` } }}
        >
          {field.values.map((option) => (
            <MenuItem key={option} value={option} data-testid={`option-${option}`}>
              <FormattedMessage id={parameterValueId(option)} />
            </MenuItem>
          ))}
        </TextField>
      );
    case 'boolean':
      return (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange(field.name, event.target.checked)}
              slotProps={{ input: { 'data-testid': `input-${field.name}` } as object }}
            />
          }
        />
      );
    case 'text':
      return (
        <TextField
          fullWidth
          size="small"
          label={label}
          value={textOf(value)}
          disabled={disabled}
          error={problem !== undefined}
          helperText={<Problem problem={problem} />}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      );
    case 'file': {
      const guid = textOf(value);
      return (
        <FieldShell label={label} problem={problem}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1 }} data-testid={`chosen-${field.name}`}>
              {guid ? (fileNames[guid] ?? guid) : <FormattedMessage id="editor.operators.files.noneChosen" />}
            </Typography>
            {guid && !field.required && (
              <IconButton
                size="small"
                disabled={disabled}
                onClick={() => onChange(field.name, '')}
                aria-label={intl.formatMessage({ id: 'editor.operators.files.remove' })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
            <Button
              size="small"
              disabled={disabled}
              onClick={() => setPicking(true)}
              data-testid={`pick-${field.name}`}
            >
              <FormattedMessage id="editor.operators.files.choose" />
            </Button>
          </Stack>
          <FilePickerDialog
            open={picking}
            excludeGuid={currentFileGuid}
            onClose={() => setPicking(false)}
            onPick={(file) => {
              onFileNamed(file);
              onChange(field.name, file.guid);
              setPicking(false);
            }}
          />
        </FieldShell>
      );
    }
    case 'files': {
      const guids = listOf(value);
      const move = (index: number, by: number) => {
        const next = [...guids];
        const [moved] = next.splice(index, 1);
        if (moved === undefined) return;
        next.splice(index + by, 0, moved);
        onChange(field.name, next);
      };
      const full = field.maxItems !== undefined && guids.length >= field.maxItems;
      return (
        <FieldShell label={label} problem={problem}>
          <Stack spacing={0.5} data-testid={`list-${field.name}`}>
            {guids.map((guid, index) => (
              <Stack
                key={`${guid}-${index}`}
                direction="row"
                sx={{ alignItems: 'center' }}
                data-testid="chosen-file"
              >
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {index + 1}. {fileNames[guid] ?? guid}
                </Typography>
                <IconButton
                  size="small"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={intl.formatMessage({ id: 'editor.operators.files.moveUp' })}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={disabled || index === guids.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={intl.formatMessage({ id: 'editor.operators.files.moveDown' })}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={disabled}
                  onClick={() =>
                    onChange(
                      field.name,
                      guids.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={intl.formatMessage({ id: 'editor.operators.files.remove' })}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                size="small"
                startIcon={<AddOutlined />}
                disabled={disabled || full}
                onClick={() => setPicking(true)}
                data-testid={`pick-${field.name}`}
              >
                <FormattedMessage id="editor.operators.files.add" />
              </Button>
            </Box>
          </Stack>
          <FilePickerDialog
            open={picking}
            excludeGuid={currentFileGuid}
            onClose={() => setPicking(false)}
            onPick={(file) => {
              onFileNamed(file);
              onChange(field.name, [...guids, file.guid]);
              setPicking(false);
            }}
          />
        </FieldShell>
      );
    }
    case 'rows': {
      const rows = rowsOf(value);
      const unit = field.unit !== 'none' ? UNIT_SYMBOL[field.unit] : undefined;
      const full = field.maxItems !== undefined && rows.length >= field.maxItems;
      const setCell = (index: number, column: string, text: string) =>
        onChange(
          field.name,
          rows.map((row, i) => (i === index ? { ...row, [column]: text } : row)),
        );
      return (
        <FieldShell label={label} problem={problem}>
          <Stack spacing={1} data-testid={`rows-${field.name}`}>
            {rows.map((row, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="row">
                {field.columns.map((column) => (
                  <NumberField
                    key={column}
                    label={<FormattedMessage id={parameterLabelId(column)} />}
                    value={row[column] ?? ''}
                    onChange={(text) => setCell(index, column, text)}
                    locale={locale}
                    {...(unit ? { unit } : {})}
                    {...(disabled ? { disabled } : {})}
                    testId={`input-${field.name}-${index}-${column}`}
                  />
                ))}
                <IconButton
                  size="small"
                  disabled={disabled}
                  onClick={() =>
                    onChange(
                      field.name,
                      rows.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={intl.formatMessage({ id: 'editor.operators.rows.remove' })}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                size="small"
                startIcon={<AddOutlined />}
                disabled={disabled || full}
                onClick={() =>
                  onChange(field.name, [...rows, Object.fromEntries(field.columns.map((c) => [c, '']))])
                }
                data-testid={`add-${field.name}`}
              >
                <FormattedMessage id="editor.operators.rows.add" />
              </Button>
            </Box>
          </Stack>
        </FieldShell>
      );
    }
  }
}

function FieldShell({
  label,
  problem,
  children,
}: {
  readonly label: ReactNode;
  readonly problem: FieldProblem | undefined;
  readonly children: ReactNode;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
      {problem && (
        <FormHelperText error>
          <Problem problem={problem} />
        </FormHelperText>
      )}
    </Box>
  );
}
