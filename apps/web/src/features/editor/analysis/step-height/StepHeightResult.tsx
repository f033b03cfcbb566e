// The step height of a tool with its parts (measured value, material correction, and for the line
// tool the fit's standard uncertainty) as a results table with exports.
import { useIntl } from 'react-intl';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';

export interface StepHeightValues {
  readonly stepHeight: number;
  readonly measuredStepHeight?: number;
  readonly materialCorrection?: number;
  readonly uncertainty?: number;
}

export function StepHeightResult({ values }: { values: StepHeightValues }) {
  const intl = useIntl();
  const formatLength = useFormatLength();
  const row = (key: keyof StepHeightValues, value: number | undefined): ResultRow[] =>
    value === undefined
      ? []
      : [
          {
            key,
            label: intl.formatMessage({ id: `editor.stepHeight.result.${key}` }),
            ...splitFormattedQuantity(formatLength(value, 'height')),
          },
        ];
  const rows = [
    ...row('stepHeight', values.stepHeight),
    ...row('measuredStepHeight', values.measuredStepHeight),
    ...row('materialCorrection', values.materialCorrection),
    ...row('uncertainty', values.uncertainty),
  ];
  return <ResultsTable title={intl.formatMessage({ id: 'editor.stepHeight.result.title' })} rows={rows} />;
}
