// Recipes and saved settings over real HTTP (issue 19 items 1, 2, 8): the CRUD calls with the recipe file
// as the body, every refusal with its catalogue code, the Advanced plan gate, applying a recipe to a file
// (one fork per operator, analyses equal to the analysis call on that fork, recipeDetails kept), the
// saved settings per analysis type, and the route × role matrix (owner, other user, staff, admin,
// signed out, link visitors with and without allowEditing). Runs on SQLite, and on PostgreSQL with
// DATABASE_URL.
import {
  HISTORY_PATHS,
  RECIPE_LIMITS,
  applyRecipeResponseSchema,
  errorResponseSchema,
  fileItemSchema,
  fileShareSchema,
  historyStateSchema,
  parseWithNonFinite,
  recipeDetailsResponseSchema,
  recipeFileSchema,
  recipeListResponseSchema,
  recipeSummarySchema,
  savedSettingsEntrySchema,
  savedSettingsFileSchema,
  savedSettingsListResponseSchema,
  userProfileSchema,
  type RecipeFileInput,
} from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { ApiClient, type ClientResponse } from '../../../test/http-client.ts';
import { uploadFile } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { arealStat } from '../history/history-test-support.ts';

// No trial (TRIAL_DAYS=0): a new account is on the tier the test sets.
const live = serverWithMail({ FEATURE_SUBSCRIPTIONS: 'true', TRIAL_DAYS: '0' });
const db = () => live.server.app.infra.database.db;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

const codeOf = (res: ClientResponse): string => errorResponseSchema.parse(res.body).errorCode;
const reasonOf = (res: ClientResponse): string => errorResponseSchema.parse(res.body).reason ?? '';
const put = (client: ApiClient, path: string, body: unknown) => client.request('PUT', path, body);
const del = (client: ApiClient, path: string) => client.request('DELETE', path);

const TIER = { free: 0, basic: 1, advanced: 2 } as const;

async function member(tier: number, staff: 'staff' | 'admin' | undefined = undefined): Promise<ApiClient> {
  const client = await live.member();
  const me = userProfileSchema.parse((await client.get('/api/user/me')).body);
  await db()
    .updateTable('users')
    .set({
      subscription_level: tier,
      overriden_subscription_level: null,
      ...(staff === 'staff' ? { is_staff: 1 } : staff === 'admin' ? { is_staff: 1, is_admin: 1 } : {}),
    })
    .where('id', '=', me.uid)
    .execute();
  return client;
}

let seed = 0;
/** A 48 × 24 tilted sine grating of 1 µm pixels: levelling changes Sq a lot. */
async function uploadTilted(client: ApiClient): Promise<string> {
  seed++;
  const nx = 48;
  const ny = 24;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = 3e-8 * col - 2e-8 * row + 2e-7 * Math.sin((2 * Math.PI * col) / 12 + seed);
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  const res = await uploadFile(
    live.server.url,
    client,
    formatById('gsf')!.write!(file),
    `tilted-${seed}.gsf`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return fileItemSchema.parse(res.body).guid;
}

const levelAndSq = (name = 'Level + areal'): RecipeFileInput => ({
  format: 'asperity-recipe',
  version: 1,
  name,
  steps: [
    { kind: 'operator', operator: 'level.plane', parameters: {} },
    { kind: 'analysis', feature: 'ArealParameters', settings: {} },
  ],
});

async function created(client: ApiClient, recipe: unknown): Promise<string> {
  const res = await client.post('/api/recipes', recipe);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return recipeSummarySchema.parse(res.body).id;
}

describe('recipes: storing', () => {
  it('creates, lists, reads, replaces and removes a recipe with its defaults filled', async () => {
    const owner = await member(TIER.advanced);
    const id = await created(owner, {
      ...levelAndSq('Polish check'),
      description: 'level then Sq',
      steps: [
        { kind: 'operator', operator: 'form.polynomial', parameters: { degree: 3 } },
        { kind: 'analysis', feature: 'BearingRatio' },
      ],
    });
    const list = recipeListResponseSchema.parse((await owner.get('/api/recipes')).body);
    expect(list.recipes).toEqual([
      expect.objectContaining({
        id,
        name: 'Polish check',
        description: 'level then Sq',
        stepCount: 2,
        operatorCount: 1,
        analysisCount: 1,
      }),
    ]);
    const file = recipeFileSchema.parse((await owner.get(`/api/recipes/${id}`)).body);
    expect(file.steps[0]).toEqual({
      kind: 'operator',
      operator: 'form.polynomial',
      parameters: { degree: 3, ignoreOutliers: false, outlierThreshold: 3, outlierIterations: 2 },
    });
    expect(file.steps[1]).toEqual({
      kind: 'analysis',
      feature: 'BearingRatio',
      settings: { bins: 20, continuousHistogram: false, curvePoints: 101 },
    });

    // A download uploaded again is the same recipe (under another name: names are unique).
    const copy = await created(owner, { ...file, name: 'Polish check copy' });
    expect(recipeFileSchema.parse((await owner.get(`/api/recipes/${copy}`)).body).steps).toEqual(file.steps);

    const replaced = await put(owner, `/api/recipes/${id}`, levelAndSq('Renamed'));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(recipeSummarySchema.parse(replaced.body)).toMatchObject({ id, name: 'Renamed', stepCount: 2 });
    expect(recipeFileSchema.parse((await owner.get(`/api/recipes/${id}`)).body).name).toBe('Renamed');

    // Names are unique per user, compared trimmed and case-insensitively; another user may reuse one.
    const clash = await owner.post('/api/recipes', levelAndSq('  renamed '));
    expect([clash.status, codeOf(clash)]).toEqual([409, 'name-already-exists']);
    const clashPut = await put(owner, `/api/recipes/${copy}`, levelAndSq('RENAMED'));
    expect([clashPut.status, codeOf(clashPut)]).toEqual([409, 'name-already-exists']);
    await created(await member(TIER.advanced), levelAndSq('Renamed'));

    expect((await del(owner, `/api/recipes/${id}`)).status).toBe(204);
    expect((await owner.get(`/api/recipes/${id}`)).status).toBe(404);
    expect((await del(owner, `/api/recipes/${id}`)).status).toBe(404);
    const after = recipeListResponseSchema.parse((await owner.get('/api/recipes')).body);
    expect(after.recipes.map((r) => r.name)).toEqual(['Polish check copy']);
  });

  it.each([
    ['version', { ...levelAndSq(), version: 2 }, 'recipe-unsupported-version', 'version 2'],
    ['format', { ...levelAndSq(), format: 'json' }, 'recipe-invalid-file', 'format'],
    ['not an object', [1, 2], 'recipe-invalid-file', 'JSON object'],
    ['name', { ...levelAndSq(), name: '' }, 'recipe-name-invalid', 'name'],
    [
      'operator',
      { ...levelAndSq(), steps: [{ kind: 'operator', operator: 'level.sideways', parameters: {} }] },
      'recipe-unknown-operator',
      'steps.0.operator: level.sideways',
    ],
    [
      'feature',
      { ...levelAndSq(), steps: [{ kind: 'analysis', feature: 'Hardness', settings: {} }] },
      'recipe-unknown-feature',
      'steps.0.feature: Hardness',
    ],
    [
      'parameters',
      {
        ...levelAndSq(),
        steps: [{ kind: 'operator', operator: 'spatial.median', parameters: { size: 4 } }],
      },
      'recipe-invalid-parameters',
      'steps.0.parameters.size: the kernel size must be odd',
    ],
    [
      'steps',
      {
        ...levelAndSq(),
        steps: Array.from({ length: RECIPE_LIMITS.maxSteps + 1 }, () => ({
          kind: 'analysis',
          feature: 'Dimension',
        })),
      },
      'recipe-too-many-steps',
      `at most ${RECIPE_LIMITS.maxSteps}`,
    ],
  ])('refuses a bad file: %s', async (_label, body, code, reason) => {
    const owner = await member(TIER.advanced);
    const res = await owner.post('/api/recipes', body);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe(code);
    expect(reasonOf(res)).toContain(reason);
    // Nothing was stored.
    expect(recipeListResponseSchema.parse((await owner.get('/api/recipes')).body).recipes).toEqual([]);
  });

  it('refuses a file over 1 MB with 413 and a PUT of a bad file leaves the recipe as it was', async () => {
    const owner = await member(TIER.advanced);
    const huge = await owner.post('/api/recipes', { ...levelAndSq(), description: 'x'.repeat(1_100_000) });
    expect([huge.status, codeOf(huge)]).toEqual([413, 'payload-too-large']);
    const id = await created(owner, levelAndSq());
    const bad = await put(owner, `/api/recipes/${id}`, { ...levelAndSq('Other'), version: 7 });
    expect(codeOf(bad)).toBe('recipe-unsupported-version');
    expect(recipeFileSchema.parse((await owner.get(`/api/recipes/${id}`)).body).name).toBe('Level + areal');
  });

  it('keeps recipes to Advanced accounts (402 plan-required names the plan)', async () => {
    const basic = await member(TIER.basic);
    for (const res of [
      await basic.get('/api/recipes'),
      await basic.post('/api/recipes', levelAndSq()),
      await basic.get(`/api/recipes/${crypto.randomUUID()}`),
    ]) {
      expect(res.status).toBe(402);
      expect(codeOf(res)).toBe('plan-required');
      expect(reasonOf(res)).toContain('Advanced');
    }
  });
});

describe('recipes: applying', () => {
  it('makes one fork per operator and answers the analyses of the last fork, keeping recipeDetails', async () => {
    const owner = await member(TIER.advanced);
    const fileGuid = await uploadTilted(owner);
    const recipeId = await created(owner, {
      ...levelAndSq(),
      steps: [
        { kind: 'operator', operator: 'level.plane', parameters: {} },
        { kind: 'operator', operator: 'spatial.median', parameters: { size: 3 } },
        { kind: 'analysis', feature: 'ArealParameters', settings: {} },
        { kind: 'analysis', feature: 'BearingRatio', settings: { bins: 10 } },
      ],
    });
    const before = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    const res = await owner.post(`/api/recipes/${recipeId}/apply`, { fileGuid });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const applied = applyRecipeResponseSchema.parse(parseWithNonFinite(JSON.stringify(res.body)));
    expect(applied.forks.map((f) => [f.step, f.operator])).toEqual([
      [0, 'level.plane'],
      [1, 'spatial.median'],
    ]);
    expect(applied.forkHash).toBe(applied.forks[1]!.forkHash);

    // The file's history now shows the two steps, the recipe's last fork current.
    const after = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    expect(after.operationHistory.map((s) => s.op)).toEqual(['level.plane', 'spatial.median']);
    expect(after.forkHash).toBe(applied.forkHash);
    expect(after.forkHash).not.toBe(before.forkHash);

    // The analyses equal the analysis calls on that fork with the same settings.
    const sq = arealStat(applied.analyses[0]!.result, 'Sq');
    const direct = await owner.post('/api/editor/areal-parameters', { fileGuid, forkHash: applied.forkHash });
    expect(direct.status).toBe(200);
    expect(sq).toBe(arealStat(direct.body, 'Sq'));
    expect(Number.isFinite(sq) && sq > 0).toBe(true);
    // …and differ from the unlevelled surface's (the recipe really ran).
    const raw = await owner.post('/api/editor/areal-parameters', { fileGuid, forkHash: before.forkHash });
    expect(arealStat(raw.body, 'Sq')).toBeGreaterThan(sq * 1.5);
    expect(applied.analyses[1]).toMatchObject({
      step: 3,
      feature: 'BearingRatio',
      analysis: 'bearing-ratio',
      settings: { bins: 10, continuousHistogram: false, curvePoints: 101 },
    });

    const details = recipeDetailsResponseSchema.parse(
      (await owner.get(`/api/editor/recipe-details?fileGuid=${fileGuid}`)).body,
    );
    expect(details.recipeDetails).toMatchObject({
      recipeId,
      name: 'Level + areal',
      forkHash: applied.forkHash,
      steps: 4,
    });
    // A file no recipe touched has none.
    const other = await uploadTilted(owner);
    expect(
      recipeDetailsResponseSchema.parse(
        (await owner.get(`/api/editor/recipe-details?fileGuid=${other}`)).body,
      ),
    ).toEqual({ recipeDetails: null });
  });

  it('starts from the fork named and refuses before changing anything', async () => {
    const owner = await member(TIER.advanced);
    const fileGuid = await uploadTilted(owner);
    const state = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    // Level on a levelled fork: level-consecutive-operators, the history untouched.
    const levelled = await owner.post(HISTORY_PATHS.apply, {
      fileGuid,
      forkHash: state.forkHash,
      step: { op: 'level.plane' },
    });
    expect(levelled.status).toBe(200);
    const recipeId = await created(owner, levelAndSq());
    const refused = await owner.post(`/api/recipes/${recipeId}/apply`, { fileGuid });
    expect([refused.status, codeOf(refused)]).toEqual([400, 'level-consecutive-operators']);
    // From the source fork it runs, replacing the steps after it.
    const fromRoot = await owner.post(`/api/recipes/${recipeId}/apply`, {
      fileGuid,
      forkHash: state.rootForkHash,
    });
    expect(fromRoot.status, JSON.stringify(fromRoot.body)).toBe(200);
    const after = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    expect(after.operationHistory.map((s) => s.op)).toEqual(['level.plane']);

    // Two levels in a row inside a recipe are refused up front.
    const twice = await created(owner, {
      ...levelAndSq('Twice'),
      steps: [
        { kind: 'operator', operator: 'level.plane', parameters: {} },
        { kind: 'operator', operator: 'level.facet', parameters: {} },
      ],
    });
    const res = await owner.post(`/api/recipes/${twice}/apply`, { fileGuid, forkHash: state.rootForkHash });
    expect(codeOf(res)).toBe('level-consecutive-operators');
    const unchanged = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    expect(unchanged.forkHash).toBe(after.forkHash);

    const unknown = await owner.post(`/api/recipes/${crypto.randomUUID()}/apply`, { fileGuid });
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'not-found']);
  });
});

describe('saved settings per analysis type', () => {
  it('saves, lists, downloads, uploads and removes a panel’s settings', async () => {
    const owner = await member(TIER.advanced);
    const saved = await owner.post('/api/settings/BearingRatio', { name: 'Fine', settings: { bins: 200 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const entry = savedSettingsEntrySchema.parse(saved.body);
    expect(entry).toMatchObject({
      feature: 'BearingRatio',
      name: 'Fine',
      settings: { bins: 200, continuousHistogram: false, curvePoints: 101 },
    });
    const download = savedSettingsFileSchema.parse(
      (await owner.get(`/api/settings/BearingRatio/${entry.id}`)).body,
    );
    expect(download).toEqual({
      format: 'asperity-settings',
      version: 1,
      feature: 'BearingRatio',
      name: 'Fine',
      settings: entry.settings,
    });
    // The downloaded file uploaded again (under another name).
    const uploaded = await owner.post('/api/settings/BearingRatio', { ...download, name: 'Fine (2)' });
    expect(uploaded.status).toBe(201);
    const list = savedSettingsListResponseSchema.parse((await owner.get('/api/settings/BearingRatio')).body);
    expect(list.settings.map((s) => s.name)).toEqual(['Fine', 'Fine (2)']);
    // Per type: another panel's list is empty.
    expect(
      savedSettingsListResponseSchema.parse((await owner.get('/api/settings/Volume')).body).settings,
    ).toEqual([]);

    const refusals: [ClientResponse, number, string][] = [
      [
        await owner.post('/api/settings/BearingRatio', { name: 'fine', settings: {} }),
        409,
        'name-already-exists',
      ],
      [
        await owner.post('/api/settings/BearingRatio', { name: 'Bad', settings: { bins: 0 } }),
        400,
        'recipe-invalid-parameters',
      ],
      [
        await owner.post('/api/settings/BearingRatio', { name: ' ', settings: {} }),
        400,
        'recipe-name-invalid',
      ],
      [
        await owner.post('/api/settings/Volume', { ...download, name: 'Wrong panel' }),
        400,
        'recipe-unknown-feature',
      ],
      [
        await owner.post('/api/settings/BearingRatio', { ...download, name: 'New', version: 3 }),
        400,
        'recipe-unsupported-version',
      ],
      [await owner.get('/api/settings/Hardness'), 400, 'recipe-unknown-feature'],
      [
        await owner.post('/api/settings/Hardness', { name: 'x', settings: {} }),
        400,
        'recipe-unknown-feature',
      ],
    ];
    for (const [res, status, code] of refusals) expect([res.status, codeOf(res)]).toEqual([status, code]);
    const bad = refusals[1]![0];
    expect(reasonOf(bad)).toContain('settings.bins');

    expect((await del(owner, `/api/settings/BearingRatio/${entry.id}`)).status).toBe(204);
    expect((await owner.get(`/api/settings/BearingRatio/${entry.id}`)).status).toBe(404);
    const rest = savedSettingsListResponseSchema.parse((await owner.get('/api/settings/BearingRatio')).body);
    expect(rest.settings.map((s) => s.name)).toEqual(['Fine (2)']);
  });

  it('gates each type by its analysis plan', async () => {
    const free = await member(TIER.free);
    const basic = await member(TIER.basic);
    expect(codeOf(await free.get('/api/settings/ArealParameters'))).toBe('plan-required');
    expect((await free.post('/api/settings/Dimension', { name: 'Lines', settings: {} })).status).toBe(201);
    expect((await basic.post('/api/settings/ArealParameters', { name: 'A', settings: {} })).status).toBe(201);
    const advancedOnly = await basic.post('/api/settings/BearingRatio', { name: 'B', settings: {} });
    expect([advancedOnly.status, codeOf(advancedOnly)]).toEqual([402, 'plan-required']);
  });
});

describe('the route × role matrix', () => {
  it('answers only the owner of a recipe, a setting and a file', async () => {
    const owner = await member(TIER.advanced);
    const other = await member(TIER.advanced);
    const staff = await member(TIER.advanced, 'staff');
    const admin = await member(TIER.advanced, 'admin');
    const signedOut = new ApiClient(live.server.url, BROWSER);
    const fileGuid = await uploadTilted(owner);
    const recipeId = await created(owner, levelAndSq());
    const setting = savedSettingsEntrySchema.parse(
      (await owner.post('/api/settings/Slice', { name: 'Mid', settings: {} })).body,
    );
    const calls = (c: ApiClient): [string, () => Promise<ClientResponse>, number][] => [
      ['recipe get', () => c.get(`/api/recipes/${recipeId}`), 200],
      ['recipe put', () => put(c, `/api/recipes/${recipeId}`, levelAndSq()), 200],
      ['recipe apply', () => c.post(`/api/recipes/${recipeId}/apply`, { fileGuid }), 200],
      ['recipe details', () => c.get(`/api/editor/recipe-details?fileGuid=${fileGuid}`), 200],
      ['settings get', () => c.get(`/api/settings/Slice/${setting.id}`), 200],
    ];
    for (const [name, call, status] of calls(owner)) expect((await call()).status, name).toBe(status);
    for (const [who, client] of Object.entries({ other, staff, admin })) {
      for (const [name, call] of calls(client)) {
        const res = await call();
        expect([res.status, codeOf(res)], `${who} ${name}`).toEqual([404, 'not-found']);
      }
      // Their own applying of their own recipe to the owner's file: not-found too.
      const theirs = await created(client, levelAndSq(`Theirs ${who}`));
      const res = await client.post(`/api/recipes/${theirs}/apply`, { fileGuid });
      expect([res.status, codeOf(res)], who).toEqual([404, 'not-found']);
      expect((await del(client, `/api/settings/Slice/${setting.id}`)).status, who).toBe(404);
      expect((await del(client, `/api/recipes/${recipeId}`)).status, who).toBe(404);
    }
    for (const [name, call] of calls(signedOut)) {
      const res = await call();
      expect(res.status, name).toBe(401);
    }
    expect((await signedOut.get('/api/recipes')).status).toBe(401);
    expect((await signedOut.post('/api/recipes', levelAndSq())).status).toBe(401);
    expect((await signedOut.get('/api/settings/Slice')).status).toBe(401);
    // Still there after everybody else tried.
    expect((await owner.get(`/api/recipes/${recipeId}`)).status).toBe(200);
    expect((await owner.get(`/api/settings/Slice/${setting.id}`)).status).toBe(200);
  });

  it('lets a link visitor read recipeDetails and apply their own recipe only where the link allows editing', async () => {
    const owner = await member(TIER.advanced);
    const visitor = await member(TIER.advanced);
    const signedOut = new ApiClient(live.server.url, BROWSER);
    const fileGuid = await uploadTilted(owner);
    const ownRecipe = await created(owner, levelAndSq());
    expect((await owner.post(`/api/recipes/${ownRecipe}/apply`, { fileGuid })).status).toBe(200);
    const theirs = await created(visitor, {
      ...levelAndSq('Visitor'),
      steps: [{ kind: 'operator', operator: 'spatial.mean', parameters: {} }],
    });

    const readOnly = fileShareSchema.parse((await put(owner, `/api/files/${fileGuid}/share`, {})).body);
    const details = await visitor.get(`/api/editor/recipe-details?shareHash=${readOnly.shareHash}`);
    expect(details.status).toBe(200);
    expect(recipeDetailsResponseSchema.parse(details.body).recipeDetails?.recipeId).toBe(ownRecipe);
    expect((await signedOut.get(`/api/editor/recipe-details?shareHash=${readOnly.shareHash}`)).status).toBe(
      200,
    );
    const refused = await visitor.post(`/api/recipes/${theirs}/apply`, { shareHash: readOnly.shareHash });
    expect([refused.status, codeOf(refused)]).toEqual([403, 'forbidden']);

    const editing = fileShareSchema.parse(
      (await put(owner, `/api/files/${fileGuid}/share`, { allowEditing: true })).body,
    );
    const res = await visitor.post(`/api/recipes/${theirs}/apply`, { shareHash: editing.shareHash });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The step landed in the owner's file and names the visitor.
    const state = historyStateSchema.parse(
      (await owner.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`)).body,
    );
    expect(state.operationHistory.at(-1)).toMatchObject({ op: 'spatial.mean' });
    expect(state.operationHistory.at(-1)?.by).toBeTruthy();
    // The owner's recipe is not the visitor's to apply.
    const notTheirs = await visitor.post(`/api/recipes/${ownRecipe}/apply`, { shareHash: editing.shareHash });
    expect([notTheirs.status, codeOf(notTheirs)]).toEqual([404, 'not-found']);
  });
});
