import { DEFAULT_NOTIFICATION_CHANNELS } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const settings = (saved: boolean) => ({ saved, kinds: DEFAULT_NOTIFICATION_CHANNELS });

describe('/notification-settings', () => {
  it('shows each kind (staff kinds only to staff) with its channels, saves and follows the wanted path', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser({ isAdmin: true, hasSavedNotifications: false }),
      'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
      'GET /api/notification-settings': settings(false),
      'PUT /api/notification-settings': (options?: { body?: unknown }) => ({
        saved: true,
        kinds: (options?.body as { kinds: unknown }).kinds,
      }),
      'GET /api/admin/accounts': { accounts: [], total: 0 },
    });
    const { router } = renderApp('/admin/accounts', { http });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-settings'));
    const rows = await screen.findAllByTestId('notification-setting');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toContain('quota-requested');
    expect(screen.getByTestId('notification-settings-choose')).toBeTruthy();
    const likeEmail = screen.getByTestId<HTMLInputElement>('setting-like-email');
    expect(likeEmail.checked).toBe(false);
    fireEvent.click(likeEmail);
    fireEvent.click(screen.getByTestId('notification-settings-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    const put = http.calls.find((c) => c.method === 'PUT');
    expect((put?.body as { kinds: Record<string, unknown> }).kinds.like).toEqual({ app: true, email: true });
    expect(await screen.findByTestId('admin-console')).toBeTruthy();
  });

  it('does not offer the staff-only kinds to a user', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/notification-settings': settings(true),
    });
    renderApp('/notification-settings', { http });
    const kinds = (await screen.findAllByTestId('notification-setting')).map((r) =>
      r.getAttribute('data-kind'),
    );
    expect(kinds).toContain('quota-answered');
    expect(kinds).not.toContain('quota-requested');
    expect(kinds).not.toContain('trial-ending-admin');
  });
});

describe('/notification-settings/unsubscribe', () => {
  it('turns the kind of the mailed token off, signed out', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'POST /api/notification-settings/unsubscribe': { kind: 'comment' },
    });
    renderApp('/notification-settings/unsubscribe?token=abc.def', { http });
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toBe(
      'You will no longer receive e-mails about: Comments on your public images.',
    );
    expect(http.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc.def' });
  });

  it('says so when the token is refused', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'POST /api/notification-settings/unsubscribe': new HttpError(400, 'invalid-request'),
    });
    renderApp('/notification-settings/unsubscribe?token=forged', { http });
    expect((await screen.findByTestId('unsubscribe-failed')).textContent).toBe('The request is invalid.');
  });
});
