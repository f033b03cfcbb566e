// The dialog of one operator (spec part 3 §1): its generated parameter form, Preview (the fork the
// step would give, beside the current one, without changing the history) and Apply (a new history
// step; the session takes the answer and the views reload the new fork). Server refusals show their
// catalogue message (level-consecutive-operators, filter-*, invalid-selection, size-mismatch, …)
// followed by the answer's specific reason (issue 15: never only the generic message).
import { operatorContracts, type ForkData, type ForkPreview } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../../app/session/index.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useFormatLength } from '../settings/useFormatLength.ts';
import { useEditorSession } from '../useEditorSession.ts';
import type { PickedFile } from './FilePickerDialog.tsx';
import { forkPictureUrl, historyApi } from './historyApi.ts';
import { operatorNameId } from './operatorCatalogue.ts';
import { operatorFailure, type OperatorFailure } from './operatorFailure.ts';
import { ParameterForm } from './ParameterForm.tsx';
import { AreaPicker } from './AreaPicker.tsx';
import { PointPicker } from './PointPicker.tsx';
import {
  FORM_PROBLEM,
  initialValues,
  validateForm,
  type FieldValue,
  type FormValues,
} from './parameterForm.ts';
import { parameterFields } from './parameterFields.ts';

export interface OperatorDialogProps {
  readonly operator: OperatorId;
  readonly onClose: () => void;
}

const PICTURE_BOX = { width: 240, height: 240 };

type Busy = 'preview' | 'apply' | undefined;

export default function OperatorDialog({ operator, onClose }: OperatorDialogProps) {
  const session = useEditorSession();
  const http = useHttpClient();
  const { locale } = useLocale();
  const fields = useMemo(() => parameterFields(operator), [operator]);
  const contract = operatorContracts[operator];
  const pointPairs = 'pointParameters' in contract ? contract.pointParameters : undefined;
  const areaNames = 'areaParameters' in contract ? contract.areaParameters : undefined;
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, locale));
  const [fileNames, setFileNames] = useState<Readonly<Record<string, string>>>({});
  // Problems show once the user has tried to preview or apply; after that they follow every change.
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState<Busy>();
  const [failure, setFailure] = useState<OperatorFailure | undefined>();
  const [preview, setPreview] = useState<ForkPreview | undefined>();

  const outcome = validateForm(operator, fields, values, locale);
  const shownProblems = attempted ? outcome.problems : {};
  const target = { fileGuid: session.fileGuid, channel: session.channel };

  const change = (name: string, value: FieldValue) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A preview belongs to the values it was computed with.
    setPreview(undefined);
    setFailure(undefined);
  };

  const run = async (kind: Exclude<Busy, undefined>) => {
    setAttempted(true);
    if (!outcome.params) return;
    const step = { op: operator, params: outcome.params };
    setBusy(kind);
    setFailure(undefined);
    try {
      if (kind === 'preview') {
        setPreview(await historyApi.preview(http, target, session.forkHash, step));
      } else {
        const state = await historyApi.apply(http, target, session.forkHash, step);
        session.setHistory(state);
        onClose();
        return;
      }
    } catch (error) {
      setFailure(operatorFailure(error));
    }
    setBusy(undefined);
  };

  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  const formProblem = shownProblems[FORM_PROBLEM];

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={preview ? 'md' : 'sm'}
      data-testid="operator-dialog"
      data-operator={operator}
    >
      <DialogTitle>
        <FormattedMessage id={operatorNameId(operator)} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {formProblem && (
              <Alert severity="error" sx={{ mb: 2 }}>
                <FormattedMessage id={formProblem.id} values={formProblem.values} />
              </Alert>
            )}
            {pointPairs && (
              <Box sx={{ mb: 2 }}>
                <PointPicker
                  pairs={pointPairs}
                  values={values}
                  onChange={change}
                  locale={locale}
                  disabled={busy !== undefined}
                />
              </Box>
            )}
            {areaNames && (
              <Box sx={{ mb: 2 }}>
                <AreaPicker
                  names={areaNames}
                  values={values}
                  onChange={change}
                  locale={locale}
                  disabled={busy !== undefined}
                />
              </Box>
            )}
            <ParameterForm
              fields={fields}
              values={values}
              onChange={change}
              problems={shownProblems}
              locale={locale}
              fileNames={fileNames}
              onFileNamed={(file: PickedFile) =>
                setFileNames((names) => ({ ...names, [file.guid]: file.name }))
              }
              currentFileGuid={session.fileGuid}
              disabled={busy !== undefined}
            />
          </Box>
          {preview && (
            <Stack direction="row" spacing={2} data-testid="operator-preview">
              <Picture
                key={session.forkHash}
                labelId="editor.operators.preview.current"
                src={forkPictureUrl(target, session.forkHash, PICTURE_BOX, dpr)}
                data={session.data}
                testId="preview-current"
              />
              <Picture
                key={preview.forkHash}
                labelId="editor.operators.preview.result"
                src={forkPictureUrl(target, preview.forkHash, PICTURE_BOX, dpr)}
                data={preview.data}
                testId="preview-result"
              />
            </Stack>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="operator-failure">
            <span data-testid="operator-failure-message">
              <FormattedMessage id={failure.messageId} />
            </span>
            {failure.reason !== null && (
              <Typography
                variant="body2"
                component="span"
                sx={{ display: 'block' }}
                data-testid="operator-failure-reason"
              >
                {failure.reason}
              </Typography>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={20} sx={{ mr: 1 }} data-testid="operator-busy" />}
        <Button onClick={onClose} disabled={busy !== undefined}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={() => void run('preview')}
          disabled={busy !== undefined}
          data-testid="operator-preview-button"
        >
          <FormattedMessage id="editor.operators.preview" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void run('apply')}
          disabled={busy !== undefined}
          data-testid="operator-apply"
        >
          <FormattedMessage id="editor.operators.apply" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A fork's picture with its grid size and height range (what the step changed at a glance). */
function Picture({
  labelId,
  src,
  data,
  testId,
}: {
  readonly labelId: string;
  readonly src: string;
  readonly data: ForkData;
  readonly testId: string;
}) {
  const formatLength = useFormatLength();
  // A picture that cannot be drawn shows the broken-picture icon (spec part 1 §8), not an empty box.
  const [broken, setBroken] = useState(false);
  const box = { width: PICTURE_BOX.width, height: PICTURE_BOX.height, bgcolor: 'action.hover' };
  return (
    <Box sx={{ textAlign: 'center', width: PICTURE_BOX.width }} data-testid={`${testId}-box`}>
      <Typography variant="caption" component="div" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      {broken ? (
        <Box
          sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          data-testid={`${testId}-broken`}
        >
          <BrokenImageOutlined color="disabled" fontSize="large" />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt=""
          data-testid={testId}
          onError={() => setBroken(true)}
          sx={{ ...box, display: 'block', objectFit: 'contain' }}
        />
      )}
      <Typography variant="caption" component="div" data-testid={`${testId}-facts`}>
        <FormattedMessage id="editor.operators.preview.size" values={{ cols: data.cols, rows: data.rows }} />
        <br />
        {data.zMin === null || data.zMax === null ? (
          <FormattedMessage id="editor.operators.preview.noValidPoints" />
        ) : (
          <FormattedMessage
            id="editor.operators.preview.heights"
            values={{ min: formatLength(data.zMin, 'height'), max: formatLength(data.zMax, 'height') }}
          />
        )}
      </Typography>
    </Box>
  );
}
