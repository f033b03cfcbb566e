import { errorMessageId } from '@asperity/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The catalogue message of an error code in the current language (unknown codes: the generic one). */
export function useErrorText(): (errorCode: string) => string {
  const intl = useIntl();
  return useCallback((errorCode: string) => intl.formatMessage({ id: errorMessageId(errorCode) }), [intl]);
}
