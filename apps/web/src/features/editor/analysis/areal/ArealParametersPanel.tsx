// The areal-parameters panel (spec part 2 §3 "Areal parameters", §4, §9; POST
// /api/editor/areal-parameters): area of interest (entire image or a restricted rectangle drawn on
// the 2D view), spatial threshold, material ratio settings; results grouped by category, each with
// its "All" toggle, in the user's units. The results stay visible but marked when they no longer
// match the settings or the surface shown, until recalculated.
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import type { StatisticCategory } from '@asperity/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useFormatParameterValue } from '../parameter-values/useFormatParameterValue.ts';
import { DEFAULT_RESTRICTED_AREA, type AreaOfInterest } from './arealSettings.ts';
import { defaultActiveIds, LATERAL_STATISTICS, listedStatistics } from './arealStatistics.ts';
import { ChooseStatisticsButton } from '../active-statistics/ChooseStatisticsButton.tsx';
import { useArealActiveStatistics } from './useArealActiveStatistics.ts';
import { isDataInvalid, useArealStore } from './useArealStore.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';
import { useRevealResults } from '../editor-analysis-call/useRevealResults.ts';

const GENERAL_STATISTICS = new Set(['average', 'min', 'max', 'range']);

export default function ArealParametersPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const state = useArealStore();
  const { settings, busy, result, error, showAll, update, setRestrictedArea, toggleAll, calculate } = state;
  const resultsRef = useRef<HTMLDivElement>(null);
  useRevealResults(resultsRef, busy ? null : result);
  const { active, setActive } = useArealActiveStatistics();
  const format = useFormatParameterValue();
  const heightUnit = useDisplayLengthUnit('height');
  const invalid = isDataInvalid(state, target);

  // A first result as soon as the panel opens (and again for another file or fork once asked).
  useEffect(() => {
    if (useArealStore.getState().result === null && !useArealStore.getState().busy) {
      void useArealStore.getState().calculate(http, target);
    }
  }, [http, target]);

  const labelOf = (id: string) =>
    GENERAL_STATISTICS.has(id) ? intl.formatMessage({ id: `editor.areal.statistic.${id}` }) : id;
  const rowsOf = (
    category: StatisticCategory,
    statistics: ReturnType<typeof listedStatistics>['statistics'],
  ) =>
    statistics.map((statistic): ResultRow => {
      const formatted = format(statistic.value, statistic.kind, LATERAL_STATISTICS.has(statistic.id));
      return {
        key: `${category}:${statistic.id}`,
        label: labelOf(statistic.id),
        value: formatted.value,
        unit: formatted.unit,
        ...(statistic.details ? { description: statistic.details } : {}),
      };
    });

  return (
    <Stack spacing={1.5} data-testid="areal-panel">
      <ManageSettingsButton feature="ArealParameters" />
      <FormControl>
        <FormLabel id="areal-area-of-interest">
          <FormattedMessage id="editor.areal.areaOfInterest" />
        </FormLabel>
        <RadioGroup
          aria-labelledby="areal-area-of-interest"
          value={settings.areaOfInterest}
          onChange={(_, value) => update({ areaOfInterest: value as AreaOfInterest })}
        >
          <FormControlLabel
            value="entire"
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: 'editor.areal.entireImage' })}
          />
          <FormControlLabel
            value="restricted"
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: 'editor.areal.restrictedArea' })}
          />
        </RadioGroup>
      </FormControl>
      {settings.areaOfInterest === 'restricted' && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="editor.areal.restrictedAreaHint" />
          </Typography>
          <Typography variant="body2" data-testid="areal-restricted-area">
            <FormattedMessage
              id="editor.areal.restrictedAreaValue"
              values={{
                left: intl.formatNumber(settings.restrictedArea.left, { maximumFractionDigits: 3 }),
                top: intl.formatNumber(settings.restrictedArea.top, { maximumFractionDigits: 3 }),
                right: intl.formatNumber(settings.restrictedArea.right, { maximumFractionDigits: 3 }),
                bottom: intl.formatNumber(settings.restrictedArea.bottom, { maximumFractionDigits: 3 }),
              }}
            />
          </Typography>
          <Button
            size="small"
            onClick={() => setRestrictedArea(DEFAULT_RESTRICTED_AREA)}
            sx={{ alignSelf: 'start' }}
          >
            <FormattedMessage id="editor.areal.resetArea" />
          </Button>
        </Stack>
      )}
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.areal.spatialThreshold' })}
        value={settings.spatialThreshold}
        min={0.01}
        max={0.99}
        onChange={(spatialThreshold) => update({ spatialThreshold })}
        testId="areal-spatial-threshold"
      />
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.areal.materialRatioHeight' })}
        unit={heightUnit.symbol}
        value={settings.materialRatioHeight / heightUnit.metres}
        onChange={(c) => update({ materialRatioHeight: c * heightUnit.metres })}
        testId="areal-material-ratio-height"
      />
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.areal.materialRatio' })}
        unit="%"
        value={settings.materialRatio * 100}
        min={0}
        max={100}
        onChange={(percent) => update({ materialRatio: percent / 100 })}
        testId="areal-material-ratio"
      />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target)}
        testId="areal-calculate"
        error={error}
      />
      {invalid && !busy && (
        <Alert severity="warning" data-testid="areal-invalid">
          <FormattedMessage id="editor.areal.dataInvalid" />
        </Alert>
      )}
      {result && (
        <Stack spacing={1} ref={resultsRef} sx={{ opacity: invalid ? 0.6 : 1 }} data-testid="areal-results">
          {result.categories.map((category) => {
            const all = showAll[category.id] ?? false;
            const { statistics, hasMore } = listedStatistics(category, all, active[category.id]);
            const title = intl.formatMessage({ id: `editor.areal.category.${category.id}` });
            return (
              <ResultsTable
                key={category.id}
                title={title}
                rows={rowsOf(category.id, statistics)}
                action={
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    {hasMore && (
                      <FormControlLabel
                        control={
                          <Switch size="small" checked={all} onChange={() => toggleAll(category.id)} />
                        }
                        label={intl.formatMessage({ id: 'editor.areal.all' })}
                        slotProps={{ typography: { variant: 'body2' } }}
                      />
                    )}
                    <ChooseStatisticsButton
                      title={title}
                      statistics={category.statistics.map((statistic) => ({
                        id: statistic.id,
                        label: labelOf(statistic.id),
                        ...(statistic.details ? { description: statistic.details } : {}),
                      }))}
                      active={active[category.id] ?? defaultActiveIds(category)}
                      defaultActive={defaultActiveIds(category)}
                      onSave={(ids) => setActive(category.id, ids)}
                      testId={`areal-choose-${category.id}`}
                    />
                  </Stack>
                }
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
