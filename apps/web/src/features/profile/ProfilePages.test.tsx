import { errorMessages } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const en = (code: string): string => errorMessages.en[`error.${code}`] ?? `missing ${code}`;

const profile = (overrides: Record<string, unknown> = {}) => ({
  uid: 'u-1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  avatar: null,
  isAdmin: false,
  isStaff: false,
  isConfirmed: true,
  isEnabled: true,
  hasSavedNotifications: false,
  encryption: false,
  subscriptionLevel: 0,
  overridenSubscriptionLevel: null,
  effectiveTier: 2,
  additionalQuota: 0,
  totalQuota: 10_000_000_000,
  forumRights: 'user',
  createdAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

const signedInApi = (answers: Record<string, unknown> = {}) =>
  fakeHttp({
    'GET /api/user/me': profile(),
    'GET /api/user/quota': { maxQuota: 10_000_000_000, usedQuota: 2_500_000_000, moreRequested: false },
    ...answers,
  });

function fill(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function helperTextOf(testId: string): string {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) ?? '';
}

const posts = (http: ReturnType<typeof fakeHttp>, path: string) =>
  http.calls.filter((c) => c.method !== 'GET' && c.path === path);

describe('account page /user', () => {
  it('shows initials, names, address, username, plan, storage and the edit links', async () => {
    renderApp('/user', { http: signedInApi() });
    expect((await screen.findByTestId('account-name')).textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('user-avatar').textContent).toBe('AL');
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.org');
    expect(screen.getByTestId('account-username').textContent).toBe('ada');
    expect(screen.getByTestId('account-plan').textContent).toBe('Advanced');
    expect((await screen.findByTestId('quota-text')).textContent).toBe('2.5 GB of 10 GB used');
    expect(screen.queryByTestId('trial-notice')).toBeNull();
    expect(screen.getByTestId('link-edit').getAttribute('href')).toBe('/user-edit');
    expect(screen.getByTestId('link-email').getAttribute('href')).toBe('/user-email');
    expect(screen.getByTestId('link-password').getAttribute('href')).toBe('/user-password');
    expect(screen.getByTestId('link-public').getAttribute('href')).toBe('/user/ada');
  });

  it('says until when the Advanced trial runs while it is what gives the plan', async () => {
    renderApp('/user', {
      http: signedInApi({ 'GET /api/user/me': profile({ trialEndsAt: '2099-06-15T12:00:00.000Z' }) }),
    });
    await screen.findByTestId('account-name');
    expect(screen.getByTestId('trial-notice').textContent).toBe('Advanced trial until June 15, 2099');
    expect(screen.getByTestId('account-plan').textContent).toBe('AdvancedAdvanced trial until June 15, 2099');
  });

  it('shows the picture when there is one', async () => {
    renderApp('/user', { http: signedInApi({ 'GET /api/user/me': profile({ avatar: 'a'.repeat(64) }) }) });
    await screen.findByTestId('account-name');
    expect(screen.getByTestId('user-avatar').getAttribute('data-src')).toBe(`/avatars/${'a'.repeat(64)}.jpg`);
  });

  it('is in Japanese on the Japanese site', async () => {
    renderApp('/user', { http: signedInApi(), locale: 'ja' });
    await screen.findByTestId('account-name');
    expect(screen.getByTestId('account-plan').textContent).toBe('アドバンスト');
  });

  it('sends signed-out visitors to sign-in', async () => {
    renderApp('/user', { http: fakeHttp({ 'GET /api/user/me': signedOut() }) });
    await screen.findByTestId('sign-in-page');
  });
});

describe('edit profile /user-edit', () => {
  it('checks the names before sending', async () => {
    const { http } = renderApp('/user-edit', { http: signedInApi() });
    await screen.findByTestId('field-newFirstName');
    fill('field-newFirstName', '   ');
    fill('field-newLastName', 'x'.repeat(36));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(helperTextOf('field-newFirstName')).toBe(en('account/invalid-firstname'));
    expect(helperTextOf('field-newLastName')).toBe(en('account/invalid-lastname'));
    expect(posts(http, '/api/user/profile')).toEqual([]);
  });

  it('sends only the changed names and returns to the account page', async () => {
    const { http } = renderApp('/user-edit', {
      http: signedInApi({ 'PATCH /api/user/profile': profile({ firstName: 'Augusta' }) }),
    });
    await screen.findByTestId('field-newFirstName');
    fill('field-newFirstName', 'Augusta');
    fireEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('account-page');
    expect(posts(http, '/api/user/profile')).toEqual([
      { method: 'PATCH', path: '/api/user/profile', body: { newFirstName: 'Augusta' } },
    ]);
  });

  it('puts a server failure on the field it names', async () => {
    renderApp('/user-edit', {
      http: signedInApi({
        'PATCH /api/user/profile': new HttpError(400, 'account/invalid-lastname', 'newLastName'),
      }),
    });
    await screen.findByTestId('field-newLastName');
    fill('field-newLastName', 'Byron');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(helperTextOf('field-newLastName')).toBe(en('account/invalid-lastname')));
  });

  it('refuses a file that is not a picture and uploads a picture', async () => {
    const { http } = renderApp('/user-edit', {
      http: signedInApi({ 'POST /api/user/avatar': profile({ avatar: 'b'.repeat(64) }) }),
    });
    const input = await screen.findByTestId('field-newAvatar');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('avatar-help').textContent).toBe(en('unsupported-image-type')),
    );
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(posts(http, '/api/user/avatar')).toEqual([]);

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    await waitFor(() =>
      expect(screen.getByTestId('avatar-help').textContent).not.toBe(en('unsupported-image-type')),
    );
    fireEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('account-page');
    const sent = posts(http, '/api/user/avatar')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('me.png');
    expect(posts(http, '/api/user/profile')).toEqual([]);
  });
});

describe('change e-mail /user-email', () => {
  it('checks the address and its confirmation before sending', async () => {
    const { http } = renderApp('/user-email', { http: signedInApi() });
    await screen.findByTestId('change-email-page');
    fill('field-newEmail', 'new@example.org');
    fill('field-confirmEmail', 'other@example.org');
    fireEvent.click(screen.getByTestId('email-submit'));
    expect(helperTextOf('field-confirmEmail')).toBe(en('email-do-not-match'));
    expect(helperTextOf('field-password')).toBe(en('auth/no-password'));
    expect(posts(http, '/api/user/email')).toEqual([]);
  });

  it('shows a wrong password on the password field', async () => {
    renderApp('/user-email', {
      http: signedInApi({
        'POST /api/user/email': new HttpError(400, 'credentials-do-not-match', 'password'),
      }),
    });
    await screen.findByTestId('change-email-page');
    fill('field-newEmail', 'new@example.org');
    fill('field-confirmEmail', 'NEW@example.org');
    fill('field-password', 'Wrong9Pass');
    fireEvent.click(screen.getByTestId('email-submit'));
    await waitFor(() => expect(helperTextOf('field-password')).toBe(en('credentials-do-not-match')));
  });

  it('says where the confirmation link went', async () => {
    const { http } = renderApp('/user-email', {
      http: signedInApi({ 'POST /api/user/email': { confirmationSentTo: 'new@example.org' } }),
    });
    await screen.findByTestId('change-email-page');
    fill('field-newEmail', 'new@example.org');
    fill('field-confirmEmail', 'new@example.org');
    fill('field-password', 'Secure9Pass');
    fireEvent.click(screen.getByTestId('email-submit'));
    expect((await screen.findByTestId('email-sent')).textContent).toContain('new@example.org');
    expect(posts(http, '/api/user/email')[0]?.body).toEqual({
      newEmail: 'new@example.org',
      confirmEmail: 'new@example.org',
      password: 'Secure9Pass',
    });
  });
});

describe('change password /user-password', () => {
  it('checks the rules and the confirmation before sending', async () => {
    const { http } = renderApp('/user-password', { http: signedInApi() });
    await screen.findByTestId('change-password-page');
    fill('field-password', 'Secure9Pass');
    fill('field-newPassword', 'alllower1');
    fill('field-confirmPassword', 'different');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(helperTextOf('field-newPassword')).toBe(en('auth/password-no-mixed-case'));
    expect(helperTextOf('field-confirmPassword')).toBe(en('password-do-not-match'));
    expect(posts(http, '/api/user/password')).toEqual([]);
  });

  it('shows a wrong current password on its field, then changes the password', async () => {
    const http = signedInApi({
      'POST /api/user/password': new HttpError(400, 'credentials-do-not-match', 'password'),
    });
    renderApp('/user-password', { http });
    await screen.findByTestId('change-password-page');
    fill('field-password', 'Wrong9Pass');
    fill('field-newPassword', 'Fresh8Word');
    fill('field-confirmPassword', 'Fresh8Word');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(helperTextOf('field-password')).toBe(en('credentials-do-not-match')));

    http.answer('POST', '/api/user/password', undefined);
    fill('field-password', 'Secure9Pass');
    fireEvent.click(screen.getByTestId('password-submit'));
    await screen.findByTestId('password-changed');
    expect(posts(http, '/api/user/password').at(-1)?.body).toEqual({
      password: 'Secure9Pass',
      newPassword: 'Fresh8Word',
      confirmPassword: 'Fresh8Word',
    });
  });
});

describe('public profile /user/:username', () => {
  it('shows the first name, username and initials to anybody', async () => {
    renderApp('/user/ada', {
      http: fakeHttp({
        'GET /api/user/me': signedOut(),
        'GET /api/user/public/ada': {
          username: 'ada',
          firstName: 'Ada',
          avatar: null,
          createdAt: '2026-01-15T10:00:00.000Z',
        },
      }),
    });
    expect((await screen.findByTestId('public-name')).textContent).toBe('Ada');
    expect(screen.getByTestId('user-avatar').textContent).toBe('A');
    expect(screen.getByTestId('public-since').textContent).toContain('2026');
  });

  it('says when there is no such profile', async () => {
    renderApp('/user/ghost', {
      http: fakeHttp({
        'GET /api/user/me': signedOut(),
        'GET /api/user/public/ghost': new HttpError(404, 'not-found'),
      }),
    });
    expect((await screen.findByTestId('public-profile-error')).textContent).toBe(
      'There is no public profile with this name.',
    );
  });
});
