// The staff and admin console over real HTTP, SMTP and WebSocket (spec part 1 §3–§6; issue 18):
// the route × role matrix, the account list, account changes (sign-out at once when disabled),
// removal with the files' storage freed, notices, quota requests, exports, the audit log and
// ADMIN_EMAILS.
import {
  CSV_BYTE_ORDER_MARK,
  adminAccountListSchema,
  adminAccountRowSchema,
  auditLogPageSchema,
  closureNoticeSchema,
  notificationListSchema,
  quotaRequestListSchema,
  quotaSchema,
  switchStateAnswerSchema,
  userProfileSchema,
} from '@asperity/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { openLiveSocket } from '../../../test/live-socket.ts';
import { grantRole, uidOf, type Role } from '../../../test/roles.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

interface Clients {
  readonly user: ApiClient;
  readonly staff: ApiClient;
  readonly admin: ApiClient;
  readonly 'signed-out': ApiClient;
}
let clients: Clients;
let adminUid: string;

beforeAll(async () => {
  const user = await live.member();
  const staff = await live.member();
  const admin = await live.member();
  await grantRole(live.server, staff, 'staff');
  adminUid = await grantRole(live.server, admin, 'admin');
  clients = { user, staff, admin, 'signed-out': new ApiClient(live.server.url) };
});

/** A CSV answer: status and the exact bytes as text (fetch's text() would drop the byte-order mark). */
async function csvOf(
  client: ApiClient,
  path: string,
): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${live.server.url}${path}`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), text };
}

const emailOf = async (client: ApiClient): Promise<string> =>
  userProfileSchema.parse((await client.get('/api/user/me')).body).email;

describe('route × role matrix', () => {
  const roles: readonly Role[] = ['signed-out', 'user', 'staff', 'admin'];
  const staffOk = { 'signed-out': 401, user: 403, staff: 'ok', admin: 'ok' } as const;
  const adminOk = { 'signed-out': 401, user: 403, staff: 403, admin: 'ok' } as const;
  const anySignedIn = { 'signed-out': 401, user: 'ok', staff: 'ok', admin: 'ok' } as const;
  type Expectation = Record<Role, 401 | 403 | 'ok'>;
  /** Each row: what it calls (a fresh victim account per call where it changes one) and who may. */
  const rows: readonly {
    name: string;
    expect: Expectation;
    ok: number;
    call: (client: ApiClient) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET /api/admin/accounts', expect: adminOk, ok: 200, call: (c) => c.get('/api/admin/accounts') },
    {
      name: 'PATCH /api/admin/accounts/{uid}',
      expect: staffOk,
      ok: 200,
      call: async (c) =>
        c.request('PATCH', `/api/admin/accounts/${await uidOf(await live.member())}`, {
          forumRights: 'moderator',
        }),
    },
    {
      name: 'DELETE /api/admin/accounts/{uid}',
      expect: staffOk,
      ok: 204,
      call: async (c) => c.request('DELETE', `/api/admin/accounts/${await uidOf(await live.member())}`),
    },
    {
      name: 'POST /api/admin/notifications',
      expect: staffOk,
      ok: 200,
      call: (c) =>
        c.post('/api/admin/notifications', {
          target: 'subscribers',
          languages: ['en'],
          content: { en: ['Maintenance', 'Tonight'] },
        }),
    },
    {
      name: 'GET /api/admin/audit-log',
      expect: adminOk,
      ok: 200,
      call: (c) => c.get('/api/admin/audit-log'),
    },
    {
      name: 'GET /api/admin/quota-requests',
      expect: staffOk,
      ok: 200,
      call: (c) => c.get('/api/admin/quota-requests'),
    },
    {
      name: 'POST /api/admin/quota-requests/{uid}',
      expect: staffOk,
      ok: 204,
      call: async (c) => {
        const asker = await live.member();
        await asker.post('/api/user/quota/request-more');
        return c.post(`/api/admin/quota-requests/${await uidOf(asker)}`, { grant: false });
      },
    },
    {
      name: 'GET /api/admin/exports/users',
      expect: staffOk,
      ok: 200,
      call: (c) => csvOf(c, '/api/admin/exports/users?feature=crop'),
    },
    {
      name: 'GET /api/admin/exports/statistics',
      expect: staffOk,
      ok: 200,
      call: (c) => csvOf(c, '/api/admin/exports/statistics?from=2026-01-01&to=2026-01-31'),
    },
    {
      name: 'POST /api/admin/accounts/{uid}/switch',
      expect: adminOk,
      ok: 200,
      // A fresh admin per call: switching ends the caller's own session.
      call: async (c) => {
        const target = await uidOf(await live.member());
        if (c !== clients.admin) return c.post(`/api/admin/accounts/${target}/switch`);
        const fresh = await live.member();
        await grantRole(live.server, fresh, 'admin');
        return fresh.post(`/api/admin/accounts/${target}/switch`);
      },
    },
    {
      name: 'PUT /api/admin/closure-notice',
      expect: adminOk,
      ok: 200,
      call: (c) => c.request('PUT', '/api/admin/closure-notice', { text: 'Matrix notice' }),
    },
    {
      name: 'DELETE /api/admin/closure-notice',
      expect: adminOk,
      ok: 204,
      call: (c) => c.request('DELETE', '/api/admin/closure-notice'),
    },
    {
      name: 'GET /api/config/closure-notice',
      expect: { 'signed-out': 'ok', user: 'ok', staff: 'ok', admin: 'ok' },
      ok: 200,
      call: (c) => c.get('/api/config/closure-notice'),
    },
    {
      name: 'GET /api/admin/switch-state',
      expect: anySignedIn,
      ok: 200,
      call: (c) => c.get('/api/admin/switch-state'),
    },
    {
      name: 'GET /api/notifications',
      expect: anySignedIn,
      ok: 200,
      call: (c) => c.get('/api/notifications'),
    },
    {
      name: 'PATCH /api/notifications',
      expect: anySignedIn,
      ok: 200,
      call: (c) => c.request('PATCH', '/api/notifications'),
    },
    {
      name: 'PATCH /api/notifications/{id}',
      expect: { ...anySignedIn },
      // Signed in, an id that is not the caller's is not found: the matrix shows the access layer lets them in.
      ok: 404,
      call: (c) => c.request('PATCH', '/api/notifications/not-mine'),
    },
    // Reports and support requests (modules/support; its own tests cover sending and resolving).
    { name: 'GET /api/admin/reports', expect: staffOk, ok: 200, call: (c) => c.get('/api/admin/reports') },
    {
      name: 'PATCH /api/admin/reports/{id}',
      expect: staffOk,
      // An id that does not exist: staff get past the access rule to the lookup.
      ok: 404,
      call: (c) => c.request('PATCH', '/api/admin/reports/no-such-request', { state: 'resolved' }),
    },
    {
      name: 'GET /api/notification-settings',
      expect: anySignedIn,
      ok: 200,
      call: (c) => c.get('/api/notification-settings'),
    },
    {
      name: 'PUT /api/notification-settings',
      expect: anySignedIn,
      ok: 200,
      call: (c) =>
        c.request('PUT', '/api/notification-settings', { kinds: { like: { app: true, email: false } } }),
    },
  ];

  for (const row of rows)
    it(row.name, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const role of roles) {
        seen[role] = (await row.call(clients[role])).status;
        const e = row.expect[role];
        wanted[role] = e === 'ok' ? row.ok : e;
      }
      expect(seen).toEqual(wanted);
    });
});

describe('accounts', () => {
  it('pages, sorts and searches on the server with every column of the row', async () => {
    const a = await live.member();
    const email = await emailOf(a);
    const found = adminAccountListSchema.parse(
      (await clients.admin.get(`/api/admin/accounts?q=${encodeURIComponent(email.toUpperCase())}`)).body,
    );
    expect(found.total).toBe(1);
    expect(found.accounts[0]).toMatchObject({
      email,
      isConfirmed: true,
      isEnabled: true,
      isStaff: false,
      imageCount: 0,
      usedQuota: 0,
      lastLoginIp: '127.0.0.1',
      moreRequested: false,
    });
    const byId = adminAccountListSchema.parse(
      (await clients.admin.get(`/api/admin/accounts?q=${await uidOf(a)}`)).body,
    );
    expect(byId.accounts.map((r) => r.email)).toEqual([email]);

    const asc = adminAccountListSchema.parse(
      (await clients.admin.get('/api/admin/accounts?sortBy=email&sortOrder=asc&limit=100')).body,
    );
    const emails = asc.accounts.map((r) => r.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(asc.total).toBeGreaterThanOrEqual(4);
    const page2 = adminAccountListSchema.parse(
      (await clients.admin.get('/api/admin/accounts?sortBy=email&sortOrder=asc&limit=1&offset=1')).body,
    );
    expect(page2.accounts.map((r) => r.email.toLowerCase())).toEqual([emails[1]]);
    // Never signed in sorts as the oldest sign-in on both databases.
    const neverSignedIn = await live.server.app.infra.database.db
      .updateTable('users')
      .set({ last_login_at: null })
      .where('id', '=', await uidOf(a))
      .execute();
    expect(neverSignedIn).toHaveLength(1);
    const byLogin = adminAccountListSchema.parse(
      (await clients.admin.get('/api/admin/accounts?sortBy=lastLoginAt&sortOrder=desc&limit=100')).body,
    );
    expect(byLogin.accounts.at(-1)?.email).toBe(email);
    expect(byLogin.accounts[0]?.lastLoginAt).not.toBeNull();
    expect((await clients.admin.get('/api/admin/accounts?sortBy=password')).status).toBe(400);
    expect((await clients.admin.get('/api/admin/accounts?limit=1000')).status).toBe(400);
  });

  it('disabling signs the account out at once (socket too); changes are audit-logged and notified', async () => {
    const victim = await live.member();
    const uid = await uidOf(victim);
    const socket = await openLiveSocket(live.server.url, victim);
    await socket.next('connected');

    const quota = await clients.staff.request('PATCH', `/api/admin/accounts/${uid}`, {
      additionalQuota: 5_000_000,
      overridenSubscriptionLevel: 1,
    });
    expect(quota.status).toBe(200);
    expect(adminAccountRowSchema.parse(quota.body)).toMatchObject({
      additionalQuota: 5_000_000,
      overridenSubscriptionLevel: 1,
    });
    const changed = (await socket.next('notification')).notification;
    expect(changed.kind).toBe('staff-action');
    expect(changed.content.ja).toEqual([
      'スタッフがアカウントを変更しました',
      '追加ストレージは 5000000 バイトになりました。プランがティア 1 に設定されました。',
    ]);
    expect(await socket.next('subscription-level')).toMatchObject({ overridenSubscriptionLevel: 1 });

    const disabled = await clients.staff.request('PATCH', `/api/admin/accounts/${uid}`, { isEnabled: false });
    expect(adminAccountRowSchema.parse(disabled.body).isEnabled).toBe(false);
    expect(await socket.next('sign-out')).toEqual({ type: 'sign-out', reason: 'account-disabled' });
    expect(await socket.closed()).toBe(4401);
    expect((await victim.get('/api/user/me')).status).toBe(401);
    expect((await victim.get('/api/auth/refresh')).status).toBe(401);

    const log = auditLogPageSchema.parse(
      (await clients.admin.get(`/api/admin/audit-log?targetId=${uid}`)).body,
    );
    expect(log.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['account.update', { isEnabled: true }, { isEnabled: false }],
      [
        'account.update',
        { additionalQuota: 0, overridenSubscriptionLevel: null },
        { additionalQuota: 5_000_000, overridenSubscriptionLevel: 1 },
      ],
    ]);
    expect(log.entries[0]?.actorEmail).toBe(await emailOf(clients.staff));
    expect(
      auditLogPageSchema.parse(
        (await clients.admin.get(`/api/admin/audit-log?targetId=${uid}&action=account.delete`)).body,
      ).total,
    ).toBe(0);
    // Append-only: there is no call that changes it.
    expect((await clients.admin.request('DELETE', '/api/admin/audit-log')).status).toBe(404);

    // Staff cannot touch an admin; nobody disables themselves.
    expect(
      (await clients.staff.request('PATCH', `/api/admin/accounts/${adminUid}`, { isEnabled: false })).status,
    ).toBe(403);
    expect(
      (await clients.admin.request('PATCH', `/api/admin/accounts/${adminUid}`, { isEnabled: false })).status,
    ).toBe(403);
    expect((await clients.staff.request('PATCH', `/api/admin/accounts/${uid}`, {})).status).toBe(400);
    expect(
      (await clients.staff.request('PATCH', '/api/admin/accounts/nobody', { isEnabled: true })).status,
    ).toBe(404);
  });

  it('removes an account with its files and frees their storage', async () => {
    const victim = await live.member();
    const uid = await uidOf(victim);
    const file = await uploaded(live.server.url, victim, 4242, 'own.gsf');
    const row = await live.server.app.infra.database.db
      .selectFrom('files')
      .select(['source_blob', 'container_blob'])
      .where('guid', '=', file.guid)
      .executeTakeFirstOrThrow();
    expect(await live.server.app.infra.blobs.has(row.source_blob)).toBe(true);

    expect((await clients.staff.request('DELETE', `/api/admin/accounts/${uid}`)).status).toBe(204);
    expect(await live.server.app.infra.blobs.has(row.source_blob)).toBe(false);
    expect(await live.server.app.infra.blobs.has(row.container_blob)).toBe(false);
    expect((await victim.get('/api/user/me')).status).toBe(401);
    expect((await clients.admin.get(`/api/admin/accounts?q=${uid}`)).body).toMatchObject({ total: 0 });
  });
});

describe('notices, quota requests, exports', () => {
  it('sends a notice to the target, live, and refuses an invalid url', async () => {
    const reader = await live.member();
    // This reader also wants notices by e-mail.
    await reader.request('PUT', '/api/notification-settings', {
      kinds: { notice: { app: true, email: true } },
    });
    const socket = await openLiveSocket(live.server.url, reader);
    await socket.next('connected');
    const bad = await clients.staff.post('/api/admin/notifications', {
      target: 'everybody',
      languages: ['en'],
      url: 'javascript:alert(1)',
      content: { en: ['x'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'invalid-url' });
    const missing = await clients.staff.post('/api/admin/notifications', {
      target: 'everybody',
      languages: ['en', 'de'],
      content: { en: ['x'] },
    });
    expect(missing.status).toBe(400);

    const sent = await clients.staff.post('/api/admin/notifications', {
      target: 'everybody',
      languages: ['en', 'ja'],
      priority: 'top',
      url: 'https://example.org/news',
      content: { en: ['New release', 'See what changed'], ja: ['新しいリリース'] },
    });
    expect(sent.status).toBe(200);
    expect((sent.body as { recipients: number }).recipients).toBeGreaterThanOrEqual(4);
    const pushed = await socket.next('notification');
    expect(pushed.notification).toMatchObject({
      kind: 'notice',
      priority: 'top',
      data: { url: 'https://example.org/news' },
      content: { en: ['New release', 'See what changed'], ja: ['新しいリリース'] },
    });
    const mail = await live.smtp.next(await emailOf(reader));
    expect(mail.text).toContain('New release');
    expect(mail.text).toContain('https://example.org/news');
    expect(mail.text).toContain('/notification-settings/unsubscribe?token=');
    const listed = notificationListSchema.parse((await reader.get('/api/notifications')).body);
    expect(listed.notifications[0]?.id).toBe(pushed.notification.id);
    // "users" (no bought plan) reaches the reader; "subscribers" does not.
    const before = listed.total;
    await clients.staff.post('/api/admin/notifications', {
      target: 'subscribers',
      languages: ['en'],
      content: { en: ['Subscribers only'] },
    });
    expect(notificationListSchema.parse((await reader.get('/api/notifications')).body).total).toBe(before);
    await socket.close();
  });

  it('a request for more storage reaches staff; granting raises the quota and notifies the user', async () => {
    const asker = await live.member();
    const uid = await uidOf(asker);
    const staffSocket = await openLiveSocket(live.server.url, clients.staff);
    await staffSocket.next('connected');
    await asker.post('/api/user/quota/request-more');
    const told = await staffSocket.next('notification');
    expect(told.notification).toMatchObject({ kind: 'quota-requested', data: { uid } });
    await staffSocket.close();

    const open = quotaRequestListSchema.parse((await clients.staff.get('/api/admin/quota-requests')).body);
    expect(open.requests.map((r) => r.uid)).toContain(uid);
    const grantWithout = await clients.staff.post(`/api/admin/quota-requests/${uid}`, { grant: true });
    expect(grantWithout.status).toBe(400);
    const before = quotaSchema.parse((await asker.get('/api/user/quota')).body);
    expect(before.moreRequested).toBe(true);
    expect(
      (
        await clients.staff.post(`/api/admin/quota-requests/${uid}`, {
          grant: true,
          additionalQuota: 1_000_000_000,
        })
      ).status,
    ).toBe(204);
    const after = quotaSchema.parse((await asker.get('/api/user/quota')).body);
    expect(after).toMatchObject({ moreRequested: false, maxQuota: before.maxQuota + 1_000_000_000 });
    const notes = notificationListSchema.parse((await asker.get('/api/notifications')).body);
    expect(notes.notifications[0]).toMatchObject({ kind: 'quota-answered', data: { granted: true } });
    // Answered once: a second answer finds no open request.
    expect((await clients.staff.post(`/api/admin/quota-requests/${uid}`, { grant: false })).status).toBe(404);
  });

  it('exports users by feature and statistics as CSV with the part 1 §9 rules; invalid dates are refused', async () => {
    const users = await csvOf(clients.staff, '/api/admin/exports/users?feature=crop');
    expect(users.type).toContain('text/csv');
    const text = users.text;
    expect(text.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'uid,username,email,firstName,lastName,createdAt,effectiveTier,isConfirmed,isEnabled',
    );
    expect(text).toContain(await emailOf(clients.user));

    const stats = await csvOf(clients.staff, '/api/admin/exports/statistics?from=2026-02-27&to=2026-03-01');
    const statLines = stats.text.slice(1).split('\r\n');
    expect(statLines.slice(0, 4)).toEqual([
      'date,newAccounts,confirmedAccounts,lastSignIns,uploadedFiles,uploadedBytes',
      '2026-02-27,0,0,0,0,0',
      '2026-02-28,0,0,0,0,0',
      '2026-03-01,0,0,0,0,0',
    ]);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=x&to=2026-03-01',
    ]) {
      const refused = await clients.staff.get(`/api/admin/exports/statistics?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'invalid-date' });
    }
    expect((await clients.staff.get('/api/admin/exports/users?feature=nonsense')).status).toBe(400);
  });
});

describe('switch to account', () => {
  it('acts as the user with the banner state, writes the audit log, and switches back', async () => {
    const admin = await live.member();
    const adminId = await grantRole(live.server, admin, 'admin');
    const adminEmail = await emailOf(admin);
    const user = await live.member();
    const uid = await uidOf(user);

    expect((await clients.staff.post(`/api/admin/accounts/${uid}/switch`)).status).toBe(403);
    expect((await admin.post(`/api/admin/accounts/${adminId}/switch`)).status).toBe(403);
    expect(switchStateAnswerSchema.parse((await admin.get('/api/admin/switch-state')).body)).toEqual({
      switch: null,
    });
    expect((await admin.post('/api/admin/switch-back')).status).toBe(403);

    const adminTab = await openLiveSocket(live.server.url, admin);
    await adminTab.next('connected');
    const switched = await admin.post(`/api/admin/accounts/${uid}/switch`);
    // The admin's own session ended: its socket hears "switched" (the tab re-reads who it is).
    expect(await adminTab.next('sign-out')).toEqual({ type: 'sign-out', reason: 'switched' });
    expect(switched.status).toBe(200);
    const state = { actingAs: uid, admin: { uid: adminId, email: adminEmail } };
    expect(switchStateAnswerSchema.parse(switched.body)).toEqual({ switch: state });
    expect(await uidOf(admin)).toBe(uid);
    expect(switchStateAnswerSchema.parse((await admin.get('/api/admin/switch-state')).body)).toEqual({
      switch: state,
    });
    // As the user, no console.
    expect((await admin.get('/api/admin/accounts')).status).toBe(403);

    const back = await admin.post('/api/admin/switch-back');
    expect(back.status).toBe(200);
    expect(await uidOf(admin)).toBe(adminId);
    expect((await admin.get('/api/admin/accounts')).status).toBe(200);
    const log = auditLogPageSchema.parse((await admin.get(`/api/admin/audit-log?targetId=${uid}`)).body);
    expect(log.entries.map((e) => [e.action, e.actorId])).toEqual([
      ['account.switch-back', adminId],
      ['account.switch', adminId],
    ]);
  });
});

describe('closure notice', () => {
  it('an admin sets and clears it at run time; everyone reads it; changes are audit-logged', async () => {
    const read = async (client: ApiClient) => {
      const res = await client.get('/api/config/closure-notice');
      expect(res.status).toBe(200);
      return closureNoticeSchema.parse(res.body);
    };
    await clients.admin.request('DELETE', '/api/admin/closure-notice');
    expect(await read(clients['signed-out'])).toEqual({ text: null, updatedAt: null });

    const text = 'Asperity closes on 31 March 2027.\nPlease download your files.';
    const set = await clients.admin.request('PUT', '/api/admin/closure-notice', { text: `  ${text} ` });
    expect(set.status).toBe(200);
    expect(closureNoticeSchema.parse(set.body).text).toBe(text);
    for (const role of ['signed-out', 'user', 'staff'] as const)
      expect((await read(clients[role])).text).toBe(text);
    // Another instance on the same database answers the same (the setting lives in the database).
    const other = await live.startAnother({ env: {} });
    try {
      expect((await read(new ApiClient(other.url))).text).toBe(text);
    } finally {
      await other.close();
    }

    // Bad input is refused with the reason; the stored notice stays.
    const empty = await clients.admin.request('PUT', '/api/admin/closure-notice', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorCode: 'invalid-request' });
    expect(
      (await clients.admin.request('PUT', '/api/admin/closure-notice', { text: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect((await clients.staff.request('PUT', '/api/admin/closure-notice', { text: 'staff' })).status).toBe(
      403,
    );
    expect((await read(clients.user)).text).toBe(text);

    expect((await clients.admin.request('DELETE', '/api/admin/closure-notice')).status).toBe(204);
    expect(await read(clients.user)).toEqual({ text: null, updatedAt: null });

    const log = auditLogPageSchema.parse(
      (await clients.admin.get('/api/admin/audit-log?action=closure-notice.clear&limit=1')).body,
    );
    expect(log.entries[0]).toMatchObject({ actorId: adminUid, before: { text }, after: null });
    const setLog = auditLogPageSchema.parse(
      (await clients.admin.get('/api/admin/audit-log?action=closure-notice.set&limit=1')).body,
    );
    expect(setLog.entries[0]).toMatchObject({ actorId: adminUid, before: { text: null }, after: { text } });
  });
});

describe('last login country', () => {
  it("is taken from the trusted proxy's country header when it names a country, never from a direct client", async () => {
    const member = await live.member();
    const email = await emailOf(member);
    const uid = await uidOf(member);
    const signIn = (url: string, country: string) =>
      new ApiClient(url).post(
        '/api/auth/sign-in',
        { login: email, password: 'Secure9Pass', consent: true },
        { 'CF-IPCountry': country },
      );
    const countryOf = async () =>
      adminAccountListSchema.parse((await clients.admin.get(`/api/admin/accounts?q=${uid}`)).body).accounts[0]
        ?.lastLoginCountry;

    // This server does not trust a proxy: the header is the client's own word and is ignored.
    expect((await signIn(live.server.url, 'JP')).status).toBe(200);
    expect(await countryOf()).toBeNull();

    const behindProxy = await live.startAnother({
      env: { TRUST_PROXY: 'true', COUNTRY_HEADER: 'CF-IPCountry' },
    });
    try {
      expect((await signIn(behindProxy.url, 'jp')).status).toBe(200);
      expect(await countryOf()).toBe('JP');
      // Not a country (Cloudflare's unknown and Tor markers, anything else): unknown, not the old value.
      for (const value of ['XX', 'T1', 'Japan']) {
        expect((await signIn(behindProxy.url, value)).status).toBe(200);
        expect(await countryOf(), value).toBeNull();
      }
      expect((await signIn(behindProxy.url, 'DE')).status).toBe(200);
      expect(await countryOf()).toBe('DE');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('becoming an admin', () => {
  it('ADMIN_EMAILS makes the account an admin when it signs in', async () => {
    const member = await live.member();
    const email = await emailOf(member);
    expect(userProfileSchema.parse((await member.get('/api/user/me')).body).isAdmin).toBe(false);
    const other = await live.startAnother({
      env: { ADMIN_EMAILS: ` someone@example.org, ${email.toUpperCase()} ` },
    });
    try {
      const client = new ApiClient(other.url);
      const signedIn = await client.post('/api/auth/sign-in', {
        login: email,
        password: 'Secure9Pass',
        consent: true,
      });
      expect(userProfileSchema.parse(signedIn.body).isAdmin).toBe(true);
      expect((await client.get('/api/admin/accounts')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
