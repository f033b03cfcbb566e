// The average-PSD panel (spec part 2 §3, §4, §7 GET /api/editor/average-psd): the X and/or Y direction
// (X only by default), each with its window, Tukey coefficient, mirroring and frequency band; the
// curves on a log-log chart with the rms height each band carries.
import { Checkbox, Divider, FormControlLabel, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { useRevealResults } from '../editor-analysis-call/useRevealResults.ts';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { PsdAxisSettings } from './PsdAxisSettings.tsx';
import { PsdChart } from './PsdChart.tsx';
import { psdSettingsProblem } from './psdSettings.ts';
import { usePsdStore } from './usePsdStore.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';

export default function PsdPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const formatLength = useFormatLength();
  const { settings, busy, data, error, update, calculate, viewerReloaded } = usePsdStore();
  const problem = psdSettingsProblem(settings);
  const resultsRef = useRef<HTMLDivElement>(null);
  useRevealResults(resultsRef, busy ? null : data);

  useEffect(() => viewerReloaded(target.forkHash), [target.forkHash, viewerReloaded]);

  return (
    <Stack spacing={1.5} data-testid="psd-panel">
      <ManageSettingsButton feature="AveragePsd" />
      <Stack direction="row" spacing={1}>
        {(['X', 'Y'] as const).map((axis) => (
          <FormControlLabel
            key={axis}
            control={
              <Checkbox
                checked={settings[`selected${axis}`]}
                onChange={(event) => update({ [`selected${axis}`]: event.target.checked })}
                slotProps={{ input: { 'aria-label': intl.formatMessage({ id: `editor.psd.axis.${axis}` }) } }}
              />
            }
            label={intl.formatMessage({ id: `editor.psd.axis.${axis}` })}
          />
        ))}
      </Stack>
      {(['X', 'Y'] as const)
        .filter((axis) => settings[`selected${axis}`])
        .map((axis) => (
          <Stack key={axis} spacing={1}>
            <Typography variant="subtitle2">
              <FormattedMessage id={`editor.psd.axis.${axis}`} />
            </Typography>
            <PsdAxisSettings axis={axis} settings={settings} onChange={update} />
          </Stack>
        ))}
      {problem && (
        <Typography variant="body2" color="error">
          <FormattedMessage id={problem} />
        </Typography>
      )}
      <CalculateControls
        busy={busy}
        disabled={problem !== null}
        onCalculate={() => void calculate(http, target)}
        testId="psd-calculate"
        error={error}
      />
      {data && !busy && (
        <Stack spacing={1.5} ref={resultsRef} data-testid="psd-results">
          <Divider />
          {(['x', 'y'] as const).map((axis) => {
            const curve = data[axis];
            if (!curve) return null;
            return (
              <Typography key={axis} variant="body2" data-testid={`psd-band-rms-${axis}`}>
                <FormattedMessage
                  id="editor.psd.bandRms"
                  values={{
                    axis: axis.toUpperCase(),
                    rms: formatLength(curve.bandRms, 'height'),
                    profiles: curve.profiles,
                  }}
                />
              </Typography>
            );
          })}
          <PsdChart data={data} />
        </Stack>
      )}
    </Stack>
  );
}
