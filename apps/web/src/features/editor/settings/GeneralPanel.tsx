// The general setting panel (spec part 2 §2, §3 general, §5 ranges): height scale 0–5, X and Y scales
// 1–10, box opacity 0–1, flat shading, and what the 3D view draws (background, box, grid with its XY
// and Z lines, intersection line, step plane). "Reset camera" forgets the stored camera (cameraData
// null), which the view answers by framing the surface again. The relief's exaggeration against the
// true proportions is stated, with the height scale that removes it.
import { Button, Stack, Typography } from '@mui/material';
import { EDITOR_SETTINGS_LIMITS } from '@asperity/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditorSession } from '../useEditorSession.ts';
import type { EditorSettings } from './editorSettings.ts';
import { SettingSlider } from './SettingSlider.tsx';
import { SettingToggle } from './SettingToggle.tsx';
import { useEditorSettings } from './useEditorSettings.ts';
import { trueProportionsHeightScale, verticalExaggeration } from './verticalExaggeration.ts';

const L = EDITOR_SETTINGS_LIMITS;

type General = EditorSettings['general'];
type GeneralFlag = {
  [K in keyof General]: General[K] extends boolean ? K : never;
}[keyof General];

const VIEW_FLAGS: readonly GeneralFlag[] = [
  'flatShading',
  'showBackground',
  'showBox',
  'showGrid',
  'showGridXYLines',
  'showGridZLines',
  'showIntersectionLine',
  'showStepPlane',
];

export function GeneralPanel() {
  const intl = useIntl();
  const general = useEditorSettings((s) => s.general);
  const update = useEditorSettings((s) => s.update);
  const text = (id: string) => intl.formatMessage({ id: `editor.settings.general.${id}` });
  const { data } = useEditorSession();
  const exaggeration = verticalExaggeration(general.heightScale, data);
  const trueScale = trueProportionsHeightScale(data, L.heightScale.max);

  return (
    <Stack spacing={1.5}>
      <SettingToggle
        label={text('adjustableHeightScale')}
        checked={general.adjustableHeightScale}
        // Without an adjustable height scale the relief is drawn at the automatic scale (factor 1).
        onChange={(on) =>
          update(
            'general',
            on ? { adjustableHeightScale: true } : { adjustableHeightScale: false, heightScale: 1 },
          )
        }
        testId="general-adjustableHeightScale"
      />
      {general.adjustableHeightScale && (
        <SettingSlider
          label={text('heightScale')}
          value={general.heightScale}
          {...L.heightScale}
          step={0.01}
          onChange={(heightScale) => update('general', { heightScale })}
          testId="general-heightScale"
        />
      )}
      {exaggeration !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" data-testid="general-exaggeration">
            <FormattedMessage
              id="editor.settings.general.exaggeration"
              values={{ factor: intl.formatNumber(exaggeration, { maximumSignificantDigits: 3 }) }}
            />
          </Typography>
          {trueScale !== null && (
            <Button
              size="small"
              onClick={() => update('general', { adjustableHeightScale: true, heightScale: trueScale })}
              data-testid="general-trueProportions"
            >
              <FormattedMessage id="editor.settings.general.trueProportions" />
            </Button>
          )}
        </Stack>
      )}
      <SettingSlider
        label={text('xScale')}
        value={general.xScale}
        {...L.xyScale}
        step={0.01}
        onChange={(xScale) => update('general', { xScale })}
        testId="general-xScale"
      />
      <SettingSlider
        label={text('yScale')}
        value={general.yScale}
        {...L.xyScale}
        step={0.01}
        onChange={(yScale) => update('general', { yScale })}
        testId="general-yScale"
      />
      <SettingSlider
        label={text('boxOpacity')}
        value={general.boxOpacity}
        {...L.boxOpacity}
        step={0.01}
        onChange={(boxOpacity) => update('general', { boxOpacity })}
        testId="general-boxOpacity"
      />
      {VIEW_FLAGS.map((flag) => (
        <SettingToggle
          key={flag}
          label={text(flag)}
          checked={general[flag]}
          disabled={(flag === 'showGridXYLines' || flag === 'showGridZLines') && !general.showGrid}
          onChange={(on) => {
            const patch: Partial<General> = {};
            patch[flag] = on;
            update('general', patch);
          }}
          testId={`general-${flag}`}
        />
      ))}
      <Button
        variant="outlined"
        size="small"
        disabled={general.cameraData === null}
        onClick={() => update('general', { cameraData: null })}
        data-testid="general-resetCamera"
      >
        <FormattedMessage id="editor.settings.general.resetCamera" />
      </Button>
    </Stack>
  );
}
