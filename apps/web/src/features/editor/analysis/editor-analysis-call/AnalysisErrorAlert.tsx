// A failed analysis call's message under the panel's controls (spec part 2 §8): the catalogue's text
// for the error code (the generic message for unknown codes or when the panel asks for it), followed
// by the specific reason the answer gave, so the user learns what to change.
import { Alert, Typography } from '@mui/material';
import { GENERIC_ERROR_MESSAGE_ID } from '@asperity/contract';
import { FormattedMessage } from 'react-intl';
import { analysisErrorMessageId, type AnalysisFailure } from './analysisErrorMessageId.ts';

export function AnalysisErrorAlert({
  failure,
  generic = false,
}: {
  failure: AnalysisFailure | null;
  generic?: boolean;
}) {
  if (failure === null) return null;
  // A reason that only repeats the catalogue message adds nothing; the code itself is no reason.
  const reason = failure.reason !== null && failure.reason !== failure.code ? failure.reason : null;
  return (
    <Alert severity="error" data-testid="analysis-error" data-code={failure.code} sx={{ mt: 1 }}>
      <FormattedMessage id={generic ? GENERIC_ERROR_MESSAGE_ID : analysisErrorMessageId(failure.code)} />
      {reason !== null && (
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block' }}
          data-testid="analysis-error-reason"
        >
          {reason}
        </Typography>
      )}
    </Alert>
  );
}
