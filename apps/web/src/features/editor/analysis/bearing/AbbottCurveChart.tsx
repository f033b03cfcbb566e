// The Abbott–Firestone curve: material ratio (%) against height, heights on the vertical axis unless
// the panel's "vertical" option puts them on the horizontal one.
import { LineChart } from '@mui/x-charts/LineChart';
import type { MaterialRatioCurve } from '@asperity/core';
import { useIntl } from 'react-intl';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { spanOf, useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export interface AbbottCurveChartProps {
  readonly curve: MaterialRatioCurve;
  readonly vertical: boolean;
  readonly showGridLines: boolean;
}

export function AbbottCurveChart({ curve, vertical, showGridLines }: AbbottCurveChartProps) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const height = useDisplayLengthUnit('height', spanOf(curve.height));
  const ratios = curve.materialRatio.map((mr) => mr * 100);
  const heights = curve.height.map((h) => h / height.metres);
  const ratioLabel = intl.formatMessage({ id: 'editor.bearing.materialRatio' });
  const heightLabel = intl.formatMessage({ id: 'editor.histogram.height' }, { unit: height.symbol });
  const grid = { vertical: showGridLines, horizontal: showGridLines };
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'editor.bearing.curve.title' })}
      data={{ columns: [ratioLabel, heightLabel], rows: chartRows(ratios, [heights]) }}
    >
      {(chart) => (
        <LineChart
          height={260}
          grid={grid}
          {...chartTracking(chart)}
          xAxis={[
            {
              valueFormatter: chartNumber,
              data: vertical ? heights : ratios,
              label: vertical ? heightLabel : ratioLabel,
            },
          ]}
          yAxis={[{ valueFormatter: chartNumber, label: vertical ? ratioLabel : heightLabel, width: 64 }]}
          series={[
            {
              data: vertical ? ratios : heights,
              label: intl.formatMessage({ id: 'editor.bearing.curve.series' }),
              showMark: chart.markerStyle === 'dot',
            },
          ]}
        />
      )}
    </ChartCard>
  );
}
