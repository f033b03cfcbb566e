// Signing out ends the session's access token at once (issue 16): before, the HMAC-signed token was
// accepted until it expired, up to 15 minutes later, by every instance. A copy of the cookie (another
// tab, a stolen header) stands for the token here: it must be refused right after the sign-out, on
// the instance that signed out and — with REDIS_URL — on another instance of the same installation.
import { ACCOUNT_PATHS } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { ACCESS_COOKIE } from './session-cookies.ts';

const live = serverWithMail({ REDIS_URL: testRedisUrl });

/** A client that presents only the member's current access token. */
function copyOfAccessToken(member: ApiClient, baseUrl: string): ApiClient {
  const token = member.cookie(ACCESS_COOKIE);
  if (token === undefined) throw new Error('the member has no access cookie');
  return new ApiClient(baseUrl, { cookie: `${ACCESS_COOKIE}=${token}` });
}

describe('sign-out', () => {
  it('refuses the signed-out access token at once on the same instance', async () => {
    const member = await live.member();
    const copy = copyOfAccessToken(member, live.server.url);
    expect((await copy.get(ACCOUNT_PATHS.me)).status).toBe(200);
    expect((await member.post(ACCOUNT_PATHS.logout)).status).toBe(204);
    expect((await copy.get(ACCOUNT_PATHS.me)).status).toBe(401);
  });

  it('refuses it at once on another instance sharing Redis, and leaves other sessions alone', async () => {
    const other = await live.startAnother();
    try {
      const member = await live.member();
      const bystander = await live.member();
      const copyOnOther = copyOfAccessToken(member, other.url);
      const bystanderOnOther = copyOfAccessToken(bystander, other.url);
      expect((await copyOnOther.get(ACCOUNT_PATHS.me)).status).toBe(200);
      expect((await member.post(ACCOUNT_PATHS.logout)).status).toBe(204);
      const refused = await copyOnOther.get(ACCOUNT_PATHS.me);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ errorCode: 'unauthorized' });
      expect((await bystanderOnOther.get(ACCOUNT_PATHS.me)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
