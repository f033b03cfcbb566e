// The Advanced trial (spec part 1 §1; designed in docs/api.md "Trial") with subscriptions on, over
// real HTTP: a new account is Advanced for TRIAL_DAYS from its creation (storage and analyses), and
// once the trial has ended it falls back to the higher of its own and its override tier. The end
// of a trial is moved into the past in the database, as time passing would.
import { errorResponseSchema, quotaSchema, userProfileSchema } from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startServer, type TestServer, type TestStore } from '../../../test/harness.ts';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { signedInClient } from '../../../test/signed-in.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver.ts';

const publicUrl = 'http://asperity.test';
let store: TestStore;
let server: TestServer;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  store = await createTestStore();
  // TRIAL_DAYS is left at its default (30).
  server = await startServer(store, {
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, FEATURE_SUBSCRIPTIONS: 'true' },
  });
});

afterAll(async () => {
  await server?.close();
  await store?.dispose();
  await smtp?.close();
});

const MB = 1_000_000;
const GB = 1_000_000_000;
const DAY_MS = 86_400_000;
const db = () => server.app.infra.database.db;

interface Member {
  readonly client: ApiClient;
  readonly uid: string;
}

async function member(on: TestServer = server): Promise<Member> {
  const client = await signedInClient(on.url, smtp, publicUrl);
  return { client, uid: (await profile({ client, uid: '' })).uid };
}

const profile = async (who: Member) => userProfileSchema.parse((await who.client.get('/api/user/me')).body);
const quota = async (who: Member) => quotaSchema.parse((await who.client.get('/api/user/quota')).body);

async function setAccount(
  who: Member,
  patch: { trialEndsAt?: string | null; level?: number; override?: number | null },
): Promise<void> {
  await db()
    .updateTable('users')
    .set({
      ...(patch.trialEndsAt !== undefined ? { trial_ends_at: patch.trialEndsAt } : {}),
      ...(patch.level !== undefined ? { subscription_level: patch.level } : {}),
      ...(patch.override !== undefined ? { overriden_subscription_level: patch.override } : {}),
    })
    .where('id', '=', who.uid)
    .execute();
}

/** Ends the trial a moment ago. */
const endTrial = (who: Member) => setAccount(who, { trialEndsAt: new Date(Date.now() - 1000).toISOString() });

/** bearing-ratio needs Advanced, areal-parameters Basic (part 3 §6). */
async function analyses(who: Member, fileGuid: string) {
  const advanced = await who.client.get(`/api/editor/bearing-ratio?fileGuid=${fileGuid}`);
  const basic = await who.client.post('/api/editor/areal-parameters', { fileGuid });
  return { advanced, basic };
}

describe('the trial, subscriptions on', () => {
  it('makes a new account Advanced for 30 days from its creation: 10 GB and Advanced analyses', async () => {
    const before = Date.now();
    const who = await member();
    const me = await profile(who);
    expect(me).toMatchObject({ subscriptionLevel: 0, effectiveTier: 2, totalQuota: 10 * GB });
    expect(me.trialEndsAt).toBe(new Date(Date.parse(me.createdAt) + 30 * DAY_MS).toISOString());
    expect(Date.parse(me.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const q = await quota(who);
    expect(q.maxQuota).toBe(10 * GB);
    expect(q.trialEndsAt).toBe(me.trialEndsAt);

    const file = await uploaded(server.url, who.client, 901, 'trial.gsf');
    const { advanced, basic } = await analyses(who, file.guid);
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    expect(basic.status, JSON.stringify(basic.body)).toBe(200);
  });

  it('falls back to the free plan when the trial has ended: 100 MB and 402 plan-required', async () => {
    const who = await member();
    const file = await uploaded(server.url, who.client, 911, 'ended.gsf');
    await endTrial(who);

    expect(await profile(who)).toMatchObject({ effectiveTier: 0, totalQuota: 100 * MB, trialEndsAt: null });
    expect(await quota(who)).toMatchObject({ maxQuota: 100 * MB, trialEndsAt: null });
    const { advanced, basic } = await analyses(who, file.guid);
    expect(advanced.status).toBe(402);
    const error = errorResponseSchema.parse(advanced.body);
    expect(error.errorCode).toBe('plan-required');
    expect(error.reason).toContain('the Advanced plan');
    expect(basic.status).toBe(402);
    expect(errorResponseSchema.parse(basic.body).reason).toContain('the Basic plan');

    // No end at all is no trial either.
    await setAccount(who, { trialEndsAt: null });
    expect((await profile(who)).effectiveTier).toBe(0);
  });

  it('falls back to the bought tier after the trial, and the override tier still wins', async () => {
    const who = await member();
    const file = await uploaded(server.url, who.client, 921, 'plans.gsf');
    await setAccount(who, { level: 1 });
    // During the trial a Basic account is Advanced, and the trial is what makes it so.
    expect(await profile(who)).toMatchObject({ subscriptionLevel: 1, effectiveTier: 2 });
    expect((await profile(who)).trialEndsAt).not.toBeNull();

    await endTrial(who);
    expect(await profile(who)).toMatchObject({ effectiveTier: 1, totalQuota: 1 * GB, trialEndsAt: null });
    let calls = await analyses(who, file.guid);
    expect(calls.basic.status).toBe(200);
    expect(calls.advanced.status).toBe(402);

    await setAccount(who, { level: 0, override: 2 });
    expect(await profile(who)).toMatchObject({ effectiveTier: 2, totalQuota: 10 * GB, trialEndsAt: null });
    expect((await quota(who)).maxQuota).toBe(10 * GB);
    calls = await analyses(who, file.guid);
    expect(calls.advanced.status).toBe(200);
  });

  it('gives no trial end to an account already Advanced by its own or override plan', async () => {
    const who = await member();
    await setAccount(who, { override: 2 });
    expect(await profile(who)).toMatchObject({ effectiveTier: 2, trialEndsAt: null });
    await setAccount(who, { override: null, level: 2 });
    expect(await quota(who)).toMatchObject({ maxQuota: 10 * GB, trialEndsAt: null });
    // Back on the free plan the trial, still running, shows again.
    await setAccount(who, { level: 0 });
    expect((await quota(who)).trialEndsAt).not.toBeNull();
  });

  it('takes the length from TRIAL_DAYS, and TRIAL_DAYS=0 gives none', async () => {
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, FEATURE_SUBSCRIPTIONS: 'true' };
    const week = await startServer(store, { env: { ...env, TRIAL_DAYS: '7' } });
    try {
      const me = await profile(await member(week));
      expect(me.effectiveTier).toBe(2);
      expect(me.trialEndsAt).toBe(new Date(Date.parse(me.createdAt) + 7 * DAY_MS).toISOString());
    } finally {
      await week.close();
    }
    const none = await startServer(store, { env: { ...env, TRIAL_DAYS: '0' } });
    try {
      const who = await member(none);
      expect(await profile(who)).toMatchObject({ effectiveTier: 0, totalQuota: 100 * MB, trialEndsAt: null });
    } finally {
      await none.close();
    }
  });

  it('shows no trial with subscriptions off, where every account is Advanced', async () => {
    const off = await startServer(store, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, FEATURE_SUBSCRIPTIONS: 'false' },
    });
    try {
      const who = await member(off);
      expect(await profile(who)).toMatchObject({ effectiveTier: 2, trialEndsAt: null });
      expect((await quota(who)).trialEndsAt).toBeNull();
      await endTrial(who);
      expect(await profile(who)).toMatchObject({ effectiveTier: 2, totalQuota: 10 * GB });
    } finally {
      await off.close();
    }
  });
});
