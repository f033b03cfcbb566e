// The chart section of the editor settings store, with its setter.
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import type { ChartSettings } from './chartSettings.ts';

export function useChartSettings(): readonly [ChartSettings, (patch: Partial<ChartSettings>) => void] {
  const chart = useEditorSettings((s) => s.chart);
  const update = useEditorSettings((s) => s.update);
  return [chart, (patch) => update('chart', patch)] as const;
}
