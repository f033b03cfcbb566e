import { errorMessages } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { fill, helperTextOf } from './test-utils.ts';

const en = (code: string): string => errorMessages.en[`error.${code}`] ?? `missing ${code}`;
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('e-mail confirmation page (spec part 1 §4, §8)', () => {
  it('confirms the token once on arrival and links to sign-in', async () => {
    const http = fakeHttp({ 'GET /api/user/me': signedOut(), 'POST /api/user/confirm-email': undefined });
    renderApp(`/confirm/${TOKEN}`, { http });
    const message = await screen.findByTestId('confirm-message');
    expect(message.textContent).toMatch(/confirmed/i);
    expect(http.calls.filter((c) => c.path === '/api/user/confirm-email')).toEqual([
      { method: 'POST', path: '/api/user/confirm-email', body: { hash: TOKEN } },
    ]);
    expect(screen.getByTestId('confirm-to-sign-in').getAttribute('href')).toBe('/sign-in');
  });

  it('says the address is already confirmed or does not exist when the token fails', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'POST /api/user/confirm-email': new HttpError(400, 'invalid-confirmation-token'),
    });
    renderApp(`/confirm/${TOKEN}`, { http });
    const message = await screen.findByTestId('confirm-message');
    expect(message.textContent).toBe('The address is already confirmed or does not exist.');
  });
});

describe('reset password page (spec part 1 §4, §5)', () => {
  const api = (answer: unknown = undefined) =>
    fakeHttp({ 'GET /api/user/me': signedOut(), 'POST /api/user/reset-password': answer });

  it('checks the rules and the confirmation before sending', async () => {
    const { http } = renderApp(`/reset_password/${TOKEN}`, { http: api() });
    await screen.findByTestId('reset-password-page');
    fill('field-newPassword', 'alllower1');
    fill('field-confirmPassword', 'different');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(helperTextOf('field-newPassword')).toBe(en('auth/password-no-mixed-case'));
    expect(helperTextOf('field-confirmPassword')).toBe(en('password-do-not-match'));
    expect(http.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('changes the password and links to sign-in', async () => {
    const { http } = renderApp(`/reset_password/${TOKEN}`, { http: api() });
    await screen.findByTestId('reset-password-page');
    fill('field-newPassword', 'NewPass123');
    fill('field-confirmPassword', 'NewPass123');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await screen.findByTestId('reset-message');
    expect(screen.getByTestId('reset-to-sign-in').getAttribute('href')).toBe('/sign-in');
    expect(http.calls.find((c) => c.path === '/api/user/reset-password')?.body).toEqual({
      hash: TOKEN,
      newPassword: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  });

  it('shows the invalid-link message', async () => {
    renderApp(`/reset_password/${TOKEN}`, {
      http: api(new HttpError(400, 'invalid-reset-password-token')),
    });
    await screen.findByTestId('reset-password-page');
    fill('field-newPassword', 'NewPass123');
    fill('field-confirmPassword', 'NewPass123');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toContain(en('invalid-reset-password-token')),
    );
    expect(screen.getByTestId('reset-to-sign-in')).toBeTruthy();
  });
});
