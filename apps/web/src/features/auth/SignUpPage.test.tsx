import { errorMessages } from '@asperity/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { fakeHttp, signedOut, type FakeHttp } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { checkConsent, fill, helperTextOf } from './test-utils.ts';

const en = (code: string): string => errorMessages.en[`error.${code}`] ?? `missing ${code}`;

function api(answers: Record<string, unknown> = {}): FakeHttp {
  return fakeHttp({
    'GET /api/user/me': signedOut(),
    'GET /api/user/validate-user': { exists: false, confirmed: false, usernameTaken: false },
    'POST /api/user/create': { uid: 'u-9', confirmationSent: true },
    'POST /api/user/ResendVerificationEmail': undefined,
    ...answers,
  });
}

async function chooseReferrer(label: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /how did you hear/i }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

async function fillValidForm() {
  await screen.findByTestId('sign-up-page');
  fill('field-username', 'grace_h');
  fill('field-firstName', 'Grace');
  fill('field-lastName', 'Hopper');
  fill('field-email', 'grace@example.org');
  fill('field-password', 'Cobol1959');
  await chooseReferrer(/somebody told me/i);
  checkConsent();
}

const submit = () => fireEvent.click(screen.getByTestId('sign-up-submit'));
const creates = (http: FakeHttp) => http.calls.filter((c) => c.path === '/api/user/create');

describe('sign-up page (spec part 1 §2, §4, §5)', () => {
  it('shows the contract rules per field and sends nothing while the form is invalid', async () => {
    const { http } = renderApp('/sign-up', { http: api() });
    await screen.findByTestId('sign-up-page');
    fill('field-username', 'a');
    fill('field-email', 'not-an-address');
    fill('field-password', 'short');
    submit();
    expect(helperTextOf('field-username')).toBe(en('account/invalid-username'));
    expect(helperTextOf('field-firstName')).toBe(en('account/invalid-firstname'));
    expect(helperTextOf('field-lastName')).toBe(en('account/invalid-lastname'));
    expect(helperTextOf('field-email')).toBe(en('auth/invalid-email'));
    // Every broken password rule at once.
    expect(helperTextOf('field-password')).toContain(en('auth/password-too-short'));
    expect(helperTextOf('field-password')).toContain(en('auth/password-no-digit'));
    expect(helperTextOf('field-password')).toContain(en('auth/password-no-mixed-case'));
    expect(screen.getByText('You must answer this question to continue.')).toBeTruthy();
    expect(screen.getByText(en('auth/consent'))).toBeTruthy();
    expect(http.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a rule when a filled field is left, before any submit', async () => {
    renderApp('/sign-up', { http: api() });
    await screen.findByTestId('sign-up-page');
    fill('field-password', 'lower case 1');
    fireEvent.blur(screen.getByTestId('field-password'));
    expect(helperTextOf('field-password')).toContain(en('auth/password-whitespace'));
    expect(helperTextOf('field-username')).not.toBe(en('account/invalid-username'));
  });

  it('checks the address, creates the account and asks to confirm the e-mail, with a resend button', async () => {
    const { http } = renderApp('/sign-up?gclid=abc', { http: api() });
    await fillValidForm();
    submit();
    const done = await screen.findByTestId('sign-up-done');
    expect(within(done).getByTestId('sign-up-done-message').textContent).toContain('grace@example.org');
    expect(creates(http)[0]?.body).toMatchObject({
      username: 'grace_h',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      password: 'Cobol1959',
      referrer: 'somebody-told-me',
      consent: true,
      gclid: 'abc',
    });
    expect(creates(http)[0]?.body).not.toHaveProperty('replaceUnconfirmed');
    fireEvent.click(screen.getByTestId('resend-confirmation'));
    await screen.findByTestId('resend-success');
    expect(http.calls.find((c) => c.path === '/api/user/ResendVerificationEmail')?.body).toEqual({
      email: 'grace@example.org',
    });
  });

  it('links to the confirmation kept in the outbox of a server without SMTP, on its own machine', async () => {
    const mail = {
      to: 'Grace@example.org',
      subject: 'Confirm',
      text: 'Open http://localhost:8080/confirm/tok_123 to confirm.',
      html: '',
      sentAt: '2026-11-27T02:00:00.000Z',
      links: ['http://localhost:8080/confirm/tok_123'],
    };
    renderApp('/sign-up', { http: api({ 'GET /api/dev/outbox': [mail] }) });
    await fillValidForm();
    submit();
    const done = await screen.findByTestId('sign-up-done');
    const link = await within(done).findByTestId('outbox-confirm-link');
    expect(link.getAttribute('href')).toBe('/confirm/tok_123');
    expect(within(done).getByTestId('sign-up-done-message').textContent).toContain('sends no e-mail');
  });

  it('says where the link is when the outbox is shown only on the server machine', async () => {
    renderApp('/sign-up', {
      http: api({ 'GET /api/dev/outbox': new HttpError(403, 'forbidden', 'own machine only') }),
    });
    await fillValidForm();
    submit();
    const done = await screen.findByTestId('sign-up-done');
    expect((await within(done).findByTestId('outbox-elsewhere')).textContent).toContain('http://localhost');
    expect(within(done).getByTestId('sign-up-done-message').textContent).not.toContain('We have sent');
  });

  it('offers "create anyway" when the address has an unconfirmed account, and sends replaceUnconfirmed', async () => {
    const { http } = renderApp('/sign-up', {
      http: api({ 'GET /api/user/validate-user': { exists: true, confirmed: false, usernameTaken: false } }),
    });
    await fillValidForm();
    submit();
    const dialog = await screen.findByTestId('unconfirmed-dialog');
    expect(dialog.textContent).toContain('grace@example.org');
    expect(creates(http)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('unconfirmed-create'));
    await screen.findByTestId('sign-up-done');
    expect(creates(http)).toHaveLength(1);
    expect(creates(http)[0]?.body).toMatchObject({ replaceUnconfirmed: true, email: 'grace@example.org' });
  });

  it('creates nothing when the unconfirmed dialog is rejected', async () => {
    const { http } = renderApp('/sign-up', {
      http: api({ 'GET /api/user/validate-user': { exists: true, confirmed: false, usernameTaken: false } }),
    });
    await fillValidForm();
    submit();
    fireEvent.click(await screen.findByTestId('unconfirmed-reject'));
    await waitFor(() => expect(screen.queryByTestId('unconfirmed-dialog')).toBeNull());
    expect(creates(http)).toEqual([]);
    expect(screen.getByTestId('sign-up-page')).toBeTruthy();
  });

  it('says a confirmed address or a taken username is in use, before creating', async () => {
    const { http } = renderApp('/sign-up', {
      http: api({ 'GET /api/user/validate-user': { exists: true, confirmed: true, usernameTaken: true } }),
    });
    await fillValidForm();
    submit();
    await waitFor(() => expect(helperTextOf('field-username')).toBe(en('username-already-in-use')));
    expect(creates(http)).toEqual([]);
  });

  it('puts server codes on their fields and unknown ones above the form', async () => {
    const http = api({ 'POST /api/user/create': new HttpError(409, 'email-already-in-use') });
    renderApp('/sign-up', { http });
    await fillValidForm();
    submit();
    await waitFor(() => expect(helperTextOf('field-email')).toBe(en('email-already-in-use')));
    // Editing the field clears the server's verdict.
    fill('field-email', 'grace2@example.org');
    expect(helperTextOf('field-email')).toBe('');

    http.answer('POST', '/api/user/create', new HttpError(502, 'confirmation-not-sent'));
    submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe(en('confirmation-not-sent'));
  });

  it('shows Japanese labels and catalogue messages', async () => {
    renderApp('/sign-up', { http: api(), locale: 'ja' });
    await screen.findByTestId('sign-up-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('アカウントを作成');
    submit();
    expect(helperTextOf('field-email')).toBe(errorMessages.ja['error.auth/invalid-email']);
  });
});
