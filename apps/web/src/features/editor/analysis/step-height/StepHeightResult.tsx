// The step height of a tool with its parts (measured value, material correction, and for the line
// tool the fit's standard uncertainty) as a results table with exports, followed by how far it can be
// trusted (issue 15 item 9): each level's RMS residual about its fit, the step against that noise,
// and a warning when the levels are too close for a step to be found.
import { Alert, Typography } from '@mui/material';
import { MIN_STEP_TO_NOISE, type StepFitQuality } from '@asperity/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatChartNumber } from '../../charts/chartNumbers.ts';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';

export interface StepHeightValues {
  readonly stepHeight: number;
  readonly measuredStepHeight?: number;
  readonly materialCorrection?: number;
  readonly uncertainty?: number;
  /** The fit's quality, when the answer has it. */
  readonly quality?: StepFitQuality;
}

export function StepHeightResult({ values }: { values: StepHeightValues }) {
  const intl = useIntl();
  const formatLength = useFormatLength();
  const lengthRow = (key: string, value: number): ResultRow[] =>
    Number.isFinite(value)
      ? [
          {
            key,
            label: intl.formatMessage({ id: `editor.stepHeight.result.${key}` }),
            ...splitFormattedQuantity(formatLength(value, 'height')),
          },
        ]
      : [];
  const row = (key: Exclude<keyof StepHeightValues, 'quality'>, value: number | undefined): ResultRow[] =>
    value === undefined || !Number.isFinite(value)
      ? []
      : [
          {
            key,
            label: intl.formatMessage({ id: `editor.stepHeight.result.${key}` }),
            ...splitFormattedQuantity(formatLength(value, 'height')),
          },
        ];
  const quality = values.quality;
  const ratio = quality
    ? Number.isFinite(quality.stepToNoise)
      ? formatChartNumber(quality.stepToNoise)
      : '∞'
    : '';
  const rows: ResultRow[] = [
    ...row('stepHeight', values.stepHeight),
    ...row('measuredStepHeight', values.measuredStepHeight),
    ...row('materialCorrection', values.materialCorrection),
    ...row('uncertainty', values.uncertainty),
    ...(quality
      ? [
          ...lengthRow('residual1', quality.residual1),
          ...lengthRow('residual2', quality.residual2),
          ...lengthRow('noise', quality.noise),
          {
            key: 'stepToNoise',
            label: intl.formatMessage({ id: 'editor.stepHeight.result.stepToNoise' }),
            value: ratio,
            unit: '',
          },
        ]
      : []),
  ];
  return (
    <>
      <ResultsTable title={intl.formatMessage({ id: 'editor.stepHeight.result.title' })} rows={rows} />
      {quality && !quality.stepFound && (
        <Alert severity="warning" data-testid="step-height-no-step" sx={{ mt: 1 }}>
          <FormattedMessage
            id="editor.stepHeight.result.noStep"
            values={{ ratio, minimum: MIN_STEP_TO_NOISE }}
          />
          {quality.warning !== null && (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block' }}
              data-testid="step-height-no-step-reason"
            >
              {quality.warning}
            </Typography>
          )}
        </Alert>
      )}
    </>
  );
}
