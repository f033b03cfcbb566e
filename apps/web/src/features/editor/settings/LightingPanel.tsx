// The lighting setting panel (spec part 2 §3 lighting, §5, §9): the light is oriented relative to the
// camera (it follows the viewer) or to the sample (fixed to the surface); each orientation keeps its own
// azimuth and elevation (defaults: elevation -45° relative to camera, -90° relative to sample; azimuth 0°,
// designed). Intensity 0–1.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { EDITOR_SETTINGS_LIMITS, LIGHT_ORIENTATIONS, type LightOrientation } from '@asperity/contract';
import { useIntl } from 'react-intl';
import { SettingSlider } from './SettingSlider.tsx';
import { useEditorSettings } from './useEditorSettings.ts';

const L = EDITOR_SETTINGS_LIMITS;

const isOrientation = (value: string): value is LightOrientation =>
  (LIGHT_ORIENTATIONS as readonly string[]).includes(value);

export function LightingPanel() {
  const intl = useIntl();
  const lighting = useEditorSettings((s) => s.lighting);
  const update = useEditorSettings((s) => s.update);
  const text = (id: string) => intl.formatMessage({ id: `editor.settings.lighting.${id}` });
  const toCamera = lighting.lightOrientation === 'relative_to_camera';

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="lighting-orientation">{text('orientation')}</FormLabel>
        <RadioGroup
          aria-labelledby="lighting-orientation"
          value={lighting.lightOrientation}
          onChange={(_, value) => {
            if (isOrientation(value)) update('lighting', { lightOrientation: value });
          }}
        >
          {LIGHT_ORIENTATIONS.map((orientation) => (
            <FormControlLabel
              key={orientation}
              value={orientation}
              control={
                <Radio slotProps={{ input: { 'data-testid': `lighting-${orientation}` } as object }} />
              }
              label={text(orientation)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <SettingSlider
        label={text('azimuth')}
        unit="°"
        value={toCamera ? lighting.azimuthRelativeToCamera : lighting.azimuthRelativeToSample}
        {...L.azimuth}
        step={1}
        onChange={(azimuth) =>
          update(
            'lighting',
            toCamera ? { azimuthRelativeToCamera: azimuth } : { azimuthRelativeToSample: azimuth },
          )
        }
        testId="lighting-azimuth"
      />
      <SettingSlider
        label={text('elevation')}
        unit="°"
        value={toCamera ? lighting.elevationRelativeToCamera : lighting.elevationRelativeToSample}
        {...L.elevation}
        step={1}
        onChange={(elevation) =>
          update(
            'lighting',
            toCamera ? { elevationRelativeToCamera: elevation } : { elevationRelativeToSample: elevation },
          )
        }
        testId="lighting-elevation"
      />
      <SettingSlider
        label={text('intensity')}
        value={lighting.lightIntensity}
        {...L.lightIntensity}
        step={0.01}
        onChange={(lightIntensity) => update('lighting', { lightIntensity })}
        testId="lighting-intensity"
      />
    </Stack>
  );
}
