// The units setting panel (spec part 2 §3 units, §5, §9): metric or imperial, the distance and height
// unit of each system, significant digits (2–6) or decimal places (0–6), trailing zeros, the automatic
// height unit and superscript unit exponents. An example line shows the effect at once.
import {
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
import { EDITOR_SETTINGS_LIMITS } from '@asperity/contract';
import {
  IMPERIAL_LENGTH_UNITS,
  MEASUREMENT_SYSTEMS,
  METRIC_LENGTH_UNITS,
  NUMBER_FORMATS,
  UNIT_SYMBOLS,
  type LengthUnit,
  type MeasurementSystem,
  type NumberFormat,
} from '@asperity/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { SettingToggle } from './SettingToggle.tsx';
import { useEditorSettings } from './useEditorSettings.ts';
import { useFormatLength } from './useFormatLength.ts';

const L = EDITOR_SETTINGS_LIMITS;

/** The example the panel formats: 1.2345678 µm of height and 25.4 µm² of area. */
const EXAMPLE_HEIGHT_M = 1.2345678e-6;
const EXAMPLE_AREA_M2 = 2.54e-11;

const range = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, k) => min + k);

const isSystem = (v: string): v is MeasurementSystem =>
  (MEASUREMENT_SYSTEMS as readonly string[]).includes(v);
const isNumberFormat = (v: string): v is NumberFormat => (NUMBER_FORMATS as readonly string[]).includes(v);

export function UnitsPanel() {
  const intl = useIntl();
  const units = useEditorSettings((s) => s.units);
  const update = useEditorSettings((s) => s.update);
  const format = useFormatLength();
  const text = (id: string) => intl.formatMessage({ id: `editor.settings.units.${id}` });
  const system = units.measurementSystem;
  const systemUnits: readonly LengthUnit[] =
    system === 'metric' ? METRIC_LENGTH_UNITS : IMPERIAL_LENGTH_UNITS;
  const unitName = (unit: LengthUnit) =>
    `${intl.formatMessage({ id: `editor.settings.unit.${unit}` })} (${UNIT_SYMBOLS[unit]})`;

  const unitSelect = (kind: 'distanceUnits' | 'heightUnits') => (
    <FormControl size="small" fullWidth>
      <InputLabel id={`units-${kind}-label`}>{text(kind)}</InputLabel>
      <Select
        labelId={`units-${kind}-label`}
        label={text(kind)}
        value={units[system][kind]}
        onChange={(event) => {
          const unit: string = event.target.value;
          // The store refuses a unit of the other system.
          const change = kind === 'distanceUnits' ? { distanceUnits: unit } : { heightUnits: unit };
          update('units', system === 'metric' ? { metric: change } : { imperial: change });
        }}
        inputProps={{ 'data-testid': `units-${kind}` }}
      >
        {systemUnits.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unitName(unit)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  const digits = units.numberFormat === 'significant' ? L.significantNumber : L.decimalNumber;
  const digitsKey = units.numberFormat === 'significant' ? 'significantNumber' : 'decimalNumber';

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="units-system">{text('system')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="units-system"
          value={system}
          onChange={(_, value) => {
            if (isSystem(value)) update('units', { measurementSystem: value });
          }}
        >
          {MEASUREMENT_SYSTEMS.map((s) => (
            <FormControlLabel
              key={s}
              value={s}
              control={<Radio slotProps={{ input: { 'data-testid': `units-system-${s}` } as object }} />}
              label={text(s)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {unitSelect('distanceUnits')}
      {unitSelect('heightUnits')}
      <FormControl>
        <FormLabel id="units-number-format">{text('numberFormat')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="units-number-format"
          value={units.numberFormat}
          onChange={(_, value) => {
            if (isNumberFormat(value)) update('units', { numberFormat: value });
          }}
        >
          {NUMBER_FORMATS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio slotProps={{ input: { 'data-testid': `units-format-${f}` } as object }} />}
              label={text(f)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl size="small" fullWidth>
        <InputLabel id="units-digits-label">{text(digitsKey)}</InputLabel>
        <Select
          labelId="units-digits-label"
          label={text(digitsKey)}
          value={units[digitsKey]}
          onChange={(event) => {
            const n = Number(event.target.value);
            update(
              'units',
              digitsKey === 'significantNumber' ? { significantNumber: n } : { decimalNumber: n },
            );
          }}
          inputProps={{ 'data-testid': 'units-digits' }}
        >
          {range(digits.min, digits.max).map((n) => (
            <MenuItem key={n} value={n}>
              {intl.formatNumber(n)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <SettingToggle
        label={text('trailingZeros')}
        checked={units.trailingZeros}
        onChange={(trailingZeros) => update('units', { trailingZeros })}
        testId="units-trailingZeros"
      />
      <SettingToggle
        label={text('autoHeightUnit')}
        checked={units.autoHeightUnit}
        onChange={(autoHeightUnit) => update('units', { autoHeightUnit })}
        testId="units-autoHeightUnit"
      />
      <SettingToggle
        label={text('superscriptExponents')}
        checked={units.superscriptExponents}
        onChange={(superscriptExponents) => update('units', { superscriptExponents })}
        testId="units-superscriptExponents"
      />
      <Typography variant="body2" color="text.secondary" data-testid="units-example">
        <FormattedMessage
          id="editor.settings.units.example"
          values={{
            height: format(EXAMPLE_HEIGHT_M, 'height'),
            area: format(EXAMPLE_AREA_M2, 'distance', 2),
          }}
        />
      </Typography>
    </Stack>
  );
}
