import type { AdminAccountRow } from '@asperity/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../app/http.ts';
import { aUser, fakeHttp } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const row = (overrides: Partial<AdminAccountRow> = {}): AdminAccountRow => ({
  uid: 'u-2',
  username: 'grace',
  email: 'grace@example.org',
  firstName: 'Grace',
  lastName: 'Hopper',
  createdAt: '2026-01-15T10:00:00.000Z',
  isConfirmed: false,
  isEnabled: true,
  isStaff: false,
  isAdmin: false,
  lastLoginAt: null,
  lastLoginCountry: null,
  lastLoginIp: '10.0.0.7',
  usedQuota: 50_000_000,
  maxQuota: 100_000_000,
  additionalQuota: 0,
  moreRequested: true,
  imageCount: 4,
  publicImageCount: 1,
  encryption: false,
  subscriptionLevel: 0,
  overridenSubscriptionLevel: null,
  effectiveTier: 0,
  forumRights: 'user',
  subscriptionCount: 0,
  licenseCount: 0,
  mrr: 0,
  clv: 0,
  ...overrides,
});

function adminApi() {
  const queries: Array<Record<string, unknown>> = [];
  const http = fakeHttp({
    'GET /api/user/me': aUser({ isAdmin: true, hasSavedNotifications: true }),
    'GET /api/notifications': { notifications: [], unreadCount: 0, total: 0 },
    'GET /api/admin/switch-state': { switch: null },
    'GET /api/admin/accounts': (options?: RequestOptions) => {
      queries.push({ ...options?.query });
      return {
        accounts: [row(), row({ uid: 'u-3', email: 'alan@example.org', username: 'alan' })],
        total: 2,
      };
    },
  });
  return { http, queries };
}

describe('admin console /admin/accounts', () => {
  it('shows every column of the admin account row, paged and sorted on the server', async () => {
    const { http, queries } = adminApi();
    renderApp('/admin/accounts', { http });
    const rows = await screen.findAllByTestId('admin-account-row');
    expect(rows.map((r) => r.getAttribute('data-email'))).toEqual(['grace@example.org', 'alan@example.org']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const label of [
      'Username',
      'User id',
      'E-mail',
      'Created',
      'Confirmed',
      'Enabled',
      'Staff',
      'Last login',
      'Last login country',
      'Last login IP',
      'Quota',
      'Images',
      'Public images',
      'Encryption',
      'Plan',
      'Subscriptions',
      'Licences',
      'MRR',
      'CLV',
    ]) {
      expect(headers).toContain(label);
    }
    expect(queries[0]).toEqual({ offset: 0, limit: 25, sortBy: 'createdAt', sortOrder: 'desc' });
    fireEvent.click(screen.getByTestId('sort-email'));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ sortBy: 'email', sortOrder: 'desc', offset: 0 }),
    );
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: ' grace ' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ q: 'grace', offset: 0 }));
  });

  it('disables an account and confirms an e-mail with PATCH bodies of the contract', async () => {
    const { http } = adminApi();
    http.answer('PATCH', '/api/admin/accounts/u-2', row({ isEnabled: false }));
    renderApp('/admin/accounts', { http });
    const first = (await screen.findAllByTestId('admin-account-row'))[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-disable'));
    await waitFor(() =>
      expect(http.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { isEnabled: false },
      ]),
    );
    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-confirm'));
    await waitFor(() =>
      expect(http.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { isEnabled: false },
        { isConfirmed: true },
      ]),
    );
  });

  it('changes the additional quota in GB and sends bytes', async () => {
    const { http } = adminApi();
    http.answer('PATCH', '/api/admin/accounts/u-2', row());
    renderApp('/admin/accounts', { http });
    const first = (await screen.findAllByTestId('admin-account-row'))[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-quota'));
    fireEvent.change(await screen.findByTestId('quota-input'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(http.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ additionalQuota: 2_500_000_000 }),
    );
  });

  it('asks for valid statistics dates before downloading', async () => {
    const { http } = adminApi();
    renderApp('/admin/accounts', { http });
    fireEvent.click(await screen.findByTestId('admin-tab-exports'));
    fireEvent.change(await screen.findByTestId('export-from'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByTestId('export-to'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByTestId('export-statistics-download'));
    expect(await screen.findByText('Please enter a valid date.')).toBeTruthy();
  });

  it('refuses a notice with an invalid url and sends a valid one', async () => {
    const { http } = adminApi();
    http.answer('POST', '/api/admin/notifications', { recipients: 3 });
    renderApp('/admin/accounts', { http });
    fireEvent.click(await screen.findByTestId('admin-tab-notice'));
    fireEvent.change(await screen.findByTestId('notice-title-en'), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByTestId('notice-url'), { target: { value: 'javascript:alert(1)' } });
    expect(await screen.findByText('Please enter a valid URL.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-send'));
    expect(http.calls.some((c) => c.path === '/api/admin/notifications')).toBe(false);
    fireEvent.change(screen.getByTestId('notice-url'), { target: { value: 'https://example.org/news' } });
    fireEvent.click(screen.getByTestId('notice-send'));
    await waitFor(() =>
      expect(http.calls.find((c) => c.path === '/api/admin/notifications')?.body).toEqual({
        target: 'everybody',
        languages: ['en'],
        priority: 'normal',
        url: 'https://example.org/news',
        content: { en: ['Maintenance'] },
      }),
    );
    expect(await screen.findByText('The notice was sent to 3 accounts.')).toBeTruthy();
  });

  it('sets the closure notice at run time: the overlay shows it at once; clearing removes it', async () => {
    const { http } = adminApi();
    http.answer('GET', '/api/config/closure-notice', { text: null, updatedAt: null });
    const text = 'Asperity closes on 31 March 2027.';
    http.answer('PUT', '/api/admin/closure-notice', { text, updatedAt: '2026-11-27T05:00:00.000Z' });
    http.answer('DELETE', '/api/admin/closure-notice', undefined);
    renderApp('/admin/accounts', { http });
    fireEvent.click(await screen.findByTestId('admin-tab-closureNotice'));
    expect((await screen.findByTestId('closure-notice-state')).textContent).toBe(
      'No closure notice is shown.',
    );
    fireEvent.click(screen.getByTestId('closure-notice-save'));
    expect(await screen.findByText('Enter the text of the notice, or clear it.')).toBeTruthy();
    expect(http.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('closure-notice-input'), { target: { value: `  ${text} ` } });
    fireEvent.click(screen.getByTestId('closure-notice-save'));
    expect((await screen.findByTestId('closure-notice-text')).textContent).toBe(text);
    expect(http.calls.find((c) => c.method === 'PUT')?.body).toEqual({ text });
    fireEvent.click(screen.getByTestId('closure-notice-dismiss'));
    fireEvent.click(await screen.findByTestId('closure-notice-clear'));
    await waitFor(() =>
      expect(screen.getByTestId('closure-notice-state').textContent).toBe('No closure notice is shown.'),
    );
    expect(http.calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/closure-notice')).toBe(
      true,
    );
  });

  it('shows the switch banner with a way back', async () => {
    const { http } = adminApi();
    http.answer('GET', '/api/admin/switch-state', {
      switch: { actingAs: 'u-1', admin: { uid: 'a-1', email: 'boss@example.org' } },
    });
    renderApp('/help', { http });
    expect((await screen.findByTestId('switch-banner')).textContent).toContain(
      'You are acting as ada@example.org (signed in as boss@example.org).',
    );
    expect(screen.getByTestId('switch-back')).toBeTruthy();
  });

  it('overrides the plan, shows the plan overrides details and removes after confirmation', async () => {
    const { http } = adminApi();
    http.answer('PATCH', '/api/admin/accounts/u-2', row());
    http.answer('DELETE', '/api/admin/accounts/u-2', undefined);
    renderApp('/admin/accounts', { http });
    const first = (await screen.findAllByTestId('admin-account-row'))[0] as HTMLElement;

    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-overrides'));
    const details = await screen.findByTestId('plan-overrides-dialog');
    expect(within(details).getByTestId('fact-admin.overrides.override').textContent).toBe('No override');
    expect(within(details).getByTestId('fact-admin.overrides.effective').textContent).toBe('Free');
    fireEvent.click(within(details).getByTestId('dialog-cancel'));

    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-override'));
    const override = await screen.findByTestId('override-plan-dialog');
    fireEvent.mouseDown(within(override).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Advanced' }));
    fireEvent.click(within(override).getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(http.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ overridenSubscriptionLevel: 2 }),
    );

    fireEvent.click(within(first).getByTestId('account-actions'));
    fireEvent.click(await screen.findByTestId('action-remove'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Remove grace@example.org with all its files and folders?');
    expect(http.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByTestId('dialog-ok'));
    await waitFor(() =>
      expect(http.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/api/admin/accounts/u-2',
      ]),
    );
  });

  it('grants a quota request in GB and declines another', async () => {
    const { http } = adminApi();
    const request = (uid: string, email: string) => ({
      uid,
      username: uid,
      email,
      requestedAt: '2026-11-27T01:00:00.000Z',
      usedQuota: 95_000_000,
      maxQuota: 100_000_000,
      additionalQuota: 0,
    });
    http.answer('GET', '/api/admin/quota-requests', {
      requests: [request('u-2', 'grace@example.org'), request('u-3', 'alan@example.org')],
    });
    http.answer('POST', '/api/admin/quota-requests/u-2', undefined);
    http.answer('POST', '/api/admin/quota-requests/u-3', undefined);
    renderApp('/admin/accounts', { http });
    fireEvent.click(await screen.findByTestId('admin-tab-quotaRequests'));
    const rows = await screen.findAllByTestId('quota-request');
    const [grace, alan] = rows as [HTMLElement, HTMLElement];
    fireEvent.change(within(grace).getByTestId('quota-request-amount'), { target: { value: '5' } });
    fireEvent.click(within(grace).getByTestId('quota-request-grant'));
    fireEvent.click(within(alan).getByTestId('quota-request-decline'));
    await waitFor(() =>
      expect(http.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
        ['/api/admin/quota-requests/u-2', { grant: true, additionalQuota: 5_000_000_000 }],
        ['/api/admin/quota-requests/u-3', { grant: false }],
      ]),
    );
  });

  it('reads the audit log with its filters', async () => {
    const { http } = adminApi();
    const queries: Array<Record<string, unknown>> = [];
    http.answer('GET', '/api/admin/audit-log', (options?: RequestOptions) => {
      queries.push({ ...options?.query });
      return {
        entries: [
          {
            id: 'e1',
            at: '2026-11-27T02:00:00.000Z',
            actorId: 'a-1',
            actorEmail: 'boss@example.org',
            action: 'account.update',
            targetId: 'u-2',
            targetEmail: 'grace@example.org',
            before: { isEnabled: true },
            after: { isEnabled: false },
          },
        ],
        total: 1,
      };
    });
    renderApp('/admin/accounts', { http });
    fireEvent.click(await screen.findByTestId('admin-tab-auditLog'));
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.textContent).toContain('boss@example.org');
    expect(entry.textContent).toContain('{"isEnabled":false}');
    expect(queries[0]).toEqual({ offset: 0, limit: 50 });
    fireEvent.change(screen.getByLabelText('Account (user id)'), { target: { value: 'u-2' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ offset: 0, limit: 50, targetId: 'u-2' }));
  });
});
