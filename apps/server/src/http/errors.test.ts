import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import { LogCapture } from '../../test/harness.ts';
import { AppError, mapError, registerErrorHandler } from './errors.ts';
import { genReqId } from './request-id.ts';

describe('mapError', () => {
  it('answers an AppError with its catalogue status, code and reason', () => {
    expect(mapError(new AppError('folder-already-exists', 'Reports'))).toEqual({
      status: 409,
      body: { errorCode: 'folder-already-exists', reason: 'Reports' },
      unexpected: false,
    });
    expect(mapError(new AppError('required'))).toEqual({
      status: 400,
      body: { errorCode: 'required' },
      unexpected: false,
    });
    expect(mapError(new AppError('not-found', 'file', { status: 410 })).status).toBe(410);
  });

  it('marks 5xx AppErrors as unexpected so they are logged with their stack', () => {
    expect(mapError(new AppError('db-data-not-saved')).unexpected).toBe(true);
    expect(mapError(new AppError('service-unavailable')).status).toBe(503);
  });

  it('maps client errors raised by Fastify by status', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(mapError(tooLarge)).toMatchObject({ status: 413, body: { errorCode: 'payload-too-large' } });
    const badMedia = Object.assign(new Error('Unsupported Media Type: text/x-foo'), { statusCode: 415 });
    expect(mapError(badMedia)).toMatchObject({ status: 415, body: { errorCode: 'invalid-request' } });
  });

  it('answers cancelled work with service-unavailable, not as a server fault', () => {
    const aborted = Object.assign(new Error('compute task aborted'), { name: 'AbortError' });
    expect(mapError(aborted)).toEqual({
      status: 503,
      body: { errorCode: 'service-unavailable', reason: 'the operation was cancelled' },
      unexpected: false,
    });
  });

  it('hides anything unknown behind something-went-wrong 500', () => {
    const result = mapError(new Error('password=hunter2 at /srv/secret.ts:12'));
    expect(result).toEqual({ status: 500, body: { errorCode: 'something-went-wrong' }, unexpected: true });
    expect(mapError('a string')).toMatchObject({ status: 500 });
    expect(mapError(Object.assign(new Error('db down'), { statusCode: 500 })).status).toBe(500);
  });
});

describe('the error handler', () => {
  function appWithRoutes() {
    const logs = new LogCapture();
    const logger: FastifyBaseLogger = pino({ level: 'info' }, logs);
    const app = Fastify({ loggerInstance: logger, genReqId }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post(
      '/items',
      { schema: { body: z.object({ name: z.string().min(2), size: z.number().int().optional() }) } },
      (request) => ({ name: request.body.name }),
    );
    app.get('/items/:id', { schema: { params: z.object({ id: z.uuid() }) } }, () => 'ok');
    app.get('/boom', () => {
      throw new Error('internal detail /srv/app.ts');
    });
    return { app, logs };
  }

  it('names the invalid field in an invalid-request answer', async () => {
    const { app } = appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x', size: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errorCode: string; reason: string }>();
    expect(body.errorCode).toBe('invalid-request');
    expect(body.reason).toContain('body.name');
    expect(body.reason).toContain('body.size');

    const params = await app.inject({ method: 'GET', url: '/items/not-a-uuid' });
    expect(params.statusCode).toBe(400);
    expect(params.json<{ reason: string }>().reason).toMatch(/^params\.id: /);
  });

  it('answers malformed JSON with invalid-request', async () => {
    const { app } = appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'invalid-request' });
  });

  it('logs unknown errors with the request id and answers without details', async () => {
    const { app, logs } = appWithRoutes();
    const res = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'client-req-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorCode: 'something-went-wrong' });
    expect(res.body).not.toContain('internal detail');
    const line = logs.lines.find((l) => l.msg === 'request failed');
    expect(line?.reqId).toBe('client-req-0001');
    expect(JSON.stringify(line?.err)).toContain('internal detail');
  });
});
