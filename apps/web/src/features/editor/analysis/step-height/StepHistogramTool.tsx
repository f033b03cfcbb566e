// The step-height histogram tool (plan feature stepHeightHistogram; spec part 2 §9 defaults: bins
// 100, group spread adjacent, minimum relative frequency 0.1, proportional 0, variation 0): the step
// is the distance between the mean heights of the two most populated groups of the height histogram.
import { BarChart } from '@mui/x-charts/BarChart';
import { MenuItem, Stack, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartGrid, chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { StepHeightResult } from './StepHeightResult.tsx';
import { stepHistogramChartData } from './stepHistogramChartData.ts';
import { useStepHistogramStore } from './useStepHistogramStore.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export function StepHistogramTool() {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const height = useDisplayLengthUnit('height');
  const { settings, busy, result, error, update, calculate } = useStepHistogramStore();
  const chart = result && stepHistogramChartData(result, height.metres);
  const heightLabel = intl.formatMessage({ id: 'editor.histogram.height' }, { unit: height.symbol });
  const seriesLabel = (id: string) => intl.formatMessage({ id: `editor.stepHeight.histogram.${id}` });
  return (
    <Stack spacing={1.5} data-testid="step-histogram-tool">
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.histogram.bins' })}
        value={settings.bins}
        min={2}
        max={100_000}
        integer
        onChange={(bins) => update({ bins })}
        testId="step-histogram-bins"
      />
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'editor.stepHeight.histogram.groupSpread' })}
        value={settings.groupSpread}
        onChange={() => update({ groupSpread: 'adjacent' })}
      >
        <MenuItem value="adjacent">
          <FormattedMessage id="editor.stepHeight.histogram.groupSpread.adjacent" />
        </MenuItem>
      </TextField>
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.histogram.minimumRelativeFrequency' })}
        value={settings.minimumRelativeFrequency}
        min={0}
        max={1}
        onChange={(minimumRelativeFrequency) => update({ minimumRelativeFrequency })}
        testId="step-histogram-min-frequency"
      />
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.histogram.proportional' })}
        value={settings.proportional}
        min={0}
        max={0.999}
        onChange={(proportional) => update({ proportional })}
      />
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.histogram.variation' })}
        value={settings.variation}
        min={0}
        max={1000}
        integer
        onChange={(variation) => update({ variation })}
      />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target)}
        testId="step-histogram-calculate"
        error={error}
      />
      {result && chart && !busy && (
        <>
          <StepHeightResult values={{ stepHeight: result.stepHeight, quality: result.quality }} />
          <ChartCard
            title={intl.formatMessage({ id: 'editor.stepHeight.histogram.chart.title' })}
            data={{
              columns: [heightLabel, seriesLabel('primary'), seriesLabel('secondary'), seriesLabel('other')],
              rows: chartRows(chart.heights, [chart.primary, chart.secondary, chart.other]),
            }}
          >
            {(settingsOfChart) => (
              <BarChart
                height={260}
                grid={chartGrid(settingsOfChart)}
                {...chartTracking(settingsOfChart)}
                xAxis={[
                  { valueFormatter: chartNumber, data: chart.heights, scaleType: 'band', label: heightLabel },
                ]}
                yAxis={[
                  {
                    valueFormatter: chartNumber,
                    label: intl.formatMessage({ id: 'editor.histogram.count' }),
                    width: 64,
                  },
                ]}
                series={[
                  { data: chart.primary, label: seriesLabel('primary'), stack: 'bins' },
                  { data: chart.secondary, label: seriesLabel('secondary'), stack: 'bins' },
                  { data: chart.other, label: seriesLabel('other'), stack: 'bins' },
                ]}
              />
            )}
          </ChartCard>
        </>
      )}
    </Stack>
  );
}
