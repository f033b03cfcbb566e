// The message a failed analysis call shows (spec part 2 §8): the catalogue's message for the answer's
// error code (`error.<code>`), the generic "something went wrong" for anything else.
import { GENERIC_ERROR_MESSAGE_ID, errorMessageId } from '@asperity/contract';
import { HttpError } from '../../../../app/HttpError.ts';

/** The error code an analysis store keeps for a failure (HttpError's code, else the generic one). */
export function analysisErrorCode(error: unknown): string {
  return error instanceof HttpError ? error.errorCode : 'something-went-wrong';
}

/** The react-intl id of the message for a stored error code. */
export function analysisErrorMessageId(code: string): string {
  return code === 'something-went-wrong' ? GENERIC_ERROR_MESSAGE_ID : errorMessageId(code);
}

/** true when an error is the abort of a request the editor no longer wants (not shown). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
