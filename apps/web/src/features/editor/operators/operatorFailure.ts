// A refused operator or history call as the editor shows it (issue 15 item 2): the catalogue message
// of its error code and, under it, the server's specific reason ("step 2 (level.plane) levels right
// after another level step"), never only the generic message.
import { isHttpError } from '../../../app/HttpError.ts';
import { failureMessageId } from '../../../components/toasts/useErrorToast.ts';

export interface OperatorFailure {
  readonly messageId: string;
  /** The answer's reason; null when there is none or it only repeats the code. */
  readonly reason: string | null;
}

export function operatorFailure(error: unknown): OperatorFailure {
  const messageId = failureMessageId(error);
  if (!isHttpError(error) || error.status === 0) return { messageId, reason: null };
  const reason = error.reason?.trim() ?? '';
  return { messageId, reason: reason === '' || reason === error.errorCode ? null : reason };
}
