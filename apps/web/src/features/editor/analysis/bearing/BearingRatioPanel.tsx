// The bearing-ratio panel (spec part 2 §3, §7 GET /api/editor/bearing-ratio): bins (default 20) and
// the continuous histogram are computed by the server; show curve, show histogram, vertical and grid
// lines change the drawing only. Shows the Abbott–Firestone curve and the height histogram.
import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { HeightHistogramChart } from '../histogram/HeightHistogramChart.tsx';
import { AbbottCurveChart } from './AbbottCurveChart.tsx';
import { BEARING_BINS_RANGE } from './bearingSettings.ts';
import { useBearingStore } from './useBearingStore.ts';
import { useRevealResults } from '../editor-analysis-call/useRevealResults.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';

export default function BearingRatioPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const { settings, busy, data, error, update, calculate, viewerReloaded } = useBearingStore();
  const resultsRef = useRef<HTMLDivElement>(null);
  useRevealResults(resultsRef, busy ? null : data);

  useEffect(() => viewerReloaded(target.forkHash), [target.forkHash, viewerReloaded]);

  return (
    <Stack spacing={1.5} data-testid="bearing-panel">
      <ManageSettingsButton feature="BearingRatio" />
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.bearing.bins' })}
        value={settings.bins}
        min={BEARING_BINS_RANGE.min}
        max={BEARING_BINS_RANGE.max}
        integer
        onChange={(bins) => update({ bins })}
        testId="bearing-bins"
      />
      <SettingSwitch
        labelId="editor.bearing.continuousHistogram"
        checked={settings.continuousHistogram}
        onChange={(continuousHistogram) => update({ continuousHistogram })}
      />
      <SettingSwitch
        labelId="editor.bearing.showCurve"
        checked={settings.showCurve}
        onChange={(showCurve) => update({ showCurve })}
      />
      <SettingSwitch
        labelId="editor.bearing.showHistogram"
        checked={settings.showHistogram}
        onChange={(showHistogram) => update({ showHistogram })}
      />
      <SettingSwitch
        labelId="editor.bearing.vertical"
        checked={settings.vertical}
        onChange={(vertical) => update({ vertical })}
      />
      <SettingSwitch
        labelId="editor.bearing.showGridLines"
        checked={settings.showGridLines}
        onChange={(showGridLines) => update({ showGridLines })}
      />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target)}
        testId="bearing-calculate"
        error={error}
      />
      {data && !busy && (
        <Stack spacing={1.5} ref={resultsRef} data-testid="bearing-results">
          {settings.showCurve && (
            <AbbottCurveChart
              curve={data.curve}
              vertical={settings.vertical}
              showGridLines={settings.showGridLines}
            />
          )}
          {settings.showHistogram && (
            <HeightHistogramChart
              histogram={data.histogram}
              continuous={data.continuous}
              vertical={settings.vertical}
              showGridLines={settings.showGridLines}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
