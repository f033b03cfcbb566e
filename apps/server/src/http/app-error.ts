// The one error type services throw. The HTTP error handler (errors.ts) turns it into the
// contract's `{ errorCode, reason }` answer; everything else becomes `something-went-wrong`.
import { statusOf, type ErrorCode } from '@asperity/contract';

export interface AppErrorOptions {
  /** Overrides the catalogue status (contract `statusOf`) for the rare code used with another status. */
  readonly status?: number;
  readonly cause?: unknown;
  /**
   * More fields of the answer beside errorCode and reason, for a client that can act on them (the
   * existing file of a duplicate upload). The route's response schema must declare them.
   */
  readonly details?: Readonly<Record<string, unknown>>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Sent to the client: name the offending field, file or value. Never put secrets here. */
  readonly reason: string | undefined;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, reason?: string, options: AppErrorOptions = {}) {
    super(reason === undefined ? code : `${code}: ${reason}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusOf(code);
    this.reason = reason;
    this.details = options.details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
