// The height-histogram panel (plan feature heightHistogram): bins and the continuous histogram, the
// histogram chart, and the number of valid points and the height range it covers.
import { Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { HeightHistogramChart } from './HeightHistogramChart.tsx';
import { HEIGHT_HISTOGRAM_BINS_RANGE, useHeightHistogramStore } from './useHeightHistogramStore.ts';

export default function HeightHistogramPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const formatLength = useFormatLength();
  const { settings, busy, data, error, update, calculate, viewerReloaded } = useHeightHistogramStore();

  useEffect(() => viewerReloaded(target.forkHash), [target.forkHash, viewerReloaded]);

  return (
    <Stack spacing={1.5} data-testid="height-histogram-panel">
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.histogram.bins' })}
        value={settings.bins}
        min={HEIGHT_HISTOGRAM_BINS_RANGE.min}
        max={HEIGHT_HISTOGRAM_BINS_RANGE.max}
        integer
        onChange={(bins) => update({ bins })}
        testId="height-histogram-bins"
      />
      <SettingSwitch
        labelId="editor.histogram.continuousHistogram"
        checked={settings.continuousHistogram}
        onChange={(continuousHistogram) => update({ continuousHistogram })}
      />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target)}
        testId="height-histogram-calculate"
        error={error}
      />
      {data && !busy && (
        <>
          <Typography variant="body2" data-testid="height-histogram-summary">
            <FormattedMessage
              id="editor.histogram.summary"
              values={{
                points: data.histogram.validCount,
                min: formatLength(data.histogram.min, 'height'),
                max: formatLength(data.histogram.max, 'height'),
              }}
            />
          </Typography>
          <HeightHistogramChart histogram={data.histogram} continuous={data.continuous} />
        </>
      )}
    </Stack>
  );
}
