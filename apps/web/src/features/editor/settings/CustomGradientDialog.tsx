// The custom gradient dialog (spec part 2 §2, §3 "Colour gradient stop", §4 "Custom gradients"): a name
// and two or more colour stops, each r, g, b (0–255), a (0–1) and its position (0–1), with a preview.
// A new gradient gets the highest key plus one; editing keeps the gradient's key (by index in the list).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { EDITOR_SETTINGS_LIMITS } from '@asperity/contract';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DialogProps } from '../../../components/dialogs/index.ts';
import { validCustomGradient, type EditorGradientStop } from './editorSettings.ts';
import { gradientCss } from './resolveGradient.ts';
import { SettingNumberField } from './SettingNumberField.tsx';
import { useEditorSettings } from './useEditorSettings.ts';

export interface CustomGradientDialogParameters {
  /** Index in the user's custom gradients of the one to edit; absent for a new gradient. */
  readonly index?: number;
}

const L = EDITOR_SETTINGS_LIMITS;

/** A new gradient starts from black to white, the simplest two-stop gradient to edit from. */
const NEW_STOPS: readonly EditorGradientStop[] = [
  { r: 0, g: 0, b: 0, a: 1, stop: 0 },
  { r: 255, g: 255, b: 255, a: 1, stop: 1 },
];

type StopField = keyof EditorGradientStop;
const FIELDS: readonly { field: StopField; max: number; integer: boolean }[] = [
  { field: 'r', max: L.colorChannel.max, integer: true },
  { field: 'g', max: L.colorChannel.max, integer: true },
  { field: 'b', max: L.colorChannel.max, integer: true },
  { field: 'a', max: L.alpha.max, integer: false },
  { field: 'stop', max: 1, integer: false },
];

export default function CustomGradientDialog({
  parameters,
  close,
}: DialogProps<CustomGradientDialogParameters, number>) {
  const intl = useIntl();
  const existing = useEditorSettings((s) =>
    parameters.index === undefined ? undefined : s.customGradients[parameters.index],
  );
  const add = useEditorSettings((s) => s.addCustomGradient);
  const updateGradient = useEditorSettings((s) => s.updateCustomGradient);
  const [name, setName] = useState(existing?.name ?? '');
  const [stops, setStops] = useState<EditorGradientStop[]>(() => [...(existing?.stops ?? NEW_STOPS)]);
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(new Set());

  const setValidity = useCallback((id: string, valid: boolean) => {
    setInvalidFields((current) => {
      if (valid === !current.has(id)) return current;
      const next = new Set(current);
      if (valid) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const gradient = validCustomGradient({ name, stops });
  const canSave = gradient !== undefined && invalidFields.size === 0;
  const nameProblem =
    name.trim() === ''
      ? 'editor.settings.gradient.nameRequired'
      : name.trim().length > L.gradientName.max
        ? 'common.text.too_long'
        : undefined;

  const setStop = (index: number, field: StopField, value: number) =>
    setStops((current) => current.map((s, k) => (k === index ? { ...s, [field]: value } : s)));

  const save = () => {
    if (!gradient || !canSave) return;
    if (parameters.index === undefined) {
      const key = add(gradient);
      if (key !== undefined) close(key);
    } else if (existing && updateGradient(parameters.index, gradient)) {
      close(existing.key);
    }
  };

  return (
    <>
      <DialogTitle>
        <FormattedMessage
          id={
            parameters.index === undefined
              ? 'editor.settings.gradient.addTitle'
              : 'editor.settings.gradient.editTitle'
          }
        />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'editor.settings.gradient.name' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameProblem !== undefined && name !== ''}
            helperText={
              nameProblem !== undefined && name !== ''
                ? intl.formatMessage({ id: nameProblem }, { maxLength: L.gradientName.max })
                : undefined
            }
            slotProps={{ htmlInput: { 'data-testid': 'gradient-name' } }}
          />
          <Box
            data-testid="gradient-dialog-preview"
            sx={{
              height: 20,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              background: gradientCss({ name, stops }),
            }}
          />
          {stops.map((stop, index) => (
            // Stops have no identity but their place in the list; the list is edited in place.
            <Stack
              key={index}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
              data-testid={`gradient-stop-${index}`}
            >
              {FIELDS.map(({ field, max, integer }) => (
                <SettingNumberField
                  key={field}
                  label={intl.formatMessage({ id: `editor.settings.gradient.stop.${field}` })}
                  value={stop[field]}
                  min={0}
                  max={max}
                  integer={integer}
                  onChange={(value) => setStop(index, field, value)}
                  onValidity={(valid) => setValidity(`${index}.${field}`, valid)}
                  testId={`gradient-stop-${index}-${field}`}
                />
              ))}
              <Tooltip title={intl.formatMessage({ id: 'editor.settings.gradient.removeStop' })}>
                <span>
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'editor.settings.gradient.removeStop' })}
                    disabled={stops.length <= L.gradientStops.min}
                    onClick={() => {
                      setStops((current) => current.filter((_, k) => k !== index));
                      setInvalidFields(new Set());
                    }}
                    data-testid={`gradient-stop-${index}-remove`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={stops.length >= L.gradientStops.max}
              onClick={() =>
                setStops((current) => [...current, { ...(current.at(-1) ?? NEW_STOPS[1]!), stop: 1 }])
              }
              data-testid="gradient-add-stop"
            >
              <FormattedMessage id="editor.settings.gradient.addStop" />
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} data-testid="gradient-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" disabled={!canSave} onClick={save} data-testid="gradient-save">
          <FormattedMessage id="common.ok" />
        </Button>
      </DialogActions>
    </>
  );
}
