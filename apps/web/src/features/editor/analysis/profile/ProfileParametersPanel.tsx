// The profile-parameters panel (spec part 2 §3 "Profile parameters", §4, §5, §9; POST
// /api/editor/profile-parameters): the profile along the slice line (drawn and moved on the 2D view)
// or the average of every row, with the cut-off length, number of sampling lengths, filter and the
// material-ratio level; results in tables by parameter group (ISO 4287 amplitude and curves, ASME
// B46.1 2D), the rule that picked λc (issue 15 item 4) and the evaluated profile's chart.
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { profileParameters, type StatisticCategory } from '@asperity/core';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ChartCard } from '../../charts/ChartCard.tsx';
import { chartGrid, chartTracking } from '../../charts/chartSettings.ts';
import { chartRows } from '../../charts/exportChart.ts';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { useRevealResults } from '../editor-analysis-call/useRevealResults.ts';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { spanOf, useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useFormatParameterValue } from '../parameter-values/useFormatParameterValue.ts';
import { ChooseStatisticsButton } from '../active-statistics/ChooseStatisticsButton.tsx';
import { SliceTypeField } from '../slice/SliceTypeField.tsx';
import { useSliceStore } from '../slice/useSliceStore.ts';
import { CUTOFF_LENGTH_TYPES, MAX_SECTIONS, PROFILE_COMPONENTS, PROFILE_FILTERS } from './profileSettings.ts';
import { useProfileActiveStatistics } from './useProfileActiveStatistics.ts';
import { profileKey, useProfileParametersStore } from './useProfileParametersStore.ts';
import { useChartNumber } from '../../charts/chartNumbers.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';

/** The parameter groups of the result tables, in the order shown. */
export const PROFILE_GROUPS: readonly StatisticCategory[] = [
  'iso4287-amplitude',
  'iso4287-curves',
  'asme-b46.1-2d',
];
const LATERAL = new Set(['RSm']);

export default function ProfileParametersPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const { fileName } = useEditorSession();
  const line = useSliceStore((s) => s.line);
  const setType = useSliceStore((s) => s.setType);
  const { settings, busy, result, resultKey, error, update, calculate } = useProfileParametersStore();
  const { active, setActive } = useProfileActiveStatistics();
  const formatParameter = useFormatParameterValue();
  const formatLength = useFormatLength();
  const distanceUnit = useDisplayLengthUnit(
    'distance',
    result ? result.spacing * (result.evaluatedProfile.length - 1) : Number.NaN,
  );
  const heightUnit = useDisplayLengthUnit('height', spanOf(result?.evaluatedProfile ?? []));
  const invalid = result !== null && resultKey !== profileKey(target, line, settings);
  const resultsRef = useRef<HTMLDivElement>(null);
  useRevealResults(resultsRef, busy ? null : result);

  useEffect(() => {
    const state = useProfileParametersStore.getState();
    if (state.result === null && !state.busy)
      void state.calculate(http, target, useSliceStore.getState().line);
  }, [http, target]);

  const groupParameters = (group: StatisticCategory) =>
    profileParameters.filter((p) => p.categories.includes(group));
  const groupRows = (group: StatisticCategory): ResultRow[] => {
    const chosen = active[group];
    return result
      ? groupParameters(group)
          .filter((p) => chosen === undefined || chosen.includes(p.id))
          .map((p) => ({
            key: `${group}:${p.id}`,
            label: p.id,
            ...formatParameter(result.values[p.id] ?? NaN, p.kind, LATERAL.has(p.id)),
          }))
      : [];
  };
  const lengthRow = (key: string, labelId: string, metres: number): ResultRow => ({
    key,
    label: intl.formatMessage({ id: labelId }),
    ...splitFormattedQuantity(formatLength(metres, 'distance')),
  });
  const countRow = (key: string, labelId: string, count: number): ResultRow => ({
    key,
    label: intl.formatMessage({ id: labelId }),
    value: intl.formatNumber(count),
    unit: '',
  });

  return (
    <Stack spacing={1.5} data-testid="profile-parameters-panel">
      <ManageSettingsButton feature="ProfileParameters" />
      <SliceTypeField labelId="profile-line-type" value={line.type} onChange={setType} />
      <SettingSwitch
        labelId="editor.profile.averageEntire"
        checked={settings.averageEntire}
        onChange={(averageEntire) => update({ averageEntire })}
      />
      <FormControl size="small">
        <InputLabel id="profile-cutoff-type">
          <FormattedMessage id="editor.profile.cutoffLength" />
        </InputLabel>
        <Select
          labelId="profile-cutoff-type"
          label={intl.formatMessage({ id: 'editor.profile.cutoffLength' })}
          value={settings.cutoffLength.type}
          onChange={(event) =>
            update({
              cutoffLength: { ...settings.cutoffLength, type: event.target.value },
            })
          }
          data-testid="profile-cutoff-type"
        >
          {CUTOFF_LENGTH_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type === 'CUSTOM' ? (
                <FormattedMessage id="editor.profile.cutoffLength.custom" />
              ) : (
                type.replace('mm', ' mm')
              )}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {settings.cutoffLength.type === 'CUSTOM' && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.profile.cutoffLength.value' })}
          unit={distanceUnit.symbol}
          value={(settings.cutoffLength.customValue ?? 0) / distanceUnit.metres}
          min={0}
          onChange={(value) =>
            update({
              cutoffLength: { type: 'CUSTOM', customValue: value > 0 ? value * distanceUnit.metres : null },
            })
          }
          testId="profile-cutoff-value"
        />
      )}
      <FormControl>
        <FormLabel id="profile-number-of-samples">
          <FormattedMessage id="editor.profile.numberOfSamples" />
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="profile-number-of-samples"
          value={settings.numberOfSamples.type}
          onChange={(_, value) =>
            update({
              numberOfSamples: {
                ...settings.numberOfSamples,
                type: value === 'user-specified' ? 'user-specified' : 'max-samples',
              },
            })
          }
        >
          <FormControlLabel
            value="max-samples"
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: 'editor.profile.numberOfSamples.max' })}
          />
          <FormControlLabel
            value="user-specified"
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: 'editor.profile.numberOfSamples.user' })}
          />
        </RadioGroup>
      </FormControl>
      {settings.numberOfSamples.type === 'user-specified' && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.profile.numberOfSamples.value' })}
          value={settings.numberOfSamples.customValue}
          min={1}
          max={MAX_SECTIONS}
          integer
          onChange={(customValue) => update({ numberOfSamples: { type: 'user-specified', customValue } })}
          testId="profile-number-of-samples"
        />
      )}
      <SettingSwitch
        labelId="editor.profile.includeFilter"
        checked={settings.includeFilter}
        onChange={(includeFilter) => update({ includeFilter })}
      />
      {settings.includeFilter && (
        <Stack direction="row" spacing={1}>
          <FormControl size="small" fullWidth>
            <InputLabel id="profile-filter">
              <FormattedMessage id="editor.profile.filter" />
            </InputLabel>
            <Select
              labelId="profile-filter"
              label={intl.formatMessage({ id: 'editor.profile.filter' })}
              value={settings.filter}
              onChange={(event) => update({ filter: event.target.value })}
              data-testid="profile-filter"
            >
              {PROFILE_FILTERS.map((filter) => (
                <MenuItem key={filter} value={filter}>
                  <FormattedMessage id={`editor.profile.filter.${filter}`} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" fullWidth>
            <InputLabel id="profile-component">
              <FormattedMessage id="editor.profile.component" />
            </InputLabel>
            <Select
              labelId="profile-component"
              label={intl.formatMessage({ id: 'editor.profile.component' })}
              value={settings.component}
              onChange={(event) => update({ component: event.target.value })}
            >
              {PROFILE_COMPONENTS.map((component) => (
                <MenuItem key={component} value={component}>
                  <FormattedMessage id={`editor.profile.component.${component}`} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      )}
      <LocaleNumberField
        label={intl.formatMessage({ id: 'editor.profile.materialRatioLevel' })}
        unit={heightUnit.symbol}
        value={settings.materialRatioLevel / heightUnit.metres}
        onChange={(c) => update({ materialRatioLevel: c * heightUnit.metres })}
        testId="profile-material-ratio-level"
      />
      <CalculateControls
        busy={busy}
        onCalculate={() => void calculate(http, target, line)}
        testId="profile-calculate"
        error={error}
      />
      {invalid && !busy && (
        <Alert severity="warning" data-testid="profile-invalid">
          <FormattedMessage id="editor.profile.dataInvalid" />
        </Alert>
      )}
      {result && (
        <Stack spacing={1} sx={{ opacity: invalid ? 0.6 : 1 }} ref={resultsRef} data-testid="profile-results">
          <ResultsTable
            title={intl.formatMessage({ id: 'editor.profile.evaluation' })}
            fileName={`${fileName} profile evaluation`}
            rows={[
              lengthRow('cutoff', 'editor.profile.cutoff', result.cutoff),
              countRow('sections', 'editor.profile.sections', result.sections),
              lengthRow('evaluation-length', 'editor.profile.evaluationLength', result.evaluationLength),
              countRow('profiles', 'editor.profile.profiles', result.profiles),
            ]}
          />
          <Typography variant="body2" color="text.secondary" data-testid="profile-cutoff-rule">
            {intl.formatMessage(
              { id: `editor.profile.cutoffRule.${result.cutoffRule}` },
              {
                cutoff: formatLength(result.cutoff, 'distance'),
                // Ra is a height, RSm a spacing along the profile: each in its own automatic unit.
                basis: formatLength(
                  result.cutoffBasis ?? Number.NaN,
                  result.cutoffRule === 'iso4288-rsm' ? 'distance' : 'height',
                ),
                sections: result.sections,
              },
            )}
          </Typography>
          {PROFILE_GROUPS.map((group) => {
            const title = intl.formatMessage({ id: `editor.profile.group.${group}` });
            const all = groupParameters(group).map((p) => p.id);
            return (
              <ResultsTable
                key={group}
                title={title}
                fileName={`${fileName} ${group}`}
                rows={groupRows(group)}
                action={
                  <ChooseStatisticsButton
                    title={title}
                    statistics={groupParameters(group).map((p) => ({
                      id: p.id,
                      label: p.id,
                      description: p.name,
                    }))}
                    active={active[group] ?? all}
                    defaultActive={all}
                    onSave={(ids) => setActive(group, ids)}
                    testId={`profile-choose-${group}`}
                  />
                }
              />
            );
          })}
          {result.evaluatedProfile.length > 1 && (
            <EvaluatedProfileChart
              profile={result.evaluatedProfile}
              spacing={result.spacing}
              distanceUnit={distanceUnit}
              heightUnit={heightUnit}
              fileName={fileName}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

function EvaluatedProfileChart({
  profile,
  spacing,
  distanceUnit,
  heightUnit,
  fileName,
}: {
  profile: readonly number[];
  spacing: number;
  distanceUnit: ReturnType<typeof useDisplayLengthUnit>;
  heightUnit: ReturnType<typeof useDisplayLengthUnit>;
  fileName: string;
}) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const x = profile.map((_, i) => (i * spacing) / distanceUnit.metres);
  const y = profile.map((z) => z / heightUnit.metres);
  const xLabel = intl.formatMessage({ id: 'editor.slice.chart.distance' }, { unit: distanceUnit.symbol });
  const yLabel = intl.formatMessage({ id: 'editor.slice.chart.height' }, { unit: heightUnit.symbol });
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'editor.profile.chart.title' })}
      fileName={`${fileName} evaluated profile`}
      data={{ columns: [xLabel, yLabel], rows: chartRows(x, [y]) }}
    >
      {(chart) => {
        const tracking = chartTracking(chart);
        return (
          <LineChart
            height={220}
            xAxis={[
              {
                valueFormatter: chartNumber,
                data: x,
                label: xLabel,
                scaleType: 'linear',
                min: 0,
                max: x[x.length - 1] ?? 0,
              },
            ]}
            yAxis={[{ valueFormatter: chartNumber, label: yLabel, width: 64 }]}
            series={[
              {
                data: y.map((v) => (Number.isFinite(v) ? v : null)),
                showMark: false,
                label: yLabel,
                valueFormatter: chartNumber,
              },
            ]}
            grid={chartGrid(chart)}
            axisHighlight={tracking.axisHighlight}
            slotProps={tracking.slotProps}
            hideLegend
            skipAnimation
          />
        );
      }}
    </ChartCard>
  );
}
