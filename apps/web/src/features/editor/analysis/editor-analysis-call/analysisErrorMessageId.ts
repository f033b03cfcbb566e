// The message a failed analysis call shows (spec part 2 §8): the catalogue's message for the answer's
// error code (`error.<code>`), the generic "something went wrong" for anything else, and always the
// answer's specific reason when it has one (issue 15 item 2: "The request is invalid." alone tells the
// user nothing; "no row without invalid points" tells what to change).
import { GENERIC_ERROR_MESSAGE_ID, errorMessageId } from '@asperity/contract';
import { HttpError } from '../../../../app/HttpError.ts';

/** What an analysis store keeps for a failure: the catalogue code and the server's reason. */
export interface AnalysisFailure {
  readonly code: string;
  /** The answer's `reason` (or the local error's message); null when there is none. */
  readonly reason: string | null;
}

/** The failure an analysis store keeps for an error thrown by a call. */
export function analysisFailure(error: unknown): AnalysisFailure {
  if (error instanceof HttpError) return { code: error.errorCode, reason: error.reason ?? null };
  const message = error instanceof Error ? error.message.trim() : '';
  return { code: 'something-went-wrong', reason: message === '' ? null : message };
}

/** The react-intl id of the message for a stored error code. */
export function analysisErrorMessageId(code: string): string {
  return code === 'something-went-wrong' ? GENERIC_ERROR_MESSAGE_ID : errorMessageId(code);
}

/** true when an error is the abort of a request the editor no longer wants (not shown). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
