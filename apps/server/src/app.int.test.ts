// The app over real HTTP: health, API docs, the error shape and request ids.
import { healthResponseSchema } from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestStore, dialect, startServer, type TestServer, type TestStore } from '../test/harness.ts';
import { AppError } from './http/errors.ts';

let store: TestStore;
let server: TestServer;

beforeAll(async () => {
  store = await createTestStore();
  server = await startServer(store, {
    setup: (app) => {
      app.get('/api/test/app-error', () => {
        throw new AppError('folder-already-exists', 'Reports');
      });
      app.get('/api/test/crash', () => {
        throw new Error('connection string postgres://admin:hunter2@db');
      });
      app.post(
        '/api/test/echo',
        { bodyLimit: 64, schema: { body: z.object({ name: z.string().min(2) }) } },
        (request) => ({ name: request.body.name }),
      );
    },
  });
});

afterAll(async () => {
  await server?.close();
  await store?.dispose();
});

describe('GET /api/health', () => {
  it('reports a working database, blob store and compute pool', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = healthResponseSchema.parse(await res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ dialect, ok: true });
    expect(body.blobStore).toEqual({ kind: 'local', ok: true });
    expect(body.compute.threads).toBe(server.config.computeThreads);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('API documentation', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/swagger-ui/i);
    const asset = await fetch(`${server.url}/api/docs/static/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    await asset.arrayBuffer();
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const res = await fetch(`${server.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON not-found', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${server.url}/api/no/such/thing?x=1`, {
        method,
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ errorCode: 'not-found', reason: `${method} /api/no/such/thing` });
    }
  });

  it('answers an AppError with its code, reason and catalogue status', async () => {
    const res = await fetch(`${server.url}/api/test/app-error`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errorCode: 'folder-already-exists', reason: 'Reports' });
  });

  it('answers an unexpected error with something-went-wrong, logged with the request id', async () => {
    const res = await fetch(`${server.url}/api/test/crash`, {
      headers: { 'x-request-id': 'e2e-trace-0042' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ errorCode: 'something-went-wrong' });
    expect(text).not.toContain('hunter2');
    expect(res.headers.get('x-request-id')).toBe('e2e-trace-0042');
    const logged = server.logs.lines.find(
      (line) => line.msg === 'request failed' && line.reqId === 'e2e-trace-0042',
    );
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged?.err)).toMatch(/stack/);
  });

  it('answers a schema violation with invalid-request naming the field', async () => {
    const res = await fetch(`${server.url}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorCode: string; reason: string };
    expect(body.errorCode).toBe('invalid-request');
    expect(body.reason).toMatch(/^body\.name: /);
  });

  it('answers a body over the limit with payload-too-large', async () => {
    const res = await fetch(`${server.url}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(200) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errorCode: 'payload-too-large' });
  });
});

describe('request ids', () => {
  it('echoes a fresh id on every answer, or the sane one the client sent', async () => {
    const a = await fetch(`${server.url}/api/health`);
    const b = await fetch(`${server.url}/api/health`);
    const idA = a.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).not.toBe(idA);
    const mine = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'proxy-abc-123456' } });
    expect(mine.headers.get('x-request-id')).toBe('proxy-abc-123456');
    const unsafe = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'a"b<c>d e f g' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([a.text(), b.text(), mine.text(), unsafe.text()]);
  });

  it('tags the access log lines of a request with its id', async () => {
    await (await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'log-check-7777' } })).text();
    const lines = server.logs.lines.filter((line) => line.reqId === 'log-check-7777');
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });
});
