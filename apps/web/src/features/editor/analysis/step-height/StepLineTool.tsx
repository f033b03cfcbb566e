// The step-height line tool (plan feature stepHeightLine): the line is drawn on the 2D view across
// the step (StepHeightOverlay moves its ends l1, l2); POST /api/editor/step-height/line with the
// line, the feature threshold (default 0.5), width, averaged lines, sampling and leveling, materials.
import { Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { MaterialsFields } from './MaterialsFields.tsx';
import { StepHeightResult } from './StepHeightResult.tsx';
import { StepLineProfileChart } from './StepLineProfileChart.tsx';
import { useStepLineStore } from './useStepLineStore.ts';

const percent = (v: number) => Math.round(v * 1000) / 10;

export function StepLineTool() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const { settings, busy, result, error, update, calculate } = useStepLineStore();
  const { l1Position: l1, l2Position: l2 } = settings;
  return (
    <Stack spacing={1.5} data-testid="step-line-tool">
      <Typography variant="body2">
        <FormattedMessage id="editor.stepHeight.line.instructions" />
      </Typography>
      <Typography variant="body2" data-testid="step-line-position">
        <FormattedMessage
          id="editor.stepHeight.line.position"
          values={{ x1: percent(l1.x), y1: percent(l1.y), x2: percent(l2.x), y2: percent(l2.y) }}
        />
      </Typography>
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.featureThreshold' })}
        value={settings.featureThreshold}
        min={0.01}
        max={0.99}
        onChange={(featureThreshold) => update({ featureThreshold })}
        testId="step-line-threshold"
      />
      <SettingSwitch
        labelId="editor.stepHeight.width.auto"
        checked={settings.width === 'auto'}
        onChange={(auto) => update({ width: auto ? 'auto' : 0.25 })}
      />
      {settings.width !== 'auto' && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.stepHeight.width' })}
          value={settings.width}
          min={0.001}
          max={1}
          onChange={(width) => update({ width })}
        />
      )}
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.stepHeight.average' })}
        value={settings.average}
        min={1}
        max={1001}
        integer
        onChange={(average) => update({ average })}
      />
      <SettingSwitch
        labelId="editor.stepHeight.samplingSize.auto"
        checked={settings.samplingSize === 'auto'}
        onChange={(auto) => update({ samplingSize: auto ? 'auto' : 512 })}
      />
      {settings.samplingSize !== 'auto' && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.stepHeight.samplingSize' })}
          value={settings.samplingSize}
          min={2}
          max={1_000_000}
          integer
          onChange={(samplingSize) => update({ samplingSize })}
        />
      )}
      <SettingSwitch
        labelId="editor.stepHeight.leveling"
        checked={settings.leveling}
        onChange={(leveling) => update({ leveling })}
      />
      <MaterialsFields value={settings} onChange={update} />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target)}
        testId="step-line-calculate"
        error={error}
      />
      {result && !busy && (
        <>
          <StepHeightResult values={result} />
          <StepLineProfileChart profile={result.profile} />
        </>
      )}
    </Stack>
  );
}
