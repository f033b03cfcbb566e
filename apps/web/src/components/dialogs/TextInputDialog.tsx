// The generic single-line text dialog (spec part 1 §2, part 3 §2): OK and Cancel, an optional
// initial value, maximum length and validator. Enter submits when the value is not empty; OK is
// disabled while busy or when the validator rejects; whitespace-only text counts as empty.
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureMessageId } from '../toasts/useErrorToast.ts';
import type { DialogProps } from './DialogDefinition.ts';

export interface TextInputDialogParameters {
  readonly titleId: string;
  readonly titleValues?: Readonly<Record<string, string | number>>;
  readonly labelId?: string;
  readonly okLabelId?: string;
  readonly initialValue?: string;
  readonly maxLength?: number;
  /** Returns the message id saying what is wrong, or undefined when the value is acceptable. */
  readonly validator?: (value: string) => string | undefined;
  /**
   * Work to do before closing, e.g. the rename request. The dialog is busy while it runs, stays
   * open showing the error if it fails, and closes with the value when it succeeds.
   */
  readonly onSubmit?: (value: string) => Promise<void> | void;
}

/** Resolves with the trimmed text, or undefined on Cancel. */
export type TextInputDialogResult = string;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export default function TextInputDialog({
  parameters,
  close,
}: DialogProps<TextInputDialogParameters, TextInputDialogResult>) {
  const intl = useIntl();
  const {
    titleId,
    titleValues,
    labelId,
    okLabelId,
    initialValue = '',
    maxLength,
    validator,
    onSubmit,
  } = parameters;
  const [value, setValue] = useState(initialValue);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const empty = isBlank(value);
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const problem = empty ? undefined : (validator?.(value) ?? (tooLong ? 'common.text.too_long' : undefined));
  const canSubmit = !busy && !empty && problem === undefined && !tooLong;

  const submit = async () => {
    if (!canSubmit) return;
    const result = value.trim();
    if (!onSubmit) {
      close(result);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await onSubmit(result);
      close(result);
    } catch (error) {
      setFailure(failureMessageId(error));
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const helper = problem
    ? intl.formatMessage({ id: problem }, { maxLength })
    : maxLength !== undefined
      ? `${value.length} / ${maxLength}`
      : undefined;

  return (
    <>
      <DialogTitle>
        <FormattedMessage id={titleId} values={titleValues} />
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          variant="outlined"
          margin="dense"
          value={value}
          disabled={busy}
          label={labelId ? intl.formatMessage({ id: labelId }) : undefined}
          error={problem !== undefined}
          helperText={helper}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { maxLength, 'data-testid': 'text-dialog-input' } }}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            <FormattedMessage id={failure} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} data-testid="dialog-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={!canSubmit}
          onClick={() => void submit()}
          data-testid="dialog-ok"
        >
          <FormattedMessage id={okLabelId ?? 'common.ok'} />
        </Button>
      </DialogActions>
    </>
  );
}
