// The step-height rectangles tool (plan feature stepHeightRectangle): the multi-step flow of
// useStepRectanglesStore — area, edge line (preview), leveling, result — with the progress indicator
// of spec part 2 §2 (circular, determinate when progress is known, after 500 ms, at least 200 ms).
import { Button, MenuItem, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeatureFlags } from '../../../../app/flags/index.ts';
import { useHttpClient } from '../../../../app/session/index.ts';
import { AnalysisBusy } from '../editor-analysis-call/AnalysisBusy.tsx';
import { AnalysisErrorAlert } from '../editor-analysis-call/AnalysisErrorAlert.tsx';
import { SettingSwitch } from '../editor-analysis-call/SettingSwitch.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { MaterialsFields } from './MaterialsFields.tsx';
import { StepHeightResult } from './StepHeightResult.tsx';
import {
  LAST_RECTANGLES_STEP,
  useStepRectanglesStore,
  type RectanglesStep,
} from './useStepRectanglesStore.ts';

const STEP_LABELS = ['area', 'edge', 'leveling', 'result'] as const;

export function StepRectanglesTool() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const independentAllowed = useFeatureFlags().independentStepHeightRectangles;
  const state = useStepRectanglesStore();
  const { settings, step, update, goTo, next, calculate, requestPreview } = state;
  const anyBusy = state.previewBusy || state.rectangleBusy || state.busy;

  return (
    <Stack spacing={1.5} data-testid="step-rectangles-tool">
      <Stepper activeStep={step} alternativeLabel>
        {STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>
              <FormattedMessage id={`editor.stepHeight.rectangles.step.${label}`} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" data-testid="step-rectangles-instructions">
        <FormattedMessage id={`editor.stepHeight.rectangles.instructions.${STEP_LABELS[step]}`} />
      </Typography>

      {step === 0 && (
        <>
          <SettingSwitch
            labelId="editor.stepHeight.rectangles.manual"
            checked={settings.manual}
            onChange={(manual) => update({ manual })}
          />
          {independentAllowed && (
            <SettingSwitch
              labelId="editor.stepHeight.rectangles.independent"
              checked={settings.independent}
              onChange={(independent) => update({ independent })}
            />
          )}
        </>
      )}
      {step === 1 && settings.manual && (
        <Button
          size="small"
          disabled={anyBusy}
          onClick={() => void requestPreview(http, target, settings.independent)}
          data-testid="step-rectangles-update-preview"
        >
          <FormattedMessage id="editor.stepHeight.rectangles.updatePreview" />
        </Button>
      )}
      {step === 2 && (
        <>
          <SettingSwitch
            labelId="editor.stepHeight.leveling"
            checked={settings.leveling}
            onChange={(leveling) => update({ leveling })}
          />
          {settings.leveling && (
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'editor.stepHeight.rectangles.levelingSource' })}
              value={settings.levelingSource}
              onChange={(event) => update({ levelingSource: Number(event.target.value) as 0 | 1 | 2 })}
            >
              {([0, 1, 2] as const).map((source) => (
                <MenuItem key={source} value={source}>
                  <FormattedMessage id={`editor.stepHeight.rectangles.levelingSource.${source}`} />
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      )}
      {step === 3 && <MaterialsFields value={settings} onChange={update} />}

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          disabled={step === 0 || anyBusy}
          onClick={() => goTo((step - 1) as RectanglesStep)}
          data-testid="step-rectangles-back"
        >
          <FormattedMessage id="editor.stepHeight.rectangles.back" />
        </Button>
        {step < LAST_RECTANGLES_STEP ? (
          <Button
            variant="contained"
            disabled={anyBusy}
            onClick={() => void next(http, target)}
            data-testid="step-rectangles-next"
          >
            <FormattedMessage id="editor.stepHeight.rectangles.next" />
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={anyBusy}
            onClick={() => void calculate(http, target)}
            data-testid="step-rectangles-calculate"
          >
            <FormattedMessage id="editor.analysis.calculate" />
          </Button>
        )}
      </Stack>
      <AnalysisBusy busy={anyBusy} progress={state.progress} />
      <AnalysisErrorAlert failure={state.previewError} />
      <AnalysisErrorAlert failure={state.rectangleError} />
      <AnalysisErrorAlert failure={state.error} />
      {step === LAST_RECTANGLES_STEP && state.result && !state.invalid && !state.busy && (
        <StepHeightResult values={state.result} />
      )}
    </Stack>
  );
}
