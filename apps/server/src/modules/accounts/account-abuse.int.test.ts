// Account abuse over real HTTP (issue 16 §4): password-reset poisoning through a forged Host, tokens
// in the log, enumeration by answer and by time, the lockout that strangers could use against an
// owner, and the request limits on sign-in and mail (in process, and in Redis across two instances).
import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ACCOUNT_PATHS, errorResponseSchema } from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startServer, type TestServer, type TestStore } from '../../../test/harness.ts';
import { ApiClient } from '../../../test/http-client.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver.ts';

const errorCode = (body: unknown): string => errorResponseSchema.parse(body).errorCode;

let smtp: SmtpReceiver;
let store: TestStore;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  store = await createTestStore();
});
afterAll(async () => {
  await store?.dispose();
  await smtp?.close();
});

let counter = 0;
function newUser() {
  counter++;
  return {
    username: `abuse_${process.pid}_${counter}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `abuse${process.pid}x${counter}@example.org`,
    password: 'Correct7Horse',
    referrer: 'website',
    consent: true,
  };
}

/** A POST with headers fetch would not let us forge (Host). */
function rawPost(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function confirmedUser(server: TestServer) {
  const client = new ApiClient(server.url);
  const user = newUser();
  expect((await client.post(ACCOUNT_PATHS.create, user)).status).toBe(201);
  const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec((await smtp.next(user.email)).text)?.[1];
  expect(token).toBeDefined();
  expect((await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token })).status).toBe(204);
  return user;
}

describe('links in mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { env: { SMTP_URL: smtp.url, PUBLIC_URL: '' } });
  });
  afterAll(() => server?.close());

  it('builds the reset link from configuration, not from a forged Host (PUBLIC_URL unset: localhost)', async () => {
    const user = await confirmedUser(server);
    const port = new URL(server.url).port;
    const res = await rawPost(
      server.url,
      ACCOUNT_PATHS.forgottenPassword,
      { email: user.email },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.status).toBe(204);
    const mail = await smtp.next(user.email);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toMatch(new RegExp(`http://localhost:${port}/reset_password/[A-Za-z0-9_-]+`));
  });

  it('uses PUBLIC_URL when set, whatever the Host says', async () => {
    const configured = await startServer(store, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://asperity.example' },
    });
    try {
      const user = newUser();
      const res = await rawPost(configured.url, ACCOUNT_PATHS.create, user, { host: 'evil.example' });
      expect(res.status).toBe(201);
      expect((await smtp.next(user.email)).text).toMatch(
        /https:\/\/asperity\.example\/confirm\/[A-Za-z0-9_-]+/,
      );
    } finally {
      await configured.close();
    }
  });
});

describe('tokens in the log', () => {
  it('never writes a confirmation or reset token at info level (development outbox)', async () => {
    const server = await startServer(store, {
      env: { PUBLIC_URL: 'http://asperity.test', NODE_ENV: 'development' },
    });
    try {
      const client = new ApiClient(server.url);
      const user = newUser();
      expect((await client.post(ACCOUNT_PATHS.create, user)).status).toBe(201);
      expect((await client.post(ACCOUNT_PATHS.forgottenPassword, { email: user.email })).status).toBe(204);
      const outbox = await client.get('/api/dev/outbox');
      const texts = (outbox.body as { text: string }[]).map((m) => m.text).join('\n');
      const tokens = [...texts.matchAll(/\/(?:confirm|reset_password)\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
      expect(tokens).toHaveLength(2);
      const logged = JSON.stringify(server.logs.lines);
      expect(logged).toContain('mail kept in the development outbox');
      for (const token of tokens) expect(logged).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});

describe('enumeration and lockout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } });
  });
  afterAll(() => server?.close());

  const signIn = (login: string, password: string, ip: string) =>
    new ApiClient(server.url).post(
      ACCOUNT_PATHS.signIn,
      { login, password, consent: true },
      { 'x-forwarded-for': ip },
    );

  it('answers an unknown account and a wrong password alike, in about the same time', async () => {
    const user = await confirmedUser(server);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A fresh client address each time, so the lockout does not end the comparison.
      let started = performance.now();
      const a = await signIn(user.email, 'Wrong1234', `10.1.${i}.1`);
      wrong.push(performance.now() - started);
      started = performance.now();
      const b = await signIn(`ghost${i}@example.org`, 'Wrong1234', `10.1.${i}.2`);
      unknown.push(performance.now() - started);
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(b.body).toEqual(a.body);
      expect(errorCode(a.body)).toBe('wrong-password');
    }
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    // Before: 1.7 ms against 102 ms. The KDF now runs for unknown names too.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('answers a resend request alike for unknown, unconfirmed and confirmed addresses, mailing only the unconfirmed', async () => {
    const client = new ApiClient(server.url);
    const confirmed = await confirmedUser(server);
    const pending = newUser();
    expect((await client.post(ACCOUNT_PATHS.create, pending)).status).toBe(201);
    await smtp.next(pending.email);
    const before = smtp.mails.length;
    for (const email of ['nobody-at-all@example.org', confirmed.email, pending.email]) {
      const res = await client.post(
        ACCOUNT_PATHS.resendVerification,
        { email },
        { 'x-forwarded-for': '10.9.9.9' },
      );
      expect(res.status, email).toBe(204);
      expect(res.body, email).toBeUndefined();
    }
    expect((await smtp.next(pending.email)).text).toMatch(/\/confirm\//);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('locks out the guessing client, not the owner signing in from elsewhere, and backs off', async () => {
    const user = await confirmedUser(server);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 4; i++)
      expect(errorCode((await signIn(user.email, 'Wrong1234', attacker)).body)).toBe('wrong-password');
    const fifth = await signIn(user.email, 'Wrong1234', attacker);
    expect(fifth.status).toBe(429);
    expect(errorCode(fifth.body)).toBe('too-many-failed-login-attempts');
    // Even the right password from the attacker's address is refused while the lock lasts …
    expect((await signIn(user.email, user.password, attacker)).status).toBe(429);
    // … but the owner, from another address, signs in.
    expect((await signIn(user.email, user.password, '198.51.100.20')).status).toBe(200);
    // An unknown name locks the same way (no hint that it is unknown).
    for (let i = 0; i < 4; i++) await signIn('nobody_here', 'Wrong1234', attacker);
    expect(errorCode((await signIn('nobody_here', 'Wrong1234', attacker)).body)).toBe(
      'too-many-failed-login-attempts',
    );
  });
});

describe('request limits', () => {
  it('limits sign-in attempts per client address and reset mails per address', async () => {
    const server = await startServer(store, {
      env: {
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        RATE_LIMIT_AUTH_PER_MINUTE: '10',
        RATE_LIMIT_MAIL_PER_HOUR: '3',
      },
    });
    try {
      const client = new ApiClient(server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await client.post(
          ACCOUNT_PATHS.signIn,
          { login: `someone${i}@example.org`, password: 'Wrong1234', consent: true },
          { 'x-forwarded-for': '192.0.2.1' },
        );
        statuses.push(res.status);
        if (res.status === 429) expect(errorCode(res.body)).toBe('too-many-requests');
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another address is not affected.
      const other = await client.post(
        ACCOUNT_PATHS.signIn,
        { login: 'someone@example.org', password: 'Wrong1234', consent: true },
        { 'x-forwarded-for': '192.0.2.2' },
      );
      expect(other.status).toBe(401);

      // Mail to one address: 3 an hour, even from 4 different client addresses.
      const email = 'flooded@example.org';
      const mails: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.post(
          ACCOUNT_PATHS.forgottenPassword,
          { email },
          { 'x-forwarded-for': `192.0.2.${10 + i}` },
        );
        mails.push(res.status);
      }
      expect(mails).toEqual([204, 204, 204, 429]);
    } finally {
      await server.close();
    }
  });

  it('counts in Redis when REDIS_URL is set: two instances share one budget', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    // A fresh client address and name for this run: Redis counters outlive the test process.
    const octet = () => randomInt(1, 255);
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    const login = `shared_${randomBytes(4).toString('hex')}`;
    const env = {
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
    };
    const one = await startServer(store, { env });
    const two = await startServer(store, { env });
    try {
      const attempt = (server: TestServer) =>
        new ApiClient(server.url).post(
          ACCOUNT_PATHS.signIn,
          { login, password: 'Wrong1234', consent: true },
          { 'x-forwarded-for': ip },
        );
      const statuses = [
        (await attempt(one)).status,
        (await attempt(two)).status,
        (await attempt(one)).status,
        (await attempt(two)).status,
        (await attempt(one)).status,
        (await attempt(two)).status,
      ];
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
