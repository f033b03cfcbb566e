// The Community menu's forum entry follows GET /api/forum (part 1 §2; issue 17 item 6): hidden when
// no forum is configured, the forum's address for signed-out visitors and the single sign-on start
// for signed-in users.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const FORUM = {
  configured: true,
  url: 'https://forum.example.org',
  loginUrl: 'https://forum.example.org/session/sso?return_path=%2F',
};

async function openCommunity(): Promise<void> {
  const button = await screen.findByTestId('nav-community');
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('forum entry', () => {
  it('is hidden without a configured forum', async () => {
    const http = fakeHttp({ 'GET /api/user/me': signedOut(), 'GET /api/forum': { configured: false } });
    renderApp('/plans', { http });
    await waitFor(() => expect(http.calls.some((c) => c.path === '/api/forum')).toBe(true));
    await openCommunity();
    expect(await screen.findByTestId('nav-gallery')).toBeTruthy();
    expect(screen.queryByTestId('nav-forum')).toBeNull();
  });

  it('links signed-out visitors to the forum and signed-in users to its single sign-on', async () => {
    renderApp('/plans', { http: fakeHttp({ 'GET /api/user/me': signedOut(), 'GET /api/forum': FORUM }) });
    await openCommunity();
    await waitFor(() => expect(screen.getByTestId('nav-forum').getAttribute('href')).toBe(FORUM.url));
  });

  it('signed in: the single sign-on start', async () => {
    renderApp('/plans', {
      http: fakeHttp({
        'GET /api/user/me': aUser({ hasSavedNotifications: true }),
        'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
        'GET /api/forum': FORUM,
      }),
    });
    await openCommunity();
    await waitFor(() => expect(screen.getByTestId('nav-forum').getAttribute('href')).toBe(FORUM.loginUrl));
  });
});
