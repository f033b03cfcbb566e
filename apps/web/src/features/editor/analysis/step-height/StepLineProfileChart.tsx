// The profile the line tool evaluated (heights along l1 → l2), so the user sees the step it found.
import { LineChart } from '@mui/x-charts/LineChart';
import type { StepHeightLineResult } from '@asperity/core';
import { useIntl } from 'react-intl';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartGrid, chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { spanOf, useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';

export function StepLineProfileChart({ profile }: { profile: StepHeightLineResult['profile'] }) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const distance = useDisplayLengthUnit('distance', profile.spacing * (profile.heights.length - 1));
  const height = useDisplayLengthUnit('height', spanOf(profile.heights));
  const xs = profile.heights.map((_, i) => (i * profile.spacing) / distance.metres);
  const ys = profile.heights.map((h) => (Number.isFinite(h) ? h / height.metres : null));
  const xLabel = intl.formatMessage({ id: 'editor.stepHeight.profile.distance' }, { unit: distance.symbol });
  const yLabel = intl.formatMessage({ id: 'editor.stepHeight.profile.height' }, { unit: height.symbol });
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'editor.stepHeight.profile.title' })}
      data={{
        columns: [xLabel, yLabel],
        rows: chartRows(xs, [profile.heights.map((h) => h / height.metres)]),
      }}
    >
      {(chart) => (
        <LineChart
          height={240}
          grid={chartGrid(chart)}
          {...chartTracking(chart)}
          xAxis={[{ valueFormatter: chartNumber, data: xs, label: xLabel }]}
          yAxis={[{ valueFormatter: chartNumber, label: yLabel, width: 64 }]}
          series={[
            { data: ys, label: yLabel, showMark: chart.markerStyle === 'dot', valueFormatter: chartNumber },
          ]}
        />
      )}
    </ChartCard>
  );
}
