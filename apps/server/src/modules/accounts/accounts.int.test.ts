// Accounts over real HTTP with mail over real SMTP: sign-up → confirmation mail → confirm →
// sign-in → session refresh (rotating) → logout; validation codes, lockout, password reset, CSRF.
import { ACCOUNT_PATHS, errorResponseSchema, userProfileSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session-cookies.ts';

const live = serverWithMail({ FEATURE_SUBSCRIPTIONS: 'true' });

let counter = 0;
function newUser() {
  counter++;
  return {
    username: `user_${counter}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${counter}@example.org`,
    password: 'Correct7Horse',
    referrer: 'website',
    consent: true,
  };
}

const errorCode = (body: unknown): string => errorResponseSchema.parse(body).errorCode;

/** The token of the first link to `path` in a mail. */
function linkToken(text: string, path: string): string {
  const match = new RegExp(`http://asperity\\.test${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

async function signUpAndConfirm(client: ApiClient) {
  const user = newUser();
  const created = await client.post(ACCOUNT_PATHS.create, user);
  expect(created.status).toBe(201);
  const mail = await live.smtp.next(user.email);
  const confirmed = await client.post(ACCOUNT_PATHS.confirmEmail, { hash: linkToken(mail.text, '/confirm') });
  expect(confirmed.status).toBe(204);
  return user;
}

describe('sign-up, confirmation and sign-in', () => {
  it('goes from sign-up to a confirmed, signed-in session, with the confirmation mail over SMTP', async () => {
    const client = new ApiClient(live.server.url);
    const user = newUser();
    const validate = await client.get(
      `${ACCOUNT_PATHS.validateUser}?email=${user.email}&username=${user.username}`,
    );
    expect(validate.body).toEqual({ exists: false, confirmed: false, usernameTaken: false });

    const created = await client.post(ACCOUNT_PATHS.create, user);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ confirmationSent: true });

    const mail = await live.smtp.next(user.email);
    expect(mail.text).toMatch(/Subject: Confirm your e-mail address/);
    const token = linkToken(mail.text, '/confirm');

    // Not confirmed yet: sign-in is refused with the code that opens the "user not confirmed" dialog.
    const early = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password: user.password,
      consent: true,
    });
    expect(early.status).toBe(403);
    expect(errorCode(early.body)).toBe('email-not-confirmed');

    expect((await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token })).status).toBe(204);
    // Links are single use.
    const again = await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token });
    expect(errorCode(again.body)).toBe('invalid-confirmation-token');

    const signedIn = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.username,
      password: user.password,
      consent: true,
    });
    expect(signedIn.status).toBe(200);
    const profile = userProfileSchema.parse(signedIn.body);
    expect(profile).toMatchObject({
      username: user.username,
      email: user.email,
      firstName: 'Ada',
      isConfirmed: true,
      isAdmin: false,
      // A new account starts with the Advanced trial (docs/api.md "Trial").
      subscriptionLevel: 0,
      effectiveTier: 2,
      totalQuota: 10_000_000_000,
    });
    expect(Date.parse(profile.trialEndsAt ?? '')).toBe(Date.parse(profile.createdAt) + 30 * 86_400_000);
    const cookies = signedIn.setCookies.join('\n');
    expect(cookies).toMatch(new RegExp(`${ACCESS_COOKIE}=[^;]+;.*HttpOnly`, 'i'));
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).toMatch(new RegExp(`${REFRESH_COOKIE}=[^;]+;.*Path=/api/auth`, 'i'));

    const me = await client.get(ACCOUNT_PATHS.me);
    expect(me.status).toBe(200);
    expect(userProfileSchema.parse(me.body).uid).toBe(profile.uid);

    const validateAfter = await client.get(`${ACCOUNT_PATHS.validateUser}?email=${user.email.toUpperCase()}`);
    expect(validateAfter.body).toMatchObject({ exists: true, confirmed: true });
  });

  it('refreshes with a rotating refresh token and ends the session on logout', async () => {
    const client = new ApiClient(live.server.url);
    const user = await signUpAndConfirm(client);
    await client.post(ACCOUNT_PATHS.signIn, { login: user.email, password: user.password, consent: true });
    const firstRefresh = client.cookie(REFRESH_COOKIE);

    const refreshed = await client.get(ACCOUNT_PATHS.refresh);
    expect(refreshed.status).toBe(204);
    const secondRefresh = client.cookie(REFRESH_COOKIE);
    expect(secondRefresh).toBeDefined();
    expect(secondRefresh).not.toBe(firstRefresh);
    expect((await client.get(ACCOUNT_PATHS.me)).status).toBe(200);

    // A second tab that still sent the old token within the grace period keeps the session, and
    // gets no refresh cookie that would overwrite the new one.
    const otherTab = await fetch(`${live.server.url}${ACCOUNT_PATHS.refresh}`, {
      headers: { cookie: `${REFRESH_COOKIE}=${firstRefresh ?? ''}` },
    });
    expect(otherTab.status).toBe(204);
    expect(otherTab.headers.getSetCookie().some((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toBe(false);

    expect((await client.post(ACCOUNT_PATHS.logout)).status).toBe(204);
    expect((await client.get(ACCOUNT_PATHS.me)).status).toBe(401);
    const afterLogout = await fetch(`${live.server.url}${ACCOUNT_PATHS.refresh}`, {
      headers: { cookie: `${REFRESH_COOKIE}=${secondRefresh ?? ''}` },
    });
    expect(afterLogout.status).toBe(401);
    expect(errorCode(await afterLogout.json())).toBe('invalid-refresh-token');
  });

  it('answers unauthorized without a session and invalid-refresh-token without a refresh cookie', async () => {
    const client = new ApiClient(live.server.url);
    const me = await client.get(ACCOUNT_PATHS.me);
    expect(me.status).toBe(401);
    expect(errorCode(me.body)).toBe('unauthorized');
    const forged = await client.get(ACCOUNT_PATHS.me, { cookie: `${ACCESS_COOKIE}=eyJzdWIiOiJ4In0.AAAA` });
    expect(forged.status).toBe(401);
    const refresh = await client.get(ACCOUNT_PATHS.refresh);
    expect(refresh.status).toBe(401);
    expect(errorCode(refresh.body)).toBe('invalid-refresh-token');
  });
});

describe('sign-up rules', () => {
  it.each([
    [{ username: 'a' }, 'account/invalid-username'],
    [{ username: 'has space' }, 'account/invalid-username'],
    [{ firstName: '   ' }, 'account/invalid-firstname'],
    [{ lastName: 'x'.repeat(36) }, 'account/invalid-lastname'],
    [{ email: 'no-at-sign' }, 'auth/invalid-email'],
    [{ password: '' }, 'auth/no-password'],
    [{ password: 'short1A' }, 'auth/password-too-short'],
    [{ password: 'nodigitsHere' }, 'auth/password-no-digit'],
    [{ consent: false }, 'auth/consent'],
    [{ referrer: undefined }, 'auth/referrer-required'],
  ])('refuses %o with %s', async (change, code) => {
    const res = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.create, { ...newUser(), ...change });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe(code);
  });

  it('refuses a taken username or address (any case), and replaces an unconfirmed one only on request', async () => {
    const client = new ApiClient(live.server.url);
    const confirmed = await signUpAndConfirm(client);
    const takenName = await client.post(ACCOUNT_PATHS.create, {
      ...newUser(),
      username: confirmed.username.toUpperCase(),
    });
    expect(takenName.status).toBe(409);
    expect(errorCode(takenName.body)).toBe('username-already-in-use');
    const takenEmail = await client.post(ACCOUNT_PATHS.create, {
      ...newUser(),
      email: confirmed.email.toUpperCase(),
    });
    expect(errorCode(takenEmail.body)).toBe('email-already-in-use');

    const pending = newUser();
    await client.post(ACCOUNT_PATHS.create, pending);
    await live.smtp.next(pending.email);
    const validate = await client.get(`${ACCOUNT_PATHS.validateUser}?email=${pending.email}`);
    expect(validate.body).toMatchObject({ exists: true, confirmed: false });
    const again = { ...newUser(), email: pending.email };
    expect(errorCode((await client.post(ACCOUNT_PATHS.create, again)).body)).toBe('email-already-in-use');
    const replaced = await client.post(ACCOUNT_PATHS.create, { ...again, replaceUnconfirmed: true });
    expect(replaced.status).toBe(201);
    // The new account's confirmation works; the first account is gone.
    const mail = await live.smtp.next(pending.email);
    expect(
      (await client.post(ACCOUNT_PATHS.confirmEmail, { hash: linkToken(mail.text, '/confirm') })).status,
    ).toBe(204);
    const oldName = await client.post(ACCOUNT_PATHS.signIn, {
      login: pending.username,
      password: pending.password,
      consent: true,
    });
    // The replaced account is gone: its name answers like any unknown name (no enumeration).
    expect(errorCode(oldName.body)).toBe('wrong-password');
  });

  it('mails a new confirmation link on request, and the old one stops working', async () => {
    const client = new ApiClient(live.server.url);
    const user = newUser();
    await client.post(ACCOUNT_PATHS.create, user);
    const first = linkToken((await live.smtp.next(user.email)).text, '/confirm');
    expect((await client.post(ACCOUNT_PATHS.resendVerification, { email: user.email })).status).toBe(204);
    const second = linkToken((await live.smtp.next(user.email)).text, '/confirm');
    expect(errorCode((await client.post(ACCOUNT_PATHS.confirmEmail, { hash: first })).body)).toBe(
      'invalid-confirmation-token',
    );
    expect((await client.post(ACCOUNT_PATHS.confirmEmail, { hash: second })).status).toBe(204);
  });
});

describe('sign-in rules', () => {
  it('requires consent and answers an unknown account exactly like a wrong password', async () => {
    const client = new ApiClient(live.server.url);
    const user = await signUpAndConfirm(client);
    const noConsent = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password: user.password,
      consent: false,
    });
    expect(errorCode(noConsent.body)).toBe('auth/consent');
    const wrong = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password: 'Wrong1234',
      consent: true,
    });
    expect(wrong.status).toBe(401);
    expect(errorCode(wrong.body)).toBe('wrong-password');
    const unknown = await client.post(ACCOUNT_PATHS.signIn, {
      login: 'nobody@example.org',
      password: 'x',
      consent: true,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the client out of the account for 10 minutes after 5 wrong passwords, even against the right one', async () => {
    const client = new ApiClient(live.server.url);
    const user = await signUpAndConfirm(client);
    const attempt = (password: string) =>
      client.post(ACCOUNT_PATHS.signIn, { login: user.email, password, consent: true });
    for (let i = 0; i < 4; i++) expect(errorCode((await attempt('Wrong1234')).body)).toBe('wrong-password');
    const fifth = await attempt('Wrong1234');
    expect(fifth.status).toBe(429);
    expect(errorCode(fifth.body)).toBe('too-many-failed-login-attempts');
    expect(errorCode((await attempt(user.password)).body)).toBe('too-many-failed-login-attempts');
  });
});

describe('password reset', () => {
  it('mails a reset link; the new password works, the old one and every session end', async () => {
    const client = new ApiClient(live.server.url);
    const user = await signUpAndConfirm(client);
    await client.post(ACCOUNT_PATHS.signIn, { login: user.email, password: user.password, consent: true });
    const oldRefresh = client.cookie(REFRESH_COOKIE);

    expect((await client.post(ACCOUNT_PATHS.forgottenPassword, { email: user.email })).status).toBe(204);
    const mail = await live.smtp.next(user.email);
    expect(mail.text).toMatch(/valid for 24 hours/);
    const hash = linkToken(mail.text, '/reset_password');

    const mismatch = await client.post(ACCOUNT_PATHS.resetPassword, {
      hash,
      newPassword: 'Fresh9Start',
      confirmPassword: 'other',
    });
    expect(errorCode(mismatch.body)).toBe('password-do-not-match');
    const weak = await client.post(ACCOUNT_PATHS.resetPassword, {
      hash,
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(errorCode(weak.body)).toBe('auth/password-too-short');
    expect(
      (
        await client.post(ACCOUNT_PATHS.resetPassword, {
          hash,
          newPassword: 'Fresh9Start',
          confirmPassword: 'Fresh9Start',
        })
      ).status,
    ).toBe(204);
    const reused = await client.post(ACCOUNT_PATHS.resetPassword, {
      hash,
      newPassword: 'Other9Start',
      confirmPassword: 'Other9Start',
    });
    expect(errorCode(reused.body)).toBe('invalid-reset-password-token');

    const stale = await fetch(`${live.server.url}${ACCOUNT_PATHS.refresh}`, {
      headers: { cookie: `${REFRESH_COOKIE}=${oldRefresh ?? ''}` },
    });
    expect(stale.status).toBe(401);
    const old = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password: user.password,
      consent: true,
    });
    expect(errorCode(old.body)).toBe('wrong-password');
    const fresh = await client.post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password: 'Fresh9Start',
      consent: true,
    });
    expect(fresh.status).toBe(200);
  });

  it('answers 204 for an address without an account and sends nothing', async () => {
    const before = live.smtp.mails.length;
    const res = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.forgottenPassword, {
      email: 'ghost@example.org',
    });
    expect(res.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.smtp.mails.length).toBe(before);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403 forbidden', async () => {
    const client = new ApiClient(live.server.url);
    const res = await client.post(ACCOUNT_PATHS.create, newUser(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('forbidden');
    const own = await client.post(ACCOUNT_PATHS.create, newUser(), { origin: 'http://asperity.test' });
    expect(own.status).toBe(201);
  });
});
