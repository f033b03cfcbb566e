// The manual colour range dialog (spec part 2 §2, §3 colorScale.range): the heights the colour scale
// spans, typed in the user's height unit (the automatic unit picks one for the surface's height range).
// The range is stored in metres; min must be below max. "Automatic" goes back to the surface's range.
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { autoHeightUnit, METRES_PER_UNIT, UNIT_SYMBOLS, type LengthUnit } from '@asperity/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DialogProps } from '../../../components/dialogs/index.ts';
import { displayUnit } from './formatLength.ts';
import { SettingNumberField } from './SettingNumberField.tsx';
import { useEditorSettings } from './useEditorSettings.ts';

export interface ManualColorRangeDialogParameters {
  /** The surface's lowest and highest heights (metres): the starting values when no range is set. */
  readonly zMin: number | null;
  readonly zMax: number | null;
}

/** The range set (metres), or null when the user chose the automatic range. */
export type ManualColorRangeDialogResult = { readonly min: number; readonly max: number } | null;

/** The unit the range is typed in: the height unit, or for the automatic one the unit of the surface's range. */
export function rangeUnit(
  units: Parameters<typeof displayUnit>[0],
  zMin: number | null,
  zMax: number | null,
): LengthUnit {
  const unit = displayUnit(units, 'height');
  if (unit !== 'auto') return unit;
  return autoHeightUnit(zMin !== null && zMax !== null ? zMax - zMin : Number.NaN);
}

/** Typed values in `unit` rounded to 12 significant digits, so 1e-6 m shows as 1 µm, not 0.9999999999. */
const inUnit = (metres: number, unit: LengthUnit): number =>
  Number((metres / METRES_PER_UNIT[unit]).toPrecision(12));

export default function ManualColorRangeDialog({
  parameters,
  close,
}: DialogProps<ManualColorRangeDialogParameters, ManualColorRangeDialogResult>) {
  const intl = useIntl();
  const units = useEditorSettings((s) => s.units);
  const range = useEditorSettings((s) => s.colorScale.range);
  const update = useEditorSettings((s) => s.update);
  const unit = rangeUnit(units, parameters.zMin, parameters.zMax);
  const [min, setMin] = useState(() => inUnit(range?.min ?? parameters.zMin ?? 0, unit));
  const [max, setMax] = useState(() => inUnit(range?.max ?? parameters.zMax ?? 1e-6, unit));
  const [minValid, setMinValid] = useState(true);
  const [maxValid, setMaxValid] = useState(true);
  const ordered = min < max;
  const canApply = minValid && maxValid && ordered;

  const apply = () => {
    if (!canApply) return;
    const metres = { min: min * METRES_PER_UNIT[unit], max: max * METRES_PER_UNIT[unit] };
    update('colorScale', { range: metres });
    close(metres);
  };

  return (
    <>
      <DialogTitle>
        <FormattedMessage id="editor.settings.colorRange.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SettingNumberField
            label={intl.formatMessage({ id: 'editor.settings.colorRange.min' })}
            unit={UNIT_SYMBOLS[unit]}
            value={min}
            onChange={setMin}
            onValidity={setMinValid}
            testId="color-range-min"
          />
          <SettingNumberField
            label={intl.formatMessage({ id: 'editor.settings.colorRange.max' })}
            unit={UNIT_SYMBOLS[unit]}
            value={max}
            onChange={setMax}
            onValidity={setMaxValid}
            testId="color-range-max"
          />
          {minValid && maxValid && !ordered && (
            <Alert severity="error" data-testid="color-range-error">
              <FormattedMessage id="editor.settings.colorRange.minBelowMax" />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            update('colorScale', { range: null });
            close(null);
          }}
          data-testid="color-range-auto"
        >
          <FormattedMessage id="editor.settings.colorRange.automatic" />
        </Button>
        <Button onClick={() => close()} data-testid="color-range-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" disabled={!canApply} onClick={apply} data-testid="color-range-apply">
          <FormattedMessage id="common.ok" />
        </Button>
      </DialogActions>
    </>
  );
}
