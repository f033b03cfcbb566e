import { featureFlagDefaults, type Notification } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/router/index.ts';
import { aUser, fakeHttp, signedOut, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { SocketLike } from './LiveSocket.ts';
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
  push(message: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function renderAt(path: string, http: FakeHttp) {
  const sockets: ServerSide[] = [];
  const factory = () => {
    const socket = new ServerSide();
    sockets.push(socket);
    return socket;
  };
  const router = createMemoryRouter(buildRoutes(featureFlagDefaults), { initialEntries: [path] });
  renderWithProviders(
    <LiveSocketFactoryContext.Provider value={factory}>
      <RouterProvider router={router} />
    </LiveSocketFactoryContext.Provider>,
    { http },
  );
  return { router, sockets };
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
});
