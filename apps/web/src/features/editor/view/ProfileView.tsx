// A single-profile file (one row: a stylus profile such as a Dektak CSV) in the view area: a 3D box or
// a colour map of one row shows nothing, so the heights are drawn as a profile chart along x, in the
// units one axis span picks (part 2 §9), with the profile tools (slice, profile parameters) working
// on that row.
import type { EditorSurface } from '@asperity/contract';
import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChartNumber } from '../charts/chartNumbers.ts';
import { spanOf, useDisplayLengthUnit } from '../analysis/editor-analysis-call/useDisplayLengthUnit.ts';

/** One row is a profile; the editor shows it as a chart instead of a surface. */
export function isSingleProfile(surface: Pick<EditorSurface, 'header'> | undefined): boolean {
  return surface !== undefined && surface.header.sourceRows === 1 && surface.header.sourceCols > 1;
}

/** Distances along the profile (metres) of the sent samples, which may average `factor` source pixels. */
export function profilePositions({ header }: Pick<EditorSurface, 'header'>): number[] {
  const length = header.sourceCols * header.pixelSize;
  const step = length / header.cols;
  return Array.from({ length: header.cols }, (_, i) => (i + 0.5) * step);
}

export function ProfileView({ surface }: { surface: EditorSurface }) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const positions = profilePositions(surface);
  const heights = Array.from(surface.heights.subarray(0, surface.header.cols));
  const distance = useDisplayLengthUnit('distance', surface.header.sourceCols * surface.header.pixelSize);
  const height = useDisplayLengthUnit('height', spanOf(heights));
  const x = positions.map((p) => p / distance.metres);
  const y = heights.map((z) => (Number.isFinite(z) ? z / height.metres : null));
  const xLabel = intl.formatMessage({ id: 'editor.slice.chart.distance' }, { unit: distance.symbol });
  const yLabel = intl.formatMessage({ id: 'editor.slice.chart.height' }, { unit: height.symbol });
  return (
    <Box
      data-testid="editor-profile-view"
      data-points={surface.header.sourceCols}
      sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', p: 1 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="editor-profile-view-caption">
        <FormattedMessage id="editor.view.profile" values={{ points: surface.header.sourceCols }} />
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              data: x,
              label: xLabel,
              scaleType: 'linear',
              min: 0,
              max: (surface.header.sourceCols * surface.header.pixelSize) / distance.metres,
              valueFormatter: chartNumber,
            },
          ]}
          yAxis={[{ label: yLabel, width: 72, valueFormatter: chartNumber }]}
          series={[{ data: y, label: yLabel, showMark: false, valueFormatter: chartNumber }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
