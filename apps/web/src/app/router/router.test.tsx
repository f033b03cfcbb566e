import { appRoutes, featureFlagDefaults } from '@asperity/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { routesFor } from './buildRoutes.tsx';
import { screenLoaders } from './screenGroups.ts';

// The landing page draws a WebGL demo; these tests are about routing, not the landing content.
vi.mock('../screens/landing.tsx', () => ({ default: () => <p data-testid="landing-stub">landing</p> }));

const asVisitor = () => fakeHttp({ 'GET /api/user/me': signedOut() });
const asUser = (overrides: Record<string, unknown> = {}) =>
  fakeHttp({ 'GET /api/user/me': aUser(overrides) });

describe('route table (spec part 1 §2)', () => {
  it('has every contract route, subscription routes only with the flag on', () => {
    const off = routesFor({ subscriptions: false }).map((r) => r.path);
    const on = routesFor({ subscriptions: true }).map((r) => r.path);
    expect(off).toContain('/admin/accounts');
    expect(off).not.toContain('/user-billing-history');
    expect(on).toContain('/user-billing-history');
    expect(on).toContain('/checkout/:plan/:period/:quantity');
  });

  it('loads screens on demand in the nine groups of the spec, one loader each', () => {
    expect(Object.keys(screenLoaders).sort()).toEqual(
      [
        'admin',
        'auth',
        'editor',
        'files',
        'gallery',
        'landing',
        'site',
        'terms-of-service',
        'twoDEditor',
      ].sort(),
    );
    for (const route of appRoutes) expect(screenLoaders[route.group]).toBeTypeOf('function');
  });

  it('renders the not-found page for a path outside the table', async () => {
    renderApp('/no/such/page', { http: asVisitor() });
    const page = await screen.findByTestId('not-found-page');
    expect(page.textContent).toContain('Page not found');
    expect(page.querySelector('a[href="/"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Asperity'));
  });

  it('has no subscription routes while subscriptions are off', async () => {
    renderApp('/user-billing-history', { http: asUser() });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('serves subscription routes to signed-in users when subscriptions are on', async () => {
    renderApp('/user-billing-history', {
      http: asUser(),
      flags: { ...featureFlagDefaults, subscriptions: true },
    });
    expect((await screen.findByTestId('feature-unavailable')).textContent).toContain(
      'Billing history is not available yet',
    );
  });

  it('applies the contract parameter rules (a checkout for an unknown plan does not exist)', async () => {
    const flags = { ...featureFlagDefaults, subscriptions: true };
    renderApp('/checkout/platinum/monthly/1', { http: asUser(), flags });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('serves the public gallery to signed-out visitors', async () => {
    const http = asVisitor();
    http.answer('GET', '/gallery/list', { items: [], hasMore: false });
    renderApp('/gallery', { http });
    expect(await screen.findByTestId('gallery-empty-gallery')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Public gallery · Asperity'));
  });
});

describe('guards (spec part 1 §2 "Access rules")', () => {
  it('sends a signed-out visitor of a signed-in-only route to sign-in, remembering the path', async () => {
    const { router } = renderApp('/images/folder/abc?sort=name', { http: asVisitor() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('redirect')).toBe('/images/folder/abc?sort=name');
    expect(await screen.findByTestId('sign-in-page')).toBeTruthy();
  });

  it('lets a signed-in user open a signed-in-only route', async () => {
    const { router } = renderApp('/images', { http: asUser() });
    expect(await screen.findByTestId('library-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/images');
  });

  it('sends signed-out visitors of the admin route to sign-in', async () => {
    const { router } = renderApp('/admin/accounts', { http: asVisitor() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/accounts');
  });

  it('sends signed-in non-admins from the admin route to /', async () => {
    const { router } = renderApp('/admin/accounts', { http: asUser({ isAdmin: false, isStaff: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('landing-stub')).toBeTruthy();
  });

  it('sends admins who never saved notification settings there first, with the wanted path', async () => {
    const { router } = renderApp('/admin/accounts?q=ada', {
      http: asUser({ isAdmin: true, hasSavedNotifications: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-settings'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/accounts?q=ada');
  });

  it('lets admins open the admin route', async () => {
    const { router } = renderApp('/admin/accounts', {
      http: asUser({ isAdmin: true, hasSavedNotifications: true }),
    });
    expect((await screen.findByTestId('admin-console')).textContent).toContain('Accounts administration');
    expect(router.state.location.pathname).toBe('/admin/accounts');
  });

  it('keeps public routes public', async () => {
    const { router } = renderApp('/s/abc123/my-wafer', { http: asVisitor() });
    // Signed out, the shared viewer asks for the link (unknown here: the "no longer shared" page), no sign-in.
    expect(await screen.findByTestId('no-longer-shared')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/s/abc123/my-wafer');
  });
});
