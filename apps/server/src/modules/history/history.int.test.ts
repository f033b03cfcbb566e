// The operation history over real HTTP (issue 6 §2; spec part 3 §7): applying an operator makes a
// fork whose analyses equal the core's on the operated surface; go-back and trim move within the
// history; derived surfaces are kept in the blob store; save moves modifiedAt with a 409 conflict for
// a stale version unless override; the operator's plan gate; and only the owner reaches the history.
import {
  HISTORY_PATHS,
  errorResponseSchema,
  fileItemSchema,
  forkPreviewSchema,
  operatorContracts,
  userProfileSchema,
} from '@asperity/contract';
import {
  colorScaleTicks,
  findOperator,
  formatById,
  makeChannel,
  makeSurfaceFile,
  readSurfaceFile,
  type Surface,
} from '@asperity/core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { prefixHashes } from './fork-hash.ts';
import { applyStep, arealStat, coreArealStat, historyOf, levelled, state } from './history-test-support.ts';

// No trial (TRIAL_DAYS=0): a new account is on the tier the test sets.
const live = serverWithMail({ FEATURE_SUBSCRIPTIONS: 'true', TRIAL_DAYS: '0' });
const db = () => live.server.app.infra.database.db;

let seed = 0;
/** A 64 × 32 tilted sine grating (1 µm pixels) as a GSF file; each call gives another file. */
function tiltedFile(): { bytes: Uint8Array; surface: Surface } {
  seed++;
  const nx = 64;
  const ny = 32;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 2e-8 * col - 1.5e-8 * row + 3e-7 * Math.sin((2 * Math.PI * col) / 16 + seed) + 1e-6;
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  const bytes = formatById('gsf')!.write!(file);
  // The surface as the server reads it back (GSF stores float32 heights).
  const surface = readSurfaceFile(bytes, 'tilted.gsf').channels[0]!.surface;
  return { bytes, surface };
}

interface Member {
  readonly client: ApiClient;
  readonly uid: string;
}

async function member(tier: number): Promise<Member> {
  const client = await live.member();
  const me = userProfileSchema.parse((await client.get('/api/user/me')).body);
  await db()
    .updateTable('users')
    .set({ subscription_level: tier, overriden_subscription_level: null })
    .where('id', '=', me.uid)
    .execute();
  return { client, uid: me.uid };
}

async function uploadTilted(who: Member): Promise<{ guid: string; modifiedAt: string; surface: Surface }> {
  const { bytes, surface } = tiltedFile();
  const res = await uploadFile(live.server.url, who.client, bytes, `tilted-${seed}.gsf`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const item = fileItemSchema.parse(res.body);
  return { guid: item.guid, modifiedAt: item.modifiedAt, surface };
}

/** A measured tip: a 7 × 7 paraboloid of 1 µm pixels with its apex (highest point) in the middle. */
async function uploadTip(who: Member): Promise<{ guid: string; modifiedAt: string; surface: Surface }> {
  seed++;
  const n = 7;
  const z = new Float64Array(n * n);
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      z[row * n + col] = -4e-8 * ((col - 3) ** 2 + (row - 3) ** 2) + seed * 1e-12;
  const file = makeSurfaceFile('gsf', [
    makeChannel('Height', 'height', { nx: n, ny: n, dx: 1e-6, dy: 1e-6 }, z),
  ]);
  const bytes = formatById('gsf')!.write!(file);
  const res = await uploadFile(live.server.url, who.client, bytes, `tip-${seed}.gsf`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const item = fileItemSchema.parse(res.body);
  return {
    guid: item.guid,
    modifiedAt: item.modifiedAt,
    surface: readSurfaceFile(bytes, 'tip.gsf').channels[0]!.surface,
  };
}

const coreSa = (surface: Surface): number => coreArealStat(surface, 'Sa');

const basic = 1;

describe('operation history', () => {
  it('applies level.plane as a fork whose analyses are the core levelled surface; go-back and trim move within it', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const initial = await historyOf(who.client, file.guid);
    expect(initial.position).toBe(0);
    expect(initial.operationHistory).toEqual([]);
    expect(initial.forkHash).toBe(initial.rootForkHash);
    expect(initial.savedForkHash).toBe(initial.rootForkHash);
    expect(initial.modifiedAt).toBe(file.modifiedAt);
    expect(initial.data).toMatchObject({ cols: 64, rows: 32, pixelSize: 1e-6, pixelSizeY: 1e-6 });

    const applied = await who.client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: initial.forkHash,
      step: { op: 'level.plane' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const one = state(applied.body);
    expect(one.position).toBe(1);
    expect(one.operationHistory).toEqual([{ op: 'level.plane', params: {}, forkHash: one.forkHash }]);
    expect(one.forkHash).not.toBe(initial.forkHash);
    // A levelled surface has mean height 0 (the fitted plane passes through the mean).
    expect(Math.abs(one.data.zMean ?? 1)).toBeLessThan(1e-15);

    const onFork = await who.client.post('/api/editor/areal-parameters', {
      fileGuid: file.guid,
      forkHash: one.forkHash,
    });
    expect(onFork.status).toBe(200);
    const expectedSa = coreSa(levelled(file.surface));
    expect(arealStat(onFork.body, 'Sa')).toBeCloseTo(expectedSa, 18);
    // The source is different: without the step the tilt dominates Sa.
    const sourceSa = coreSa(file.surface);
    expect(Math.abs(sourceSa - expectedSa)).toBeGreaterThan(1e-8);
    // A GET analysis takes the forkHash as a query value: ticks over the levelled height range.
    const ticks = await who.client.get(
      `/api/editor/color-scale/ticks?fileGuid=${file.guid}&forkHash=${one.forkHash}&unit=micron&maxTicks=6`,
    );
    expect(ticks.status).toBe(200);
    expect(ticks.body).toEqual(
      colorScaleTicks(one.data.zMin ?? NaN, one.data.zMax ?? NaN, { unit: 'micron', maxTicks: 6 }),
    );
    const badFork = await who.client.get(
      `/api/editor/color-scale/ticks?fileGuid=${file.guid}&forkHash=${'0'.repeat(64)}`,
    );
    expect(badFork.status).toBe(404);
    // The fork is stored in the blob store by forkHash.
    const stored = await db()
      .selectFrom('fork_surfaces')
      .select('blob')
      .where('fork_hash', '=', one.forkHash)
      .executeTakeFirst();
    expect(stored?.blob).toMatch(/^[0-9a-f]{64}$/);
    expect(await live.server.app.infra.blobs.has(stored?.blob ?? '')).toBe(true);

    // go-back to step 0: the source's fork, whose analyses are the source's; the step stays listed.
    const back = state((await who.client.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 0 })).body);
    expect(back.forkHash).toBe(initial.forkHash);
    expect(back.position).toBe(0);
    expect(back.operationHistory).toHaveLength(1);
    expect(back.data).toEqual(initial.data);
    const onSource = await who.client.post('/api/editor/areal-parameters', {
      fileGuid: file.guid,
      forkHash: back.forkHash,
    });
    expect(arealStat(onSource.body, 'Sa')).toBeCloseTo(sourceSa, 18);
    // Forward again to step 1, then back, then trim drops the step after the position.
    const forward = state(
      (await who.client.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 1 })).body,
    );
    expect(forward.forkHash).toBe(one.forkHash);
    const beyond = await who.client.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 2 });
    expect(beyond.status).toBe(400);
    await who.client.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 0 });
    const trimmed = state((await who.client.post(HISTORY_PATHS.trim, { fileGuid: file.guid })).body);
    expect(trimmed.forkHash).toBe(initial.forkHash);
    expect(trimmed.operationHistory).toEqual([]);
    // The trimmed fork is no longer in the history.
    const gone = await who.client.post('/api/editor/areal-parameters', {
      fileGuid: file.guid,
      forkHash: one.forkHash,
    });
    expect(gone.status).toBe(404);

    // Equal content and steps give the equal forkHash again, on another server of the same store
    // (its memory cache empty: the fork comes from the blob store).
    const another = await live.startAnother();
    try {
      const res = await fetch(`${another.url}${HISTORY_PATHS.apply}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `asperity_access=${who.client.cookie('asperity_access') ?? ''}`,
        },
        body: JSON.stringify({
          fileGuid: file.guid,
          forkHash: initial.forkHash,
          step: { op: 'level.plane', params: {} },
        }),
      });
      expect(res.status).toBe(200);
      const again = state(await res.json());
      expect(again.forkHash).toBe(one.forkHash);
      expect(again.data).toEqual(one.data);
    } finally {
      await another.close();
    }
  });

  it('refuses two consecutive level steps with 400 level-consecutive-operators and keeps the history', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    const one = await applyStep(who.client, file.guid, root.forkHash, { op: 'level.plane' });
    const twice = await who.client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      step: { op: 'level.plane' },
    });
    expect(twice.status).toBe(400);
    expect(errorResponseSchema.parse(twice.body).errorCode).toBe('level-consecutive-operators');
    const after = await historyOf(who.client, file.guid);
    expect(after.forkHash).toBe(one.forkHash);
    expect(after.operationHistory).toHaveLength(1);

    const unknownOp = await who.client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: root.forkHash,
      step: { op: 'no.such-operator' },
    });
    expect(unknownOp.status).toBe(400);
    expect(errorResponseSchema.parse(unknownOp.body).errorCode).toBe('invalid-request');
    const badParams = await who.client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: root.forkHash,
      step: { op: 'level.plane', params: { degree: 3 } },
    });
    expect(badParams.status).toBe(400);
    const unknownFork = await who.client.post(HISTORY_PATHS.apply, {
      fileGuid: file.guid,
      forkHash: 'a'.repeat(64),
      step: { op: 'level.plane' },
    });
    expect(unknownFork.status).toBe(404);
  });

  it('saves a fork as the file version: modifiedAt moves, a stale save is 409 conflict, override saves', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    const one = await applyStep(who.client, file.guid, root.forkHash, { op: 'level.plane' });
    const saved = await who.client.post(HISTORY_PATHS.save, {
      fileGuid: file.guid,
      forkHash: one.forkHash,
      expectedModifiedAt: file.modifiedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterSave = state(saved.body);
    expect(afterSave.savedForkHash).toBe(one.forkHash);
    expect(Date.parse(afterSave.modifiedAt)).toBeGreaterThan(Date.parse(file.modifiedAt));
    const item = fileItemSchema.parse((await who.client.get(`/api/files/${file.guid}`)).body);
    expect(item.modifiedAt).toBe(afterSave.modifiedAt);
    // Analyses without a forkHash now run on the saved (levelled) version.
    const plain = await who.client.post('/api/editor/areal-parameters', { fileGuid: file.guid });
    expect(arealStat(plain.body, 'Sa')).toBeCloseTo(coreSa(levelled(file.surface)), 18);

    // Another tab still holding the upload's modifiedAt saves the source: refused.
    const stale = await who.client.post(HISTORY_PATHS.save, {
      fileGuid: file.guid,
      forkHash: root.forkHash,
      expectedModifiedAt: file.modifiedAt,
    });
    expect(stale.status).toBe(409);
    expect(errorResponseSchema.parse(stale.body).errorCode).toBe('conflict');
    const unchanged = await historyOf(who.client, file.guid);
    expect(unchanged.savedForkHash).toBe(one.forkHash);
    expect(unchanged.modifiedAt).toBe(afterSave.modifiedAt);

    const overridden = await who.client.post(HISTORY_PATHS.save, {
      fileGuid: file.guid,
      forkHash: root.forkHash,
      expectedModifiedAt: file.modifiedAt,
      override: true,
    });
    expect(overridden.status).toBe(200);
    const final = state(overridden.body);
    expect(final.savedForkHash).toBe(root.forkHash);
    expect(Date.parse(final.modifiedAt)).toBeGreaterThan(Date.parse(afterSave.modifiedAt));
    const source = await who.client.post('/api/editor/areal-parameters', { fileGuid: file.guid });
    expect(arealStat(source.body, 'Sa')).toBeCloseTo(coreSa(file.surface), 18);
  });

  it('previews a step: answers the fork apply would give, cached, without changing the history, with the errors of apply', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    const body = { fileGuid: file.guid, forkHash: root.forkHash, step: { op: 'level.plane' } };
    const res = await who.client.post(HISTORY_PATHS.preview, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = forkPreviewSchema.parse(res.body);
    expect(preview.forkHash).not.toBe(root.forkHash);
    expect(preview.data).toMatchObject({ cols: 64, rows: 32 });
    expect(Math.abs(preview.data.zMean ?? 1)).toBeLessThan(1e-15);
    const levelledStats = levelled(file.surface);
    let min = Infinity;
    for (const v of levelledStats.z) min = Math.min(min, v);
    expect(preview.data.zMin).toBeCloseTo(min, 18);
    // Cached like any fork (blob store), and the history did not move.
    const stored = await db()
      .selectFrom('fork_surfaces')
      .select('blob')
      .where('fork_hash', '=', preview.forkHash)
      .executeTakeFirst();
    expect(stored?.blob).toMatch(/^[0-9a-f]{64}$/);
    const after = await historyOf(who.client, file.guid);
    expect(after.position).toBe(0);
    expect(after.operationHistory).toEqual([]);
    expect(after.forkHash).toBe(root.forkHash);
    // Applying the same step gives that very fork.
    const applied = state((await who.client.post(HISTORY_PATHS.apply, body)).body);
    expect(applied.forkHash).toBe(preview.forkHash);
    expect(applied.data).toEqual(preview.data);

    // The same validation and errors as apply.
    const twice = await who.client.post(HISTORY_PATHS.preview, { ...body, forkHash: applied.forkHash });
    expect(twice.status).toBe(400);
    expect(errorResponseSchema.parse(twice.body).errorCode).toBe('level-consecutive-operators');
    const badParams = await who.client.post(HISTORY_PATHS.preview, {
      ...body,
      step: { op: 'level.plane', params: { degree: 3 } },
    });
    expect(badParams.status).toBe(400);
    expect(errorResponseSchema.parse(badParams.body).errorCode).toBe('invalid-request');
    const unknownFork = await who.client.post(HISTORY_PATHS.preview, { ...body, forkHash: 'b'.repeat(64) });
    expect(unknownFork.status).toBe(404);
    const stranger = await member(basic);
    expect((await stranger.client.post(HISTORY_PATHS.preview, body)).status).toBe(404);
    const unchanged = await historyOf(who.client, file.guid);
    expect(unchanged.operationHistory).toHaveLength(1);
  });

  it('applies concurrent calls from two server instances one after the other: a consistent history', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    // Ten steps, each applied to the fork the previous one makes (names computed here as the server does).
    const steps = Array.from({ length: 10 }, (_, k) => ({
      op: 'mirror',
      params: { flip: k % 2 === 0 ? 'horizontal' : 'vertical' },
    }));
    const names = prefixHashes(root.rootForkHash, steps);
    const another = await live.startAnother();
    try {
      const urls = [live.server.url, another.url];
      const cookie = `asperity_access=${who.client.cookie('asperity_access') ?? ''}`;
      // All fired at once, alternately on the two instances; a step whose base fork is not there
      // yet (404) is asked again until it is.
      const answers = await Promise.all(
        steps.map(async (step, k) => {
          for (let tries = 0; tries < 400; tries++) {
            const res = await fetch(`${urls[k % 2]}${HISTORY_PATHS.apply}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ fileGuid: file.guid, forkHash: names[k], step }),
            });
            const body: unknown = await res.json();
            if (res.status === 200) return state(body);
            expect(res.status, JSON.stringify(body)).toBe(404);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          throw new Error(`step ${k} was never applied`);
        }),
      );
      for (const [k, answer] of answers.entries()) {
        expect(answer.forkHash).toBe(names[k + 1]);
        expect(answer.position).toBe(k + 1);
      }
      const final = await historyOf(who.client, file.guid);
      expect(final.position).toBe(10);
      expect(final.operationHistory).toHaveLength(10);
      expect(final.operationHistory.map((s) => s.forkHash)).toEqual(names.slice(1));
      expect(final.operationHistory.map(({ op, params }) => ({ op, params }))).toEqual(steps);
      expect(final.forkHash).toBe(names[10]);
      // Every write went through the compare-and-set once: ten applies, version 10.
      const row = await db()
        .selectFrom('file_histories')
        .select('version')
        .where('file_guid', '=', file.guid)
        .executeTakeFirstOrThrow();
      expect(Number(row.version)).toBe(10);
    } finally {
      await another.close();
    }
  });

  it('never loses a write to a concurrent one: a save racing with twenty go-backs on one file', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    const mirror = { op: 'mirror', params: { flip: 'horizontal' } };
    const one = state(
      (
        await who.client.post(HISTORY_PATHS.apply, {
          fileGuid: file.guid,
          forkHash: root.forkHash,
          step: mirror,
        })
      ).body,
    );
    // A save racing with twenty go-backs: the saved version stays whatever the order.
    const calls = [
      who.client.post(HISTORY_PATHS.save, {
        fileGuid: file.guid,
        forkHash: one.forkHash,
        expectedModifiedAt: file.modifiedAt,
      }),
      ...Array.from({ length: 20 }, (_, k) =>
        who.client.post(HISTORY_PATHS.goBack, { fileGuid: file.guid, step: k % 2 }),
      ),
    ];
    const results = await Promise.all(calls);
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const final = await historyOf(who.client, file.guid);
    expect(final.savedForkHash).toBe(one.forkHash);
    expect(final.operationHistory).toHaveLength(1);
    const row = await db()
      .selectFrom('file_histories')
      .select('version')
      .where('file_guid', '=', file.guid)
      .executeTakeFirstOrThrow();
    // One apply, one save, twenty go-backs: every write counted once.
    expect(Number(row.version)).toBe(22);
  });

  it('gates the operator by its plan feature: a free user applying or previewing level gets 402 plan-required', async () => {
    const who = await member(0);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    for (const path of [HISTORY_PATHS.apply, HISTORY_PATHS.preview]) {
      const res = await who.client.post(path, {
        fileGuid: file.guid,
        forkHash: root.forkHash,
        step: { op: 'level.plane' },
      });
      expect(res.status, path).toBe(402);
      const error = errorResponseSchema.parse(res.body);
      expect(error.errorCode).toBe('plan-required');
      expect(error.reason).toContain('Basic');
    }
    expect((await historyOf(who.client, file.guid)).operationHistory).toEqual([]);
  });

  it('gives operators that take other files their saved versions: a measured tip equals the core, inputs name the fork', async () => {
    const who = await member(basic);
    const a = await uploadTilted(who);
    const tip = await uploadTip(who);
    const params = operatorContracts['tip.deconvolve'].params.parse({
      shape: 'measured',
      tipFileGuid: tip.guid,
    });
    const root = await historyOf(who.client, a.guid);
    const deconvolve = (tipFileGuid: string) =>
      who.client.post(HISTORY_PATHS.apply, {
        fileGuid: a.guid,
        forkHash: root.forkHash,
        step: { op: 'tip.deconvolve', params: { shape: 'measured', tipFileGuid } },
      });
    const coreDeconvolved = (tipSurface: Surface): Surface =>
      (findOperator('tip.deconvolve')!.apply as (s: Surface, p: object, i: object) => Surface)(
        a.surface,
        params,
        { surfaces: [tipSurface], names: ['tip.gsf'] },
      );
    const res = await deconvolve(tip.guid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = state(res.body);
    const areal = await who.client.post('/api/editor/areal-parameters', {
      fileGuid: a.guid,
      forkHash: first.forkHash,
    });
    expect(arealStat(areal.body, 'Sa')).toBeCloseTo(coreSa(coreDeconvolved(tip.surface)), 18);
    expect(Math.abs(coreSa(coreDeconvolved(tip.surface)) - coreSa(a.surface))).toBeGreaterThan(1e-12);

    // Once the tip file's saved version changes, the same step names another fork.
    const tipRoot = await historyOf(who.client, tip.guid);
    const tipLevelled = await applyStep(who.client, tip.guid, tipRoot.forkHash, { op: 'level.plane' });
    const savedTip = await who.client.post(HISTORY_PATHS.save, {
      fileGuid: tip.guid,
      forkHash: tipLevelled.forkHash,
      expectedModifiedAt: tip.modifiedAt,
    });
    expect(savedTip.status).toBe(200);
    const again = state((await deconvolve(tip.guid)).body);
    expect(again.forkHash).not.toBe(first.forkHash);
    const arealAgain = await who.client.post('/api/editor/areal-parameters', {
      fileGuid: a.guid,
      forkHash: again.forkHash,
    });
    expect(arealStat(arealAgain.body, 'Sa')).toBeCloseTo(coreSa(coreDeconvolved(levelled(tip.surface))), 18);

    // Someone else's file cannot be the tip.
    const stranger = await member(basic);
    const theirs = await uploadTip(stranger);
    expect((await deconvolve(theirs.guid)).status).toBe(404);
  });

  it('deletes the history and the cached forks with the file', async () => {
    const who = await member(basic);
    const file = await uploadTilted(who);
    const root = await historyOf(who.client, file.guid);
    const one = await applyStep(who.client, file.guid, root.forkHash, { op: 'level.plane' });
    const fork = await db()
      .selectFrom('fork_surfaces')
      .select('blob')
      .where('fork_hash', '=', one.forkHash)
      .executeTakeFirstOrThrow();
    expect((await who.client.request('DELETE', `/api/files/${file.guid}`)).status).toBe(204);
    const histories = await db()
      .selectFrom('file_histories')
      .select('file_guid')
      .where('file_guid', '=', file.guid)
      .execute();
    expect(histories).toEqual([]);
    const forks = await db()
      .selectFrom('fork_surfaces')
      .select('fork_hash')
      .where('fork_hash', '=', one.forkHash)
      .execute();
    expect(forks).toEqual([]);
    expect(await live.server.app.infra.blobs.has(fork.blob)).toBe(false);
  });

  it('lets only the owner read or change the history (others get 404, signed-out 401)', async () => {
    const owner = await member(basic);
    const other = await member(2);
    const file = await uploadTilted(owner);
    const root = await historyOf(owner.client, file.guid);
    const calls: [string, unknown][] = [
      [HISTORY_PATHS.apply, { fileGuid: file.guid, forkHash: root.forkHash, step: { op: 'level.plane' } }],
      [HISTORY_PATHS.goBack, { fileGuid: file.guid, step: 0 }],
      [HISTORY_PATHS.trim, { fileGuid: file.guid }],
      [
        HISTORY_PATHS.save,
        { fileGuid: file.guid, forkHash: root.forkHash, expectedModifiedAt: file.modifiedAt },
      ],
    ];
    for (const [path, body] of calls) {
      const res = await other.client.post(path, body);
      expect(res.status, path).toBe(404);
      const anonymous = await fetch(`${live.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(anonymous.status, path).toBe(401);
    }
    expect((await other.client.get(`${HISTORY_PATHS.state}?fileGuid=${file.guid}`)).status).toBe(404);
    const after = await historyOf(owner.client, file.guid);
    expect(after.operationHistory).toEqual([]);
    expect(after.modifiedAt).toBe(file.modifiedAt);
  });
});
