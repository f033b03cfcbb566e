// A titled card around one analysis chart (x-charts LineChart / BarChart / ScatterChart) with the
// menu every chart has: export PNG (its SVG drawn on a canvas), CSV and PDF (picture + data table),
// and the chart settings dialog. The chart is a render function of the chart settings so grid
// lines, tracking points and marker style apply to every chart alike:
//   <ChartCard title={…} data={{ columns, rows }}>{(chart) => <LineChart grid={chartGrid(chart)} … />}</ChartCard>
import { Card, CardContent, CardHeader } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { ChartSettingsDialog } from './ChartSettingsDialog.tsx';
import type { ChartSettings } from './chartSettings.ts';
import { downloadBlob, safeFileName } from './downloadBlob.ts';
import { chartCsvBlob, chartPdf, chartPng, type ChartData } from './exportChart.ts';
import { ExportMenu, type ExportFormat } from './ExportMenu.tsx';
import { useChartSettings } from './useChartSettings.ts';

export interface ChartCardProps {
  /** Shown above the chart and printed in the PDF. */
  readonly title: string;
  /** Exported files are named after it (default: the title). */
  readonly fileName?: string;
  /** The chart's data for CSV and PDF: x column first, one column per series. */
  readonly data: ChartData;
  /** Extra header content (a result, a toggle), shown left of the menu. */
  readonly action?: ReactNode;
  /** Content under the chart (a results table, values read at the markers). */
  readonly footer?: ReactNode;
  readonly children: (chart: ChartSettings) => ReactNode;
}

/**
 * The chart's drawing SVG: x-charts 9 draws into `svg.MuiChartsSvgLayer-root` inside a layer
 * container; otherwise the largest SVG of the card's chart area (legend marks and icons are small).
 */
export function chartSvgIn(container: HTMLElement | null): SVGSVGElement | null {
  if (!container) return null;
  const layer = container.querySelector<SVGSVGElement>('svg.MuiChartsSvgLayer-root');
  if (layer) return layer;
  const area = (svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect();
    return box.width * box.height;
  };
  let largest: SVGSVGElement | null = null;
  for (const svg of Array.from(container.querySelectorAll<SVGSVGElement>('svg')))
    if (!largest || area(svg) > area(largest)) largest = svg;
  return largest;
}

export function ChartCard({ title, fileName, data, action, footer, children }: ChartCardProps) {
  const [chart] = useChartSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const chartArea = useRef<HTMLDivElement>(null);
  const base = fileName ?? title;

  const exportAs = async (format: ExportFormat): Promise<void> => {
    if (format === 'csv') {
      downloadBlob(chartCsvBlob(data), safeFileName(base, 'csv'));
      return;
    }
    const svg = chartSvgIn(chartArea.current);
    if (!svg) throw new Error('the chart has no SVG to export');
    const picture = await chartPng(svg);
    if (format === 'png') downloadBlob(picture.blob, safeFileName(base, 'png'));
    else downloadBlob(await chartPdf(title, picture, data), safeFileName(base, 'pdf'));
  };

  return (
    <Card variant="outlined" data-testid="chart-card">
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle2', component: 'h3' } }}
        sx={{ py: 1 }}
        action={
          <>
            {action}
            <ExportMenu
              labelId="editor.chart.menu"
              onExport={exportAs}
              extraItems={[{ labelId: 'editor.chart.settings', onSelect: () => setSettingsOpen(true) }]}
            />
          </>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <div ref={chartArea}>{children(chart)}</div>
        {footer}
      </CardContent>
      <ChartSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Card>
  );
}
