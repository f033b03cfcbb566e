// The material correction of a step-height tool (spec part 2 §3 material1/material2, §9 names): with
// dissimilar materials, the two levels' phase-on-reflection offsets for the interferometry mode are
// corrected (core step-height/materials.ts).
import { MenuItem, Stack, TextField } from '@mui/material';
import { useIntl } from 'react-intl';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { STEP_HEIGHT_MATERIALS, type MaterialSettings } from './stepHeightSettings.ts';

export interface MaterialsFieldsProps {
  readonly value: MaterialSettings;
  readonly onChange: (patch: Partial<MaterialSettings>) => void;
}

export function MaterialsFields({ value, onChange }: MaterialsFieldsProps) {
  const intl = useIntl();
  const materialSelect = (which: 'material1' | 'material2') => (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: `editor.stepHeight.${which}` })}
      value={value[which]}
      onChange={(event) => onChange({ [which]: event.target.value as MaterialSettings[typeof which] })}
      slotProps={{ htmlInput: { 'data-testid': `step-height-${which}` } }}
    >
      {STEP_HEIGHT_MATERIALS.map((material) => (
        <MenuItem key={material} value={material}>
          {material === 'Dielectric' ? intl.formatMessage({ id: 'editor.stepHeight.dielectric' }) : material}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1.5}>
      <SettingSwitch
        labelId="editor.stepHeight.dissimilarMaterials"
        checked={value.dissimilarMaterials}
        onChange={(dissimilarMaterials) => onChange({ dissimilarMaterials })}
      />
      {value.dissimilarMaterials && (
        <>
          {materialSelect('material1')}
          {materialSelect('material2')}
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'editor.stepHeight.interferometry' })}
            value={value.interferometry}
            onChange={(event) =>
              onChange({ interferometry: event.target.value as MaterialSettings['interferometry'] })
            }
          >
            <MenuItem value="vsi">
              {intl.formatMessage({ id: 'editor.stepHeight.interferometry.vsi' })}
            </MenuItem>
            <MenuItem value="psi">
              {intl.formatMessage({ id: 'editor.stepHeight.interferometry.psi' })}
            </MenuItem>
          </TextField>
        </>
      )}
    </Stack>
  );
}
