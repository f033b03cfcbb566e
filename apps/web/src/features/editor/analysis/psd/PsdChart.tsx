// The average PSD on a log-log line chart in the chart card (exports, chart settings).
import { LineChart } from '@mui/x-charts/LineChart';
import type { AveragePsdResult } from '@asperity/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartGrid, chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { psdChartData } from './psdChartData.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export function PsdChart({ data }: { data: AveragePsdResult }) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const distance = useDisplayLengthUnit('distance');
  const chartData = useMemo(() => psdChartData(data, distance.metres), [data, distance.metres]);
  const frequencyLabel = intl.formatMessage(
    { id: 'editor.psd.chart.frequency' },
    { unit: `1/${distance.symbol}` },
  );
  const psdLabel = intl.formatMessage({ id: 'editor.psd.chart.psd' }, { unit: `${distance.symbol}³` });
  const seriesLabel = (axis: 'x' | 'y') => intl.formatMessage({ id: `editor.psd.chart.series.${axis}` });
  const title = intl.formatMessage({ id: 'editor.psd.chart.title' });
  return (
    <ChartCard
      title={title}
      data={{
        columns: [frequencyLabel, ...chartData.series.map((s) => `${seriesLabel(s.axis)} ${psdLabel}`)],
        rows: chartRows(
          chartData.frequencies,
          chartData.series.map((s) => s.values.map((v) => v ?? NaN)),
        ),
      }}
    >
      {(chart) => (
        <LineChart
          height={280}
          grid={chartGrid(chart)}
          {...chartTracking(chart)}
          xAxis={[
            {
              valueFormatter: chartNumber,
              data: chartData.frequencies,
              scaleType: 'log',
              label: frequencyLabel,
            },
          ]}
          yAxis={[{ valueFormatter: chartNumber, scaleType: 'log', label: psdLabel, width: 64 }]}
          series={chartData.series.map((s) => ({
            data: s.values,
            label: seriesLabel(s.axis),
            connectNulls: true,
            valueFormatter: chartNumber,
            showMark: chart.markerStyle === 'dot',
          }))}
        />
      )}
    </ChartCard>
  );
}
