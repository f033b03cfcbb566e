// The single error handler of DESIGN.md §6: every failure leaves the server as the contract's
// `{ errorCode, reason }` with the catalogue status. Unknown errors are logged with the request id
// and answered without details, so stack traces and internals never reach a client.
import { isErrorCode, statusOf, type ErrorCode, type ErrorResponse } from '@asperity/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export { AppError, isAppError, type AppErrorOptions } from './app-error.ts';

export interface MappedError {
  readonly status: number;
  readonly body: ErrorResponse;
  /** Unexpected: log at error level with the stack. Expected client errors are logged briefly. */
  readonly unexpected: boolean;
}

interface ValidationIssue {
  readonly instancePath?: string;
  readonly message?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function validationIssues(error: unknown): readonly ValidationIssue[] | undefined {
  if (!isObject(error) || !Array.isArray(error.validation) || error.validation.length === 0) return undefined;
  return error.validation as readonly ValidationIssue[];
}

/** "body.email: Invalid email address" — the part of the request and the field at fault. */
function validationReason(context: unknown, issues: readonly ValidationIssue[]): string {
  const where = typeof context === 'string' ? context : 'request';
  return issues
    .map((issue) => {
      const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
      return `${path ? `${where}.${path}` : where}: ${issue.message ?? 'invalid'}`;
    })
    .join('; ');
}

const clientStatusCodes: Readonly<Record<number, ErrorCode>> = {
  404: 'not-found',
  413: 'payload-too-large',
  429: 'too-many-requests',
};

const mapped = (status: number, errorCode: ErrorCode, reason?: string, unexpected = false): MappedError => ({
  status,
  body: reason === undefined ? { errorCode } : { errorCode, reason },
  unexpected,
});

/** Pure mapping from anything thrown to the answer; the handler below only sends and logs it. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    const result = mapped(error.status, error.code, error.reason, error.status >= 500);
    return error.details ? { ...result, body: { ...error.details, ...result.body } } : result;
  }

  const issues = validationIssues(error);
  if (issues && isObject(error)) {
    // Contract schemas put catalogue codes in their messages (account/invalid-username, …): the
    // first such code is the answer, so forms can show the field's own message.
    const coded = issues.find((issue) => isErrorCode(issue.message));
    const code: ErrorCode = coded && isErrorCode(coded.message) ? coded.message : 'invalid-request';
    return mapped(statusOf(code), code, validationReason(error.validationContext, issues));
  }

  // Fastify and its plugins mark client errors with a 4xx statusCode (bad JSON, body too large,
  // unsupported media type, multipart limits); their messages describe the request, not the server.
  const statusCode = isObject(error) ? error.statusCode : undefined;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = isObject(error) && typeof error.message === 'string' ? error.message : undefined;
    const code = clientStatusCodes[statusCode] ?? 'invalid-request';
    return mapped(statusCode, code, message);
  }
  if (statusCode === 503) return mapped(503, 'service-unavailable');
  // Cancelled work (the client left, the server is closing): nobody is waiting for a stack trace.
  if (error instanceof Error && error.name === 'AbortError') {
    return mapped(503, 'service-unavailable', 'the operation was cancelled');
  }

  return mapped(500, 'something-went-wrong', undefined, true);
}

export function sendError(reply: FastifyReply, error: MappedError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, mapped(404, 'not-found', `${request.method} ${request.url.split('?')[0] ?? ''}`));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const result = mapError(error);
    if (result.unexpected) {
      request.log.error({ err: error, errorCode: result.body.errorCode }, 'request failed');
    } else {
      request.log.info({ errorCode: result.body.errorCode, reason: result.body.reason }, 'request rejected');
    }
    return sendError(reply, result);
  });
}
