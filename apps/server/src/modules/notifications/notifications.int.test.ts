// Notifications over real HTTP, real SMTP and a real WebSocket (spec part 1 §3, §7; issue 18):
// the list, read flags, settings per kind, e-mail with an unsubscribe link, the live socket.
import {
  notificationListSchema,
  notificationSettingsSchema,
  notificationsReadSchema,
  userProfileSchema,
  type NotificationList,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { openLiveSocket } from '../../../test/live-socket.ts';
import { grantRole, uidOf } from '../../../test/roles.ts';
import { TrialEndingNotifier } from './trial-ending.ts';
import { publicUrl, serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

const list = async (client: Awaited<ReturnType<typeof live.member>>): Promise<NotificationList> =>
  notificationListSchema.parse((await client.get('/api/notifications')).body);

describe('trial ending', () => {
  it('tells the user (user form) and every admin (admin form) once, when subscriptions are on', async () => {
    const member = await live.member();
    const admin = await live.member();
    const uid = await uidOf(member);
    const db = live.server.app.infra.database.db;
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    await db.updateTable('users').set({ trial_ends_at: endsAt }).where('id', '=', uid).execute();
    await grantRole(live.server, admin, 'admin');

    // A server with subscriptions on looks for ending trials when it starts.
    const other = await live.startAnother({ env: { FEATURE_SUBSCRIPTIONS: 'true' } });
    try {
      await expect
        .poll(async () => (await list(member)).notifications.map((n) => [n.kind, n.data.trialEndsAt]), {
          timeout: 10_000,
        })
        .toEqual([['trial-ending', endsAt]]);
      await expect
        .poll(
          async () =>
            (await list(admin)).notifications
              .filter((n) => n.kind === 'trial-ending-admin')
              .map((n) => n.data.uid),
          {
            timeout: 10_000,
          },
        )
        .toContain(uid);
      // Announced once: running again finds nothing new.
      const again = new TrialEndingNotifier(db, other.app.notifications, {
        trialEndsAtOf: (user) => (user.trial_ends_at !== null && user.id === uid ? user.trial_ends_at : null),
      });
      expect(await again.run()).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('notifications', () => {
  it('lists what notify stored, newest first, marks one or all read, and refuses other accounts', async () => {
    const client = await live.member();
    const other = await live.member();
    const uid = await uidOf(client);
    expect(await list(client)).toEqual({ notifications: [], unreadCount: 0, total: 0 });

    await live.server.app.notifications.notify(uid, 'staff-pick', {
      url: '/s/abc/grating',
      title: 'Grating',
    });
    await live.server.app.notifications.notify(uid, 'batch-finished', { name: 'Run 1' });
    const two = await list(client);
    expect(two.unreadCount).toBe(2);
    expect(two.total).toBe(2);
    const [newest, oldest] = two.notifications;
    expect(newest).toMatchObject({
      kind: 'batch-finished',
      read: false,
      groupKey: 'batch',
      priority: 'normal',
    });
    expect(oldest).toMatchObject({
      kind: 'staff-pick',
      data: { url: '/s/abc/grating', title: 'Grating' },
      content: { en: ['Staff pick', 'Grating was picked by staff.'] },
      groupKey: 'gallery',
    });
    expect(await list(other)).toEqual({ notifications: [], unreadCount: 0, total: 0 });

    // Another account cannot mark it; an unknown id is not found.
    expect((await other.request('PATCH', `/api/notifications/${oldest?.id}`)).status).toBe(404);
    expect((await client.request('PATCH', '/api/notifications/nope')).status).toBe(404);
    const one = await client.request('PATCH', `/api/notifications/${oldest?.id}`);
    expect(notificationsReadSchema.parse(one.body)).toEqual({ unreadCount: 1 });
    expect((await list(client)).notifications.map((n) => n.read)).toEqual([false, true]);

    expect(notificationsReadSchema.parse((await client.request('PATCH', '/api/notifications')).body)).toEqual(
      {
        unreadCount: 0,
      },
    );
    expect((await list(client)).unreadCount).toBe(0);
    expect((await client.get('/api/notifications?limit=1')).body).toMatchObject({ total: 2, unreadCount: 0 });
    expect((await client.get('/api/notifications?limit=0')).status).toBe(400);
  });

  it('keeps settings per kind: defaults until saved, app off stores nothing, e-mail with a working unsubscribe link', async () => {
    const client = await live.member();
    const uid = await uidOf(client);
    const defaults = notificationSettingsSchema.parse((await client.get('/api/notification-settings')).body);
    expect(defaults.saved).toBe(false);
    expect(defaults.kinds['staff-pick']).toEqual({ app: true, email: true });
    expect(userProfileSchema.parse((await client.get('/api/user/me')).body).hasSavedNotifications).toBe(
      false,
    );

    // staff-pick goes by e-mail by default: the mail names it and links to the unsubscribe page.
    const email = userProfileSchema.parse((await client.get('/api/user/me')).body).email;
    await live.server.app.notifications.notify(uid, 'staff-pick', { url: '/s/x/y', title: 'Ripples' });
    const mail = await live.smtp.next(email);
    expect(mail.text).toContain('Ripples was picked by staff.');
    expect(mail.text).toContain(`${publicUrl}/s/x/y`);
    const token = /notification-settings\/unsubscribe\?token=([A-Za-z0-9._%-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    // A forged token is refused; the real one turns off that kind's e-mail, signed out.
    const anonymous = new (await import('../../../test/http-client.ts')).ApiClient(live.server.url);
    const forged = await anonymous.post('/api/notification-settings/unsubscribe', {
      token: `${uid}.staff-pick.AAAA`,
    });
    expect(forged.status).toBe(400);
    const unsubscribed = await anonymous.post('/api/notification-settings/unsubscribe', {
      token: decodeURIComponent(token ?? ''),
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ kind: 'staff-pick' });
    const after = notificationSettingsSchema.parse((await client.get('/api/notification-settings')).body);
    expect(after.kinds['staff-pick']).toEqual({ app: true, email: false });
    expect(after.saved).toBe(true);

    // In the app off: nothing stored. Saved: the profile says so.
    const put = await client.request('PUT', '/api/notification-settings', {
      kinds: { like: { app: false, email: false } },
    });
    expect(put.status).toBe(200);
    expect(notificationSettingsSchema.parse(put.body).kinds.like).toEqual({ app: false, email: false });
    const before = (await list(client)).total;
    expect(
      await live.server.app.notifications.notify(uid, 'like', { by: 'ada', title: 'Ripples' }),
    ).toBeUndefined();
    expect((await list(client)).total).toBe(before);
    expect(userProfileSchema.parse((await client.get('/api/user/me')).body).hasSavedNotifications).toBe(true);
    expect(
      (
        await client.request('PUT', '/api/notification-settings', {
          kinds: { nonsense: { app: true, email: true } },
        })
      ).status,
    ).toBe(400);
  });

  it('pushes new notifications and read counts over /sockets, and signs the session out there on logout', async () => {
    const client = await live.member();
    const uid = await uidOf(client);
    const socket = await openLiveSocket(live.server.url, client);
    expect(await socket.next('connected')).toEqual({ type: 'connected', unreadCount: 0 });

    await live.server.app.notifications.notify(uid, 'batch-finished', { name: 'Run 7' });
    const pushed = await socket.next('notification');
    expect(pushed.unreadCount).toBe(1);
    expect(pushed.notification).toMatchObject({ kind: 'batch-finished', read: false });

    await client.request('PATCH', '/api/notifications');
    expect(await socket.next('notifications-read')).toEqual({ type: 'notifications-read', unreadCount: 0 });

    await live.server.app.notifications.push(uid, {
      type: 'job-progress',
      job: { jobId: 'j1', kind: 'batch-analysis', state: 'running', progress: 0.5 },
    });
    expect((await socket.next('job-progress')).job).toEqual({
      jobId: 'j1',
      kind: 'batch-analysis',
      state: 'running',
      progress: 0.5,
    });

    await client.post('/api/auth/logout');
    expect(await socket.next('sign-out')).toEqual({ type: 'sign-out', reason: 'signed-out' });
    expect(await socket.closed()).toBe(4401);
  });

  it('closes a socket without a valid session', async () => {
    const socket = await openLiveSocket(live.server.url);
    expect(await socket.closed()).toBe(4401);
    expect(
      (
        await new (await import('../../../test/http-client.ts')).ApiClient(live.server.url).get(
          '/api/notifications',
        )
      ).status,
    ).toBe(401);
  });
});
