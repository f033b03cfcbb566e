import { errorMessages } from '@asperity/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { aUser, fakeHttp, signedOut, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { checkConsent, fill, helperTextOf } from './test-utils.ts';

const en = (code: string): string => errorMessages.en[`error.${code}`] ?? `missing ${code}`;

/** Signed out until the sign-in call succeeds, then /me answers the user (as the cookies would). */
function api(signIn: unknown = aUser({ firstName: 'Grace' })): FakeHttp {
  let signedIn = false;
  return fakeHttp({
    'GET /api/user/me': () => (signedIn ? aUser({ firstName: 'Grace' }) : signedOut()),
    'POST /api/auth/sign-in': () => {
      if (signIn instanceof Error) return signIn;
      signedIn = true;
      return signIn;
    },
    'POST /api/user/ResendVerificationEmail': undefined,
    'POST /api/user/forgotten-password': undefined,
  });
}

async function signIn(login = 'grace@example.org', password = 'Cobol1959') {
  await screen.findByTestId('sign-in-page');
  fill('field-login', login);
  fill('field-password', password);
  fireEvent.click(screen.getByTestId('sign-in-submit'));
}

describe('sign-in page (spec part 1 §2, §4, §8)', () => {
  it('requires a login and a password before calling the server, and asks no consent up front', async () => {
    const { http } = renderApp('/sign-in', { http: api() });
    await screen.findByTestId('sign-in-page');
    expect(screen.queryByTestId('consent')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(helperTextOf('field-login')).toBe(en('auth/invalid-email'));
    expect(helperTextOf('field-password')).toBe(en('auth/no-password'));
    expect(http.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for consent only when the server says the policies changed since the account accepted them', async () => {
    let calls = 0;
    const http = fakeHttp({
      'GET /api/user/me': () => (calls > 1 ? aUser({ firstName: 'Grace' }) : signedOut()),
      'POST /api/auth/sign-in': () => {
        calls++;
        return calls === 1 ? new HttpError(400, 'auth/consent', 'policies changed') : aUser();
      },
    });
    const { router } = renderApp('/sign-in', { http });
    await signIn();
    await screen.findByTestId('consent');
    expect(screen.getByText(en('auth/consent'))).toBeTruthy();
    // Not ticked: refused before asking the server again.
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(calls).toBe(1);
    checkConsent();
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
    const bodies = http.calls.filter((c) => c.path === '/api/auth/sign-in').map((c) => c.body);
    expect(bodies).toEqual([
      { login: 'grace@example.org', password: 'Cobol1959' },
      { login: 'grace@example.org', password: 'Cobol1959', consent: true },
    ]);
  });

  it('signs in, refreshes the session and goes to the remembered path', async () => {
    const { http, router } = renderApp('/sign-in?redirect=%2Fgallery%3Fq%3Dsteel', { http: api() });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(router.state.location.search).toBe('?q=steel');
    expect(http.calls.find((c) => c.path === '/api/auth/sign-in')?.body).toEqual({
      login: 'grace@example.org',
      password: 'Cobol1959',
    });
    // The session was read again after signing in, and the top bar greets the user.
    expect(http.calls.filter((c) => c.path === '/api/user/me').length).toBeGreaterThanOrEqual(2);
    expect((await screen.findByTestId('auth-menu')).getAttribute('data-state')).toBe('signed-in');
    expect(screen.getByTestId('auth-menu').textContent).toContain('Grace');
  });

  it('goes to /images without a remembered path, and ignores one leading off the site', async () => {
    const { router } = renderApp('/sign-in?redirect=%2F%2Fevil.example%2Fx', { http: api() });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'));
  });

  it.each([
    ['wrong-password', 401, 'field-password'],
    ['account-not-found', 401, 'field-login'],
  ])('shows %s on its field', async (code, status, field) => {
    renderApp('/sign-in', { http: api(new HttpError(status, code)) });
    await signIn();
    await waitFor(() => expect(helperTextOf(field)).toBe(en(code)));
  });

  it('says sign-in is blocked for 10 minutes after too many failures', async () => {
    renderApp('/sign-in', { http: api(new HttpError(429, 'too-many-failed-login-attempts')) });
    await signIn();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe(en('too-many-failed-login-attempts'));
    expect(alert.textContent).toContain('10 minutes');
  });

  it('offers to resend the confirmation mail when the address is not confirmed', async () => {
    const { http } = renderApp('/sign-in', { http: api(new HttpError(403, 'email-not-confirmed')) });
    await signIn();
    const dialog = await screen.findByTestId('not-confirmed-dialog');
    expect(within(dialog).getByTestId<HTMLInputElement>('dialog-email').value).toBe('grace@example.org');
    fireEvent.click(within(dialog).getByTestId('dialog-send'));
    await within(dialog).findByTestId('email-sent');
    expect(http.calls.find((c) => c.path === '/api/user/ResendVerificationEmail')?.body).toEqual({
      email: 'grace@example.org',
    });
  });

  it('sends a reset link from the forgotten-password dialog, checking the address first', async () => {
    const { http } = renderApp('/sign-in', { http: api() });
    await screen.findByTestId('sign-in-page');
    fireEvent.click(screen.getByTestId('forgotten-password'));
    const dialog = await screen.findByTestId('forgotten-password-dialog');
    fireEvent.change(within(dialog).getByTestId('dialog-email'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByTestId('dialog-send'));
    expect(helperTextOf('dialog-email')).toBe(en('auth/invalid-email'));
    expect(http.calls.some((c) => c.path === '/api/user/forgotten-password')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('dialog-email'), { target: { value: 'grace@example.org' } });
    fireEvent.click(within(dialog).getByTestId('dialog-send'));
    const sent = await within(dialog).findByTestId('email-sent');
    expect(sent.textContent).toContain('grace@example.org');
    expect(sent.textContent).toContain('24 hours');
    expect(http.calls.find((c) => c.path === '/api/user/forgotten-password')?.body).toEqual({
      email: 'grace@example.org',
    });
  });

  it('on a server without SMTP, links to the reset mail kept in its outbox', async () => {
    const http = api();
    http.answer('GET', '/api/dev/outbox', [
      {
        to: 'grace@example.org',
        subject: 'Reset',
        text: 'http://localhost:8080/reset_password/tok_9',
        html: '',
        sentAt: '2026-11-27T02:00:00.000Z',
        links: ['http://localhost:8080/reset_password/tok_9'],
      },
    ]);
    renderApp('/sign-in', { http });
    await screen.findByTestId('sign-in-page');
    fireEvent.click(screen.getByTestId('forgotten-password'));
    const dialog = await screen.findByTestId('forgotten-password-dialog');
    fireEvent.change(within(dialog).getByTestId('dialog-email'), { target: { value: 'grace@example.org' } });
    fireEvent.click(within(dialog).getByTestId('dialog-send'));
    const link = await within(dialog).findByTestId('outbox-reset-link');
    expect(link.getAttribute('href')).toBe('/reset_password/tok_9');
  });
});
