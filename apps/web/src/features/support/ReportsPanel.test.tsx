// The admin console's Reports tab (issues 17 item 7, 19 item 7): open requests by default with who
// sent them and about what; staff resolve one, unpublish a reported gallery item, and filter by state.
import type { SupportRequest } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../app/http.ts';
import { aUser, fakeHttp } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const report: SupportRequest = {
  id: 'r-1',
  kind: 'report',
  state: 'open',
  description: 'A logo, not a surface.',
  email: 'visitor@example.org',
  username: null,
  itemId: 'hash-123456789012345',
  itemTitle: 'Ground land',
  itemOwner: 'ada',
  format: null,
  attachments: [{ name: 'shot.png', size: 1200 }],
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
};

describe('Reports tab', () => {
  it('lists open requests, resolves one and unpublishes the reported item', async () => {
    const queries: Array<Record<string, unknown>> = [];
    let rows = [report];
    const http = fakeHttp({
      'GET /api/user/me': aUser({ isAdmin: true, isStaff: true, hasSavedNotifications: true }),
      'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
      'GET /api/admin/switch-state': { switch: null },
      'GET /api/admin/accounts': { accounts: [], total: 0 },
      'GET /api/admin/reports': (options?: RequestOptions) => {
        queries.push({ ...options?.query });
        const state = options?.query?.state;
        const shown = rows.filter((r) => state === undefined || r.state === state);
        return { requests: shown, total: shown.length, open: rows.filter((r) => r.state === 'open').length };
      },
      'PATCH /api/admin/reports/r-1': () => {
        rows = [
          { ...report, state: 'resolved', resolvedAt: '2026-11-21T09:00:00.000Z', resolvedBy: 'grace' },
        ];
        return rows[0];
      },
      'PATCH /api/gallery/hash-123456789012345': { staffPicked: false, published: false },
    });
    renderApp('/admin/accounts', { http });
    const tab = await screen.findByTestId('admin-tab-reports');
    await act(async () => {
      fireEvent.click(tab);
      await Promise.resolve();
    });
    const row = await screen.findByTestId('support-request-row');
    expect(queries[0]).toMatchObject({ state: 'open', offset: 0 });
    expect(within(row).getByTestId('support-request-email').textContent).toBe('visitor@example.org');
    expect(within(row).getByTestId('support-request-item').getAttribute('href')).toBe(
      '/s/hash-123456789012345',
    );
    expect(row.textContent).toContain('shot.png');
    expect(screen.getByTestId('support-open-count').textContent).toBe('1 open request');

    await act(async () => {
      fireEvent.click(within(row).getByTestId('support-unpublish'));
      await Promise.resolve();
    });
    // Staff say why: the owner is told.
    const reason = await screen.findByTestId('text-dialog-input', {}, { timeout: 15_000 });
    fireEvent.change(reason, { target: { value: 'Not a measurement' } });
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(
        http.calls.find((c) => c.method === 'PATCH' && c.path.startsWith('/api/gallery/'))?.body,
      ).toEqual({
        published: false,
        reason: 'Not a measurement',
      }),
    );
    await screen.findByText('The image was taken out of the gallery.');
    fireEvent.click(within(row).getByTestId('support-resolve'));
    await screen.findByTestId('support-requests-empty');
    expect(http.calls.find((c) => c.path === '/api/admin/reports/r-1')?.body).toEqual({ state: 'resolved' });

    fireEvent.click(screen.getByTestId('support-filter-resolved'));
    const resolved = await screen.findByTestId('support-request-row');
    expect(resolved.getAttribute('data-state')).toBe('resolved');
    expect(resolved.textContent).toContain('Resolved by grace');
  }, 30_000);
});

describe('/admin/reports', () => {
  it('is the reports list for staff; other members are sent home', async () => {
    const staff = fakeHttp({
      'GET /api/user/me': aUser({ isStaff: true, hasSavedNotifications: true }),
      'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
      'GET /api/admin/switch-state': { switch: null },
      'GET /api/admin/reports': { requests: [report], total: 1, open: 1 },
    });
    renderApp('/admin/reports', { http: staff });
    expect(await screen.findByTestId('reports-page', {}, { timeout: 15_000 })).toBeTruthy();
    expect((await screen.findByTestId('support-request-row')).getAttribute('data-kind')).toBe('report');
  }, 30_000);

  it('sends a member without staff rights home', async () => {
    const { router } = renderApp('/admin/reports', {
      http: fakeHttp({
        'GET /api/user/me': aUser({ hasSavedNotifications: true }),
        'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
