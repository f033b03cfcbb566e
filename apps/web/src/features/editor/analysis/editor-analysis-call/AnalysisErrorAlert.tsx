// A failed analysis call's message under the panel's controls (spec part 2 §8): the catalogue's text
// for the error code, the generic message for unknown codes or when the panel asks for it.
import { Alert } from '@mui/material';
import { GENERIC_ERROR_MESSAGE_ID } from '@asperity/contract';
import { FormattedMessage } from 'react-intl';
import { analysisErrorMessageId } from './analysisErrorMessageId.ts';

export function AnalysisErrorAlert({ code, generic = false }: { code: string | null; generic?: boolean }) {
  if (code === null) return null;
  return (
    <Alert severity="error" data-testid="analysis-error" sx={{ mt: 1 }}>
      <FormattedMessage id={generic ? GENERIC_ERROR_MESSAGE_ID : analysisErrorMessageId(code)} />
    </Alert>
  );
}
