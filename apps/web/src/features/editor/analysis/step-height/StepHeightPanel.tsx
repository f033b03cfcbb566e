// The step-height panel (spec part 2 §3, §4): modes line (default), rectangles and histogram, and a
// reset that returns all three to their defaults. The line tool needs the Basic plan, rectangles and
// histogram the Advanced one (part 2 §6): choosing a mode the plan lacks opens the upgrade prompt.
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { AnalysisFeatureKind, FeatureId } from '@asperity/contract';
import { FormattedMessage } from 'react-intl';
import { ManageSettingsButton } from '../../../recipes/index.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { StepHistogramTool } from './StepHistogramTool.tsx';
import { StepLineTool } from './StepLineTool.tsx';
import { StepRectanglesTool } from './StepRectanglesTool.tsx';
import { STEP_HEIGHT_MODES, type StepHeightMode } from './stepHeightSettings.ts';
import { useStepHeightModeStore } from './useStepHeightModeStore.ts';

export const STEP_HEIGHT_MODE_FEATURES: Readonly<Record<StepHeightMode, FeatureId>> = {
  line: 'stepHeightLine',
  rectangles: 'stepHeightRectangle',
  histogram: 'stepHeightHistogram',
};

/** Each tool's saved settings are their own kind (contract FEATURE_KIND_ANALYSIS). */
const STEP_HEIGHT_MODE_KINDS: Readonly<Record<StepHeightMode, AnalysisFeatureKind>> = {
  line: 'StepHeightLine',
  rectangles: 'StepHeightRectangle',
  histogram: 'StepHeightHistogram',
};

export default function StepHeightPanel() {
  const { canUse, promptUpgrade } = useEditorSession();
  const { mode, setMode, reset } = useStepHeightModeStore();
  const choose = (next: StepHeightMode | null) => {
    if (next === null || next === mode) return;
    const feature = STEP_HEIGHT_MODE_FEATURES[next];
    if (canUse(feature)) setMode(next);
    else promptUpgrade(feature);
  };
  return (
    <Stack spacing={1.5} data-testid="step-height-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next: StepHeightMode | null) => choose(next)}
        >
          {STEP_HEIGHT_MODES.map((m) => (
            <ToggleButton key={m} value={m} data-testid={`step-height-mode-${m}`}>
              <FormattedMessage id={`editor.stepHeight.mode.${m}`} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" startIcon={<RestartAltIcon />} onClick={reset} data-testid="step-height-reset">
          <FormattedMessage id="editor.stepHeight.reset" />
        </Button>
      </Stack>
      <ManageSettingsButton key={mode} feature={STEP_HEIGHT_MODE_KINDS[mode]} />
      {mode === 'line' && <StepLineTool />}
      {mode === 'rectangles' && <StepRectanglesTool />}
      {mode === 'histogram' && <StepHistogramTool />}
    </Stack>
  );
}
