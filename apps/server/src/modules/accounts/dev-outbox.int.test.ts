// A production server without SMTP_URL (a bare `npm start`, issue 15 §14): the confirmation mail stays
// in the outbox and GET /api/dev/outbox shows it, with its link, to the server's own machine only —
// not through a proxy, not to a page whose DNS name was rebound to 127.0.0.1 — and the link works.
// With SMTP configured the route does not exist.
import { request as httpRequest } from 'node:http';
import { ACCOUNT_PATHS, MAIL_OUTBOX_PATH, errorResponseSchema, outboxSchema } from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { createTestStore, startServer, type TestServer, type TestStore } from '../../../test/harness.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

/** GET with chosen headers (fetch may not set Host). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the outbox of a server without SMTP (production)', () => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore();
    server = await startServer(store, { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await server.close();
    await store.dispose();
  });

  it('shows the confirmation mail and its link to the local machine, and the link confirms', async () => {
    const client = new ApiClient(server.url);
    const email = `outbox${process.pid}@example.org`;
    const created = await client.post(ACCOUNT_PATHS.create, {
      username: `outbox_${process.pid}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'Correct7Horse',
      referrer: 'website',
      consent: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await get(`${server.url}${MAIL_OUTBOX_PATH}`, { host });
      expect(res.status, host).toBe(200);
      const mail = outboxSchema.parse(res.body).find((m) => m.to === email);
      expect(mail?.links[0]).toMatch(new RegExp(`^http://localhost:${port}/confirm/[A-Za-z0-9_-]+$`));
    }
    const mail = outboxSchema.parse((await client.get(MAIL_OUTBOX_PATH)).body).find((m) => m.to === email);
    const token = /\/confirm\/([A-Za-z0-9_-]+)$/.exec(mail?.links[0] ?? '')?.[1];
    const confirmed = await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBeLessThan(300);
  });

  it('refuses forwarded requests and foreign Host names with 403 forbidden', async () => {
    const port = new URL(server.url).port;
    const refusals: Record<string, string>[] = [
      { host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.7' },
      { host: `127.0.0.1:${port}`, forwarded: 'for=203.0.113.7' },
      { host: `127.0.0.1:${port}`, 'x-real-ip': '203.0.113.7' },
      // DNS rebinding: another site's name resolved to 127.0.0.1.
      { host: `evil.example:${port}` },
    ];
    for (const headers of refusals) {
      const res = await get(`${server.url}${MAIL_OUTBOX_PATH}`, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(errorResponseSchema.parse(res.body).errorCode).toBe('forbidden');
      expect(JSON.stringify(res.body)).not.toContain('/confirm/');
    }
  });
});

describe('the outbox with SMTP configured', () => {
  const live = serverWithMail();
  it('does not exist', async () => {
    const client = new ApiClient(live.server.url);
    expect((await client.get(MAIL_OUTBOX_PATH)).status).toBe(404);
  });
});
