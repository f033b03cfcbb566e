// The forum's single sign-on over real HTTP at the protocol level (DiscourseConnect,
// https://meta.discourse.org/t/13045; issue 17 item 6): the test plays the forum, computing the
// HMAC-SHA256 signatures itself with node:crypto — a good request signs a signed-in user in with the
// account's data and forum rights, a signed-out visitor signs in first, and a tampered payload, a
// wrong secret, a missing nonce or missing parameters are refused. Without FORUM_URL and
// FORUM_SSO_SECRET the web app is told there is no forum. Runs on SQLite, and on PostgreSQL with
// DATABASE_URL.
import { createHmac } from 'node:crypto';
import { errorResponseSchema, forumConfigSchema, userProfileSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { uidOf } from '../../../test/roles.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const FORUM = 'https://forum.example.org';
const SECRET = 'forum-shared-secret-0123456789';
const live = serverWithMail({ FORUM_URL: `${FORUM}/`, FORUM_SSO_SECRET: SECRET });

const sign = (payload: string, secret = SECRET) => createHmac('sha256', secret).update(payload).digest('hex');
const encode = (params: Record<string, string>) =>
  Buffer.from(new URLSearchParams(params).toString(), 'utf8').toString('base64');

/** What the forum sends: base64 of nonce + return_sso_url, and its signature. */
function forumRequest(nonce: string, secret = SECRET): { sso: string; sig: string } {
  const sso = encode({ nonce, return_sso_url: `${FORUM}/session/sso_login` });
  return { sso, sig: sign(sso, secret) };
}

/** GET without following the redirect (it leaves for the forum host). */
async function ssoCall(
  query: Record<string, string>,
  client?: ApiClient,
  serverUrl = live.server.url,
): Promise<{ status: number; location: string | null; body: unknown }> {
  const access = client?.cookie('asperity_access');
  const res = await fetch(`${serverUrl}/api/forum/sso?${new URLSearchParams(query).toString()}`, {
    redirect: 'manual',
    headers: access ? { cookie: `asperity_access=${access}` } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    location: res.headers.get('location'),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/** The forum's side of the answer: checks the signature and reads the payload. */
function answerOf(location: string | null): URLSearchParams {
  expect(location).not.toBeNull();
  const url = new URL(location!);
  expect(`${url.origin}${url.pathname}`).toBe(`${FORUM}/session/sso_login`);
  const sso = url.searchParams.get('sso') ?? '';
  expect(url.searchParams.get('sig')).toBe(sign(sso));
  return new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
}

describe('GET /api/forum', () => {
  it('names the forum and its sign-on address when configured', async () => {
    const res = await new ApiClient(live.server.url).get('/api/forum');
    expect(forumConfigSchema.parse(res.body)).toEqual({
      configured: true,
      url: FORUM,
      loginUrl: `${FORUM}/session/sso?return_path=%2F`,
    });
  });

  it('says there is no forum without FORUM_URL and FORUM_SSO_SECRET, and the SSO route is not found', async () => {
    const bare = await live.startAnother({ env: { FORUM_URL: '', FORUM_SSO_SECRET: '' } });
    try {
      expect((await new ApiClient(bare.url).get('/api/forum')).body).toEqual({ configured: false });
      expect((await ssoCall(forumRequest('n1'), undefined, bare.url)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/forum/sso (DiscourseConnect)', () => {
  it('signs a signed-in user in: nonce, external_id, email, username, name, rights as groups', async () => {
    const member = await live.member();
    const me = userProfileSchema.parse((await member.get('/api/user/me')).body);
    const res = await ssoCall(forumRequest('nonce-1234'), member);
    expect(res.status).toBe(302);
    const payload = answerOf(res.location);
    expect(Object.fromEntries(payload)).toMatchObject({
      nonce: 'nonce-1234',
      external_id: me.uid,
      email: me.email,
      username: me.username,
      name: `${me.firstName} ${me.lastName}`,
      admin: 'false',
      moderator: 'false',
      groups: 'user',
    });

    await live.server.app.infra.database.db
      .updateTable('users')
      .set({ forum_rights: 'moderator' })
      .where('id', '=', await uidOf(member))
      .execute();
    const moderator = answerOf((await ssoCall(forumRequest('nonce-5678'), member)).location);
    expect([
      moderator.get('nonce'),
      moderator.get('moderator'),
      moderator.get('admin'),
      moderator.get('groups'),
    ]).toEqual(['nonce-5678', 'true', 'false', 'moderator']);
  });

  it('sends a signed-out visitor to sign in and back to the same request', async () => {
    const request = forumRequest('nonce-out');
    const res = await ssoCall(request);
    expect(res.status).toBe(302);
    const location = new URL(res.location ?? '', live.server.url);
    expect(location.pathname).toBe('/sign-in');
    const back = location.searchParams.get('redirect') ?? '';
    expect(back.startsWith('/api/forum/sso?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(back.split('?')[1]))).toEqual(request);
  });

  it('refuses a tampered payload, a wrong secret, a missing nonce and missing parameters', async () => {
    const member = await live.member();
    const good = forumRequest('nonce-t');
    const tampered = encode({
      nonce: 'nonce-other',
      return_sso_url: 'https://evil.example/session/sso_login',
    });
    const cases: [string, Record<string, string>, number, string][] = [
      ['tampered payload', { sso: tampered, sig: good.sig }, 403, 'forbidden'],
      ['wrong secret', forumRequest('nonce-t', 'another-secret-0123456789'), 403, 'forbidden'],
      ['signature not hex', { sso: good.sso, sig: 'zz' }, 403, 'forbidden'],
      [
        'missing nonce',
        (() => {
          const sso = encode({ return_sso_url: FORUM });
          return { sso, sig: sign(sso) };
        })(),
        400,
        'invalid-request',
      ],
      ['missing sig', { sso: good.sso }, 400, 'invalid-request'],
      ['missing sso', { sig: good.sig }, 400, 'invalid-request'],
    ];
    for (const [name, query, status, code] of cases) {
      const res = await ssoCall(query, member);
      expect([name, res.status, errorResponseSchema.parse(res.body).errorCode, res.location]).toEqual([
        name,
        status,
        code,
        null,
      ]);
    }
    // The answer always goes to FORUM_URL, never to a return_sso_url of the request.
    const signedOther = encode({ nonce: 'nonce-r', return_sso_url: 'https://evil.example/x' });
    const res = await ssoCall({ sso: signedOther, sig: sign(signedOther) }, member);
    expect(answerOf(res.location).get('nonce')).toBe('nonce-r');
  });
});
