// Request ids tie a client report, the access log and an error log line together. A proxy or
// client may send its own `x-request-id`; it is kept only when it cannot smuggle anything into
// logs or headers (short, plain characters), otherwise a fresh id is made.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && saneRequestId.test(value);
}

export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return isSaneRequestId(incoming) ? incoming : randomUUID();
}
