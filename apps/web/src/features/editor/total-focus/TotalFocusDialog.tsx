// The "total focus image adjustments" dialog (spec part 3; part 2 §3 totalFocusImageBrightness /
// totalFocusImageContrast): brightness and contrast of the file's image channel, −100…100 each, with the
// channel's picture drawn by the server with the values being chosen (the preview call takes them), and
// Save storing them for the file. The formula is core's (GIMP's Brightness-Contrast).
import type { TotalFocusAdjustmentsAnswer } from '@asperity/contract';
import { TOTAL_FOCUS_ADJUSTMENT_RANGE } from '@asperity/core';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isHttpError } from '../../../app/HttpError.ts';
import { useHttpClient } from '../../../app/session/index.ts';
import { operatorFailure, type OperatorFailure } from '../operators/operatorFailure.ts';
import { adjustedPictureUrl, totalFocusApi, type TotalFocusValues } from './totalFocusApi.ts';

export interface TotalFocusDialogProps {
  readonly fileGuid: string;
  readonly onClose: () => void;
}

/** The picture follows the sliders once they rest this long (one rendering per pause, not per step). */
export const PREVIEW_DELAY_MS = 250;

const NEUTRAL: TotalFocusValues = { brightness: 0, contrast: 0 };

export default function TotalFocusDialog({ fileGuid, onClose }: TotalFocusDialogProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const [stored, setStored] = useState<TotalFocusAdjustmentsAnswer | null>(null);
  const [values, setValues] = useState<TotalFocusValues>(NEUTRAL);
  const [pictureValues, setPictureValues] = useState<TotalFocusValues>(NEUTRAL);
  const [failure, setFailure] = useState<OperatorFailure | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    totalFocusApi.read(http, fileGuid).then(
      (answer) => {
        if (!current) return;
        const read = { brightness: answer.brightness, contrast: answer.contrast };
        setStored(answer);
        setValues(read);
        setPictureValues(read);
      },
      (error: unknown) => {
        if (!current) return;
        // restriction: the file has no image channel; the catalogue's text speaks of uploads.
        const noImage = isHttpError(error) && error.errorCode === 'restriction';
        setFailure(
          noImage ? { messageId: 'editor.totalFocus.noImage', reason: null } : operatorFailure(error),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [http, fileGuid]);

  useEffect(() => {
    const timer = setTimeout(() => setPictureValues(values), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await totalFocusApi.save(http, fileGuid, values);
      onClose();
    } catch (error) {
      setFailure(operatorFailure(error));
      setSaving(false);
    }
  };

  const slider = (name: keyof TotalFocusValues) => (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={`total-focus-${name}`}>
          <FormattedMessage id={`editor.totalFocus.${name}`} />
        </Typography>
        <Typography data-testid={`total-focus-${name}-value`}>{values[name]}</Typography>
      </Stack>
      <Slider
        value={values[name]}
        min={TOTAL_FOCUS_ADJUSTMENT_RANGE.min}
        max={TOTAL_FOCUS_ADJUSTMENT_RANGE.max}
        step={1}
        disabled={stored === null}
        onChange={(_event, value) => setValues((v) => ({ ...v, [name]: value }))}
        slotProps={{ input: { 'aria-labelledby': `total-focus-${name}` } }}
        data-testid={`total-focus-${name}`}
      />
    </Box>
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="total-focus-dialog">
      <DialogTitle>
        <FormattedMessage id="editor.totalFocus.title" />
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="total-focus-failure">
            <FormattedMessage id={failure.messageId} />
            {failure.reason !== null && (
              <Typography
                variant="body2"
                component="span"
                sx={{ display: 'block' }}
                data-testid="total-focus-failure-reason"
              >
                {failure.reason}
              </Typography>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 160, mb: 2 }}>
          {stored ? (
            <img
              src={adjustedPictureUrl(fileGuid, stored.channel, pictureValues)}
              alt={intl.formatMessage({ id: 'editor.totalFocus.preview' })}
              style={{ maxWidth: '100%', maxHeight: 320 }}
              data-testid="total-focus-picture"
            />
          ) : (
            !failure && <CircularProgress size={32} />
          )}
        </Box>
        <Stack spacing={1}>
          {slider('brightness')}
          {slider('contrast')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setValues(NEUTRAL)} disabled={stored === null} data-testid="total-focus-reset">
          <FormattedMessage id="editor.totalFocus.reset" />
        </Button>
        <Button onClick={onClose} data-testid="total-focus-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={stored === null || saving}
          data-testid="total-focus-save"
        >
          <FormattedMessage id="editor.totalFocus.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
