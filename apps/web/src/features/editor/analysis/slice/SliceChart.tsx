// The height profile of the slice (ChartCard + x-charts LineChart): distance along the line in the
// distance unit, heights in the height unit, the a1/a2 markers in the chart settings' marker style
// (line: vertical lines; dot: points on the profile; distance: the segment between them) and the
// horizontal reference line when it is on.
import type { ProfileResult } from '@asperity/core';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartGrid, chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import type { DisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export interface SliceChartProps {
  readonly result: ProfileResult;
  readonly distanceUnit: DisplayLengthUnit;
  readonly heightUnit: DisplayLengthUnit;
  readonly referenceLine: number | null;
  readonly fileName: string;
  readonly footer?: React.ReactNode;
}

const nearestSample = (position: number, spacing: number, count: number): number =>
  Math.min(count - 1, Math.max(0, Math.round(spacing > 0 ? position / spacing : 0)));

export function SliceChart({
  result,
  distanceUnit,
  heightUnit,
  referenceLine,
  fileName,
  footer,
}: SliceChartProps) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const x = result.heights.map((_, i) => (i * result.spacing) / distanceUnit.metres);
  const y = result.heights.map((z) => (Number.isFinite(z) ? z / heightUnit.metres : null));
  const xLabel = intl.formatMessage({ id: 'editor.slice.chart.distance' }, { unit: distanceUnit.symbol });
  const yLabel = intl.formatMessage({ id: 'editor.slice.chart.height' }, { unit: heightUnit.symbol });
  const markerSamples = result.markers
    ? [result.markers.a1, result.markers.a2].map((m) => nearestSample(m.position, result.spacing, y.length))
    : [];
  const markerSeries = y.map((value, i) => (markerSamples.includes(i) ? value : null));

  return (
    <ChartCard
      title={intl.formatMessage({ id: 'editor.slice.chart.title' })}
      fileName={`${fileName} profile`}
      data={{
        columns: [xLabel, yLabel],
        rows: chartRows(x, [result.heights.map((z) => z / heightUnit.metres)]),
      }}
      footer={footer}
    >
      {(chart) => {
        const markers = result.markers;
        const markerStyle = chart.markerStyle;
        const series = [
          {
            data: y,
            label: yLabel,
            showMark: false,
            color: '#1976d2',
            id: 'profile',
            valueFormatter: chartNumber,
          },
          ...(markers && markerStyle !== 'line'
            ? [
                {
                  data: markerSeries,
                  label: intl.formatMessage({ id: 'editor.slice.markers' }),
                  showMark: true,
                  connectNulls: markerStyle === 'distance',
                  color: '#e53935',
                  id: 'markers',
                },
              ]
            : []),
        ];
        const tracking = chartTracking(chart);
        return (
          <LineChart
            height={260}
            xAxis={[
              {
                valueFormatter: chartNumber,
                data: x,
                label: xLabel,
                scaleType: 'linear',
                min: 0,
                max: x[x.length - 1] ?? 0,
              },
            ]}
            yAxis={[{ valueFormatter: chartNumber, label: yLabel, width: 64 }]}
            series={series}
            grid={chartGrid(chart)}
            axisHighlight={tracking.axisHighlight}
            slotProps={tracking.slotProps}
            hideLegend={series.length === 1}
            skipAnimation
          >
            {markers && markerStyle === 'line' && (
              <>
                <ChartsReferenceLine
                  x={markers.a1.position / distanceUnit.metres}
                  label="a1"
                  lineStyle={{ stroke: '#e53935' }}
                />
                <ChartsReferenceLine
                  x={markers.a2.position / distanceUnit.metres}
                  label="a2"
                  lineStyle={{ stroke: '#e53935' }}
                />
              </>
            )}
            {referenceLine !== null && (
              <ChartsReferenceLine
                y={referenceLine / heightUnit.metres}
                lineStyle={{ stroke: '#43a047', strokeDasharray: '6 4' }}
              />
            )}
          </LineChart>
        );
      }}
    </ChartCard>
  );
}
