// Plan gates with the subscriptions flag on (spec part 1 §6, §9; part 3 §6, §9), over real HTTP:
// storage per tier (free 100 MB, basic 1 GB, advanced 10 GB) plus additional quota, enforced on
// upload; the effective tier as the higher of the account's and the override tier; and every
// editor analysis refused below its plan with 402 plan-required naming the plan. Tiers are set in
// the database, as billing and staff screens (not built yet) would set them.
import {
  EDITOR_CALLS,
  errorResponseSchema,
  previewPath,
  quotaSchema,
  userProfileSchema,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { gsfFile, uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

// No trial here (TRIAL_DAYS=0), so a new account is on its own tier; trial.int.test.ts covers the trial.
const live = serverWithMail({ FEATURE_SUBSCRIPTIONS: 'true', TRIAL_DAYS: '0' });
const db = () => live.server.app.infra.database.db;
const MB = 1_000_000;
const GB = 1_000_000_000;

interface Member {
  readonly client: ApiClient;
  readonly uid: string;
}

async function member(): Promise<Member> {
  const client = await live.member();
  const me = userProfileSchema.parse((await client.get('/api/user/me')).body);
  return { client, uid: me.uid };
}

/** Sets what billing and staff would: the bought tier, the override tier and extra storage. */
async function setPlan(
  who: Member,
  plan: { level?: number; override?: number | null; additionalQuota?: number },
): Promise<void> {
  await db()
    .updateTable('users')
    .set({
      ...(plan.level !== undefined ? { subscription_level: plan.level } : {}),
      ...(plan.override !== undefined ? { overriden_subscription_level: plan.override } : {}),
      ...(plan.additionalQuota !== undefined ? { additional_quota: plan.additionalQuota } : {}),
    })
    .where('id', '=', who.uid)
    .execute();
}

const maxQuota = async (who: Member) =>
  quotaSchema.parse((await who.client.get('/api/user/quota')).body).maxQuota;
const profile = async (who: Member) => userProfileSchema.parse((await who.client.get('/api/user/me')).body);

describe('storage per plan, subscriptions on', () => {
  it('gives free 100 MB, basic 1 GB and advanced 10 GB, plus additional quota; profile and quota agree', async () => {
    const who = await member();
    // A new account without a trial is on the free plan.
    expect(await maxQuota(who)).toBe(100 * MB);
    expect(await profile(who)).toMatchObject({
      subscriptionLevel: 0,
      effectiveTier: 0,
      totalQuota: 100 * MB,
    });
    await setPlan(who, { level: 1 });
    expect(await maxQuota(who)).toBe(1 * GB);
    await setPlan(who, { level: 2 });
    expect(await maxQuota(who)).toBe(10 * GB);
    expect(await profile(who)).toMatchObject({ effectiveTier: 2, totalQuota: 10 * GB });

    await setPlan(who, { level: 0, additionalQuota: 250 * MB });
    expect(await maxQuota(who)).toBe(350 * MB);
    expect(await profile(who)).toMatchObject({ additionalQuota: 250 * MB, totalQuota: 350 * MB });
    await setPlan(who, { level: 1 });
    expect(await maxQuota(who)).toBe(1 * GB + 250 * MB);
    await setPlan(who, { additionalQuota: 0 });
    expect(await maxQuota(who)).toBe(1 * GB);
  });

  it('uses the higher of the account tier and the override tier', async () => {
    const who = await member();
    await setPlan(who, { level: 0, override: 2 });
    expect(await profile(who)).toMatchObject({
      subscriptionLevel: 0,
      overridenSubscriptionLevel: 2,
      effectiveTier: 2,
    });
    expect(await maxQuota(who)).toBe(10 * GB);
    // An override below the bought plan takes nothing away.
    await setPlan(who, { level: 1, override: 0 });
    expect((await profile(who)).effectiveTier).toBe(1);
    expect(await maxQuota(who)).toBe(1 * GB);
    await setPlan(who, { level: 1, override: null });
    expect((await profile(who)).effectiveTier).toBe(1);
  });

  it('refuses an upload that does not fit the free plan, and takes it once the plan or a grant makes room', async () => {
    const who = await member();
    const filler = await uploaded(live.server.url, who.client, 801, 'filler.gsf');
    // Pretend the library holds just under 100 MB (the size column is what quota counts).
    await db()
      .updateTable('files')
      .set({ size: 100 * MB - filler.sourceSize - 100 })
      .where('guid', '=', filler.guid)
      .execute();
    const used = quotaSchema.parse((await who.client.get('/api/user/quota')).body).usedQuota;
    expect(used).toBe(100 * MB - 100);

    const refused = await uploadFile(live.server.url, who.client, gsfFile(802), 'more.gsf');
    expect(refused.status).toBe(413);
    expect(errorResponseSchema.parse(refused.body).errorCode).toBe('quota-exceeded');

    await setPlan(who, { additionalQuota: 10 * MB });
    expect((await uploadFile(live.server.url, who.client, gsfFile(802), 'more.gsf')).status).toBe(201);
    await setPlan(who, { additionalQuota: 0 });
    expect((await uploadFile(live.server.url, who.client, gsfFile(803), 'again.gsf')).status).toBe(413);
    await setPlan(who, { override: 1 });
    expect((await uploadFile(live.server.url, who.client, gsfFile(803), 'again.gsf')).status).toBe(201);
  });
});

/**
 * The plan each editor analysis needs (part 3 §6 feature table; part 2 §6 puts the height
 * histogram with Advanced). Every call of EDITOR_CALLS must be listed here.
 */
const analysisPlan: Record<keyof typeof EDITOR_CALLS, 0 | 1 | 2> = {
  dimension: 0,
  profile: 0,
  'color-scale-ticks': 0,
  'areal-parameters': 1,
  'profile-parameters': 1,
  'step-height-line': 1,
  'average-psd': 2,
  autocorrelation: 2,
  'psd-2d': 2,
  'bearing-ratio': 2,
  'grains-and-particles': 2,
  'height-histogram': 2,
  volume: 2,
  'step-height-histogram': 2,
  'step-height-rectangles-preview': 2,
  'step-height-rectangles-leveling': 2,
  'step-height-rectangles': 2,
};
const planNames = ['Free', 'Basic', 'Advanced'] as const;

async function callAnalysis(who: Member, id: keyof typeof EDITOR_CALLS, fileGuid: string) {
  const call = EDITOR_CALLS[id];
  return call.method === 'GET'
    ? who.client.get(`${call.path}?fileGuid=${encodeURIComponent(fileGuid)}`)
    : who.client.post(call.path, { fileGuid });
}

describe('editor analyses per plan, subscriptions on', () => {
  it('lists every editor call in the gate table', () => {
    expect(Object.keys(analysisPlan).sort()).toEqual(Object.keys(EDITOR_CALLS).sort());
  });

  it('refuses each analysis one tier below its plan with 402 naming the plan, and passes the gate at it', async () => {
    const who = await member();
    const file = await uploaded(live.server.url, who.client, 811, 'gated.gsf');
    for (const tier of [0, 1, 2] as const) {
      await setPlan(who, { level: tier });
      for (const [id, needed] of Object.entries(analysisPlan) as [keyof typeof EDITOR_CALLS, 0 | 1 | 2][]) {
        // Calls far below their plan are covered by the tier just below; skip them to save time.
        if (tier !== needed && tier !== needed - 1) continue;
        const res = await callAnalysis(who, id, file.guid);
        if (tier < needed) {
          expect(res.status, `${id} at tier ${tier}`).toBe(402);
          const error = errorResponseSchema.parse(res.body);
          expect(error.errorCode).toBe('plan-required');
          expect(error.reason).toContain(`the ${planNames[needed]} plan`);
        } else {
          // Past the gate the defaults are used; some need settings (400), none is refused by plan.
          expect([200, 400], `${id} at tier ${tier}: ${JSON.stringify(res.body)}`).toContain(res.status);
        }
      }
    }
  });

  it('opens advanced analyses through the override tier, not only the bought one', async () => {
    const who = await member();
    const file = await uploaded(live.server.url, who.client, 821, 'override.gsf');
    expect((await callAnalysis(who, 'bearing-ratio', file.guid)).status).toBe(402);
    expect((await callAnalysis(who, 'areal-parameters', file.guid)).status).toBe(402);
    await setPlan(who, { level: 0, override: 2 });
    expect((await callAnalysis(who, 'bearing-ratio', file.guid)).status).toBe(200);
    expect((await callAnalysis(who, 'areal-parameters', file.guid)).status).toBe(200);
    await setPlan(who, { level: 0, override: 1 });
    expect((await callAnalysis(who, 'areal-parameters', file.guid)).status).toBe(200);
    expect((await callAnalysis(who, 'bearing-ratio', file.guid)).status).toBe(402);
  });

  it('does not gate previews: a free account gets its file’s picture', async () => {
    const who = await member();
    const file = await uploaded(live.server.url, who.client, 831, 'free.gsf');
    const res = await fetch(`${live.server.url}${previewPath(file.guid)}?format=png&width=320&height=320`, {
      headers: { cookie: `asperity_access=${who.client.cookie('asperity_access') ?? ''}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
