// Two server instances on one PostgreSQL and one Redis (issue 18 item 12): a notification created
// through one reaches a socket connected to the other, through the Redis pub/sub engine; so do a
// staff notice to everybody and the sign-out of a disabled account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestStore,
  postgresUrl,
  startServer,
  type TestServer,
  type TestStore,
} from '../../../test/harness.ts';
import { openLiveSocket } from '../../../test/live-socket.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { grantRole, uidOf } from '../../../test/roles.ts';
import { signedInClient } from '../../../test/signed-in.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver.ts';

const publicUrl = 'http://asperity.test';

if (!postgresUrl)
  console.warn(
    'live-fan-out.int.test.ts: skipped — set DATABASE_URL=postgres://… (two instances need a shared PostgreSQL; Redis at REDIS_URL or 127.0.0.1:6379)',
  );

describe.skipIf(!postgresUrl)('live messages across two instances (PostgreSQL + Redis)', () => {
  let store: TestStore;
  let smtp: SmtpReceiver;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    store = await createTestStore();
    const env = { REDIS_URL: testRedisUrl, SMTP_URL: smtp.url, PUBLIC_URL: publicUrl };
    // One after the other: the first applies the migrations.
    a = await startServer(store, { env });
    b = await startServer(store, { env });
    expect(a.app.infra.pubsub.kind).toBe('redis');
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.dispose();
    await smtp?.close();
  });

  it('a change made through instance A reaches the socket on instance B', async () => {
    const member = await signedInClient(a.url, smtp, publicUrl);
    const staff = await signedInClient(a.url, smtp, publicUrl);
    await grantRole(a, staff, 'staff');
    const uid = await uidOf(member);

    // The member's browser holds its socket on B (the session cookie works on every instance).
    const socket = await openLiveSocket(b.url, member);
    await socket.next('connected');

    expect(
      (await staff.request('PATCH', `/api/admin/accounts/${uid}`, { forumRights: 'moderator' })).status,
    ).toBe(200);
    const pushed = await socket.next('notification');
    expect(pushed.notification).toMatchObject({ kind: 'staff-action', read: false });
    expect(pushed.unreadCount).toBe(1);

    const notice = await staff.post('/api/admin/notifications', {
      target: 'everybody',
      languages: ['en'],
      content: { en: ['Across instances'] },
    });
    expect(notice.status).toBe(200);
    await expect
      .poll(() => socket.messages.filter((m) => m.type === 'notification').length, { timeout: 10_000 })
      .toBe(2);
    const last = socket.messages.at(-1);
    expect(last?.type === 'notification' && last.notification.content).toEqual({ en: ['Across instances'] });

    expect((await staff.request('PATCH', `/api/admin/accounts/${uid}`, { isEnabled: false })).status).toBe(
      200,
    );
    expect(await socket.next('sign-out')).toEqual({ type: 'sign-out', reason: 'account-disabled' });
    expect(await socket.closed()).toBe(4401);
    // Refused at once on the other instance too (revocation in Redis, not only the database flag).
    expect((await member.get('/api/user/me')).status).toBe(401);
  });
});
