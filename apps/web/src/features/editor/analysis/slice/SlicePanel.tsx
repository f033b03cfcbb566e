// The slice panel (spec part 2 §3 "Slice / profile / step", §9; POST /api/editor/profile): the line
// type and its position on the 2D view, the Z-axis mode, the a1/a2 markers, the horizontal reference
// line and the area measurement; the profile chart with the values at the markers and the profile's
// amplitude statistics. The profile follows the line as it is dragged (one request once it rests).
import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { Z_AXIS_MODES } from '@asperity/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { AnalysisBusy } from '../editor-analysis-call/AnalysisBusy.tsx';
import { AnalysisErrorAlert } from '../editor-analysis-call/AnalysisErrorAlert.tsx';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { spanOf, useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { useFormatParameterValue } from '../parameter-values/useFormatParameterValue.ts';
import { PROFILE_STATISTIC_IDS, profileStatistics } from './profileStatistics.ts';
import { SliceTypeField } from './SliceTypeField.tsx';
import { SliceChart } from './SliceChart.tsx';
import { sliceKey, useSliceStore } from './useSliceStore.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';

/** Quiet time after the last change (a drag on the 2D view) before the profile is asked for. */
export const SLICE_REQUEST_DELAY_MS = 250;

export default function SlicePanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const { fileName } = useEditorSession();
  const { line, settings, busy, result, resultKey, error, setType, update } = useSliceStore();
  const formatLength = useFormatLength();
  const formatParameter = useFormatParameterValue();
  const distanceUnit = useDisplayLengthUnit(
    'distance',
    result ? result.spacing * (result.heights.length - 1) : Number.NaN,
  );
  const heightUnit = useDisplayLengthUnit('height', spanOf(result?.heights ?? []));
  const key = sliceKey(target, line, settings);

  useEffect(() => {
    if (useSliceStore.getState().resultKey === key) return;
    const timer = setTimeout(
      () => void useSliceStore.getState().calculate(http, target),
      SLICE_REQUEST_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key, http, target]);

  const lengthRow = (
    rowKey: string,
    labelId: string,
    metres: number,
    kind: 'distance' | 'height',
    power: 1 | 2 = 1,
  ): ResultRow => ({
    key: rowKey,
    label: intl.formatMessage({ id: labelId }),
    ...splitFormattedQuantity(formatLength(metres, kind, power)),
  });

  const rows: ResultRow[] = [];
  if (result) {
    rows.push(lengthRow('length', 'editor.slice.length', result.length, 'distance'));
    if (result.markers) {
      const { a1, a2, distance, heightDifference } = result.markers;
      rows.push(
        lengthRow('a1-position', 'editor.slice.a1Position', a1.position, 'distance'),
        lengthRow('a1-height', 'editor.slice.a1Height', a1.height, 'height'),
        lengthRow('a2-position', 'editor.slice.a2Position', a2.position, 'distance'),
        lengthRow('a2-height', 'editor.slice.a2Height', a2.height, 'height'),
        lengthRow('distance', 'editor.slice.markerDistance', distance, 'distance'),
        lengthRow('height-difference', 'editor.slice.heightDifference', heightDifference, 'height'),
      );
    }
    if (result.area) {
      rows.push(
        lengthRow('area-above', 'editor.slice.areaAbove', result.area.above, 'distance', 2),
        lengthRow('area-below', 'editor.slice.areaBelow', result.area.below, 'distance', 2),
      );
    }
    const statistics = profileStatistics(result.heights);
    for (const id of PROFILE_STATISTIC_IDS) {
      const dimensionless = id === 'Rsk' || id === 'Rku';
      rows.push({
        key: id,
        label: id,
        ...formatParameter(statistics[id], dimensionless ? 'dimensionless' : 'length'),
      });
    }
  }

  return (
    <Stack spacing={1.5} data-testid="slice-panel">
      <ManageSettingsButton feature="Slice" />
      <SliceTypeField labelId="slice-type" value={line.type} onChange={setType} />
      <FormControl size="small">
        <InputLabel id="slice-z-axis">
          <FormattedMessage id="editor.slice.zAxis" />
        </InputLabel>
        <Select
          labelId="slice-z-axis"
          label={intl.formatMessage({ id: 'editor.slice.zAxis' })}
          value={settings.zAxis}
          onChange={(event) => update({ zAxis: event.target.value })}
          data-testid="slice-z-axis"
        >
          {Z_AXIS_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              <FormattedMessage id={`editor.slice.zAxis.${mode}`} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <SettingSwitch
        labelId="editor.slice.useMarkers"
        checked={settings.useMarkers}
        onChange={(useMarkers) => update({ useMarkers })}
      />
      {settings.useMarkers && (
        <Stack direction="row" spacing={1}>
          <LocaleNumberField
            label="a1"
            value={settings.a1}
            min={0}
            max={1}
            onChange={(a1) => update({ a1 })}
            testId="slice-a1"
          />
          <LocaleNumberField
            label="a2"
            value={settings.a2}
            min={0}
            max={1}
            onChange={(a2) => update({ a2 })}
            testId="slice-a2"
          />
        </Stack>
      )}
      <SettingSwitch
        labelId="editor.slice.referenceLine"
        checked={settings.horizontalReferenceLine}
        onChange={(horizontalReferenceLine) => update({ horizontalReferenceLine })}
      />
      {settings.horizontalReferenceLine && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.slice.referenceLineHeight' })}
          unit={heightUnit.symbol}
          value={settings.referenceLineHeight / heightUnit.metres}
          onChange={(h) => update({ referenceLineHeight: h * heightUnit.metres })}
          testId="slice-reference-height"
        />
      )}
      <SettingSwitch
        labelId="editor.slice.showAreaMeasurement"
        checked={settings.showAreaMeasurement}
        onChange={(showAreaMeasurement) => update({ showAreaMeasurement })}
      />
      <AnalysisBusy busy={busy} />
      <AnalysisErrorAlert failure={error} />
      {result && (
        <Stack spacing={1} sx={{ opacity: resultKey === key ? 1 : 0.6 }} data-testid="slice-results">
          <SliceChart
            result={result}
            distanceUnit={distanceUnit}
            heightUnit={heightUnit}
            referenceLine={settings.horizontalReferenceLine ? settings.referenceLineHeight : null}
            fileName={fileName}
          />
          <ResultsTable
            title={intl.formatMessage({ id: 'editor.slice.results' })}
            fileName={`${fileName} profile values`}
            rows={rows}
          />
        </Stack>
      )}
    </Stack>
  );
}
