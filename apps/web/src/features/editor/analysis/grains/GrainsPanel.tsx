// The grains-and-particles panel (spec part 2 §3, §4, §7 GET /api/editor/grains-and-particles):
// threshold (fraction of the height range, default 0.5), particles above or below it, exclusion of
// small particles (below a size in pixels) and of those touching the edge; totals, every particle,
// and the particles drawn over the 2D view (GrainsOverlay).
import {
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ResultsTable } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { AnalysisBusy } from '../editor-analysis-call/AnalysisBusy.tsx';
import { AnalysisErrorAlert } from '../editor-analysis-call/AnalysisErrorAlert.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { MINIMUM_SIZE_RANGE } from './grainsSettings.ts';
import { grainsTotalsRows, type GrainsTotalsBasis } from './grainsTotalsRows.ts';
import { ParticlesTable } from './ParticlesTable.tsx';
import { useGrainsStore } from './useGrainsStore.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';

export default function GrainsPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const formatLength = useFormatLength();
  const { settings, busy, data, dataInvalid, error, update, calculate, viewerReloaded } = useGrainsStore();
  const [basis, setBasis] = useState<GrainsTotalsBasis>('byNumber');

  useEffect(() => viewerReloaded(target.forkHash), [target.forkHash, viewerReloaded]);

  const totals =
    data &&
    grainsTotalsRows(data.totals, basis, {
      formatLength,
      formatRatio: (v) => intl.formatNumber(v, { maximumSignificantDigits: 4 }),
      formatPercent: (v) => intl.formatNumber(v * 100, { maximumFractionDigits: 2 }),
      label: (id) => intl.formatMessage({ id }),
    });

  return (
    <Stack spacing={1.5} data-testid="grains-panel">
      <ManageSettingsButton feature="Particles" />
      <Typography variant="body2" id="grains-threshold-label">
        <FormattedMessage
          id="editor.grains.threshold"
          values={{ value: intl.formatNumber(settings.particleThresholdPercent, { style: 'percent' }) }}
        />
      </Typography>
      <Slider
        aria-labelledby="grains-threshold-label"
        min={0}
        max={1}
        step={0.01}
        value={settings.particleThresholdPercent}
        onChange={(_, value) => update({ particleThresholdPercent: Math.round(value * 100) / 100 })}
        data-testid="grains-threshold"
      />
      <RadioGroup
        row
        value={settings.definedAsAboveThreshold ? 'ABOVE' : 'BELOW'}
        onChange={(event) => update({ definedAsAboveThreshold: event.target.value === 'ABOVE' })}
      >
        <FormControlLabel
          value="ABOVE"
          control={<Radio />}
          label={intl.formatMessage({ id: 'editor.grains.above' })}
        />
        <FormControlLabel
          value="BELOW"
          control={<Radio />}
          label={intl.formatMessage({ id: 'editor.grains.below' })}
        />
      </RadioGroup>
      <SettingSwitch
        labelId="editor.grains.excludeSmall"
        checked={settings.excludeParticlesBelowMinimumSize}
        onChange={(excludeParticlesBelowMinimumSize) => update({ excludeParticlesBelowMinimumSize })}
      />
      {settings.excludeParticlesBelowMinimumSize && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.grains.minimumSize' })}
          value={settings.excludeParticlesBelowMinimumSizeThreshold}
          min={MINIMUM_SIZE_RANGE.min}
          max={MINIMUM_SIZE_RANGE.max}
          integer
          onChange={(value) => update({ excludeParticlesBelowMinimumSizeThreshold: value })}
          testId="grains-minimum-size"
        />
      )}
      <SettingSwitch
        labelId="editor.grains.excludeTouchingEdge"
        checked={settings.excludeParticlesTouchingEdge}
        onChange={(excludeParticlesTouchingEdge) => update({ excludeParticlesTouchingEdge })}
      />
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void calculate(http, target)}
        data-testid="grains-calculate"
      >
        <FormattedMessage id="editor.analysis.calculate" />
      </Button>
      <AnalysisBusy busy={busy} />
      {/* Part 2 §8: grains failures fall back to the generic message whatever the code; the reason
          still says what went wrong. */}
      <AnalysisErrorAlert failure={error} generic />
      {data && dataInvalid && !busy && (
        <Typography variant="body2" color="text.secondary" data-testid="grains-stale">
          <FormattedMessage id="editor.grains.stale" />
        </Typography>
      )}
      {data && totals && !dataInvalid && !busy && (
        <>
          <ResultsTable
            title={intl.formatMessage({ id: 'editor.grains.totals.title' })}
            rows={totals}
            action={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={basis}
                onChange={(_, value: GrainsTotalsBasis | null) => value && setBasis(value)}
              >
                <ToggleButton value="byNumber">
                  <FormattedMessage id="editor.grains.basis.byNumber" />
                </ToggleButton>
                <ToggleButton value="byArea">
                  <FormattedMessage id="editor.grains.basis.byArea" />
                </ToggleButton>
              </ToggleButtonGroup>
            }
          />
          <ParticlesTable particles={data.particlesResults} />
        </>
      )}
    </Stack>
  );
}
