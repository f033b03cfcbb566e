// The settings of one direction of the average PSD: window, Tukey coefficient (TUKEY only), mirroring
// and the frequency band, entered in 1/(distance unit) and kept in 1/m as the contract takes them.
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocaleNumberField } from '../editor-analysis-call/LocaleNumberField.tsx';
import { useDisplayLengthUnit } from '../editor-analysis-call/useDisplayLengthUnit.ts';
import { PSD_WINDOW_TYPES, type PsdAxis, type PsdSettings, type PsdWindowType } from './psdSettings.ts';

export interface PsdAxisSettingsProps {
  readonly axis: PsdAxis;
  readonly settings: PsdSettings;
  readonly onChange: (patch: Partial<PsdSettings>) => void;
}

export function PsdAxisSettings({ axis, settings, onChange }: PsdAxisSettingsProps) {
  const intl = useIntl();
  const distance = useDisplayLengthUnit('distance');
  const window = settings[`windowType${axis}`];
  const high = settings[`highFrequencyCutoff${axis}`];
  const perUnit = `1/${distance.symbol}`;
  return (
    <Stack spacing={1.5} data-testid={`psd-axis-${axis}`}>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'editor.psd.window' })}
        value={window}
        onChange={(event) => onChange({ [`windowType${axis}`]: event.target.value as PsdWindowType })}
        slotProps={{ htmlInput: { 'data-testid': `psd-window-${axis}` } }}
      >
        {PSD_WINDOW_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            <FormattedMessage id={`editor.psd.window.${type}`} />
          </MenuItem>
        ))}
      </TextField>
      {window === 'TUKEY' && (
        <LocaleNumberField
          label={intl.formatMessage({ id: 'editor.psd.tukeyCoefficient' })}
          value={settings[`tukeyCoefficient${axis}`]}
          min={0}
          max={1}
          onChange={(value) => onChange({ [`tukeyCoefficient${axis}`]: value })}
          testId={`psd-tukey-${axis}`}
        />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={settings[`mirror${axis}`]}
            onChange={(event) => onChange({ [`mirror${axis}`]: event.target.checked })}
          />
        }
        label={intl.formatMessage({ id: 'editor.psd.mirror' })}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={settings[`fullFrequencyRange${axis}`]}
            onChange={(event) => onChange({ [`fullFrequencyRange${axis}`]: event.target.checked })}
          />
        }
        label={intl.formatMessage({ id: 'editor.psd.fullFrequencyRange' })}
      />
      {!settings[`fullFrequencyRange${axis}`] && (
        <>
          <LocaleNumberField
            label={intl.formatMessage({ id: 'editor.psd.lowCutoff' })}
            unit={perUnit}
            value={settings[`lowFrequencyCutoff${axis}`] * distance.metres}
            min={0}
            onChange={(value) => onChange({ [`lowFrequencyCutoff${axis}`]: value / distance.metres })}
            testId={`psd-low-${axis}`}
          />
          <LocaleNumberField
            label={intl.formatMessage({ id: 'editor.psd.highCutoff' })}
            unit={perUnit}
            // 0 stands for "up to the Nyquist frequency" (null in the contract).
            value={high === null ? 0 : high * distance.metres}
            min={0}
            onChange={(value) =>
              onChange({ [`highFrequencyCutoff${axis}`]: value === 0 ? null : value / distance.metres })
            }
            testId={`psd-high-${axis}`}
          />
        </>
      )}
    </Stack>
  );
}
