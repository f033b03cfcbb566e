// The foot of an analysis panel's settings: Calculate, then the busy indicator and the failure's
// catalogue message with its reason (spec part 2 §4: busy while a request runs; a failed panel shows its
// error).
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { AnalysisBusy } from './AnalysisBusy.tsx';
import { AnalysisErrorAlert } from './AnalysisErrorAlert.tsx';
import type { AnalysisFailure } from './analysisErrorMessageId.ts';

export interface CalculateControlsProps {
  readonly busy: boolean;
  /** Also disabled while the settings cannot be sent (besides while busy). */
  readonly disabled?: boolean;
  readonly onCalculate: () => void;
  readonly testId: string;
  readonly error: AnalysisFailure | null;
}

export function CalculateControls({ busy, disabled, onCalculate, testId, error }: CalculateControlsProps) {
  return (
    <>
      <Button
        variant="contained"
        disabled={busy || disabled === true}
        onClick={onCalculate}
        data-testid={testId}
      >
        <FormattedMessage id="editor.analysis.calculate" />
      </Button>
      <AnalysisBusy busy={busy} />
      <AnalysisErrorAlert failure={error} />
    </>
  );
}
