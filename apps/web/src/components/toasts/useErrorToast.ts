// Shows a failure the way spec part 1 §8 says: the catalogue message of its error code, else the
// generic "something went wrong" (and "connection lost" when no answer arrived at all).
import { errorMessageId, GENERIC_ERROR_MESSAGE_ID } from '@asperity/contract';
import { useCallback } from 'react';
import { isHttpError } from '../../app/HttpError.ts';
import { useToasts } from './useToasts.ts';

export const GENERIC_ERROR_ID = GENERIC_ERROR_MESSAGE_ID;
export const CONNECTION_LOST_ID = errorMessageId('connection-lost');

/** The message id for any failure: unknown codes and non-HTTP errors give the generic message. */
export function failureMessageId(error: unknown): string {
  if (!isHttpError(error)) return GENERIC_ERROR_ID;
  if (error.status === 0) return CONNECTION_LOST_ID;
  return errorMessageId(error.errorCode);
}

export function useErrorToast(): (error?: unknown) => string {
  const { addToast } = useToasts();
  return useCallback(
    (error?: unknown) => addToast(failureMessageId(error), { tag: 'error', data: { type: 'error' } }),
    [addToast],
  );
}
