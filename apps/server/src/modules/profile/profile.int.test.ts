// The account pages' calls over real HTTP, mail over real SMTP: names, avatar (stored, served,
// replaced, removed), a change of address that only happens after the link mailed to the new
// address is followed, a change of password that ends the other sessions, the public profile,
// and the per-field failure lists.
import {
  ACCOUNT_PATHS,
  PROFILE_PATHS,
  avatarUrl,
  profileErrorResponseSchema,
  publicProfileSchema,
  userProfileSchema,
} from '@asperity/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../accounts/session-cookies.ts';

const live = serverWithMail();

let counter = 0;
const password = 'Secure9Pass';

function linkToken(text: string): string {
  const match = /http:\/\/asperity\.test\/confirm\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no /confirm link in the mail');
  return match[1];
}

async function signIn(login: string, secret = password): Promise<ApiClient> {
  const client = new ApiClient(live.server.url);
  const res = await client.post(ACCOUNT_PATHS.signIn, { login, password: secret, consent: true });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return client;
}

/** A confirmed account and a signed-in client. */
async function member() {
  counter++;
  const user = {
    username: `prof_${process.pid}_${counter}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `prof${process.pid}x${counter}@example.org`,
    password,
    referrer: 'website',
    consent: true,
  };
  const anon = new ApiClient(live.server.url);
  expect((await anon.post(ACCOUNT_PATHS.create, user)).status).toBe(201);
  const mail = await live.smtp.next(user.email);
  expect((await anon.post(ACCOUNT_PATHS.confirmEmail, { hash: linkToken(mail.text) })).status).toBe(204);
  return { user, client: await signIn(user.email) };
}

const fieldErrors = (body: unknown) =>
  (profileErrorResponseSchema.parse(body).errors ?? []).map((e) => [e.field, e.errorCode]);

async function uploadAvatar(client: ApiClient, bytes: Uint8Array, name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${live.server.url}${PROFILE_PATHS.avatar}`, {
    method: 'POST',
    body: form,
    headers: { cookie: `${ACCESS_COOKIE}=${client.cookie(ACCESS_COOKIE) ?? ''}` },
  });
  const body: unknown = await res.json();
  return { status: res.status, body };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp', r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('names', () => {
  it('changes first and last name and keeps absent ones', async () => {
    const { client } = await member();
    const res = await client.request('PATCH', PROFILE_PATHS.profile, { newFirstName: '  Ada ' });
    expect(res.status).toBe(200);
    expect(userProfileSchema.parse(res.body)).toMatchObject({ firstName: 'Ada', lastName: 'Hopper' });
    const both = await client.request('PATCH', PROFILE_PATHS.profile, {
      newFirstName: '和子',
      newLastName: 'Lovelace',
    });
    expect(userProfileSchema.parse(both.body)).toMatchObject({ firstName: '和子', lastName: 'Lovelace' });
    const me = await client.get(ACCOUNT_PATHS.me);
    expect(userProfileSchema.parse(me.body)).toMatchObject({ firstName: '和子', lastName: 'Lovelace' });
  });

  it('lists every failing field with its code and keeps the first at top level', async () => {
    const { client } = await member();
    const res = await client.request('PATCH', PROFILE_PATHS.profile, {
      newFirstName: '   ',
      newLastName: 'x'.repeat(36),
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      ['newFirstName', 'account/invalid-firstname'],
      ['newLastName', 'account/invalid-lastname'],
    ]);
    expect(profileErrorResponseSchema.parse(res.body).errorCode).toBe('account/invalid-firstname');
    const me = userProfileSchema.parse((await client.get(ACCOUNT_PATHS.me)).body);
    expect(me.firstName).toBe('Grace');
  });

  it('needs a session', async () => {
    const res = await new ApiClient(live.server.url).request('PATCH', PROFILE_PATHS.profile, {
      newFirstName: 'Ada',
    });
    expect(res.status).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a 256×256 JPEG named by its hash, serves it with a long cache, replaces and removes it', async () => {
    const { client, user } = await member();
    const first = await uploadAvatar(client, await picture(400, 300, 'png'));
    expect(first.status).toBe(200);
    const avatar = userProfileSchema.parse(first.body).avatar;
    expect(avatar).toMatch(/^[0-9a-f]{64}$/);

    const served = await fetch(`${live.server.url}${avatarUrl(avatar!)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    const pub = await new ApiClient(live.server.url).get(`/api/user/public/${user.username}`);
    expect(publicProfileSchema.parse(pub.body).avatar).toBe(avatar);

    const second = await uploadAvatar(client, await picture(300, 500, 'webp', 20), 'me.webp');
    expect(second.status).toBe(200);
    const replaced = userProfileSchema.parse(second.body).avatar;
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    expect(replaced).not.toBe(avatar);
    expect((await fetch(`${live.server.url}${avatarUrl(avatar!)}`)).status).toBe(404);
    expect((await fetch(`${live.server.url}${avatarUrl(replaced!)}`)).status).toBe(200);

    const removed = await client.request('DELETE', PROFILE_PATHS.avatar);
    expect(userProfileSchema.parse(removed.body).avatar).toBeNull();
    expect((await fetch(`${live.server.url}${avatarUrl(replaced!)}`)).status).toBe(404);
  });

  it('refuses other files, undecodable pictures and pictures over 5 MB', async () => {
    const { client } = await member();
    const text = await uploadAvatar(client, new TextEncoder().encode('not a picture at all'), 'a.txt');
    expect([text.status, profileErrorResponseSchema.parse(text.body).errorCode]).toEqual([
      415,
      'unsupported-image-type',
    ]);
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const corrupt = await uploadAvatar(client, broken, 'a.jpg');
    expect([corrupt.status, profileErrorResponseSchema.parse(corrupt.body).errorCode]).toEqual([
      422,
      'corrupt-file',
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await picture(10, 10, 'jpeg'));
    const tooBig = await uploadAvatar(client, big, 'big.jpg');
    expect(tooBig.status).toBe(413);
    expect(userProfileSchema.parse((await client.get(ACCOUNT_PATHS.me)).body).avatar).toBeNull();
  });

  it('serves only current avatars, never other blobs', async () => {
    expect((await fetch(`${live.server.url}/avatars/${'a'.repeat(64)}.jpg`)).status).toBe(404);
    expect((await fetch(`${live.server.url}/avatars/..%2F..%2Fetc.jpg`)).status).toBe(404);
  });
});

describe('e-mail change', () => {
  it('changes the address only after the link mailed to the new address is followed', async () => {
    const { client, user } = await member();
    const newEmail = `new${user.email}`;
    const res = await client.post(PROFILE_PATHS.email, {
      newEmail,
      confirmEmail: newEmail.toUpperCase(),
      password,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationSentTo: newEmail });

    const mail = await live.smtp.next(newEmail);
    expect(mail.text).toMatch(/Subject: Confirm your new e-mail address/);
    // Not yet: the account keeps its address, and signs in with it.
    expect(userProfileSchema.parse((await client.get(ACCOUNT_PATHS.me)).body).email).toBe(user.email);
    await signIn(user.email);

    const token = linkToken(mail.text);
    expect(
      (await new ApiClient(live.server.url).post(ACCOUNT_PATHS.confirmEmail, { hash: token })).status,
    ).toBe(204);
    expect(userProfileSchema.parse((await client.get(ACCOUNT_PATHS.me)).body).email).toBe(newEmail);
    await signIn(newEmail);
    const old = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password,
      consent: true,
    });
    expect(old.status).not.toBe(200);
    // Single use.
    const again = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.confirmEmail, { hash: token });
    expect(profileErrorResponseSchema.parse(again.body).errorCode).toBe('invalid-confirmation-token');
  });

  it('answers credentials-do-not-match, email-do-not-match, invalid address and address in use per field', async () => {
    const { client } = await member();
    const other = await member();
    const wrong = await client.post(PROFILE_PATHS.email, {
      newEmail: 'x@example.org',
      confirmEmail: 'x@example.org',
      password: 'Wrong9Pass',
    });
    expect([wrong.status, ...fieldErrors(wrong.body)]).toEqual([
      400,
      ['password', 'credentials-do-not-match'],
    ]);

    const mismatch = await client.post(PROFILE_PATHS.email, {
      newEmail: 'x@example.org',
      confirmEmail: 'y@example.org',
      password,
    });
    expect(fieldErrors(mismatch.body)).toEqual([['confirmEmail', 'email-do-not-match']]);

    const invalid = await client.post(PROFILE_PATHS.email, {
      newEmail: 'nope',
      confirmEmail: 'nope',
      password: '',
    });
    expect(fieldErrors(invalid.body)).toEqual([
      ['newEmail', 'auth/invalid-email'],
      ['password', 'auth/no-password'],
    ]);

    const taken = await client.post(PROFILE_PATHS.email, {
      newEmail: other.user.email,
      confirmEmail: other.user.email,
      password,
    });
    expect([taken.status, ...fieldErrors(taken.body)]).toEqual([409, ['newEmail', 'email-already-in-use']]);
  });

  it('refuses the link when somebody took the address meanwhile', async () => {
    const { client } = await member();
    counter++;
    const wanted = `race${process.pid}x${counter}@example.org`;
    expect(
      (await client.post(PROFILE_PATHS.email, { newEmail: wanted, confirmEmail: wanted, password })).status,
    ).toBe(202);
    const mail = await live.smtp.next(wanted);
    const other = await member();
    expect(
      (await other.client.post(PROFILE_PATHS.email, { newEmail: wanted, confirmEmail: wanted, password }))
        .status,
    ).toBe(202);
    const otherMail = await live.smtp.next(wanted);
    expect(
      (
        await new ApiClient(live.server.url).post(ACCOUNT_PATHS.confirmEmail, {
          hash: linkToken(otherMail.text),
        })
      ).status,
    ).toBe(204);
    const late = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.confirmEmail, {
      hash: linkToken(mail.text),
    });
    expect([late.status, profileErrorResponseSchema.parse(late.body).errorCode]).toEqual([
      409,
      'email-already-in-use',
    ]);
  });
});

describe('password change', () => {
  it('ends the other sessions, keeps this one, and the new password signs in', async () => {
    const { client, user } = await member();
    const otherTab = await signIn(user.email);
    const res = await client.post(PROFILE_PATHS.password, {
      password,
      newPassword: 'Fresh8Word',
      confirmPassword: 'Fresh8Word',
    });
    expect(res.status).toBe(204);

    expect((await client.get(ACCOUNT_PATHS.refresh)).status).toBe(204);
    expect(otherTab.cookie(REFRESH_COOKIE)).toBeDefined();
    expect((await otherTab.get(ACCOUNT_PATHS.refresh)).status).toBe(401);

    await signIn(user.email, 'Fresh8Word');
    const old = await new ApiClient(live.server.url).post(ACCOUNT_PATHS.signIn, {
      login: user.email,
      password,
      consent: true,
    });
    expect(old.status).toBe(401);
  });

  it('answers credentials-do-not-match, the password rules and password-do-not-match per field', async () => {
    const { client, user } = await member();
    const wrong = await client.post(PROFILE_PATHS.password, {
      password: 'Wrong9Pass',
      newPassword: 'Fresh8Word',
      confirmPassword: 'Fresh8Word',
    });
    expect([wrong.status, ...fieldErrors(wrong.body)]).toEqual([
      400,
      ['password', 'credentials-do-not-match'],
    ]);

    const weak = await client.post(PROFILE_PATHS.password, {
      password,
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(fieldErrors(weak.body)).toEqual([
      ['newPassword', 'auth/password-too-short'],
      ['newPassword', 'auth/password-no-digit'],
      ['newPassword', 'auth/password-no-mixed-case'],
      ['confirmPassword', 'password-do-not-match'],
    ]);
    const mismatch = await client.post(PROFILE_PATHS.password, {
      password,
      newPassword: 'Fresh8Word',
      confirmPassword: 'Fresh8Wort',
    });
    expect(fieldErrors(mismatch.body)).toEqual([['confirmPassword', 'password-do-not-match']]);
    await signIn(user.email);
  });
});

describe('public profile', () => {
  it('shows username, first name, avatar and creation, nothing else', async () => {
    const { user } = await member();
    const res = await new ApiClient(live.server.url).get(`/api/user/public/${user.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    const body = publicProfileSchema.strict().parse(res.body);
    expect(body).toMatchObject({ username: user.username, firstName: 'Grace', avatar: null });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
  });

  it('answers 404 for unknown and unconfirmed accounts', async () => {
    const anon = new ApiClient(live.server.url);
    expect((await anon.get('/api/user/public/nobody_here')).status).toBe(404);
    counter++;
    const unconfirmed = {
      username: `unconf_${process.pid}_${counter}`,
      firstName: 'Un',
      lastName: 'Confirmed',
      email: `unconf${process.pid}x${counter}@example.org`,
      password,
      referrer: 'website',
      consent: true,
    };
    expect((await anon.post(ACCOUNT_PATHS.create, unconfirmed)).status).toBe(201);
    await live.smtp.next(unconfirmed.email);
    const res = await anon.get(`/api/user/public/${unconfirmed.username}`);
    expect([res.status, profileErrorResponseSchema.parse(res.body).errorCode]).toEqual([404, 'not-found']);
  });
});
