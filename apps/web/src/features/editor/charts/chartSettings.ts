// How a chart's settings (spec part 2 §3 "chart": marker style, grid lines, tracking points; kept in
// the editor settings store) become x-charts props, so every analysis chart follows them alike.
import type { EditorSettings } from '../settings/editorSettings.ts';

export type ChartSettings = EditorSettings['chart'];
export type MarkerStyle = ChartSettings['markerStyle'];
export const MARKER_STYLES: readonly MarkerStyle[] = ['distance', 'dot', 'line'];

/** `grid` prop: both directions with grid lines on, none otherwise. */
export function chartGrid(chart: ChartSettings): { vertical: boolean; horizontal: boolean } {
  return { vertical: chart.showGridLines, horizontal: chart.showGridLines };
}

/** Tracking points: the pointer's x is followed by a line and a tooltip with the values there. */
export function chartTracking(chart: ChartSettings): {
  axisHighlight: { x: 'line' | 'none'; y: 'none' };
  slotProps: { tooltip: { trigger: 'axis' | 'none' } };
} {
  return {
    axisHighlight: { x: chart.trackingPoints ? 'line' : 'none', y: 'none' },
    slotProps: { tooltip: { trigger: chart.trackingPoints ? 'axis' : 'none' } },
  };
}
