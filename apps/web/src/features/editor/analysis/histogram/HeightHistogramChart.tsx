// A height histogram (counts per equal-width bin, heights in the user's height unit) in a chart card,
// with the continuous density as its own line chart when the answer has one. Used by the height
// histogram panel and the bearing-ratio panel; `vertical` puts the heights on the vertical axis.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HeightDistributionHistogram } from '@asperity/core';
import { Stack } from '@mui/material';
import { useIntl } from 'react-intl';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { spanOf, useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export interface ContinuousDensity {
  readonly height: number[];
  readonly density: number[];
}

export interface HeightHistogramChartProps {
  readonly histogram: HeightDistributionHistogram;
  readonly continuous: ContinuousDensity | null;
  readonly vertical?: boolean;
  /** Grid lines; the chart settings' own switch when absent. */
  readonly showGridLines?: boolean;
}

const round = (value: number) => Number(value.toPrecision(6));

export function HeightHistogramChart({
  histogram,
  continuous,
  vertical = false,
  showGridLines,
}: HeightHistogramChartProps) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const height = useDisplayLengthUnit('height', spanOf(histogram.binCentres));
  const heights = histogram.binCentres.map((h) => round(h / height.metres));
  const heightLabel = intl.formatMessage({ id: 'editor.histogram.height' }, { unit: height.symbol });
  const countLabel = intl.formatMessage({ id: 'editor.histogram.count' });
  const densityLabel = intl.formatMessage({ id: 'editor.histogram.density' }, { unit: `1/${height.symbol}` });
  const title = intl.formatMessage({ id: 'editor.histogram.chart.title' });
  const densityTitle = intl.formatMessage({ id: 'editor.histogram.continuous.title' });
  const densities = continuous?.density.map((d) => d * height.metres) ?? [];
  const densityHeights = continuous?.height.map((h) => h / height.metres) ?? [];
  return (
    <Stack spacing={1}>
      <ChartCard
        title={title}
        data={{ columns: [heightLabel, countLabel], rows: chartRows(heights, [histogram.counts]) }}
      >
        {(chart) => {
          const grid = showGridLines ?? chart.showGridLines;
          const band = {
            data: heights,
            scaleType: 'band' as const,
            label: heightLabel,
            valueFormatter: chartNumber,
          };
          const value = { label: countLabel, valueFormatter: chartNumber };
          return (
            <BarChart
              height={260}
              layout={vertical ? 'horizontal' : 'vertical'}
              grid={{ vertical: grid, horizontal: grid }}
              {...chartTracking(chart)}
              xAxis={[vertical ? value : band]}
              yAxis={[vertical ? { ...band, width: 64 } : { ...value, width: 64 }]}
              series={[{ data: histogram.counts, label: countLabel }]}
            />
          );
        }}
      </ChartCard>
      {continuous && (
        <ChartCard
          title={densityTitle}
          data={{ columns: [heightLabel, densityLabel], rows: chartRows(densityHeights, [densities]) }}
        >
          {(chart) => {
            const grid = showGridLines ?? chart.showGridLines;
            const along = {
              data: vertical ? densities : densityHeights,
              label: vertical ? densityLabel : heightLabel,
              valueFormatter: chartNumber,
            };
            return (
              <LineChart
                height={240}
                grid={{ vertical: grid, horizontal: grid }}
                {...chartTracking(chart)}
                xAxis={[along]}
                yAxis={[
                  { valueFormatter: chartNumber, label: vertical ? heightLabel : densityLabel, width: 64 },
                ]}
                series={[
                  {
                    data: vertical ? densityHeights : densities,
                    label: densityLabel,
                    showMark: chart.markerStyle === 'dot',
                  },
                ]}
              />
            );
          }}
        </ChartCard>
      )}
    </Stack>
  );
}
