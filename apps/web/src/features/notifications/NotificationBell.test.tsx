import { featureFlagDefaults, type FeatureFlags, type Notification } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { buildRoutes } from '../../app/router/index.ts';
import { useSession } from '../../app/session/useSession.ts';
import { aUser, fakeHttp, signedOut, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { SocketLike } from './LiveSocket.ts';
import { subscribeJobProgress } from './jobProgressBus.ts';
import { LiveSocketFactoryContext } from './LiveSocketFactoryContext.ts';

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'quota-answered',
  read: false,
  data: {},
  content: { en: [`Title ${id}`, `Body ${id}`], ja: [`題 ${id}`] },
  groupKey: 'quota',
  priority: 'normal',
  createdAt: '2026-11-27T02:00:00.000Z',
  ...overrides,
});

class ServerSide implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  close(): void {
    this.onclose = null;
  }
  open(): void {
    act(() => this.onopen?.({}));
  }
  drop(): void {
    act(() => this.onclose?.({}));
  }
  push(message: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

/** Shows what the session holds of the plan, to see a live change merged in. */
function SessionProbe() {
  const { user } = useSession();
  const tier =
    user?.subscriptionLevel === undefined
      ? ''
      : `${user.subscriptionLevel}/${String(user.overridenSubscriptionLevel)}/${String(user.effectiveTier)}`;
  return (
    <span data-testid="session-probe" data-tier={tier}>
      {user?.firstName}
    </span>
  );
}

function renderAt(path: string, http: FakeHttp, flags: FeatureFlags = featureFlagDefaults) {
  const sockets: ServerSide[] = [];
  const factory = () => {
    const socket = new ServerSide();
    sockets.push(socket);
    return socket;
  };
  const router = createMemoryRouter(buildRoutes(flags), { initialEntries: [path] });
  const rendered = renderWithProviders(
    <LiveSocketFactoryContext.Provider value={factory}>
      <RouterProvider router={router} />
      <SessionProbe />
    </LiveSocketFactoryContext.Provider>,
    { http, flags },
  );
  return { router, sockets, rendered };
}

const signedIn = (notifications: Notification[], unreadCount: number) =>
  fakeHttp({
    'GET /api/user/me': aUser(),
    'GET /api/notifications': { notifications, unreadCount, total: notifications.length },
  });

/** The badge text ('' when none); MUI keeps a hidden badge's last text while it fades out. */
const badge = () => ({ textContent: screen.getByTestId('notification-bell').getAttribute('data-badge') });

describe('notification bell', () => {
  it('is not there for signed-out visitors, and no socket is opened', async () => {
    const { sockets } = renderAt('/help', fakeHttp({ 'GET /api/user/me': signedOut() }));
    await screen.findByTestId('sign-in-button');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it('never shows a number above 9', async () => {
    const many = Array.from({ length: 12 }, (_, i) => notification(`n${i}`));
    renderAt('/help', signedIn(many, 12));
    await waitFor(() => expect(badge().textContent).toBe('9+'));
  });

  it('lists notifications grouped by group key in the reader language, with the settings link', async () => {
    renderAt(
      '/help',
      signedIn(
        [
          notification('a'),
          notification('b', { groupKey: 'notice', kind: 'notice', read: true }),
          notification('c'),
        ],
        2,
      ),
    );
    await waitFor(() => expect(badge().textContent).toBe('2'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const popover = await screen.findByTestId('notification-popover');
    const groups = within(popover).getAllByTestId('notification-group');
    expect(groups.map((g) => g.getAttribute('data-group'))).toEqual(['quota', 'notice']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByTestId('notification-item')
        .map((i) => i.textContent),
    ).toEqual(['Title aBody a', 'Title cBody c']);
    expect(within(groups[0] as HTMLElement).getByText('Storage')).toBeTruthy();
    expect(within(popover).getByTestId('notifications-settings-link').getAttribute('href')).toBe(
      '/notification-settings',
    );
  });

  it('shows the empty state', async () => {
    renderAt('/help', signedIn([], 0));
    fireEvent.click(await screen.findByTestId('notification-bell'));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe('You have no notifications.');
    expect(screen.getByTestId<HTMLButtonElement>('notifications-mark-all').disabled).toBe(true);
  });

  it('marks a clicked notification read, follows its url and closes', async () => {
    const http = signedIn([notification('a', { data: { url: '/images' } }), notification('b')], 2);
    http.answer('PATCH', '/api/notifications/a', { unreadCount: 1 });
    const { router } = renderAt('/help', http);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-item');
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
    expect(http.calls.some((c) => c.method === 'PATCH' && c.path === '/api/notifications/a')).toBe(true);
    await waitFor(() => expect(badge().textContent).toBe('1'));
    await waitFor(() => expect(screen.queryByTestId('notification-popover')).toBeNull());
  });

  it('marks all as read', async () => {
    const http = signedIn([notification('a'), notification('b')], 2);
    http.answer('PATCH', '/api/notifications', { unreadCount: 0 });
    renderAt('/help', http);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notifications-mark-all'));
    await waitFor(() => expect(badge().textContent).toBe(''));
    expect(screen.getAllByTestId('notification-item').map((i) => i.getAttribute('data-read'))).toEqual([
      'true',
      'true',
    ]);
  });

  it('updates the badge from a live message without asking the server again', async () => {
    const http = signedIn([notification('a')], 1);
    const { sockets } = renderAt('/help', http);
    await waitFor(() => expect(badge().textContent).toBe('1'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const listCalls = () => http.calls.filter((c) => c.path === '/api/notifications').length;
    const before = listCalls();
    sockets[0]?.push({ type: 'notification', notification: notification('new'), unreadCount: 2 });
    await waitFor(() => expect(badge().textContent).toBe('2'));
    expect(listCalls()).toBe(before);
  });

  it('signs the tab out and goes home on a live sign-out message', async () => {
    const http = signedIn([], 0);
    http.answer('POST', '/api/auth/logout', undefined);
    const { router, sockets } = renderAt('/images', http);
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.push({ type: 'sign-out', reason: 'account-disabled' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('sign-in-button')).toBeTruthy();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('shows the generic notification when the list cannot be read and the bell is opened', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/notifications': new HttpError(500, 'unknown'),
    });
    renderAt('/help', http);
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').getAttribute('data-list')).toBe('error'),
    );
    expect(screen.queryByTestId('toast')).toBeNull();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-type')).toBe('error');
  });

  it('shows the persistent connection-lost notice only with the offline-status flag', async () => {
    const off = renderAt('/help', signedIn([], 0));
    await waitFor(() => expect(off.sockets).toHaveLength(1));
    off.sockets[0]?.drop();
    expect(screen.queryByText(/Couldn't connect to the server/)).toBeNull();
    off.rendered.unmount();

    const on = renderAt('/help', signedIn([], 0), { ...featureFlagDefaults, offlineStatus: true });
    await waitFor(() => expect(on.sockets).toHaveLength(1));
    on.sockets[0]?.open();
    on.sockets[0]?.drop();
    expect((await screen.findByTestId('toast')).textContent).toContain("Couldn't connect to the server");
  });

  it('merges a subscription-level change into the signed-in user', async () => {
    const { sockets } = renderAt('/help', signedIn([], 0));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(screen.getByTestId('session-probe').getAttribute('data-tier')).toBe('');
    sockets[0]?.push({
      type: 'subscription-level',
      subscriptionLevel: 1,
      overridenSubscriptionLevel: 2,
      effectiveTier: 2,
    });
    await waitFor(() => expect(screen.getByTestId('session-probe').getAttribute('data-tier')).toBe('1/2/2'));
    expect(screen.getByTestId('session-probe').textContent).toBe('Ada');
  });

  it('dispatches job progress to its subscribers', async () => {
    const { sockets } = renderAt('/help', signedIn([], 0));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const jobs: unknown[] = [];
    const unsubscribe = subscribeJobProgress((job) => jobs.push(job));
    const job = { jobId: 'j-1', kind: 'batch-analysis', state: 'running', progress: 0.5 };
    sockets[0]?.push({ type: 'job-progress', job });
    unsubscribe();
    sockets[0]?.push({ type: 'job-progress', job: { ...job, state: 'done', progress: 1 } });
    expect(jobs).toEqual([job]);
  });

  it('re-reads the account instead of signing out when another tab switched accounts', async () => {
    const http = signedIn([], 0);
    const { router, sockets } = renderAt('/images', http);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const reads = () => http.calls.filter((c) => c.path === '/api/user/me').length;
    const before = reads();
    http.answer('GET', '/api/user/me', aUser({ uid: 'u-9', firstName: 'Alan' }));
    sockets[0]?.push({ type: 'sign-out', reason: 'switched' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.getByTestId('session-probe').textContent).toBe('Alan'));
    expect(reads()).toBeGreaterThan(before);
    expect(http.calls.some((c) => c.path === '/api/auth/logout')).toBe(false);
  });
});
