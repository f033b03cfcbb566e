// The anonymous and upload request limits over real HTTP (the account limits, in process and in
// Redis, are in modules/accounts/account-abuse.int.test.ts).
import { ACCOUNT_PATHS, errorResponseSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { gsfFile } from '../../test/library.ts';
import { serverWithMail } from '../../test/server-with-mail.ts';

const live = serverWithMail({
  TRUST_PROXY: 'true',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '2',
});

const errorCode = async (res: Response) => errorResponseSchema.parse(await res.json()).errorCode;

describe('request limits', () => {
  it('limits anonymous API calls per client address, never signed-in calls or health probes', async () => {
    const from = (ip: string, cookie?: string) => ({
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${live.server.url}${ACCOUNT_PATHS.me}`, from('192.0.2.50'))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await fetch(`${live.server.url}${ACCOUNT_PATHS.me}`, from('192.0.2.50'));
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorCode(limited)).toBe('too-many-requests');
    // Another address, health probes and pages are not affected.
    expect((await fetch(`${live.server.url}${ACCOUNT_PATHS.me}`, from('192.0.2.51'))).status).toBe(401);
    expect((await fetch(`${live.server.url}/api/health`, from('192.0.2.50'))).status).toBe(200);

    // A member behind the same address is not limited by it.
    const member = await live.member();
    const cookie = `asperity_access=${member.cookie('asperity_access') ?? ''}`;
    for (let i = 0; i < 8; i++) {
      expect((await fetch(`${live.server.url}${ACCOUNT_PATHS.me}`, from('192.0.2.50', cookie))).status).toBe(
        200,
      );
    }
  });

  it('limits uploads and inspections per account', async () => {
    const inspect = (cookie: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(gsfFile(1))]), 'limit.gsf');
      return fetch(`${live.server.url}/api/file/inspect`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
    };
    const cookieOf = async () => `asperity_access=${(await live.member()).cookie('asperity_access') ?? ''}`;
    const first = await cookieOf();
    expect((await inspect(first)).status).toBe(200);
    expect((await inspect(first)).status).toBe(200);
    const third = await inspect(first);
    expect(third.status).toBe(429);
    expect(await errorCode(third)).toBe('too-many-requests');
    // Another account from the same address has its own budget.
    expect((await inspect(await cookieOf())).status).toBe(200);
  });
});
