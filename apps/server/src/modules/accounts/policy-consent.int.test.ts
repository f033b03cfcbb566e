// Consent at sign-in (spec part 1 §4, issue 15 §14): an account that accepted the current privacy and
// cookie policies (POLICIES_VERSION) signs in without being asked again; one whose consent predates
// them answers 400 auth/consent until it accepts, and is then not asked again.
import { ACCOUNT_PATHS, POLICIES_VERSION, errorResponseSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();

describe('policy consent at sign-in', () => {
  it('asks only accounts whose consent predates the current policies', async () => {
    const member = await live.member();
    const me = (await member.get(ACCOUNT_PATHS.me)).body as { email: string };
    const signIn = (body: object) => new ApiClient(live.server.url).post(ACCOUNT_PATHS.signIn, body);
    const credentials = { login: me.email, password: 'Secure9Pass' };

    // Consented at sign-up, after the current version: not asked.
    expect((await signIn(credentials)).status).toBe(200);

    // A consent from before the current version: asked, with the reason.
    const db = live.server.app.infra.database.db;
    const before = new Date(Date.parse(POLICIES_VERSION) - 86_400_000).toISOString();
    await db.updateTable('users').set({ consented_at: before }).where('email', '=', me.email).execute();
    const asked = await signIn(credentials);
    expect(asked.status).toBe(400);
    expect(errorResponseSchema.parse(asked.body)).toMatchObject({ errorCode: 'auth/consent' });
    expect(errorResponseSchema.parse(asked.body).reason).toContain(POLICIES_VERSION.slice(0, 10));

    // Accepting records it, and the next sign-in is not asked again.
    expect((await signIn({ ...credentials, consent: true })).status).toBe(200);
    const row = await db
      .selectFrom('users')
      .select('consented_at')
      .where('email', '=', me.email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.consented_at ?? '')).toBeGreaterThanOrEqual(Date.parse(POLICIES_VERSION));
    expect((await signIn(credentials)).status).toBe(200);

    // A wrong password is a wrong password, whatever the consent.
    const wrong = await signIn({ login: me.email, password: 'Wrong9Password' });
    expect(errorResponseSchema.parse(wrong.body).errorCode).toBe('wrong-password');
  });
});
