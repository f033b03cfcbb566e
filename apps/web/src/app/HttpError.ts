// A failed API call in the server's error shape `{ errorCode, reason }` (spec part 1 §8).

export class HttpError extends Error {
  /** 0 when no answer arrived at all (offline, DNS, CORS). */
  readonly status: number;
  readonly errorCode: string;
  readonly reason: string | undefined;

  constructor(status: number, errorCode: string, reason?: string) {
    super(reason ? `${errorCode} (${reason})` : errorCode);
    this.name = 'HttpError';
    this.status = status;
    this.errorCode = errorCode;
    this.reason = reason;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
