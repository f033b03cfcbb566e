import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../HttpError.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { navigationItems } from './navigationItems.ts';

vi.mock('../screens/landing.tsx', () => ({ default: () => <p data-testid="landing-stub">landing</p> }));

const originalWidth = window.innerWidth;
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
afterEach(() => setWindowWidth(originalWidth));

describe('mobile view (spec part 1 §1, §2, §9)', () => {
  it('shows the burger drawer at 800 px', async () => {
    setWindowWidth(800);
    renderApp('/gallery');
    const bar = await screen.findByTestId('top-bar');
    expect(bar.getAttribute('data-view')).toBe('mobile');
    expect(screen.queryByTestId('nav-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('burger-button'));
    const drawer = await screen.findByTestId('nav-drawer');
    expect(drawer.querySelector('a[href="/plans"]')).not.toBeNull();
    expect(drawer.querySelector('a[href="/gallery"]')).not.toBeNull();
  });

  it('shows the inline menu above 800 px', async () => {
    setWindowWidth(801);
    renderApp('/gallery');
    const bar = await screen.findByTestId('top-bar');
    expect(bar.getAttribute('data-view')).toBe('desktop');
    expect(screen.queryByTestId('burger-button')).toBeNull();
    expect(screen.getByTestId('nav-menu').querySelector('a[href="/plans"]')).not.toBeNull();
  });

  it('switches when the window is resized', async () => {
    setWindowWidth(1280);
    renderApp('/gallery');
    await screen.findByTestId('top-bar');
    expect(screen.queryByTestId('burger-button')).toBeNull();
    act(() => setWindowWidth(640));
    expect(screen.getByTestId('burger-button')).toBeTruthy();
    act(() => setWindowWidth(1024));
    expect(screen.queryByTestId('burger-button')).toBeNull();
  });
});

describe('navigation menu (spec part 1 §2)', () => {
  const ids = (items: ReturnType<typeof navigationItems>) =>
    items.map((item) =>
      'children' in item ? `${item.id}(${item.children.map((c) => c.id).join(',')})` : item.id,
    );

  it('signed out: home, community (gallery, forum), plans, help', () => {
    expect(ids(navigationItems(null, 'https://forum.example.org'))).toEqual([
      'home',
      'community(gallery,forum)',
      'plans',
      'help',
    ]);
  });

  it('signed in: home, my images, profile, community, help; admins also get accounts administration', () => {
    const user = { ...aUser(), isAdmin: false };
    expect(ids(navigationItems(user, undefined))).toEqual([
      'home',
      'my-images',
      'profile',
      'community(gallery)',
      'help',
    ]);
    expect(ids(navigationItems({ ...user, isAdmin: true }, undefined))).toContain('admin-accounts');
  });
});

describe('auth menu (spec part 1 §2, §7)', () => {
  it('shows the signed-in user’s picture in the top bar, as the button opening the account menu', async () => {
    const hash = 'c'.repeat(64);
    renderApp('/images', { http: fakeHttp({ 'GET /api/user/me': aUser({ avatar: hash }) }) });
    const avatar = await screen.findByTestId('top-bar-avatar');
    expect(avatar.getAttribute('data-src')).toBe(`/avatars/${hash}.jpg`);
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe(`/avatars/${hash}.jpg`);
    const button = screen.getByTestId('auth-menu-button');
    expect(button.contains(avatar)).toBe(true);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('account-button').getAttribute('href')).toBe('/user');
    expect(within(menu).getByTestId('sign-out-button')).toBeTruthy();
  });

  it('shows the initials when the user has no picture', async () => {
    renderApp('/images', { http: fakeHttp({ 'GET /api/user/me': aUser({ avatar: null }) }) });
    const avatar = await screen.findByTestId('top-bar-avatar');
    expect(avatar.getAttribute('data-src')).toBe('');
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('AL');
  });

  it('falls back to the first letter of the username without names', async () => {
    renderApp('/images', {
      http: fakeHttp({ 'GET /api/user/me': aUser({ firstName: '', lastName: '', username: 'zed' }) }),
    });
    expect((await screen.findByTestId('top-bar-avatar')).textContent).toBe('Z');
  });

  it('offers sign-in and sign-up when signed out', async () => {
    renderApp('/gallery', { http: fakeHttp({ 'GET /api/user/me': signedOut() }) });
    const menu = await screen.findByTestId('auth-menu');
    await waitFor(() => expect(menu.getAttribute('data-state')).toBe('signed-out'));
    expect(menu.querySelector('a[href="/sign-in"]')).not.toBeNull();
    expect(menu.querySelector('a[href="/sign-up"]')).not.toBeNull();
  });

  it('welcomes a signed-in user by first name and signs out (errors ignored) to /', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser({ firstName: 'Ada' }),
      'POST /api/auth/logout': new HttpError(500, 'something-went-wrong'),
    });
    const { router } = renderApp('/images', { http });
    await waitFor(() => expect(screen.getByTestId('auth-menu').getAttribute('data-state')).toBe('signed-in'));
    expect(screen.getByTestId('auth-menu').textContent).toContain('Welcome, Ada');
    expect(screen.getByTestId('nav-menu').querySelector('a[href="/images"]')).not.toBeNull();

    fireEvent.click(screen.getByTestId('auth-menu-button'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('account-button').getAttribute('href')).toBe('/user');
    http.answer('GET', '/api/user/me', signedOut());
    fireEvent.click(within(menu).getByTestId('sign-out-button'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(http.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId('auth-menu').getAttribute('data-state')).toBe('signed-out'),
    );
  });
});
